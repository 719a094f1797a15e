"""migrate.jacobians: against the TF1 route (compat_v1.jacobian split loop) and finite
differences. (Named test_tf2_* so its basename differs from tests/compat_v1's modules.)"""
import gc
import warnings

import numpy as np
import pytest
import tensorflow as tf

from migrate.jacobians import PforFallbackWarning, batch_jacobian, jacobian, tape_jacobian
from tf2_models import F32_TOL, F64_TOL, FD_TOL, fd_jacobian, tanh_net, tf1_jacobian

MODES = ["reverse", "forward", "auto"]


def test_seed_jacobian_and_gradient():
    """The seed: out = x @ w (w = 0.5), loss = mean(out^2). dout/dx = w^T; dL/dx = 5."""
    x = tf.ones([1, 10])
    w = tf.constant(0.5, shape=[10, 5])
    J = jacobian(lambda x: tf.matmul(x, w), x)
    assert J.shape == [1, 5, 1, 10]
    # closed form: d out[0, k] / d x[0, j] = w[j, k] = 0.5
    np.testing.assert_array_equal(J.numpy(), np.full([1, 5, 1, 10], 0.5, np.float32))
    # dL/dx_j = (2/5) sum_k out_k w_jk, out_k = 10 * 0.5 * 1 = 5 -> (2/5) * 5 * (5 * 0.5) = 5
    grad = jacobian(lambda x: tf.reduce_mean(tf.square(tf.matmul(x, w))), x)
    np.testing.assert_allclose(grad.numpy(), np.full([1, 10], 5.0), rtol=1e-6)
    legacy = tf1_jacobian(lambda x: tf.matmul(x, w.numpy()), np.ones([1, 10], np.float32))
    np.testing.assert_allclose(J.numpy(), legacy, rtol=1e-6)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("chunk", [None, 4], ids=["whole", "chunk4"])
def test_tanh_net_dW_matches_tf1_and_fd(mode, chunk):
    x, W, b = tanh_net()

    def f(w):
        return tf.tanh(x @ w + b)

    J = jacobian(f, tf.constant(W), mode=mode, chunk_size=chunk)
    assert J.shape == [4, 3, 6, 3]
    legacy = tf1_jacobian(lambda w: tf.tanh(x @ w + b), W)
    np.testing.assert_allclose(J.numpy(), legacy, **F64_TOL)
    fd = fd_jacobian(lambda w: np.tanh(x @ w + b), W)
    np.testing.assert_allclose(J.numpy(), fd, **FD_TOL)


@pytest.mark.parametrize("mode", ["reverse", "forward"])
def test_float32_against_float64_reference(mode):
    x, W, b = tanh_net(seed=1)
    f32 = jacobian(lambda x_: tf.tanh(x_ @ W.astype(np.float32) + b.astype(np.float32)),
                   tf.constant(x, tf.float32), mode=mode)
    assert f32.dtype == tf.float32
    fd = fd_jacobian(lambda x_: np.tanh(x_ @ W + b), x)
    np.testing.assert_allclose(f32.numpy(), fd, **F32_TOL)


def test_max_memory_chunks_give_the_same_jacobian():
    x, W, b = tanh_net(seed=2, batch=8, n_in=10, n_out=7)
    f = lambda w: tf.tanh(x @ w + b)  # noqa: E731
    whole = jacobian(f, tf.constant(W), mode="reverse")
    # a budget of ~5 rows of working memory (rows have W.size = 70 float64 elements)
    for mode in ("reverse", "forward"):
        bounded = jacobian(f, tf.constant(W), mode=mode, max_memory=5 * 70 * 8 * 3)
        np.testing.assert_allclose(bounded.numpy(), whole.numpy(), **F64_TOL)


@pytest.mark.parametrize("mode", ["reverse", "forward"])
def test_chunked_results_of_earlier_calls_stay_intact(mode):
    """Chunks are written in place into a buffer: each call must get a buffer of its own
    (a constant-folded zeros buffer was shared by every call, overwriting earlier results)."""
    x, W, b = tanh_net(seed=3)
    f = lambda w: tf.tanh(x @ w + b)  # noqa: E731
    first = jacobian(f, tf.constant(W), mode=mode, chunk_size=4)
    kept = first.numpy().copy()
    second = jacobian(f, tf.constant(2 * W), mode=mode, chunk_size=4)
    np.testing.assert_array_equal(first.numpy(), kept)
    np.testing.assert_allclose(second.numpy(), tf1_jacobian(f, 2 * W), **F64_TOL)
    assert not np.allclose(second.numpy(), kept)


def test_several_arguments_nested_sources_and_outputs():
    x, W, b = tanh_net(seed=3)

    def f(params, x):
        h = tf.tanh(x @ params["W"] + params["b"])
        return {"h": h, "s": tf.reduce_sum(h ** 2)}

    params = {"W": tf.constant(W), "b": tf.constant(b)}
    for mode in ("reverse", "forward"):
        J = jacobian(f, params, tf.constant(x), argnums=(0, 1), mode=mode)
        (dh_dparams, dh_dx), (ds_dparams, ds_dx) = J["h"], J["s"]
        assert dh_dparams["W"].shape == [4, 3, 6, 3] and dh_dparams["b"].shape == [4, 3, 3]
        assert dh_dx.shape == [4, 3, 4, 6] and ds_dx.shape == [4, 6]
        fd_b = fd_jacobian(lambda b_: np.tanh(x @ W + b_), b)
        np.testing.assert_allclose(dh_dparams["b"].numpy(), fd_b, **FD_TOL)
        fd_s = fd_jacobian(lambda x_: np.sum(np.tanh(x_ @ W + b) ** 2), x)
        np.testing.assert_allclose(ds_dx.numpy(), fd_s, **FD_TOL)
        legacy = tf1_jacobian(lambda w: tf.tanh(x @ w + b), W)
        np.testing.assert_allclose(dh_dparams["W"].numpy(), legacy, **F64_TOL)


@pytest.mark.parametrize("mode", ["reverse", "forward"])
def test_unconnected_sources_follow_tape_gradient(mode):
    a, c = tf.constant([1.0, 2.0], tf.float64), tf.constant([3.0, 4.0, 5.0], tf.float64)

    def f(a, c):
        return a * 2.0

    none = jacobian(f, a, c, argnums=(0, 1), mode=mode)
    assert none[1] is None
    np.testing.assert_array_equal(none[0].numpy(), 2.0 * np.eye(2))
    zero = jacobian(f, a, c, argnums=1, mode=mode, unconnected_gradients="zero")
    np.testing.assert_array_equal(zero.numpy(), np.zeros([2, 3]))


def test_batch_jacobian_unconnected_is_none_unlike_tape_batch_jacobian():
    x = tf.ones([2, 3], tf.float64)
    const = tf.ones([2, 4], tf.float64)
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = const * 1.0
    tf_result = tape.batch_jacobian(y, x)  # TF: zeros, not None (the inconsistency we fix)
    assert tf_result is not None and not np.any(tf_result.numpy())
    assert batch_jacobian(lambda x: const * 1.0, x) is None
    zeros = batch_jacobian(lambda x: const * 1.0, x, unconnected_gradients="zero")
    np.testing.assert_array_equal(zeros.numpy(), np.zeros([2, 4, 3]))


@pytest.mark.parametrize("mode", MODES)
def test_batch_jacobian_matches_tf1_and_fd(mode):
    x, W, b = tanh_net(seed=4, batch=5, n_in=4, n_out=3)
    J = batch_jacobian(lambda x_: tf.tanh(x_ @ W + b), tf.constant(x), mode=mode)
    assert J.shape == [5, 3, 4]
    from compat_v1.jacobians import batch_jacobian as legacy_batch

    with tf.Graph().as_default():
        ph = tf.compat.v1.placeholder(tf.float64, [None, 4])
        lj = legacy_batch(tf.tanh(ph @ W + b), ph, method="split")
        with tf.compat.v1.Session() as sess:
            legacy = sess.run(lj, {ph: x})
    np.testing.assert_allclose(J.numpy(), legacy, **F64_TOL)
    for i in range(5):
        fd = fd_jacobian(lambda row: np.tanh(row @ W + b), x[i])
        np.testing.assert_allclose(J.numpy()[i], fd, **FD_TOL)


@pytest.mark.parametrize("mode", ["reverse", "forward"])
def test_op_without_pfor_converter_warns_and_is_right(mode):
    """tf.pad(mode="REFLECT") is MirrorPad/MirrorPadGrad: no pfor converter on TF 2.21."""
    x = np.arange(12, dtype=np.float64).reshape(3, 4) / 7.0

    def f(z):
        return tf.sin(tf.pad(z, [[1, 1], [2, 2]], mode="REFLECT"))

    with pytest.warns(PforFallbackWarning, match="MirrorPad"):
        J = jacobian(f, tf.constant(x), mode=mode)
    fd = fd_jacobian(lambda z: np.sin(np.pad(z, [[1, 1], [2, 2]], mode="reflect")), x)
    np.testing.assert_allclose(J.numpy(), fd, **FD_TOL)


def test_no_retrace_on_repeated_calls_and_one_trace_per_shape():
    traces = []

    def f(x):
        traces.append(tuple(x.shape))  # Python side effect: runs only while tracing
        return tf.tanh(x) * 3.0

    for _ in range(4):
        jacobian(f, tf.ones([2, 3], tf.float64))
    assert traces == [(2, 3)]
    # a new shape (shape-polymorphic use): one new trace, right values
    J = jacobian(f, tf.fill([5], 0.5))
    assert traces == [(2, 3), (5,)]
    expected = 3.0 * (1 - np.tanh(0.5) ** 2) * np.eye(5)
    np.testing.assert_allclose(J.numpy(), expected, rtol=1e-6)


def test_cache_does_not_keep_fn_alive():
    import migrate.jacobians as mj

    def f(x):
        return x * 2.0

    jacobian(f, tf.ones([2]))
    assert f in mj._CACHE
    ref_count = len(mj._CACHE)
    del f
    gc.collect()
    assert len(mj._CACHE) == ref_count - 1


def test_bound_methods_are_cached_per_instance():
    class Model:
        def __init__(self):
            self.calls = 0
            self.w = tf.Variable([[1.0, 2.0], [3.0, 4.0]], dtype=tf.float64)

        def __call__(self, x):
            self.calls += 1
            return tf.linalg.matvec(self.w, x)

        def apply(self, x):
            return self(x)

    m = Model()
    x = tf.constant([1.0, 1.0], tf.float64)
    for _ in range(3):
        J = jacobian(m.apply, x)
    assert m.calls == 1
    np.testing.assert_array_equal(J.numpy(), m.w.numpy())
    m.w.assign(m.w * 2)  # variables are read live, not frozen at trace time
    np.testing.assert_array_equal(jacobian(m.apply, x).numpy(), m.w.numpy())


def test_variable_source():
    x, W, b = tanh_net(seed=5)
    w = tf.Variable(W)
    J = jacobian(lambda w: tf.tanh(x @ w + b), w)
    np.testing.assert_allclose(J.numpy(), fd_jacobian(lambda w_: np.tanh(x @ w_ + b), W),
                               **FD_TOL)


def test_tape_jacobian_nested():
    x, W, b = tanh_net(seed=6)
    W, b = tf.constant(W), tf.constant(b)
    with tf.GradientTape(persistent=True) as tape:
        tape.watch([W, b])
        h = tf.tanh(x @ W + b)
        loss = tf.reduce_sum(h)
    out = tape_jacobian(tape, {"h": h, "loss": loss}, [W, b], chunk_size=5)
    assert out["h"][0].shape == [4, 3, 6, 3] and out["loss"][1].shape == [3]
    legacy = tf1_jacobian(lambda w: tf.tanh(x @ w + b.numpy()), W.numpy())
    np.testing.assert_allclose(out["h"][0].numpy(), legacy, **F64_TOL)
    none = tape_jacobian(tape, loss, [tf.constant(1.0, tf.float64)])
    assert none == [None]


@pytest.mark.parametrize(
    "call, error, match",
    [
        pytest.param(lambda: jacobian(lambda x: x, tf.constant([1, 2])), TypeError,
                     "int32, which is not differentiable", id="int source"),
        pytest.param(lambda: jacobian(lambda x: tf.cast(x, tf.int32), tf.ones([2])), TypeError,
                     "output has dtype int32", id="int output"),
        pytest.param(lambda: jacobian(lambda x: None, tf.ones([2])), TypeError,
                     "returned None", id="None output"),
        pytest.param(lambda: jacobian(lambda x: x, tf.ones([2]), mode="sideways"), ValueError,
                     "mode must be one of", id="bad mode"),
        pytest.param(lambda: jacobian(lambda x: x, tf.ones([2]), argnums=3), ValueError,
                     "argnums=3", id="bad argnums"),
        pytest.param(lambda: jacobian(lambda x: x, tf.ones([2]), chunk_size=2, max_memory=9),
                     ValueError, "not both", id="both chunk options"),
        pytest.param(lambda: jacobian(lambda x: x, tf.ones([2]), unconnected_gradients="x"),
                     ValueError, "'none' or 'zero'", id="bad unconnected"),
        pytest.param(lambda: batch_jacobian(lambda x: tf.reduce_sum(x, 0), tf.ones([2, 3])),
                     ValueError, "batch axis", id="batch axis lost"),
    ],
)
def test_bad_input(call, error, match):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(error, match=match):
            call()


def test_nested_use_inside_tf_function_and_inside_fn():
    """A Jacobian of a Jacobian (Hessian of a scalar), and jacobian inside a user tf.function."""
    x = tf.constant([0.3, -0.7, 1.1], tf.float64)

    def energy(v):
        return tf.reduce_sum(tf.sin(v) * v[0])

    def grad(v):
        return jacobian(energy, v)

    H = jacobian(grad, x)
    expected = fd_jacobian(lambda v: fd_jacobian(
        lambda u: np.sum(np.sin(u) * u[0]), v, step=1e-4), x.numpy(), step=1e-4)
    np.testing.assert_allclose(H.numpy(), expected, rtol=1e-5, atol=1e-6)

    @tf.function
    def user(v):
        return jacobian(lambda u: tf.sin(u) * 2.0, v)

    np.testing.assert_allclose(user(x).numpy(), np.diag(2 * np.cos(x.numpy())), rtol=1e-12)


def test_unknown_shapes_inside_a_user_function():
    """Shape-polymorphic input (tf.function with a None dimension): reverse mode works;
    forward mode and chunking need static shapes and say so."""
    spec = [tf.TensorSpec([None], tf.float64)]
    reverse = tf.function(lambda v: jacobian(lambda u: u * 3.0, v, mode="reverse"),
                          input_signature=spec)
    np.testing.assert_array_equal(reverse(tf.ones([4], tf.float64)).numpy(), 3.0 * np.eye(4))
    forward = tf.function(lambda v: jacobian(lambda u: u * 3.0, v, mode="forward"),
                          input_signature=spec)
    with pytest.raises(ValueError, match="not fully known at trace time"):
        forward(tf.ones([4], tf.float64))
    chunked = tf.function(lambda v: jacobian(lambda u: u * 3.0, v, mode="reverse",
                                             chunk_size=2), input_signature=spec)
    with pytest.raises(ValueError, match="need the number of Jacobian rows statically"):
        chunked(tf.ones([4], tf.float64))
