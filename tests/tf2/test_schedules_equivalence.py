"""Rule schedules against TF1 itself: each converted decay expression, evaluated with the Keras
schedule classes (tf-keras and Keras 3), gives the learning rate TF1's own ``tf.train.*_decay``
gives, at every step from 0 to 40, for int32 and int64 step variables."""
import keras as keras3
import numpy as np
import pytest
import tensorflow as tf

from migrate.source.convert import convert_source

SCRIPT = """
import tensorflow as tf
step = tf.Variable(0, trainable=False, name="step", dtype=tf.{dtype})
lr = {call}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(lr))
"""
CALLS = {
    "exponential": "tf.train.exponential_decay(0.5, step, 7, 0.8)",
    "exponential_staircase": "tf.train.exponential_decay(0.5, step, decay_steps=7, decay_rate=0.8, staircase=True)",
    "natural_exp": "tf.train.natural_exp_decay(0.5, step, 7, 0.3, staircase=True)",
    "inverse_time": "tf.train.inverse_time_decay(0.5, step, 5, 0.5)",
    "piecewise": "tf.train.piecewise_constant(step, [10, 20, 30], [0.1, 0.05, 0.01, 0.001])",
    "piecewise_decay_alias": "tf.train.piecewise_constant_decay(step, boundaries=[3], values=[1.0, 0.5])",
    "polynomial": "tf.train.polynomial_decay(0.1, step, 25, end_learning_rate=0.001, power=0.5)",
    "polynomial_cycle": "tf.train.polynomial_decay(0.1, step, 8, 0.01, 2.0, True)",
    "cosine": "tf.train.cosine_decay(0.2, step, 30, alpha=0.1)",
    "cosine_restarts": "tf.train.cosine_decay_restarts(0.2, step, 6, t_mul=2.0, m_mul=0.5, alpha=0.05)",
}
STEPS = range(41)


def _tf1(call, dtype):
    """TF1's rates at each step, in graph mode through a session."""
    graph = tf.Graph()
    with graph.as_default():
        step = tf.compat.v1.Variable(0, trainable=False, dtype=dtype)
        namespace = {"tf": tf.compat.v1, "step": step}
        lr = eval(call, namespace)
        new_step = tf.compat.v1.placeholder(dtype, [])
        assign = step.assign(new_step)
        with tf.compat.v1.Session(graph=graph) as sess:
            sess.run(tf.compat.v1.global_variables_initializer())
            out = []
            for s in STEPS:
                sess.run(assign, {new_step: s})
                out.append(sess.run(lr))
    return np.array(out), lr.dtype


def _converted_expression(call, dtype):
    result = convert_source(SCRIPT.format(call=call, dtype=dtype.name), mode="native")
    assert result.status == "converted", [str(d) for d in result.diagnostics]
    assert "tf.train." not in result.code and "compat" not in result.code
    line = next(s.strip() for s in result.code.splitlines() if s.strip().startswith("lr = "))
    return line[len("lr = "):]


@pytest.mark.parametrize("dtype", [tf.int32, tf.int64], ids=["int32", "int64"])
@pytest.mark.parametrize("name", sorted(CALLS))
@pytest.mark.parametrize("keras", ["tf-keras", "keras3"])
def test_converted_schedule_gives_tf1_rates(name, dtype, keras):
    expected, expected_dtype = _tf1(CALLS[name], dtype)
    text = _converted_expression(CALLS[name], dtype)
    if keras == "keras3":
        assert text.startswith("tf.keras.optimizers.schedules.")
        text = "keras3." + text[len("tf.keras."):]
    step = tf.Variable(0, trainable=False, dtype=dtype)
    got = []
    for s in STEPS:
        step.assign(s)
        value = eval(text, {"tf": tf, "keras3": keras3, "step": step})
        got.append(np.asarray(value))
    got = np.array(got)
    assert got.dtype == expected_dtype.as_numpy_dtype, (got.dtype, expected_dtype)
    worst = int(np.argmax(np.abs(got - expected)))
    np.testing.assert_allclose(got, expected, rtol=1e-6, atol=0,
                               err_msg=f"{text}: step {worst}: TF1 {expected[worst]} vs {got[worst]}")
    assert len(set(expected.tolist())) > 1  # the rate does change over the steps tested
