"""native.partials: ``functools.partial`` over a TF function read as the call it makes (ageron's
``my_dense_layer = partial(tf.layers.dense, kernel_initializer=he_init)``; the file was a compat
island: "tf.layers.dense is TF1 graph machinery"). Numbers: the legacy fixture
``partial_layers_reset_graph`` in both eras. No TensorFlow import."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.aliases import ImportTable
from migrate.source.native.partials import inline_keyword_dicts, inline_partials


def _inline(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return inline_partials(module, ImportTable.from_module(module)).code


HEAD = "from functools import partial\nimport functools\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 3])\n"


@pytest.mark.parametrize("src, expected", [
    pytest.param("dense = partial(tf.layers.dense, activation=tf.nn.relu)\nh = dense(x, 4, name='h')\n",
                 "h = tf.layers.dense(x, 4, activation=tf.nn.relu, name='h')\n", id="keywords after the call's positionals"),
    pytest.param("dense = partial(tf.layers.dense, activation=tf.nn.relu, use_bias=False)\nh = dense(x, 4, activation=None)\n",
                 "h = tf.layers.dense(x, 4, activation=None, use_bias=False)\n", id="a keyword of the call replaces the partial's"),
    pytest.param("dense = functools.partial(tf.layers.dense, x)\nh = dense(4)\n",
                 "h = tf.layers.dense(x, 4)\n", id="functools.partial, positional arguments first"),
    pytest.param("with tf.name_scope('dnn'):\n    dense = partial(tf.layers.dense, units=2)\nh = dense(x)\n",
                 "with tf.name_scope('dnn'):\n    pass\nh = tf.layers.dense(x, units=2)\n", id="bound in a with block: pass left there"),
])
def test_calls_are_written_out(src, expected):
    head = HEAD if "functools.partial" in src else HEAD.replace("from functools import partial\n", "")
    assert _inline(HEAD + src) == head + expected  # (``from functools import partial`` goes once unread)


@pytest.mark.parametrize("src", [
    pytest.param("def act(v):\n    return v\nf = partial(act, 2)\nh = f()\n", id="not a TF function"),
    pytest.param("dense = partial(tf.layers.dense, kernel_initializer=tf.zeros_initializer())\nh = dense(x, 4)\n",
                 id="an argument evaluated once by partial (a call)"),
    pytest.param("dense = partial(tf.layers.dense, units=n)\nn = 3\nh = dense(x)\n", id="a name bound after the partial"),
    pytest.param("n = 2\nn = 3\ndense = partial(tf.layers.dense, units=n)\nh = dense(x)\n", id="a name bound twice"),
    pytest.param("dense = partial(tf.layers.dense, units=2)\ndense = partial(tf.layers.dense, units=3)\nh = dense(x)\n",
                 id="the partial bound twice"),
    pytest.param("dense = partial(tf.layers.dense, units=2)\nlayers = [dense]\nh = dense(x)\n", id="read other than by a call"),
    pytest.param("dense = partial(tf.layers.dense, units=2)\ndef build():\n    return dense(x)\n", id="called in a function"),
    pytest.param("dense = partial(tf.layers.dense, units=2)\nh = dense(*[x])\n", id="a starred call"),
    pytest.param("kw = {}\ndense = partial(tf.layers.dense, **kw)\nh = dense(x, 2)\n", id="a starred partial"),
])
def test_left_as_written(src):
    assert _inline(HEAD + src) == HEAD + src


def test_the_ch11_layout_converts_natively():
    src = HEAD + textwrap.dedent("""\
        import numpy as np
        training = tf.placeholder_with_default(False, shape=(), name="training")
        momentum = 0.9
        he_init = tf.variance_scaling_initializer()
        bn = partial(tf.layers.batch_normalization, training=training, momentum=momentum)
        dense = partial(tf.layers.dense, kernel_initializer=he_init)
        h = tf.nn.elu(bn(dense(x, 4, name="hidden1")))
        loss = tf.reduce_mean(h)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(loss, {x: np.ones((2, 3)), training: True}))
        """)
    new, diags = convert_module(cst.parse_module(src), "ch11.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "partial" not in new.code  # (nor its import)
    assert 'hidden1_kernel = tf.Variable(he_init([3, 4], dtype=tf.float32), name="hidden1/kernel")' in new.code
    assert "tf.nn.batch_normalization(" in new.code


def test_the_import_keeps_the_names_still_read():
    src = ("from functools import partial, reduce\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 3])\n"
           "dense = partial(tf.layers.dense, units=2)\nh = dense(x)\nn = reduce(max, [1, 2])\n")
    out = _inline(src)
    assert out.startswith("from functools import reduce\n") and "h = tf.layers.dense(x, units=2)\n" in out


def _spread(src: str) -> str:
    module = cst.parse_module(src)
    return inline_keyword_dicts(module, ImportTable.from_module(module)).code


KEYWORDS_HEAD = "import tensorflow as tf\nn_maps, n_dims = 4, 8\nX = tf.placeholder(tf.float32, [None, 28, 28, 1])\n"


@pytest.mark.parametrize("src, expected", [
    pytest.param('p = {"filters": n_maps * n_dims, "kernel_size": 9, "activation": tf.nn.relu}\n'
                 'c = tf.layers.conv2d(X, name="conv1", **p)\n',
                 'c = tf.layers.conv2d(X, name="conv1", filters=n_maps * n_dims, kernel_size=9, activation=tf.nn.relu)\n',
                 id="ageron's capsnet conv params"),
    pytest.param('p = {"units": 3}\na = tf.layers.dense(tf.layers.flatten(X), **p)\nb = tf.layers.dense(a, **p)\n',
                 'a = tf.layers.dense(tf.layers.flatten(X), units=3)\nb = tf.layers.dense(a, units=3)\n', id="two calls"),
])
def test_keyword_dicts_are_written_out(src, expected):
    assert _spread(KEYWORDS_HEAD + src) == KEYWORDS_HEAD + expected


@pytest.mark.parametrize("src", [
    pytest.param('p = {"units": 3}\np["units"] = 4\nb = tf.layers.dense(X, **p)\n', id="mutated"),
    pytest.param('p = {"units": 3}\nprint(p)\nb = tf.layers.dense(X, **p)\n', id="read otherwise"),
    pytest.param('p = {"units": n_maps}\nn_maps = 5\nb = tf.layers.dense(X, **p)\n', id="a value rebound after"),
    pytest.param('p = {"units": 3}\nb = tf.layers.dense(X, units=2, **p)\n', id="a keyword the call passes (TypeError in both)"),
    pytest.param('p = {"units": 3}\ndef f(**k):\n    return k\nb = f(**p)\n', id="not a TF function"),
    pytest.param('p = {"units": tf.constant(3)}\nb = tf.layers.dense(X, **p)\n', id="a value computed by a call"),
    pytest.param('p = {"units": 3}\ndef f():\n    return tf.layers.dense(X, **p)\n', id="read in a function"),
])
def test_keyword_dicts_left_as_written(src):
    assert _spread(KEYWORDS_HEAD + src) == KEYWORDS_HEAD + src
