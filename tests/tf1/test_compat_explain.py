"""compat_v1.explain.explain_sum: tf.gradients(ys, xs) equals the Jacobian summed over ys axes.

Test module for compat_v1/explain.py; the values are checked against numpy formulas.
"""
import numpy as np
import pytest
import tensorflow as tf

from compat_v1 import LegacyGraph, explain_sum
from compat_v1_fd import EXACT_ATOL, EXACT_RTOL, assert_close

tf1 = tf.compat.v1
RNG = np.random.default_rng(2)


def test_dense_layer_gradient_is_the_summed_jacobian(lg):
    xv = RNG.normal(size=(4, 3))
    x = tf1.placeholder(tf.float64, [4, 3], name="x")
    w = tf1.get_variable("W", initializer=tf.constant(RNG.normal(size=(3, 2))))
    h = tf.matmul(x, w, name="h")
    result = explain_sum(h, w, feed_dict={x: xv}, session=lg)
    # numpy: d h[b, j] / d W[i, k] = x[b, i] delta(j, k); the sum over (b, j) is x.sum(0)[i]
    expected_j = np.einsum("bi,jk->bjik", xv, np.eye(2))
    assert_close(result.jacobian, expected_j, EXACT_RTOL, EXACT_ATOL, "jacobian")
    assert_close(result.gradient, np.repeat(xv.sum(0)[:, None], 2, axis=1), EXACT_RTOL,
                 EXACT_ATOL, "tf.gradients")
    assert result.max_abs_difference < 1e-12
    assert (result.ys_shape, result.xs_shape) == ((4, 2), (3, 2))
    assert (result.gradient_shape, result.jacobian_shape) == ((3, 2), (4, 2, 3, 2))
    text = str(result)
    assert "ys 'h:0' has shape (4, 2); xs 'W:0' has shape (3, 2)" in text
    assert "ys.shape + xs.shape = (4, 2, 3, 2)" in text
    assert "SUM over all 8 elements of ys" in text
    assert f"gradient[0, 0] = {xv.sum(0)[0]:.6g}" in text and "sum(J[:, :, 0, 0])" in text


def test_owns_a_session_when_none_is_given_and_initialises_variables():
    with tf.Graph().as_default():
        x = tf.constant([[1.0, 2.0]], tf.float64)
        w = tf1.get_variable("w", initializer=tf.constant([[3.0], [4.0]], tf.float64))
        y = tf.tanh(tf.matmul(x, w))
        result = explain_sum(y, x)
    y_np = np.tanh(11.0)
    assert_close(result.gradient, (1 - y_np ** 2) * np.array([[3.0, 4.0]]), EXACT_RTOL,
                 EXACT_ATOL)
    assert result.jacobian_shape == (1, 1, 1, 2)


def test_scalar_ys_jacobian_is_the_gradient(lg):
    x = tf1.placeholder(tf.float64, [3], name="x")
    result = explain_sum(tf.reduce_sum(tf.sin(x)), x, {x: np.zeros(3)}, session=lg)
    assert result.jacobian_shape == (3,) and result.max_abs_difference == 0.0
    assert_close(result.gradient, np.ones(3), EXACT_RTOL, EXACT_ATOL)
    assert "ys is a scalar: the gradient is the Jacobian" in str(result)


def test_unconnected_and_bad_inputs_are_refused(lg):
    x = tf1.placeholder(tf.float64, [3], name="x")
    z = tf1.placeholder(tf.float64, [3], name="z")
    with pytest.raises(ValueError, match="'Sin:0' does not depend on xs 'z:0'"):
        explain_sum(tf.sin(x), z, session=lg)
    with pytest.raises(TypeError, match="one xs tensor"):
        explain_sum(tf.sin(x), [x, z], session=lg)
    with pytest.raises(TypeError, match="has dtype int32"):
        explain_sum(tf.sin(x), tf1.placeholder(tf.int32, [2], name="n"), session=lg)


def test_a_plain_session_works_too():
    with LegacyGraph() as lg:
        x = tf1.placeholder(tf.float64, [2], name="x")
        result = explain_sum(tf.square(x), x, {x: [1.0, 2.0]}, session=lg.session)
    assert_close(result.jacobian, np.diag([2.0, 4.0]), EXACT_RTOL, EXACT_ATOL)
