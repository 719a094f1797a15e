"""native.rebound_variables: a Python name bound to several variables in straight-line graph code
(fully_connected_feed's ``weights`` per name scope) gets a name per binding but the last, so
each variable is created, trained and saved under a name of its own. The numbers are compared
with TF1 by the fixture rebound_layer_names. No TensorFlow import."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.aliases import ImportTable
from migrate.source.native.rebound_variables import rename_rebound_variables

LAYERS = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
with tf.name_scope("hidden1"):
    weights = tf.Variable(tf.ones([3, 4]), name="weights")
    hidden1 = tf.nn.relu(tf.matmul(x, weights))
with tf.name_scope("hidden2"):
    weights = tf.Variable(tf.ones([4, 2]) * weights[0, 0], name="weights")
    logits = tf.matmul(hidden1, weights)
loss = tf.reduce_sum(logits ** 2)
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, loss], {x: np.ones((2, 3))})[1])
    print(weights.name, sess.run(weights))
"""


def _renamed(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return rename_rebound_variables(module, ImportTable.from_module(module)).code


def test_each_binding_but_the_last_gets_a_name_of_its_own():
    code = _renamed(LAYERS)
    assert '    weights_1 = tf.Variable(tf.ones([3, 4]), name="weights")\n    hidden1 = tf.nn.relu(tf.matmul(x, weights_1))\n' in code
    # the next binding's own value reads the previous one; the last binding keeps the name
    assert '    weights = tf.Variable(tf.ones([4, 2]) * weights_1[0, 0], name="weights")\n    logits = tf.matmul(hidden1, weights)\n' in code
    assert "    print(weights.name, sess.run(weights))" in code


def test_both_variables_are_trained_natively():
    new, diags = convert_module(cst.parse_module(LAYERS.lstrip("\n")), "snippet.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'weights_1 = tf.Variable(tf.ones([3, 4]), name="hidden1/weights")' in new.code
    assert "[weights_1, weights]" in new.code  # both in the optimizer's update


@pytest.mark.parametrize("change", [
    pytest.param(("with tf.Session() as sess:", "def show():\n    print(weights)\nwith tf.Session() as sess:"), id="read-by-a-function"),
    pytest.param(("with tf.name_scope(\"hidden2\"):\n", "for _ in range(1):\n"), id="bound-in-a-loop"),
    pytest.param(("x = tf.placeholder", "global weights\nx = tf.placeholder"), id="declared-global"),
    pytest.param(("    hidden1 = tf.nn.relu(tf.matmul(x, weights))", "    hidden1 = tf.nn.relu(tf.matmul(x, weights))\n    weights += 1"), id="augmented"),
])
def test_other_bindings_are_left_as_they_are(change):
    assert "weights_1" not in _renamed(LAYERS.replace(*change))


def test_a_variable_read_by_an_augmented_assignment_is_still_renamed():
    """The text CNN's ``l2_loss += tf.nn.l2_loss(W)`` between two bindings of ``W``: the
    augmented statement made every name in it unrenamable, ``W`` included (the file was refused:
    "the name 'W' is bound to more than one variable"); only its target is."""
    code = _renamed(LAYERS.replace("    hidden1 = tf.nn.relu(tf.matmul(x, weights))",
                                   "    hidden1 = tf.nn.relu(tf.matmul(x, weights))\n    penalty = 0.0\n    penalty += tf.nn.l2_loss(weights)"))
    assert "    penalty += tf.nn.l2_loss(weights_1)\n" in code and "weights_1[0, 0]" in code


def test_names_not_bound_to_variables_are_left_as_they_are():
    src = "import tensorflow as tf\nw = tf.Variable(1.0)\nv = tf.Variable(2.0)\nh = w * 2\nh = h + v\nprint(h)\n"
    assert _renamed(src) == src


GENERATOR = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
W = tf.Variable(tf.ones([2, 2]))
decoder = tf.matmul(x, W)
decoder = tf.nn.sigmoid(decoder)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(decoder, {x: np.ones((1, 2))}))
    noise = tf.placeholder(tf.float32, [None, 2])
    decoder = tf.matmul(noise, W)
    decoder = tf.nn.tanh(decoder)
    print(sess.run(decoder, {noise: np.zeros((1, 2))}))
"""


def test_a_graph_name_built_again_after_a_run_in_the_same_session_block_is_renamed():
    # the aymericdamien VAE's generator (fixture vae_generator checks the numbers): every
    # binding but the last gets a name, so each run reads the graph value TF1 ran
    from migrate.source.native.rebound_variables import rename_tensors_rebound_after_runs

    module = cst.parse_module(GENERATOR.lstrip("\n"))
    code = rename_tensors_rebound_after_runs(module, ImportTable.from_module(module)).code
    assert "decoder_1 = tf.matmul(x, W)\ndecoder_2 = tf.nn.sigmoid(decoder_1)\n" in code
    assert "print(sess.run(decoder_2, {x: np.ones((1, 2))}))" in code
    assert "    decoder_3 = tf.matmul(noise, W)\n    decoder = tf.nn.tanh(decoder_3)\n    print(sess.run(decoder, {noise:" in code
    new, diags = convert_module(cst.parse_module(GENERATOR.lstrip("\n")), "snippet.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]


@pytest.mark.parametrize("change", [
    # the second binding is in another block than the run (the planner plans the blocks apart)
    pytest.param(lambda s: s.replace("    noise = tf.placeholder", "noise = tf.placeholder").replace(
        "    decoder = tf.matmul(noise", "decoder = tf.matmul(noise").replace("    decoder = tf.nn.tanh", "decoder = tf.nn.tanh").replace(
        "    print(sess.run(decoder, {noise", "print(sess.run(decoder, {noise"), id="another block"),
    # the name is bound to a value that is not graph code
    pytest.param(lambda s: s.replace("decoder = tf.nn.tanh(decoder)", "decoder = decoder + 1"), id="not graph code"),
    # a function reads the module's name when it is called
    pytest.param(lambda s: s + "def show():\n    return decoder\n", id="read by a function"),
])
def test_other_rebindings_after_runs_are_left_as_they_are(change):
    from migrate.source.native.rebound_variables import rename_tensors_rebound_after_runs

    src = change(GENERATOR.lstrip("\n"))
    module = cst.parse_module(src)
    assert rename_tensors_rebound_after_runs(module, ImportTable.from_module(module)).code == src


TWO_SESSIONS = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
W = tf.Variable(tf.ones([2, 2]), name="W")
pred = tf.matmul(x, W)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    correct = tf.equal(tf.argmax(pred, 1), 0)
    accuracy = tf.reduce_mean(tf.cast(correct, "float"))
    print(accuracy.eval({x: np.ones((2, 2))}))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(accuracy.eval({x: np.zeros((2, 2))}))
    correct = tf.equal(tf.argmax(pred, 1), 1)
    accuracy = tf.reduce_mean(tf.cast(correct, "float"))
    print(accuracy.eval({x: np.ones((2, 2))}))
"""


def test_graph_names_built_again_in_a_later_session_block_are_renamed():
    # aymericdamien's save_restore_model (fixture save_restore_model): each session block builds
    # its accuracy ops again; the first block's run computed the old ones
    from migrate.source.native.rebound_variables import rename_tensors_rebound_after_runs

    module = cst.parse_module(TWO_SESSIONS.lstrip("\n"))
    code = rename_tensors_rebound_after_runs(module, ImportTable.from_module(module)).code
    assert "    correct_1 = tf.equal(tf.argmax(pred, 1), 0)\n    accuracy_1 = tf.reduce_mean(tf.cast(correct_1, \"float\"))" in code
    assert "    print(accuracy_1.eval({x: np.zeros((2, 2))}))\n    correct = tf.equal(tf.argmax(pred, 1), 1)" in code
    new, diags = convert_module(cst.parse_module(TWO_SESSIONS.lstrip("\n")), "snippet.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
