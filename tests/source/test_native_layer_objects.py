"""``tf.layers`` layer objects called once -> functional calls, and nested layer calls hoisted
(strings in, strings out; ``native.layer_objects``, ``native.layer_chains``).

End to end (both eras print the same values): the golden/legacy ``layer_objects`` fixture. No
TensorFlow import here.
"""
import textwrap

import libcst as cst
import pytest

from migrate.source.convert import convert_source
from migrate.source.native.aliases import ImportTable
from migrate.source.native.layer_chains import hoist_layer_chains
from migrate.source.native.layer_objects import functional_layer_calls

HEAD = "import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 8, 8, 1])\nt = tf.placeholder(tf.bool, [])\n"
RUN = "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(y, {x: [[[[1.0]] * 8] * 8], t: False}))\n"


def functional(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return functional_layer_calls(module, ImportTable.from_module(module)).code


def hoisted(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return hoist_layer_chains(module, ImportTable.from_module(module)).code


def native(src: str):
    result = convert_source(src, mode="native")
    return result.code, [d for d in result.diagnostics if d.severity == "warning"]


@pytest.mark.parametrize("objects, calls", [
    pytest.param("dense = tf.layers.Dense(units=1)\ny = dense(tf.layers.flatten(x))\n",
                 "y = tf.layers.dense(tf.layers.flatten(x), units=1)\n", id="the TF1 guide's Dense"),
    pytest.param("layer = tf.layers.Dense(4, tf.nn.relu, name='fc')\nh = tf.layers.flatten(x)\ny = layer(h)\n",
                 "h = tf.layers.flatten(x)\ny = tf.layers.dense(h, 4, tf.nn.relu, name='fc')\n", id="positional units/activation, a statement between"),
    pytest.param("conv = tf.layers.Conv2D(4, 3, padding='same')\npool = tf.layers.MaxPooling2D(2, 2)\nflat = tf.layers.Flatten()\ny = flat(pool(conv(x)))\n",
                 "y = tf.layers.flatten(tf.layers.max_pooling2d(tf.layers.conv2d(x, 4, 3, padding='same'), 2, 2))\n", id="a chain of objects"),
    pytest.param("drop = tf.layers.Dropout(rate=0.5, seed=1)\ny = drop(tf.layers.flatten(x), training=t)\n",
                 "y = tf.layers.dropout(tf.layers.flatten(x), rate=0.5, seed=1, training=t)\n", id="Dropout's training= from the call"),
    pytest.param("with tf.variable_scope('head'):\n    d = tf.layers.Dense(2)\n    y = d(tf.layers.flatten(x))\n",
                 "with tf.variable_scope('head'):\n    y = tf.layers.dense(tf.layers.flatten(x), 2)\n", id="in a with body"),
])
def test_an_object_called_once_is_the_functional_call(objects, calls):
    assert functional(HEAD + objects) == HEAD + calls


def test_the_constructors_comments_stay():
    assert functional(HEAD + "# the output layer\nd = tf.layers.Dense(2)\ny = d(x)\n") == HEAD + "# the output layer\ny = tf.layers.dense(x, 2)\n"


@pytest.mark.parametrize("objects", [
    pytest.param("d = tf.layers.Dense(2)\ny = d(x)\nz = d(x)\n", id="called twice: TF1 reuses the variables"),
    pytest.param("d = tf.layers.Dense(2)\ny = d(x)\nk = d.kernel\n", id="another read of the object"),
    pytest.param("d = tf.layers.Dense(2)\nfor i in range(2):\n    y = d(x)\n", id="called in a loop"),
    pytest.param("d = tf.layers.Dense(2)\ndef f(v):\n    return d(v)\ny = f(x)\n", id="called in a function"),
    pytest.param("d = tf.layers.Dense(2)\nys = [d(v) for v in [x]]\n", id="called in a comprehension"),
    pytest.param("n = 2\nd = tf.layers.Dense(n)\nn = 3\ny = d(x)\n", id="an argument rebound before the call"),
    pytest.param("d = tf.layers.Dense(2, None, False)\ny = d(x)\n", id="more positional arguments than shared"),
    pytest.param("d = tf.layers.Flatten('channels_last')\ny = d(x)\n", id="Flatten's positional data_format (flatten's second is name)"),
    pytest.param("d = tf.layers.Dense(2)\ny = d(x, training=t)\n", id="a call keyword the functional form lacks"),
    pytest.param("d = tf.layers.Dense(2)\ny = d(inputs=x)\n", id="inputs by keyword"),
    pytest.param("d = tf.keras.layers.Dense(2)\ny = d(x)\n", id="a Keras layer: other naming"),
    pytest.param("y = d(x)\nd = tf.layers.Dense(2)\n", id="called before it is built"),
])
def test_other_uses_are_left_as_written(objects):
    assert functional(HEAD + objects) == HEAD + objects


@pytest.mark.parametrize("before, after", [
    pytest.param("h = tf.layers.dense(tf.layers.flatten(tf.layers.max_pooling2d(x, 2, 2)), 16)\n",
                 "h_max_pooling2d = tf.layers.max_pooling2d(x, 2, 2)\nh_flatten = tf.layers.flatten(h_max_pooling2d)\nh = tf.layers.dense(h_flatten, 16)\n",
                 id="innermost first"),
    pytest.param("# head\ny = tf.nn.relu(tf.layers.dense(tf.layers.flatten(x), 3))\n",
                 "# head\ny_flatten = tf.layers.flatten(x)\ny_dense = tf.layers.dense(y_flatten, 3)\ny = tf.nn.relu(y_dense)\n",
                 id="through another call; comments on the first"),
    pytest.param("y_flatten = 1\ny = tf.layers.dense(tf.layers.flatten(x), 3)\n",
                 "y_flatten = 1\ny_flatten_2 = tf.layers.flatten(x)\ny = tf.layers.dense(y_flatten_2, 3)\n", id="fresh names"),
    pytest.param("y = tf.layers.dense(tf.layers.dropout(tf.layers.flatten(x), 0.5), 3)\n",
                 "y_flatten = tf.layers.flatten(x)\ny = tf.layers.dense(tf.layers.dropout(y_flatten, 0.5), 3)\n",
                 id="dropout stays inline (its shape is its input's)"),
    pytest.param("return tf.layers.dense(tf.layers.flatten(x), 3)\n",
                 "out_flatten = tf.layers.flatten(x)\nout_dense = tf.layers.dense(out_flatten, 3)\nreturn out_dense\n",
                 id="a returned layer call (session 33: a GAN's generator; an RNN's cell made in place is statement_forms')"),
])
def test_nested_layer_calls_are_hoisted(before, after):
    assert hoisted(HEAD + before) == HEAD + after


@pytest.mark.parametrize("src", [
    pytest.param("y = tf.concat([tf.layers.flatten(x), tf.layers.flatten(x)], 1)\n", id="not on the first-argument spine"),
    pytest.param("y = tf.layers.dense(x, tf.layers.flatten(x))\n", id="a second argument"),
    pytest.param("y = tf.layers.dense(inputs=tf.layers.flatten(x), units=3)\n", id="inputs by keyword"),
    pytest.param("a, b = tf.layers.dense(tf.layers.flatten(x), 3), 1\n", id="not name = value"),
    pytest.param("y = f()(tf.layers.flatten(x))\n", id="a computed callee"),
])
def test_other_nestings_are_left_as_written(src):
    assert hoisted(HEAD + src) == HEAD + src


def test_layer_objects_convert_as_the_functional_script_does():
    # the same script written with functional calls, hoisted by hand, is the independent route
    objects = HEAD + ("conv = tf.layers.Conv2D(4, 3, padding='same', activation=tf.nn.relu)\npool = tf.layers.MaxPooling2D(2, 2)\n"
                      "flat = tf.layers.Flatten()\ndrop = tf.layers.Dropout(0.5, seed=2)\nout = tf.layers.Dense(3, name='logits')\n"
                      "y = out(drop(flat(pool(conv(x))), training=t))\n") + RUN
    by_hand = HEAD + ("y_conv2d = tf.layers.conv2d(x, 4, 3, padding='same', activation=tf.nn.relu)\n"
                      "y_max_pooling2d = tf.layers.max_pooling2d(y_conv2d, 2, 2)\ny_flatten = tf.layers.flatten(y_max_pooling2d)\n"
                      "y = tf.layers.dense(tf.layers.dropout(y_flatten, 0.5, seed=2, training=t), 3, name='logits')\n") + RUN
    code, warnings = native(objects)
    expected, expected_warnings = native(by_hand)
    assert warnings == [] and expected_warnings == []
    assert code == expected
    assert 'name="logits/kernel"' in code and 'name="conv2d/kernel"' in code and "Conv2D" not in code


def test_a_layer_object_used_otherwise_is_still_refused():
    code, warnings = native(HEAD + "d = tf.layers.Dense(2)\ny = d(tf.layers.flatten(x))\nk = d.kernel\n" + RUN)
    assert warnings and "# tf1to2: compat" in code
