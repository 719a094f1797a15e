"""native.global_step_reads: ``tf.train.global_step(sess, step)`` is TF1's
``int(sess.run(step))``, read as that (it was refused: "exists in TF1 only"). The printed steps
are compared with TF1 in both eras by the fixture rebound_layer_names. No TensorFlow import."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.aliases import ImportTable
from migrate.source.native.global_step_reads import read_global_steps, resolve_get_global_step

SRC = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable(tf.ones([2, 1]))
loss = tf.reduce_sum(tf.square(tf.matmul(x, w)))
global_step = tf.Variable(0, name="global_step", trainable=False)
train = tf.train.GradientDescentOptimizer(0.01).minimize(loss, global_step=global_step)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        sess.run(train, {x: np.ones((2, 2))})
        current_step = tf.train.global_step(sess, global_step)
        print("step", current_step)
"""


def _read(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return read_global_steps(module, ImportTable.from_module(module)).code


@pytest.mark.parametrize("call, read", [
    pytest.param("tf.train.global_step(sess, global_step)", "int(sess.run(global_step))", id="positional"),
    pytest.param("tf.train.global_step(sess=sess, global_step_tensor=global_step)", "int(sess.run(global_step))", id="keywords"),
])
def test_the_helper_is_int_of_a_sess_run(call, read):
    assert f"current_step = {read}" in _read(SRC.replace("tf.train.global_step(sess, global_step)", call))


def test_it_converts_to_the_step_variables_number():
    new, diags = convert_module(cst.parse_module(SRC.lstrip("\n")), "step.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "current_step = int(global_step.numpy())" in new.code


def test_a_session_that_is_not_a_name_is_left_alone():
    src = SRC.replace("tf.train.global_step(sess, global_step)", "tf.train.global_step(sessions[0], global_step)")
    assert "tf.train.global_step(sessions[0], global_step)" in _read(src)


# -- tf.train.get_global_step(): the script's global step variable (after inlining) -----------

TRAINING = '''
import numpy as np
import tensorflow as tf


def training(loss, rate):
    MAKER
    return tf.train.GradientDescentOptimizer(rate).minimize(loss, global_step=global_step)


x = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable(tf.ones([2, 1]), name="w")
loss = tf.reduce_sum(tf.square(tf.matmul(x, w)))
train = training(loss, 0.01)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train, {x: np.ones((2, 2))})
    print("step", sess.run(tf.train.get_global_step()))
'''


def _resolve(src: str) -> str:
    module = cst.parse_module(textwrap.dedent(src).lstrip("\n"))
    return resolve_get_global_step(module, ImportTable.from_module(module)).code


@pytest.mark.parametrize("maker", [
    pytest.param("global_step = tf.Variable(0, name='global_step', trainable=False)", id="Mechanics 101's tf.Variable"),
    pytest.param("global_step = tf.train.get_or_create_global_step()", id="get_or_create_global_step"),
    pytest.param("global_step = tf.get_variable('global_step', [], tf.int64, trainable=False)", id="get_variable"),
])
def test_get_global_step_reads_the_variable_made_in_a_builder(maker):
    new, diags = convert_module(cst.parse_module(TRAINING.replace("MAKER", maker).lstrip("\n")), "step.py")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "get_global_step" not in new.code and 'print("step", global_step.numpy())' in new.code


@pytest.mark.parametrize("src", [
    pytest.param(TRAINING.replace("MAKER", "global_step = tf.Variable(0, name='step', trainable=False)"), id="another name"),
    pytest.param(TRAINING.replace("MAKER", "with tf.name_scope('t'):\n        global_step = tf.Variable(0, name='global_step')"),
                 id="inside a name_scope (TF1 named it t/global_step)"),
    pytest.param(TRAINING.replace("MAKER", "global_step = tf.Variable(0, name='global_step')").replace(
        "w = tf.Variable(", "other = tf.Variable(0, name='global_step')\nw = tf.Variable("), id="two such variables"),
    pytest.param("import tensorflow as tf\nprint(tf.train.get_global_step())\ns = tf.Variable(0, name='global_step')\n", id="read before it is made"),
    pytest.param(TRAINING.replace("MAKER", "global_step = tf.Variable(0, name='global_step')").replace(
        "tf.train.get_global_step()", "tf.train.get_global_step(tf.get_default_graph())"), id="a graph given"),
])
def test_get_global_step_is_left_alone_otherwise(src):
    assert "tf.train.get_global_step(" in _resolve(src)
