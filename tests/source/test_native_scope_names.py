"""native.scope_names: ``with tf.name_scope("loss") as scope:`` whose ``scope`` nothing reads
(ageron ch9, blind q03) converts as the block without ``as`` (it made the file a compat island:
"tf.name_scope(...) used where the converter does not model it"). No TensorFlow import."""
import libcst as cst
import pytest

from migrate.source.native import convert_module

SRC = """import numpy as np
import tensorflow as tf
X = tf.placeholder(tf.float32, shape=(None, 3), name="X")
theta = tf.Variable(tf.ones([3, 1]), name="theta")
with tf.name_scope("loss") as scope:
    mse = tf.reduce_mean(tf.square(tf.matmul(X, theta)), name="mse")
train = tf.train.GradientDescentOptimizer(0.1).minimize(mse)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, mse], {X: np.ones((2, 3))})[1]{tail})
"""


def _convert(tail: str):
    new, diags = convert_module(cst.parse_module(SRC.replace("{tail}", tail)), "ch9.py")
    return new.code, [str(d) for d in diags if d.severity == "warning"]


def test_an_unread_scope_name_is_dropped():
    code, warnings = _convert("")
    assert warnings == [] and " as scope" not in code


@pytest.mark.parametrize("tail", [pytest.param(", scope", id="read in a print"),
                                  pytest.param(", mse.name.startswith(scope)", id="read as an argument")])
def test_a_read_scope_name_is_kept(tail):
    code, warnings = _convert(tail)
    assert warnings and "with tf.name_scope(\"loss\") as scope:" in code
