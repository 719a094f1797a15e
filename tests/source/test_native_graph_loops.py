"""Module-level loops building graph ops, outlined into functions (strings in, strings out; no
TensorFlow import). The numbers are checked against TF1 by the golden pinn_class.py (a forward
pass looping over the layers) in the fixture equivalence suite."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.aliases import ImportTable
from migrate.source.native.graph_loops import outline_graph_loops


def outline(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return outline_graph_loops(module, ImportTable.from_module(module)).code


HEAD = """
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
W1 = tf.Variable(tf.ones([2, 2]))
W2 = tf.Variable(tf.ones([2, 2]))
weights = [W1, W2]
"""


def test_a_loop_folding_graph_ops_becomes_a_function_of_the_names_it_reads():
    assert outline(HEAD + "h = x\n# the forward pass\nfor W in weights:\n    h = tf.tanh(tf.matmul(h, W))\ny = tf.reduce_sum(h)\n") == (
        textwrap.dedent(HEAD).lstrip("\n") + "h = x\n\n\n# the forward pass\ndef h_loop(weights, h):\n"
        "    for W in weights:\n        h = tf.tanh(tf.matmul(h, W))\n    return h\n\n\nh = h_loop(weights, h)\ny = tf.reduce_sum(h)\n")


def test_the_same_loop_twice_is_one_function_called_twice():
    code = outline(HEAD + "a = x\nfor W in weights:\n    a = tf.nn.relu(tf.matmul(a, W))\n"
                   "b = x * 2.0\nfor V in weights:\n    b = tf.nn.relu(tf.matmul(b, V))\ny = a + b\n")
    assert code.count("def a_loop(") == 1 and "def b_loop" not in code
    assert "a = a_loop(weights, a)\n" in code and "b = a_loop(weights, b)\n" in code


def test_several_names_read_after_the_loop_are_returned_in_order():
    code = outline(HEAD + "h = x\nc = x\nfor W in weights:\n    h = tf.matmul(h, W)\n    c = c + h\ny = h + c\n")
    assert "    return h, c\n" in code and "h, c = h_loop(weights, h, c)\n" in code


def test_lists_the_loop_fills_start_empty_in_the_function_and_are_returned_in_source_order():
    code = outline(HEAD + "h = x\nouts = []\nacts = []\nfor W in weights:\n    h = tf.tanh(tf.matmul(h, W))\n"
                   "    acts.append(h)\n    outs.append(tf.reduce_sum(h))\ny = tf.add_n(outs) + acts[0]\n")
    assert "\nouts = []" not in code and "\nacts = []" not in code  # (moved: a module list would grow at each call)
    assert "def outs_loop(weights, h):\n    outs = []\n    for W in weights:\n" in code
    assert "def acts_loop(weights, h):\n    acts = []\n    for W in weights:\n" in code
    assert "outs = outs_loop(weights, h)\nacts = acts_loop(weights, h)\n" in code
    code = outline(HEAD + "h = x\nouts = []\nacts = []\nfor W in weights:\n    h = tf.tanh(tf.matmul(h, W))\n"
                   "    acts.append(h)\n    outs.append(acts[-1] * 2.0)\n    acts.append(outs[-1])\ny = tf.add_n(outs) + acts[0]\n")
    assert "def outs_loop(weights, h):\n    outs = []\n    acts = []\n    for W in weights:\n" in code
    assert "    return outs, acts\n" in code and "outs, acts = outs_loop(weights, h)\n" in code


def test_names_needing_other_statements_of_the_loop_get_a_function_each():
    """A hand-unrolled RNN: the predictions need the state, the losses also the fed labels (a
    sess.run of the predictions must not need them, as in TF1)."""
    code = outline(HEAD + "y = tf.placeholder(tf.float32, [None, 2])\nh = x\npreds = []\nlosses = []\nfor W in weights:\n"
                   "    h = tf.tanh(tf.matmul(h, W))\n    preds.append(h * 2.0)\n    losses.append(tf.reduce_sum(h - y))\n"
                   "p = tf.stack(preds)\nloss = tf.add_n(losses)\n")
    assert ("def preds_loop(weights, h):\n    preds = []\n    for W in weights:\n        h = tf.tanh(tf.matmul(h, W))\n"
            "        preds.append(h * 2.0)\n    return preds\n") in code
    assert ("def losses_loop(weights, h, y):\n    losses = []\n    for W in weights:\n        h = tf.tanh(tf.matmul(h, W))\n"
            "        losses.append(tf.reduce_sum(h - y))\n    return losses\n") in code
    assert "preds = preds_loop(weights, h)\nlosses = losses_loop(weights, h, y)\np = tf.stack(preds)\n" in code


def test_a_part_starting_from_a_name_another_part_returns_keeps_the_loop_whole():
    """h is returned (read after the loop) and c's statements start from h's value before the
    loop: a call of h's function first would hand c's function the final h."""
    code = outline(HEAD + "h = x\nc = x\nfor W in weights:\n    h = tf.matmul(h, W)\n    c = c * 2.0 + tf.reduce_sum(W)\n"
                   "    d = c + h\ny = h + d\n")
    assert "    return h, d\n" in code and "h, d = h_loop(weights, h, c)\n" in code


def test_a_list_filled_after_the_loop_also_reads_is_returned_with_the_rebound_names():
    code = outline(HEAD + "h = x\nouts = []\nfor W in weights:\n    h = tf.matmul(h, W)\n    outs.append(h)\ny = h + outs[0]\n")
    assert "    return h, outs\n" in code and "h, outs = h_loop(weights, h)\n" in code


@pytest.mark.parametrize("between", [
    pytest.param("outs.append(x)\n", id="the list is filled before the loop"),
    pytest.param("n = len(outs)\n", id="the list is read before the loop"),
    pytest.param("# made empty\n", id="a comment on the statement"),
])
def test_a_list_not_known_empty_at_the_loop_stays_a_module_list(between):
    head = "outs = []\n" + between if not between.startswith("#") else between + "outs = []\n"
    src = textwrap.dedent(HEAD).lstrip("\n") + "h = x\n" + head + "for W in weights:\n    h = tf.matmul(h, W)\n    outs.append(h)\ny = outs[-1]\n"
    assert outline(src) == src  # (nothing the loop binds is read after it: left as written)


@pytest.mark.parametrize("body", [
    pytest.param("    h = tf.matmul(h, tf.Variable(tf.ones([2, 2])))", id="creates a variable"),
    pytest.param("    h = tf.layers.dense(h, 2)", id="builds a layer"),
    pytest.param("    h = tf.matmul(h, W)\n    print(sess.run(h))", id="runs a session"),
    pytest.param("    h = helper(h, W)", id="calls a function of the file"),
    pytest.param("    h = tf.matmul(h, W)\nelse:\n    h = h * 2.0", id="has an else"),
    pytest.param("    h = h * 2.0", id="builds no tf op"),
    pytest.param("    h = tf.matmul(h, W)\n    del W", id="deletes a name"),
    pytest.param("    h = tf.nn.dropout(h, 0.5)", id="a random op"),
])
def test_loops_that_outlining_could_change_are_left_alone(body):
    src = HEAD + "sess = None\ndef helper(a, b):\n    return a\nh = x\nfor W in weights:\n" + body + "\ny = tf.reduce_sum(h)\n"
    text = textwrap.dedent(src).lstrip("\n")
    assert outline(text) == text


def test_a_loop_whose_results_nothing_reads_is_left_alone():
    src = textwrap.dedent(HEAD).lstrip("\n") + "h = x\nfor W in weights:\n    h = tf.matmul(h, W)\n"
    assert outline(src) == src


def test_an_outlined_forward_pass_converts_natively():
    module = cst.parse_module(textwrap.dedent(HEAD).lstrip("\n") + (
        "h = x\nfor W in weights:\n    h = tf.tanh(tf.matmul(h, W))\nloss = tf.reduce_sum(h)\n"
        "train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)\n"
        "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
        "    print(sess.run([train, loss], {x: [[1.0, 2.0]]})[1])\n"))
    code, diags = convert_module(module, "snippet.py")
    assert [str(d) for d in diags] == []
    code = code.code
    assert "def h_loop(weights, h):\n" in code and "        h = h_loop(weights, h)\n" in code
    assert "optimizer.apply_gradients(zip(tape.gradient(loss, [W1, W2]), [W1, W2]))" in code
