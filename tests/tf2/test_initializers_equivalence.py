"""Rule renames (caveat 9) against TF1 itself: each converted initializer draws from the
distribution TF1's draws from. 200,000 draws of each era (other random streams: only the
distributions can agree) are compared on mean, standard deviation and range; TF2's own
defaults differ (``tf.random_normal_initializer()``: stddev 0.05 in TF2, 1.0 in TF1), and the
test sees that difference (``test_tf2_defaults_would_differ``). Tests the converted text, under
tf-keras and Keras 3."""
import keras as keras3
import numpy as np
import pytest
import tensorflow as tf
import tf_slim

from migrate.source.convert import convert_source

SHAPE = [400, 500]
SCRIPT = """
import tensorflow as tf
v = tf.get_variable("v", {shape}, initializer={call})
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(v))
"""
CALLS = {
    "random_normal default": "tf.random_normal_initializer()",
    "random_normal stddev": "tf.random_normal_initializer(1.0, 0.3, seed=3)",
    "random_uniform default": "tf.random_uniform_initializer()",
    "random_uniform range": "tf.random_uniform_initializer(-2.0, maxval=0.5)",
    "truncated_normal default": "tf.truncated_normal_initializer()",
    "truncated_normal stddev": "tf.truncated_normal_initializer(stddev=0.1, dtype=tf.float32)",
    "glorot_uniform": "tf.glorot_uniform_initializer()",
    "glorot_normal": "tf.glorot_normal_initializer(seed=2)",
    "variance_scaling default": "tf.variance_scaling_initializer()",
    "variance_scaling normal fan_avg": "tf.variance_scaling_initializer(2.0, mode='fan_avg', distribution='normal')",
    "variance_scaling uniform": "tf.variance_scaling_initializer(scale=0.5, distribution='uniform')",
    "contrib variance_scaling default": "tf.contrib.layers.variance_scaling_initializer()",
    "contrib variance_scaling uniform fan_avg": "tf.contrib.layers.variance_scaling_initializer(1.0, mode='FAN_AVG', uniform=True)",
    "contrib variance_scaling fan_out": "tf.contrib.layers.variance_scaling_initializer(factor=0.5, mode='FAN_OUT', seed=4)",
}


def _stats(x):
    x = np.asarray(x, np.float64)
    return np.array([x.mean(), x.std(), x.min(), x.max()])


def _tf1(call):
    graph = tf.Graph()
    with graph.as_default():
        init = eval(call.replace("tf.contrib.layers.", "tf_slim."), {"tf": tf.compat.v1, "tf_slim": tf_slim})
        value = init(SHAPE, dtype=tf.float32)
        with tf.compat.v1.Session(graph=graph) as sess:
            return sess.run(value)


def _converted(call):
    result = convert_source(SCRIPT.format(call=call, shape=SHAPE), mode="native")
    assert result.status == "converted", [str(d) for d in result.diagnostics]
    line = next(s.strip() for s in result.code.splitlines() if s.strip().startswith("v = "))
    assert "compat" not in line and "_initializer()" not in line.replace("Initializer", "")
    return line[len("v = tf.Variable("):line.index(f"({SHAPE}, dtype=tf.float32)")]


def _close(tf1, tf2, spread, bounded=True):
    """Mean and std within 1% of the spread (200,000 draws: ~0.3% noise); for bounded draws
    (uniform, truncated normal) the range within 3% too."""
    a, b = _stats(tf1), _stats(tf2)
    return abs(a[0] - b[0]) <= 0.01 * spread and abs(a[1] - b[1]) <= 0.01 * spread \
        and (not bounded or np.all(np.abs(a[2:] - b[2:]) <= 0.03 * spread))


@pytest.mark.parametrize("name", sorted(CALLS))
@pytest.mark.parametrize("keras", ["tf-keras", "keras3"])
def test_converted_initializer_draws_from_tf1s_distribution(name, keras):
    expected = _tf1(CALLS[name])
    text = _converted(CALLS[name])
    if keras == "keras3" and text.startswith("tf.keras."):
        text = "keras3." + text[len("tf.keras."):]
    got = eval(text, {"tf": tf, "keras3": keras3})(SHAPE, dtype=tf.float32).numpy()
    spread = float(np.ptp(expected))
    bounded = not name.startswith("random_normal") and "untruncated" not in CALLS[name]
    assert _close(expected, got, spread, bounded), (text, _stats(expected), _stats(got))


def test_tf2_defaults_would_differ():
    """The reason for spelling TF1's defaults out: the same call under TF2's defaults."""
    expected = _tf1("tf.random_normal_initializer()")
    got = tf.random_normal_initializer()(SHAPE, dtype=tf.float32).numpy()
    assert not _close(expected, got, float(np.ptp(expected)), bounded=False)


KEPT = """
import tensorflow as tf
{seed}init = {call}
w = tf.get_variable("w", [400, 500], initializer=init)
v = tf.get_variable("v", [400, 500], initializer=init)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(w - v))
"""


def _kept_tf1(call):
    """TF1 itself: the values of ``w`` and ``v`` made with one initializer object."""
    graph = tf.Graph()
    with graph.as_default():
        init = eval(call.replace("tf.contrib.layers.xavier_initializer", "tf.glorot_uniform_initializer"), {"tf": tf.compat.v1})
        w = tf.compat.v1.get_variable("w", [400, 500], initializer=init)
        v = tf.compat.v1.get_variable("v", [400, 500], initializer=init)
        with tf.compat.v1.Session(graph=graph) as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            return sess.run([w, v])


@pytest.mark.parametrize("seed", ["", "tf.set_random_seed(7)\n"], ids=["unseeded", "graph seed"])
@pytest.mark.parametrize("call", ["tf.truncated_normal_initializer(stddev=0.1)", "tf.contrib.layers.xavier_initializer()",
                                  "tf.variance_scaling_initializer(2.0)"])
@pytest.mark.parametrize("keras", ["tf-keras", "keras3"])
def test_an_initializer_object_draws_new_values_at_each_call(seed, call, keras):
    """TF1 drew new values at each call of one initializer object; a Keras initializer object
    (seeded or not, either Keras) repeats them, and the converted ``w`` and ``v`` started equal
    until ``native.initializer_seeds`` wrapped the object. Each converted variable also draws
    from TF1's distribution; with a graph seed, a second run gives the same values."""
    w1, v1 = _kept_tf1(call)
    assert not np.allclose(w1, v1)
    result = convert_source(KEPT.format(seed=seed, call=call), mode="native")
    assert result.status == "converted", [str(d) for d in result.diagnostics]
    code = result.code if keras == "tf-keras" else result.code.replace("tf.keras.", "keras3.")
    runs = []
    for _ in range(2):
        names = {"keras3": keras3}
        exec(compile(code, "converted.py", "exec"), names)
        runs.append((names["w"].numpy(), names["v"].numpy()))
    (w2, v2), again = runs
    assert not np.allclose(w2, v2)
    for tf1, tf2 in ((w1, w2), (v1, v2)):
        assert _close(tf1, tf2, float(np.ptp(tf1)), bounded="truncated" in call or "xavier" in call), (_stats(tf1), _stats(tf2))
    if seed:
        np.testing.assert_array_equal(again[0], w2)
        np.testing.assert_array_equal(again[1], v2)
