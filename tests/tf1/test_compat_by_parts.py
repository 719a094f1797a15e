"""compat_v1.by_parts: vjp vs jacobian vs direct tf.gradients vs numpy / finite differences,
and the cut check (CutError naming a bypass path).

Test module for compat_v1/by_parts.py.
"""
import numpy as np
import pytest
import tensorflow as tf

from compat_v1 import CutError, gradient_by_parts, jacobian
from compat_v1_fd import (EXACT_ATOL, EXACT_RTOL, F32_ATOL, F32_RTOL, FD_ATOL, FD_RTOL,
                          assert_close, loading, numeric_jacobian)

tf1 = tf.compat.v1
RNG = np.random.default_rng(1)


def test_seed_example_gives_five_everywhere(lg):
    """The Stack Overflow seed: x=ones[1,10], w=0.5, out=x@w, loss=mean(out^2)."""
    xv, wv = np.ones((1, 10)), np.full((10, 5), 0.5)
    x = tf.constant(xv, name="x")
    w = tf1.get_variable("w", initializer=tf.constant(wv))
    out = tf.matmul(x, w, name="out")
    loss = tf.reduce_mean(tf.square(out - tf.zeros([5], tf.float64)))
    # analytic: dL/dout = 2 out / out.size, dL/dx = dL/dout @ w.T  (= 5.0 everywhere)
    out_np = xv @ wv
    expected = (2.0 / out_np.size) * out_np @ wv.T
    assert np.all(expected == 5.0)
    vjp = gradient_by_parts(loss, out, x)
    jac = gradient_by_parts(loss, out, x, method="jacobian")
    direct = tf.gradients(loss, x)[0]
    # the seed's own route: split-loop Jacobian [1, 5, 1, 10] contracted with dL/dout
    j_split = jacobian(out, x, method="split")
    seed_route = tf.tensordot(tf.gradients(loss, out)[0], j_split, axes=2)
    for name, value in zip(["vjp", "jacobian", "direct", "seed route"],
                           lg.run([vjp, jac, direct, seed_route])):
        assert_close(value, expected, EXACT_RTOL, EXACT_ATOL, name)


def test_question_net_with_intermediate_fetched_by_name(lg):
    """h = xW + b, y = tanh(h), loss = mse(y, y0); h looked up by name; numpy gradient."""
    xv, y0v = RNG.normal(size=(4, 3)), RNG.normal(size=(4, 2))
    wv, bv = RNG.normal(size=(3, 2)), RNG.normal(size=2)
    x = tf1.placeholder(tf.float64, [4, 3], name="x")
    y0 = tf1.placeholder(tf.float64, [4, 2], name="y0")
    W = tf1.get_variable("W", initializer=tf.constant(wv))
    b = tf1.get_variable("b", initializer=tf.constant(bv))
    tf.tanh(tf.add(tf.matmul(x, W), b, name="h"), name="y")
    y = lg.tensor("y")
    loss = tf.reduce_mean(tf.square(y - y0), name="loss")
    h = lg.tensor("h")  # the user's get_tensor_by_name("h:0")
    feed = {"x": xv, "y0": y0v}
    # numpy: dL/dy = 2 (y - y0) / N, dL/dh = dL/dy (1 - y^2), dL/dW = x.T dL/dh
    y_np = np.tanh(xv @ wv + bv)
    dh = 2 * (y_np - y0v) / y_np.size * (1 - y_np ** 2)
    expected_w, expected_b = xv.T @ dh, dh.sum(axis=0)
    for method in ("vjp", "jacobian"):
        gw, gb = lg.run(gradient_by_parts(loss, h, [W, b], method=method), feed)
        assert_close(gw, expected_w, EXACT_RTOL, EXACT_ATOL, f"dL/dW {method}")
        assert_close(gb, expected_b, EXACT_RTOL, EXACT_ATOL, f"dL/db {method}")
    _, factors = gradient_by_parts(loss, h, W, method="jacobian", return_factors=True)
    dl_dh, dh_dw = lg.run(factors, feed)
    assert_close(dl_dh, dh, EXACT_RTOL, EXACT_ATOL, "factor dL/dh")
    assert_close(dh_dw, np.einsum("bi,jk->bjik", xv, np.eye(2)), EXACT_RTOL, EXACT_ATOL,
                 "factor dh/dW")


def test_three_part_chain_against_direct_and_finite_differences(lg):
    x = tf1.placeholder(tf.float64, [2, 3], name="x")
    w1 = tf1.get_variable("w1", initializer=tf.constant(RNG.normal(size=(3, 4))))
    w2 = tf.constant(RNG.normal(size=(4, 3)))
    w3 = tf.constant(RNG.normal(size=(3, 2)))
    h1 = tf.tanh(tf.matmul(x, w1), name="h1")
    h2 = tf.sigmoid(tf.matmul(h1, w2), name="h2")
    h3 = tf.matmul(h2, w3, name="h3")
    loss = tf.reduce_sum(tf.sin(h3))
    feed = {x: RNG.normal(size=(2, 3))}
    chain = [h3, h2, h1]  # loss side first
    vjp, vjp_factors = gradient_by_parts(loss, chain, w1, return_factors=True)
    jac, jac_factors = gradient_by_parts(loss, chain, w1, method="jacobian", return_factors=True)
    direct = tf.gradients(loss, w1)[0]
    assert [f.shape.as_list() for f in jac_factors] == [[2, 2], [2, 2, 2, 3], [2, 3, 2, 4],
                                                        [2, 4, 3, 4]]
    v_vjp, v_jac, v_direct, f_vjp = lg.run([vjp, jac, direct, vjp_factors], feed)
    assert_close(v_vjp, v_direct, EXACT_RTOL, EXACT_ATOL, "vjp vs direct")
    assert_close(v_jac, v_direct, EXACT_RTOL, EXACT_ATOL, "jacobian vs direct")
    fd = numeric_jacobian(loading(lg, loss, w1, feed), lg.run(w1))
    assert_close(v_vjp, fd, FD_RTOL, FD_ATOL, "vjp vs finite differences")
    # the vjp factors are dL/dh3, dL/dh2, dL/dh1
    for name, factor, tensor in zip(["h3", "h2", "h1"], f_vjp, chain):
        assert_close(factor, lg.run(tf.gradients(loss, tensor)[0], feed), EXACT_RTOL,
                     EXACT_ATOL, f"dL/d{name}")


def _slim():
    return pytest.importorskip("tf_slim")


def test_slim_mlp_vjp_jacobian_and_direct_agree(lg):
    slim = _slim()
    x = tf1.placeholder(tf.float32, [4, 5], name="x")
    n1 = slim.fully_connected(x, 6, scope="fc1")
    n2 = slim.fully_connected(n1, 3, scope="fc2")
    logits = slim.fully_connected(n2, 2, activation_fn=None, scope="out")
    loss = tf.reduce_mean(tf.square(logits))
    weights = lg.tensor("fc1/weights")  # a slim variable, looked up by name
    vjp = gradient_by_parts(loss, [logits, n2, n1], weights)
    jac = gradient_by_parts(loss, [logits, n2, n1], weights, method="jacobian")
    direct = tf.gradients(loss, weights)[0]
    assert vjp.shape.as_list() == [5, 6]
    v = lg.run([vjp, jac, direct], {x: RNG.normal(size=(4, 5)).astype(np.float32)})
    assert np.abs(v[2]).max() > 0
    assert_close(v[0], v[2], F32_RTOL, F32_ATOL, "vjp vs direct")
    assert_close(v[1], v[2], F32_RTOL, F32_ATOL, "jacobian vs direct")


def test_slim_conv_net_vjp_jacobian_and_direct_agree(lg):
    slim = _slim()
    x = tf1.placeholder(tf.float32, [2, 5, 5, 1], name="images")
    conv = slim.conv2d(x, 3, [3, 3], scope="conv")
    flat = slim.flatten(conv)
    logits = slim.fully_connected(flat, 2, activation_fn=None, scope="logits")
    loss = tf.reduce_mean(tf.square(logits))
    kernel = lg.tensor("conv/weights")
    vjp = gradient_by_parts(loss, [flat, conv], [kernel, lg.tensor("conv/biases")])
    jac = gradient_by_parts(loss, [flat, conv], kernel, method="jacobian")
    direct = tf.gradients(loss, [kernel, lg.tensor("conv/biases")])
    assert vjp[0].shape.as_list() == [3, 3, 1, 3]
    (vk, vb), vj, (dk, db) = lg.run([vjp, jac, direct],
                                    {x: RNG.normal(size=(2, 5, 5, 1)).astype(np.float32)})
    assert_close(vk, dk, F32_RTOL, F32_ATOL, "conv kernel vjp vs direct")
    assert_close(vb, db, F32_RTOL, F32_ATOL, "conv bias vjp vs direct")
    assert_close(vj, dk, F32_RTOL, F32_ATOL, "conv kernel jacobian vs direct")


def test_cut_that_is_bypassed_raises_with_the_path(lg):
    x = tf1.placeholder(tf.float64, [2, 3], name="x")
    w = tf1.get_variable("w", initializer=tf.ones([3, 2], tf.float64))
    h = tf.matmul(x, w, name="h")
    penalty = tf.reduce_sum(tf.square(w), name="penalty")  # uses w without going through h
    loss = tf.add(tf.reduce_sum(h), penalty, name="loss")
    with pytest.raises(CutError) as err:
        gradient_by_parts(loss, h, w)
    message = str(err.value)
    assert "through[0] 'h:0' does not separate wrt 'w:0' from the loss" in message
    assert err.value.path[0] == "w:0" and err.value.path[-1] == "loss:0"
    assert "Square" in " ".join(err.value.path) and "penalty:0" in err.value.path
    assert "w -> " in message and "-> penalty -> loss" in message
    # nothing was added to the graph before the check failed
    assert not [op for op in lg.graph.get_operations() if "gradient" in op.name]


def test_chain_link_that_is_bypassed_names_the_link(lg):
    x = tf1.placeholder(tf.float64, [3], name="x")
    w = tf1.placeholder(tf.float64, [3], name="w")
    h2 = tf.multiply(x, w, name="h2")
    h1 = tf.add(tf.sin(h2), w, name="h1")  # w reaches h1 directly, bypassing h2
    loss = tf.reduce_sum(tf.square(h1), name="loss")
    gradient_by_parts(loss, h1, w)  # h1 alone is a valid cut
    with pytest.raises(CutError, match=r"through\[1\] 'h2:0'.*from through\[0\] 'h1:0'.*w -> h1"):
        gradient_by_parts(loss, [h1, h2], w)


def test_stop_gradient_and_integer_paths_are_not_bypasses(lg):
    x = tf1.placeholder(tf.float64, [2, 3], name="x")
    w = tf1.placeholder(tf.float64, [3, 2], name="w")
    h = tf.matmul(x, w, name="h")
    no_grad = tf.reduce_sum(tf.stop_gradient(w)) + tf.cast(tf.size(w), tf.float64)
    loss = tf.reduce_sum(tf.square(h)) * no_grad
    feed = {x: RNG.normal(size=(2, 3)), w: RNG.normal(size=(3, 2))}
    by_parts = gradient_by_parts(loss, h, w)
    assert_close(*lg.run([by_parts, tf.gradients(loss, w)[0]], feed), EXACT_RTOL, EXACT_ATOL)


def test_unconnected_wrt_none_zero_or_raise(lg):
    x = tf1.placeholder(tf.float64, [3], name="x")
    z = tf1.placeholder(tf.float64, [2], name="z")
    h = tf.sin(x, name="h")
    loss = tf.reduce_sum(h)
    assert gradient_by_parts(loss, h, z) is None
    zeros = gradient_by_parts(loss, h, z, method="jacobian", unconnected_gradients="zero")
    assert_close(lg.run(zeros), np.zeros(2), 0, 0)
    ops_before = len(lg.graph.get_operations())
    with pytest.raises(ValueError, match="'Sum:0' does not depend on wrt 'z:0'"):
        gradient_by_parts(loss, h, [x, z], unconnected_gradients="raise")
    assert len(lg.graph.get_operations()) == ops_before
    gx, gz = gradient_by_parts(loss, h, [x, z], method="jacobian")
    assert gz is None
    assert_close(lg.run(gx, {x: np.zeros(3)}), np.ones(3), EXACT_RTOL, EXACT_ATOL)


def test_bad_inputs_are_refused_clearly(lg):
    x = tf1.placeholder(tf.float64, [3], name="x")
    i = tf1.placeholder(tf.int32, [3], name="counts")
    h = tf.sin(x, name="h")
    loss = tf.reduce_sum(h)
    with pytest.raises(TypeError, match="wrt 'counts:0' has dtype int32"):
        gradient_by_parts(loss, h, i)
    with pytest.raises(TypeError, match=r"through\[0\] must be a graph tf.Tensor"):
        gradient_by_parts(loss, "h", x)
    with pytest.raises(ValueError, match="through is empty"):
        gradient_by_parts(loss, [], x)
    with pytest.raises(ValueError, match="method must be one of"):
        gradient_by_parts(loss, h, x, method="chain")


def test_unknown_rank_through_works_with_vjp_and_is_refused_by_jacobian(lg):
    u = tf1.placeholder(tf.float64, None, name="u")  # unknown rank
    h = tf.sin(u, name="h")
    loss = tf.reduce_sum(tf.square(h))
    with pytest.raises(ValueError, match=r"rank of 'h:0'.*method='vjp'"):
        gradient_by_parts(loss, h, u, method="jacobian")
    uv = RNG.normal(size=(2, 2))
    expected = 2 * np.sin(uv) * np.cos(uv)
    assert_close(lg.run(gradient_by_parts(loss, h, u), {u: uv}), expected, EXACT_RTOL,
                 EXACT_ATOL)
