"""Rule losses against TF1 itself: the converted tf.losses expressions give TF1's values and
dtypes (TF1 reduces in float32, so float64 inputs keep float32 precision; the mean squared error
is float32 whatever its inputs) and TF1's gradients, in float32 and float64."""
import numpy as np
import pytest
import tensorflow as tf

from migrate.source.convert import convert_source

LABELS = np.array([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.2, 0.3, 0.5], [0.0, 0.0, 1.0]])
LOGITS = np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.75], [0.1, 0.2, 0.3], [-2.0, 3.0, 0.5]]) / 3.0

SCRIPT = """
import numpy as np
import tensorflow as tf
labels = tf.constant(np.array({labels}), dtype=tf.{dtype})
logits = tf.constant(np.array({logits}), dtype=tf.{dtype})
loss = {call}
with tf.Session() as sess:
    value = sess.run(loss)
"""
CALLS = {
    "mean_squared_error": "tf.losses.mean_squared_error(labels, logits)",
    "absolute_difference": "tf.losses.absolute_difference(labels, logits)",
    "sigmoid_cross_entropy": "tf.losses.sigmoid_cross_entropy(labels, logits)",
    "softmax_cross_entropy": "tf.losses.softmax_cross_entropy(labels, logits)",
}


def _tf1(name, dtype):
    """Value, dtype and d(loss)/d(logits, labels) from TF1's own tf.losses, in graph mode."""
    graph = tf.Graph()
    with graph.as_default():
        labels = tf.constant(LABELS, dtype=dtype)
        logits = tf.constant(LOGITS, dtype=dtype)
        loss = getattr(tf.compat.v1.losses, name)(labels, logits)
        grads = tf.compat.v1.gradients(loss, [logits, labels])
        with tf.compat.v1.Session(graph=graph) as sess:
            value, g = sess.run([loss, [x for x in grads if x is not None]])
    return value, loss.dtype, g, [x is None for x in grads]


def _tf2(name, dtype):
    """The converted script's loss, run eagerly, and its gradients by GradientTape."""
    src = SCRIPT.format(labels=LABELS.tolist(), logits=LOGITS.tolist(), dtype=dtype.name, call=CALLS[name])
    result = convert_source(src, mode="native")
    assert result.status == "converted", [str(d) for d in result.diagnostics]
    assert "tf.losses." not in result.code
    namespace = {}
    exec(compile(result.code, "converted.py", "exec"), namespace)
    labels, logits = tf.constant(LABELS, dtype=dtype), tf.constant(LOGITS, dtype=dtype)
    # the converted loss expression again, on watched inputs (its own text, from the output)
    line = next(s for s in result.code.splitlines() if s.startswith("loss = "))
    with tf.GradientTape(persistent=True) as tape:
        tape.watch([labels, logits])
        scope = dict(namespace, labels=labels, logits=logits)
        loss = eval(line[len("loss = "):], scope)
    grads = tape.gradient(loss, [logits, labels])
    return namespace["value"], loss.dtype, [g.numpy() for g in grads if g is not None], [g is None for g in grads]


@pytest.mark.parametrize("dtype", ["float32", "float64"])
@pytest.mark.parametrize("name", sorted(CALLS))
def test_converted_loss_matches_tf1(name, dtype):
    value1, dtype1, grads1, none1 = _tf1(name, getattr(tf, dtype))
    value2, dtype2, grads2, none2 = _tf2(name, getattr(tf, dtype))
    assert dtype2 == dtype1
    assert np.asarray(value2).dtype == np.asarray(value1).dtype
    # both reduce in float32: equal up to float32 rounding order
    np.testing.assert_allclose(value2, value1, rtol=1e-6, atol=1e-7)
    assert none2 == none1  # e.g. softmax: no gradient into the labels, as TF1
    for g2, g1 in zip(grads2, grads1):
        np.testing.assert_allclose(g2, g1, rtol=1e-5, atol=1e-7)
