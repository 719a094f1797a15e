"""migrate.by_parts: against tf.compat.v1.gradients in a TF1 graph and finite differences."""
import numpy as np
import pytest
import tensorflow as tf

from migrate.by_parts import CutError, gradient_by_parts, tape_gradient_by_parts
from tf2_models import F32_TOL, F64_TOL, FD_TOL, fd_jacobian, tanh_net, tf1_gradient

METHODS = ["vjp", "jacobian"]


def three_parts(W1, W2):
    """x -> tanh(x W1) -> softplus(h W2) -> mean(h^2); works on TF and numpy-ish inputs."""
    return [lambda x: tf.tanh(x @ W1), lambda h: tf.nn.softplus(h @ W2),
            lambda h: tf.reduce_mean(tf.square(h))]


def three_parts_np(x, W1, W2):
    h1 = np.tanh(x @ W1)
    h2 = np.log1p(np.exp(h1 @ W2))
    return np.mean(h2 ** 2)


@pytest.mark.parametrize("method", METHODS)
def test_seed(method):
    """out = x @ w (w = 0.5), loss = mean(out^2): dL/dx = 5 everywhere (closed form),
    dL/dout = 2 out / 5 = 2 and dout/dx = w^T."""
    w = tf.constant(0.5, shape=[10, 5])
    grad, factors = gradient_by_parts([lambda x: x @ w, lambda o: tf.reduce_mean(tf.square(o))],
                                      tf.ones([1, 10]), method=method, return_factors=True)
    np.testing.assert_allclose(grad.numpy(), np.full([1, 10], 5.0), rtol=1e-6)
    np.testing.assert_allclose(factors.upstream[0].numpy(), np.full([1, 5], 2.0), rtol=1e-6)
    if method == "jacobian":
        assert factors.jacobians[0].shape == [1, 5, 1, 10]
        np.testing.assert_array_equal(factors.jacobians[0].numpy()[0, :, 0, :],
                                      np.full([5, 10], 0.5, np.float32))


@pytest.mark.parametrize("method", METHODS)
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_three_part_chain(method, dtype):
    x, W1, _ = tanh_net(seed=1, batch=3, n_in=5, n_out=4)
    W2 = np.random.default_rng(2).normal(size=[4, 2])
    parts = three_parts(W1.astype(dtype), W2.astype(dtype))
    grad, factors = gradient_by_parts(parts, tf.constant(x.astype(dtype)), method=method,
                                      return_factors=True)
    assert grad.dtype == dtype and grad.shape == x.shape
    assert [h.shape for h in factors.intermediates] == [[3, 4], [3, 2]]
    legacy = tf1_gradient(lambda x_: three_parts_np_tf(x_, W1, W2), x)
    fd = fd_jacobian(lambda x_: three_parts_np(x_, W1, W2), x)
    tol = F64_TOL if dtype == np.float64 else F32_TOL
    np.testing.assert_allclose(grad.numpy(), legacy, **tol)
    np.testing.assert_allclose(grad.numpy(), fd, **(FD_TOL if dtype == np.float64 else F32_TOL))
    # the upstream factor dL/dh1 agrees with TF1's tf.gradients(loss, h1)
    h1 = np.tanh(x @ W1)
    legacy_up = tf1_gradient(lambda h: tf.reduce_mean(tf.square(tf.nn.softplus(h @ W2))), h1)
    np.testing.assert_allclose(factors.upstream[0].numpy(), legacy_up, **tol)


def three_parts_np_tf(x, W1, W2):
    return tf.reduce_mean(tf.square(tf.nn.softplus(tf.tanh(x @ W1) @ W2)))


def test_methods_agree_on_batched_tanh_net():
    x, W, b = tanh_net(seed=3, batch=6)
    parts = [lambda x_: tf.tanh(x_ @ W + b), lambda h: tf.reduce_sum(h ** 3)]
    vjp = gradient_by_parts(parts, x, method="vjp")
    jac = gradient_by_parts(parts, x, method="jacobian")
    np.testing.assert_allclose(vjp.numpy(), jac.numpy(), **F64_TOL)
    fd = fd_jacobian(lambda x_: np.sum(np.tanh(x_ @ W + b) ** 3), x)
    np.testing.assert_allclose(vjp.numpy(), fd, **FD_TOL)


def test_closure_over_x_is_refused():
    x = tf.constant([1.0, 2.0], tf.float64)
    parts = [lambda x_: x_ * 2.0, lambda h: tf.reduce_sum(h * x)]  # uses x directly
    for method in METHODS:
        with pytest.raises(CutError, match="part 2 .* uses x directly"):
            gradient_by_parts(parts, x, method=method)
        # check=False: the path through the closure is missing (x is a constant there):
        # d/dx sum(2 x * x_const) = 2 x_const, not the true 4 x
        unchecked = gradient_by_parts(parts, x, method=method, check=False)
        np.testing.assert_allclose(unchecked.numpy(), 2.0 * x.numpy())


def test_default_check_runs_once_per_parts_and_signature_true_checks_every_call():
    x = tf.constant([1.0, 2.0], tf.float64)
    closure = {"on": False}

    def f2(h):  # reaches x by closure only when switched on (a data-dependent dependency)
        return tf.reduce_sum(h * x) if closure["on"] else tf.reduce_sum(h * h)

    parts = [lambda x_: x_ * 2.0, f2]
    # L = sum((2x)^2) -> dL/dx = 8x; the first call is checked and passes
    np.testing.assert_allclose(gradient_by_parts(parts, x).numpy(), 8.0 * x.numpy())
    closure["on"] = True
    # same part objects and signature: the default does not re-check, so the closure path is
    # missing (dL/dh * dh/dx = 2 x_const), exactly as with check=False
    np.testing.assert_allclose(gradient_by_parts(parts, x).numpy(), 2.0 * x.numpy())
    with pytest.raises(CutError, match="part 2 .* uses x directly"):
        gradient_by_parts(parts, x, check=True)  # True checks every call
    fresh = [lambda x_: x_ * 2.0, f2]  # new part objects: checked again on their first call
    with pytest.raises(CutError):
        gradient_by_parts(fresh, x)
    with pytest.raises(ValueError, match="check must be"):
        gradient_by_parts(parts, x, check="sometimes")


def test_part_that_ignores_its_input_is_named():
    parts = [lambda x: x * 2.0, lambda h: tf.constant(1.0, tf.float64)]
    with pytest.raises(ValueError, match="part 2"):
        gradient_by_parts(parts, tf.ones([2], tf.float64))


@pytest.mark.parametrize(
    "args, error, match",
    [
        pytest.param(([], tf.ones([2])), ValueError, "parts is empty", id="no parts"),
        pytest.param(([lambda x: x], tf.constant([1, 2])), TypeError, "not differentiable",
                     id="int x"),
        pytest.param(([lambda x: tf.cast(x, tf.int32)], tf.ones([2])), TypeError,
                     "part 1", id="int part output"),
        pytest.param(([lambda x: x], tf.ones([2]), "adjoint"), ValueError, "method",
                     id="bad method"),
        pytest.param(([1], tf.ones([2])), TypeError, "not a callable", id="not callable"),
    ],
)
def test_bad_input(args, error, match):
    with pytest.raises(error, match=match):
        gradient_by_parts(*args)


@pytest.mark.parametrize("method", METHODS)
def test_tape_form(method):
    x, W1, _ = tanh_net(seed=4, batch=3, n_in=5, n_out=4)
    W2 = np.random.default_rng(5).normal(size=[4, 2])
    x = tf.constant(x)
    with tf.GradientTape(persistent=True) as tape:
        tape.watch(x)
        h1 = tf.tanh(x @ W1)
        h2 = tf.nn.softplus(h1 @ W2)
        loss = tf.reduce_mean(tf.square(h2))
    grad, factors = tape_gradient_by_parts(tape, loss, [h1, h2], x, method=method,
                                           return_factors=True)
    legacy = tf1_gradient(lambda x_: three_parts_np_tf(x_, W1, W2), x.numpy())
    np.testing.assert_allclose(grad.numpy(), legacy, **F64_TOL)
    assert factors.upstream[0].shape == h1.shape


def test_tape_form_detects_a_path_around_the_intermediates():
    x = tf.constant([1.0, 2.0], tf.float64)
    with tf.GradientTape(persistent=True) as tape:
        tape.watch(x)
        h = x * 2.0
        loss = tf.reduce_sum(h * x)  # x reaches the loss directly too
    with pytest.raises(CutError, match="avoids the intermediates"):
        tape_gradient_by_parts(tape, loss, [h], x)
    # check=False returns the (partial) chain-rule value: dL/dh * dh/dx = x * 2
    partial = tape_gradient_by_parts(tape, loss, [h], x, check=False)
    np.testing.assert_allclose(partial.numpy(), 2.0 * x.numpy())
