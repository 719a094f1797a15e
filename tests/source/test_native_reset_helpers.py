"""native.reset_helpers and per-segment int constants: ageron's notebooks call
``reset_graph()`` (``tf.reset_default_graph()`` + seeds) before each model and bind
``n_hidden2 = 20`` for one model, ``n_hidden2 = 30`` for the next. The helper's reset now starts
a graph segment (the file was an island: "'X' gets a new graph value after a session ran the
old one") and each segment reads its own ``n_hidden2`` (it was "a units value that is not an
int literal or int constant"). Numbers: the legacy fixture ``partial_layers_reset_graph`` in
both eras. No TensorFlow import."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.aliases import ImportTable
from migrate.source.native.reset_helpers import inline_reset_helpers

HELPER = textwrap.dedent("""\
    import numpy as np
    import tensorflow as tf


    def reset_graph(seed=42):
        tf.reset_default_graph()
        tf.set_random_seed(seed)
        np.random.seed(seed)


    """)

MODEL = textwrap.dedent("""\
    n_hidden = {n}
    X = tf.placeholder(tf.float32, [None, 3])
    h = tf.layers.dense(X, n_hidden, name="h")
    loss = tf.reduce_mean(tf.square(h))
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        sess.run(train, {{X: np.ones((2, 3))}})
        print(sess.run(loss, {{X: np.ones((2, 3))}}))
    """)


def _written_out(src: str) -> str:
    module = cst.parse_module(src)
    return inline_reset_helpers(module, ImportTable.from_module(module)).code


@pytest.mark.parametrize("call, seed", [
    pytest.param("reset_graph()", "42", id="the default"),
    pytest.param("reset_graph(7)", "7", id="positional"),
    pytest.param("reset_graph(seed=7)", "7", id="keyword"),
])
def test_calls_are_written_out_and_the_helper_goes(call, seed):
    out = _written_out(HELPER + call + "\nx = 1\n" + call + "\n")
    body = f"tf.reset_default_graph()\ntf.set_random_seed({seed})\nnp.random.seed({seed})\n"
    assert out == "import numpy as np\nimport tensorflow as tf\n\n\n" + body + "x = 1\n" + body


@pytest.mark.parametrize("change", [
    pytest.param(lambda s: s + "reset_graph(seed=s)\n", id="an argument that is not a literal"),
    pytest.param(lambda s: s.replace("    np.random.seed(seed)\n", "    if seed:\n        np.random.seed(seed)\n") + "reset_graph()\n",
                 id="a block in the helper"),
    pytest.param(lambda s: s.replace("    np.random.seed(seed)\n", "    seed = 3\n") + "reset_graph()\n", id="a parameter assigned"),
    pytest.param(lambda s: s.replace("    tf.reset_default_graph()\n", "") + "reset_graph()\n", id="no reset in it"),
    pytest.param(lambda s: s + "def f():\n    reset_graph()\n", id="called in a function only"),
    pytest.param(lambda s: s + "reset_graph = None\nreset_graph()\n", id="the helper's name bound twice"),
])
def test_left_as_written(change):
    src = change(HELPER)
    assert _written_out(src) == src


def test_kept_when_read_other_than_by_a_written_out_call():
    out = _written_out(HELPER + "reset_graph()\nhooks = [reset_graph]\n")
    assert "def reset_graph(seed=42):" in out and "tf.set_random_seed(42)\n" in out


def test_two_models_each_with_its_own_width_convert_natively():
    src = HELPER + "reset_graph()\n" + MODEL.format(n=4) + "\nreset_graph()\n" + MODEL.format(n=2)
    new, diags = convert_module(cst.parse_module(src), "ch11.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'tf.Variable(tf.keras.initializers.GlorotUniform(seed=_tf1_initializer_seed())([3, 4], dtype=tf.float32), name="h/kernel")' in new.code
    assert 'tf.Variable(tf.keras.initializers.GlorotUniform(seed=_tf1_initializer_seed())([3, 2], dtype=tf.float32), name="h/kernel")' in new.code
    assert "reset_default_graph" not in new.code and "def reset_graph" not in new.code


def test_a_width_read_before_the_segment_binds_it_is_not_the_segments():
    second = MODEL.format(n=2).replace("n_hidden = 2\n", "").replace("print(sess.run(loss", "n_hidden = 2\n    print(sess.run(loss")
    src = HELPER + "reset_graph()\n" + MODEL.format(n=4) + "\nreset_graph()\n" + second
    new, diags = convert_module(cst.parse_module(src), "ch11.py")
    assert any("units value that is not an int literal or int constant" in str(d) for d in diags), [str(d) for d in diags]


def test_a_layer_drawing_from_an_initializer_object_lists_its_variables():
    """``kernel_initializer=he_init`` (a name bound to an initializer object): the layer's
    variables were "made where the converter cannot list them" (``he_init(...)`` looked like a
    call of an unknown function that may make variables), so a Saver was refused."""
    model = MODEL.format(n=4).replace('name="h")', 'name="h", kernel_initializer=he_init)')
    model = model.replace("with tf.Session", "saver = tf.train.Saver()\nwith tf.Session")
    src = HELPER + "he_init = tf.variance_scaling_initializer()\n" + model
    new, diags = convert_module(cst.parse_module(src), "he.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "saver = tf.train.Checkpoint(" in new.code
