"""compat_v1.jacobians: pfor vs split vs central finite differences, ranks 0-4, lists, batches.

Test module for compat_v1/jacobians.py (named test_compat_* so it cannot clash with the TF2
tests of migrate/jacobians.py under pytest's rootdir imports).
"""
import numpy as np
import pytest
import tensorflow as tf

from compat_v1 import batch_jacobian, jacobian
from compat_v1_fd import (EXACT_ATOL, EXACT_RTOL, FD_ATOL, FD_RTOL, assert_close, feeding,
                          loading, numeric_jacobian)

tf1 = tf.compat.v1
SHAPES = {0: [], 1: [3], 2: [2, 3], 3: [2, 1, 2], 4: [1, 2, 1, 2]}
RNG = np.random.default_rng(0)


def mixing(x, y_shape, seed):
    """A smooth nonlinear map from x (any shape) to y_shape, every y entry using every x."""
    nx = int(np.prod(x.shape.as_list(), dtype=int))
    ny = int(np.prod(y_shape, dtype=int))
    a = np.random.default_rng(seed).normal(size=(ny, nx))
    flat = tf.reshape(x, [nx, 1])
    y = tf.tanh(tf.matmul(tf.constant(a), flat * tf.sin(flat)) + 0.3)
    return tf.reshape(y, y_shape)


RANK_PAIRS = [(ry, rx) for ry in range(5) for rx in range(5)]
RANK_IDS = [f"ys rank {a}, xs rank {b}" for a, b in RANK_PAIRS]


@pytest.mark.parametrize("ry,rx", RANK_PAIRS, ids=RANK_IDS)
def test_jacobian_any_rank_pfor_split_and_finite_differences_agree(lg, ry, rx):
    x = tf1.placeholder(tf.float64, SHAPES[rx], name="x")
    y = mixing(x, SHAPES[ry], seed=10 * ry + rx)
    jp = jacobian(y, x)
    js = jacobian(y, x, method="split")
    expected_shape = SHAPES[ry] + SHAPES[rx]
    assert jp.shape.as_list() == expected_shape and js.shape.as_list() == expected_shape
    xv = RNG.normal(size=SHAPES[rx])
    vp, vs = lg.run([jp, js], {x: xv})
    assert_close(vp, vs, EXACT_RTOL, EXACT_ATOL, "pfor vs split")
    assert_close(vp, numeric_jacobian(feeding(lg, y, x), xv), FD_RTOL, FD_ATOL, "pfor vs fd")


def test_jacobian_of_a_list_of_xs_including_a_variable(lg):
    x = tf1.placeholder(tf.float64, [2, 3], name="x")
    w = tf1.get_variable("w", initializer=tf.constant(RNG.normal(size=(3, 2))))
    y = tf.sin(tf.matmul(x, w))
    jp = jacobian(y, [x, w])
    js = jacobian(y, [x, w], method="split")
    assert isinstance(jp, list) and [j.shape.as_list() for j in jp] == [[2, 2, 2, 3], [2, 2, 3, 2]]
    xv = RNG.normal(size=(2, 3))
    (px, pw), (sx, sw) = lg.run([jp, js], {x: xv})
    assert_close(px, sx, EXACT_RTOL, EXACT_ATOL, "dy/dx pfor vs split")
    assert_close(pw, sw, EXACT_RTOL, EXACT_ATOL, "dy/dw pfor vs split")
    assert_close(px, numeric_jacobian(feeding(lg, y, x), xv), FD_RTOL, FD_ATOL, "dy/dx vs fd")
    w0 = lg.run(w)
    assert_close(pw, numeric_jacobian(loading(lg, y, w, {x: xv}), w0), FD_RTOL, FD_ATOL,
                 "dy/dw vs fd")


def test_jacobian_of_dense_layer_matches_numpy_formula(lg):
    x = tf1.placeholder(tf.float64, [3, 4])
    w = tf1.placeholder(tf.float64, [4, 2])
    h = tf.matmul(x, w)
    xv = RNG.normal(size=(3, 4))
    j = lg.run(jacobian(h, w, method="split"), {x: xv, w: np.ones((4, 2))})
    # d h[b, j] / d w[i, k] = x[b, i] * delta(j, k)
    expected = np.einsum("bi,jk->bjik", xv, np.eye(2))
    assert_close(j, expected, EXACT_RTOL, EXACT_ATOL, "dh/dW")


def test_pfor_supports_unknown_dimensions(lg):
    x = tf1.placeholder(tf.float64, [None, 3])
    y = tf.tanh(x * tf.reduce_sum(x))
    j = jacobian(y, x)
    assert j.shape.as_list() == [None, 3, None, 3]
    xv = RNG.normal(size=(2, 3))
    assert_close(lg.run(j, {x: xv}), numeric_jacobian(feeding(lg, y, x), xv), FD_RTOL, FD_ATOL)


def test_split_needs_a_static_ys_size_and_says_so(lg):
    x = tf1.placeholder(tf.float64, [None, 3], name="xin")
    y = tf.tanh(x, name="act")
    with pytest.raises(ValueError, match=r"'act:0'.*\(None, 3\).*method='pfor'"):
        jacobian(y, x, method="split")


def test_split_accepts_unknown_xs_dimensions(lg):
    x = tf1.placeholder(tf.float64, [None])
    y = tf.stack([tf.reduce_sum(x ** 2), tf.reduce_sum(tf.sin(x))])
    js = jacobian(y, x, method="split")
    xv = RNG.normal(size=4)
    assert_close(lg.run(js, {x: xv}), np.stack([2 * xv, np.cos(xv)]), EXACT_RTOL, EXACT_ATOL)


def _count_ops_added(build):
    with tf.Graph().as_default() as g:
        x = tf1.placeholder(tf.float64, [3])
        before = len(g.get_operations())
        build(x)
        return len(g.get_operations()) - before


def test_split_op_count_is_linear_in_ys_size():
    def build(n):
        return lambda x: jacobian(tf.tanh(tf.tile(x, [n])), x, method="split")

    ops = {n: _count_ops_added(build(n)) for n in (2, 4, 6)}  # ys sizes 6, 12, 18
    per_row_small = (ops[4] - ops[2]) / 6
    per_row_large = (ops[6] - ops[4]) / 6
    assert per_row_small == pytest.approx(per_row_large, rel=0.05), ops


def test_pfor_op_count_does_not_grow_with_ys_size():
    ops = [_count_ops_added(lambda x, n=n: jacobian(tf.tanh(tf.tile(x, [n])), x))
           for n in (4, 64)]
    assert ops[0] == ops[1], ops


@pytest.mark.parametrize("method", ["pfor", "split"])
def test_unconnected_xs_none_zero_or_raise(lg, method):
    x = tf1.placeholder(tf.float64, [2], name="x")
    z = tf1.placeholder(tf.float64, [3], name="unused")
    y = tf.sin(x)
    jx, jz = jacobian(y, [x, z], method=method)
    assert jz is None
    jz0 = jacobian(y, z, method=method, unconnected_gradients="zero")
    assert jz0.shape.as_list() == [2, 3]
    assert_close(lg.run(jz0, {x: np.ones(2)}), np.zeros((2, 3)), 0, 0)
    ops_before = len(lg.graph.get_operations())
    with pytest.raises(ValueError, match=r"'Sin:0' does not depend on xs 'unused:0'"):
        jacobian(y, [x, z], method=method, unconnected_gradients="raise")
    assert len(lg.graph.get_operations()) == ops_before  # refused before building anything


def test_parallel_iterations_bounds_pfor_and_gives_the_same_numbers(lg):
    x = tf1.placeholder(tf.float64, [2, 3])
    y = mixing(x, [3, 2], seed=5)
    xv = RNG.normal(size=(2, 3))
    a, b = lg.run([jacobian(y, x), jacobian(y, x, parallel_iterations=2)], {x: xv})
    assert_close(a, b, EXACT_RTOL, EXACT_ATOL)


BATCH_CASES = [  # (ys shape, xs shape)
    ([2, 3], [2, 4]),
    ([3], [3]),
    ([2, 2, 2], [2, 3]),
    ([2, 1, 2], [2, 2, 1, 2]),
    ([2, 3, 1, 1], [2, 2]),
]


@pytest.mark.parametrize("y_shape,x_shape", BATCH_CASES, ids=[str(c) for c in BATCH_CASES])
def test_batch_jacobian_matches_diagonal_of_full_jacobian_and_fd(lg, y_shape, x_shape):
    x = tf1.placeholder(tf.float64, x_shape)
    batch = x_shape[0]
    per_example_x = int(np.prod(x_shape[1:], dtype=int))
    per_example_y = int(np.prod(y_shape[1:], dtype=int))
    a = tf.constant(RNG.normal(size=(per_example_x, per_example_y)))
    xf = tf.reshape(x, [batch, per_example_x])
    y = tf.reshape(tf.tanh(tf.matmul(xf * xf, a)), y_shape)  # example b uses x[b] only
    bp = batch_jacobian(y, x)
    bs = batch_jacobian(y, x, method="split")
    full = jacobian(y, x)
    assert bp.shape.as_list() == y_shape + x_shape[1:]
    xv = RNG.normal(size=x_shape)
    vp, vs, vf = lg.run([bp, bs, full], {x: xv})
    assert_close(vp, vs, EXACT_RTOL, EXACT_ATOL, "batch pfor vs split")
    # independent route: the diagonal blocks of the full Jacobian
    rank_y = len(y_shape)
    diag = np.stack([vf[(b,) + (slice(None),) * (rank_y - 1) + (b,)] for b in range(batch)])
    assert_close(vp, diag, EXACT_RTOL, EXACT_ATOL, "batch vs full diagonal")
    assert_close(vf, numeric_jacobian(feeding(lg, y, x), xv), FD_RTOL, FD_ATOL, "full vs fd")


@pytest.mark.parametrize("method", ["pfor", "split"])
def test_batch_jacobian_unknown_batch_size(lg, method):
    x = tf1.placeholder(tf.float64, [None, 3])
    y = tf.tanh(tf.matmul(x, tf.constant(RNG.normal(size=(3, 2)))))
    bj = batch_jacobian(y, x, method=method)
    assert bj.shape.as_list() == [None, 2, 3]
    xv = RNG.normal(size=(4, 3))
    vb, vf = lg.run([bj, jacobian(y, x)], {x: xv})
    assert_close(vb, np.stack([vf[b, :, b] for b in range(4)]), EXACT_RTOL, EXACT_ATOL)


def test_batch_jacobian_errors_name_the_tensors(lg):
    x = tf1.placeholder(tf.float64, [2, 3], name="xb")
    y = tf.reduce_sum(x, name="total")
    with pytest.raises(ValueError, match=r"rank >= 1.*'total:0'.*jacobian\(\)"):
        batch_jacobian(y, x)
    z = tf1.placeholder(tf.float64, [3, 3], name="other")
    with pytest.raises(ValueError, match=r"batch sizes differ.* 3 rows, xs 'xb:0' has 2"):
        batch_jacobian(tf.sin(z), x)


@pytest.mark.parametrize("dtype", [tf.int32, tf.int64, tf.bool])
def test_integer_and_bool_dtypes_are_refused_with_the_tensor_name(lg, dtype):
    i = tf1.placeholder(dtype, [3], name="ints")
    f = tf1.placeholder(tf.float64, [3], name="floats")
    with pytest.raises(TypeError, match=rf"ys 'ints:0' has dtype {dtype.name}.*tf.cast"):
        jacobian(i, f)
    with pytest.raises(TypeError, match=rf"xs 'ints:0' has dtype {dtype.name}.*tf.cast"):
        jacobian(f * 2.0, i)


@pytest.mark.parametrize("bad", [np.ones(3), [1.0, 2.0], 3.0, "x:0"],
                         ids=["ndarray", "list of floats", "float", "name string"])
def test_non_tensors_are_refused(lg, bad):
    x = tf1.placeholder(tf.float64, [3], name="x")
    with pytest.raises(TypeError, match="graph tf.Tensor"):
        jacobian(bad, x)
    with pytest.raises(TypeError, match="graph tf.Tensor or tf.Variable"):
        jacobian(tf.sin(x), bad if not isinstance(bad, list) else [bad])


def test_eager_tensors_are_refused_with_next_step():
    with pytest.raises(TypeError, match="eager tensor.*LegacyGraph.*migrate.jacobian"):
        jacobian(tf.ones([2]), tf.ones([2]))


def test_tensors_of_different_graphs_are_refused(lg):
    x = tf1.placeholder(tf.float64, [2], name="x")
    with tf.Graph().as_default():
        other = tf1.placeholder(tf.float64, [2], name="elsewhere")
    with pytest.raises(ValueError, match="'elsewhere:0'.*different tf.Graphs"):
        jacobian(tf.sin(x), other)


def test_bad_method_and_option_names(lg):
    x = tf1.placeholder(tf.float64, [2])
    with pytest.raises(ValueError, match="method must be one of"):
        jacobian(x * 1.0, x, method="loop")
    with pytest.raises(ValueError, match="unconnected_gradients must be one of"):
        jacobian(x * 1.0, x, unconnected_gradients="zeros")
