"""native.global_step_reads: ``tf.train.global_step(sess, step)`` is TF1's
``int(sess.run(step))``, read as that (it was refused: "exists in TF1 only"). The printed steps
are compared with TF1 in both eras by the fixture rebound_layer_names. No TensorFlow import."""
import textwrap

import libcst as cst
import pytest

from migrate.source.native import convert_module
from migrate.source.native.aliases import ImportTable
from migrate.source.native.global_step_reads import read_global_steps

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
