"""Rule random_streams against TF1 itself: the emitted _TF1RandomStream, drawn from by two
tf.functions in turn, gives the numbers TF1's one seeded op gave across its sess.run calls
(graph-mode tf.compat.v1 ops in a Session are the reference), bit for bit."""
import numpy as np
import pytest
import tensorflow as tf

from migrate.source.rules import random_streams

v1 = tf.compat.v1


def _stream_class():
    scope: dict = {"tf": tf}
    code = random_streams._HELPER + "".join(random_streams._METHODS[m] for m in ("uniform", "normal", "truncated", "uniform_range"))
    exec(code.format(name="_TF1RandomStream", tf="tf"), scope)
    return scope["_TF1RandomStream"]


# (rows fed, keep_prob) of each run, in order: training and evaluation runs interleaved
RUNS = [(4, 0.5), (2, 1.0), (3, 0.5), (4, 0.25), (1, 1.0), (4, 0.5)]


@pytest.mark.parametrize("graph_seed, op_seed, dtype, noise_shape", [
    pytest.param(1234, 7, np.float32, None, id="float32"),
    pytest.param(None, 3, np.float32, None, id="no-graph-seed"),
    pytest.param(5, 11, np.float64, None, id="float64"),
    pytest.param(1, 2, np.float32, [1, 6], id="noise-shape"),
])
def test_dropout_drawn_from_the_stream_by_two_functions_is_tf1s(graph_seed, op_seed, dtype, noise_shape):
    xs = np.arange(24, dtype=dtype).reshape(4, 6) + 1
    graph = tf.Graph()
    with graph.as_default():
        if graph_seed is not None:
            v1.set_random_seed(graph_seed)
        x = v1.placeholder(dtype, [None, 6])
        keep_prob = v1.placeholder(dtype)
        dropped = v1.nn.dropout(x, keep_prob, noise_shape=noise_shape, seed=op_seed)
        with v1.Session() as sess:
            tf1 = [sess.run(dropped, {x: xs[:n], keep_prob: k}) for n, k in RUNS]
    seed = graph_seed if graph_seed is not None else random_streams.DEFAULT_GRAPH_SEED
    stream = _stream_class()(seed=seed, seed2=op_seed)

    def make():
        @tf.function
        def run(x, keep_prob):
            return tf.nn.experimental.general_dropout(x, rate=1 - keep_prob, uniform_sampler=stream.uniform,
                                                      noise_shape=noise_shape)
        return run

    train, evaluate = make(), make()  # two functions, as the converter emits for two sites
    tf2 = [(train if k < 1 else evaluate)(tf.constant(xs[:n]), tf.constant(k, dtype)).numpy() for n, k in RUNS]
    assert len(tf1) == len(tf2) == len(RUNS)
    for run, (a, b) in enumerate(zip(tf1, tf2)):
        np.testing.assert_array_equal(a, b, err_msg=f"run {run}")
    # the masks really change from run to run (a stream, not one mask repeated)
    assert not np.array_equal(tf1[0] != 0, tf1[2][:4] != 0)


def test_without_the_stream_two_functions_repeat_the_first_draw():
    """Why the rule exists: a tf.nn.dropout(seed=) copied into two tf.functions starts over in
    each, where TF1's one op drew on (the first evaluation run differs from TF1's)."""
    xs = np.ones((4, 6), np.float32)
    graph = tf.Graph()
    with graph.as_default():
        v1.set_random_seed(1234)
        x = v1.placeholder(tf.float32, [None, 6])
        keep_prob = v1.placeholder(tf.float32)
        dropped = v1.nn.dropout(x, keep_prob, seed=7)
        with v1.Session() as sess:
            tf1 = [sess.run(dropped, {x: xs, keep_prob: 0.5}) for _ in range(2)]
    tf.random.set_seed(1234)
    try:
        @tf.function
        def first(x):
            return tf.nn.dropout(x, rate=0.5, seed=7)

        @tf.function
        def second(x):
            return tf.nn.dropout(x, rate=0.5, seed=7)

        copies = [first(tf.constant(xs)).numpy(), second(tf.constant(xs)).numpy()]
    finally:
        tf.random.set_seed(None)  # the process is shared with other tests
    np.testing.assert_array_equal(copies[0], tf1[0])
    np.testing.assert_array_equal(copies[1], tf1[0])  # the second copy repeats the first draw
    assert not np.array_equal(copies[1], tf1[1])


def test_normal_draws_from_the_stream_by_two_functions_are_tf1s():
    """The VAE's noise ``tf.random_normal(tf.shape(mu), mean, stddev)`` read by two sites."""
    xs = np.zeros((4, 3), np.float32)
    graph = tf.Graph()
    with graph.as_default():
        v1.set_random_seed(5)
        x = v1.placeholder(tf.float32, [None, 3])
        eps = v1.random_normal(tf.shape(x), mean=1.0, stddev=0.5, seed=3)
        with v1.Session() as sess:
            tf1 = [sess.run(eps, {x: xs[:n]}) for n in (4, 2, 3, 4)]
    stream = _stream_class()(seed=5, seed2=3)
    first = tf.function(lambda x: stream.normal(tf.shape(x), mean=1.0, stddev=0.5))
    second = tf.function(lambda x: stream.normal(tf.shape(x), mean=1.0, stddev=0.5))
    tf2 = [(first if k % 2 == 0 else second)(tf.constant(xs[:n])).numpy() for k, n in enumerate((4, 2, 3, 4))]
    for a, b in zip(tf1, tf2):
        np.testing.assert_array_equal(a, b)
    assert not np.array_equal(tf1[0], tf1[3])


@pytest.mark.parametrize("tf1_draw, method, kwargs", [
    pytest.param(lambda shape: v1.truncated_normal(shape, mean=1.0, stddev=0.5, seed=3), "truncated",
                 dict(mean=1.0, stddev=0.5), id="truncated_normal"),
    pytest.param(lambda shape: v1.random_uniform(shape, minval=-1.0, maxval=3.0, seed=3), "uniform_range",
                 dict(minval=-1.0, maxval=3.0), id="random_uniform float"),
    pytest.param(lambda shape: v1.random_uniform(shape, seed=3), "uniform_range", dict(), id="random_uniform [0, 1)"),
    pytest.param(lambda shape: v1.random_uniform(shape, minval=0, maxval=10, dtype=tf.int32, seed=3), "uniform_range",
                 dict(minval=0, maxval=10, dtype=tf.int32), id="random_uniform int32"),
    pytest.param(lambda shape: v1.random_uniform(shape, minval=-5, maxval=5, dtype=tf.float64, seed=3), "uniform_range",
                 dict(minval=-5, maxval=5, dtype=tf.float64), id="random_uniform float64"),
])
def test_other_draws_from_the_stream_by_two_functions_are_tf1s(tf1_draw, method, kwargs):
    """A red-team hunt (session 24): seeded ``truncated_normal`` / ``random_uniform`` read by two
    sites had only a note ("draws after the first differ"); TF1's counter moves 256 per value for
    these kernels too, so the stream gives TF1's numbers."""
    xs = np.zeros((4, 3), np.float32)
    graph = tf.Graph()
    with graph.as_default():
        v1.set_random_seed(5)
        x = v1.placeholder(tf.float32, [None, 3])
        drawn = tf1_draw(tf.shape(x))
        with v1.Session() as sess:
            tf1 = [sess.run(drawn, {x: xs[:n]}) for n in (4, 2, 3, 4)]
    stream = _stream_class()(seed=5, seed2=3)
    first = tf.function(lambda x: getattr(stream, method)(tf.shape(x), **kwargs))
    second = tf.function(lambda x: getattr(stream, method)(tf.shape(x), **kwargs))
    tf2 = [(first if k % 2 == 0 else second)(tf.constant(xs[:n])).numpy() for k, n in enumerate((4, 2, 3, 4))]
    for a, b in zip(tf1, tf2):
        assert a.dtype == b.dtype
        np.testing.assert_array_equal(a, b)
    assert not np.array_equal(tf1[0], tf1[3])
