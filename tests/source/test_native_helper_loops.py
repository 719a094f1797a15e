"""native.helper_loops: a loop stacking a layer helper (Morvan's add_layer) is unrolled before the
helper is inlined, so each layer is built once, in order. Numbers are compared with TF1 by the
fixture layer_helper_loop. No TensorFlow import."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.aliases import ImportTable
from migrate.source.native.helper_loops import unroll_helper_loops

HELPER = """
import numpy as np
import tensorflow as tf


def add_layer(inputs, in_size, out_size, activation_function=None):
    Weights = tf.Variable(tf.random_normal([in_size, out_size], seed=1))
    biases = tf.Variable(tf.zeros([1, out_size]) + 0.1)
    Wx_plus_b = tf.matmul(inputs, Weights) + biases
    if activation_function is None:
        outputs = Wx_plus_b
    else:
        outputs = activation_function(Wx_plus_b)
    return outputs


"""
LOOP = """xs = tf.placeholder(tf.float32, [None, 1])
h = xs
sizes = [1, 8, 8]
for i in range(2):
    h = add_layer(h, sizes[i], sizes[i + 1], activation_function=tf.nn.relu)
prediction = add_layer(h, 8, 1)
loss = tf.reduce_mean(tf.square(prediction))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(loss, {xs: np.ones((3, 1))}))
"""


def _unrolled(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return unroll_helper_loops(module, ImportTable.from_module(module)).code


def test_the_loop_is_its_iterations_written_out():
    code = _unrolled(HELPER + LOOP)
    assert "for i in" not in code
    assert ("h = add_layer(h, sizes[0], sizes[1], activation_function=tf.nn.relu)\n"
            "h = add_layer(h, sizes[1], sizes[2], activation_function=tf.nn.relu)\n"
            "prediction = add_layer(h, 8, 1)\n") in code


def test_each_layer_converts_natively():
    module = cst.parse_module((HELPER + LOOP).lstrip("\n"))
    new, diags = convert_module(module, "snippet.py")
    code = new.code
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "add_layer" not in code and "for i in" not in code
    for k, shape in [("", "[sizes[0], sizes[1]]"), ("_1", "[sizes[1], sizes[2]]"), ("_2", "[8, 1]")]:
        assert f"Weights{k} = tf.Variable(tf.random.normal({shape}, seed=1))" in code
    assert code.count("h = tf.nn.relu(Wx_plus_b") == 2  # one site function, two relu layers


def test_the_loop_variable_keeps_its_last_value_when_read_after():
    code = _unrolled(HELPER + LOOP.replace("prediction = add_layer(h, 8, 1)", "print(i)\nprediction = add_layer(h, 8, 1)"))
    assert "h = add_layer(h, sizes[1], sizes[2], activation_function=tf.nn.relu)\ni = 1\nprint(i)\n" in code


def test_a_loop_in_main_is_unrolled_too():
    body = textwrap.indent(LOOP, "    ")
    code = _unrolled(HELPER + "def main():\n" + body + "\n\nmain()\n")
    assert "for i in" not in code and "    h = add_layer(h, sizes[1], sizes[2], activation_function=tf.nn.relu)\n" in code


@pytest.mark.parametrize("change", [
    pytest.param(("range(2)", "range(n)"), id="trip-count-not-known"),
    pytest.param(("    h = add_layer(", "    if i > 5:\n        break\n    h = add_layer("), id="break"),
    pytest.param(("    h = add_layer(", "    i = i + 1\n    h = add_layer("), id="binds-the-loop-variable"),
    pytest.param(("for i in range(2):\n", "for i in range(2):\n    print(sess.run(h))\n"), id="runs-a-session"),
    pytest.param(("for i in range(2):", "for i in range(40):"), id="more-than-32-trips"),
])
def test_other_loops_are_left_as_they_are(change):
    src = HELPER + "n = int(input())\n" + LOOP.replace(*change)
    assert "for i in range(" in _unrolled(src)


def test_a_loop_without_a_layer_helper_is_left_to_the_other_passes():
    src = HELPER.replace("tf.Variable(tf.random_normal([in_size, out_size], seed=1))", "tf.ones([in_size, out_size])") \
        .replace("tf.Variable(tf.zeros([1, out_size]) + 0.1)", "0.1") + LOOP
    module = cst.parse_module(src.lstrip("\n"))
    assert unroll_helper_loops(module, ImportTable.from_module(module)) is module
