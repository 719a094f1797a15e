"""Rule metrics: tf.metrics.accuracy/mean -> local total/count variables + TF1's update and
value expressions. Both eras are compared on the legacy fixture ``metrics_streaming.py``.
No TensorFlow import."""
import pytest

SRC = """
import tensorflow as tf
labels = tf.placeholder(tf.int64, [None])
logits = tf.placeholder(tf.float32, [None, 3])
predictions = tf.argmax(logits, 1)
acc, acc_update = tf.metrics.accuracy(labels, predictions)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(tf.local_variables_initializer())
    sess.run(acc_update, {labels: [0], logits: [[1.0, 0.0, 0.0]]})
    print(sess.run(acc))
"""


def test_accuracy_variables_update_and_value(native):
    code, diags = native(SRC)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'accuracy_total = tf.Variable(0.0, trainable=False, name="accuracy/total")\n' in code
    assert 'accuracy_count = tf.Variable(0.0, trainable=False, name="accuracy/count")\n' in code
    assert "    acc_values = tf.cast(tf.equal(tf.cast(predictions, labels.dtype), labels), tf.float32)\n" in code
    assert ("    acc_update = tf.math.divide_no_nan(accuracy_total.assign_add(tf.reduce_sum(acc_values)), "
            "tf.maximum(accuracy_count.assign_add(tf.cast(tf.size(acc_values), tf.float32)), 0.0))\n") in code
    assert "    acc = tf.math.divide_no_nan(accuracy_total, tf.maximum(accuracy_count, 0.0))\n" in code


@pytest.mark.parametrize(
    "old, new, rule",
    [
        pytest.param("tf.metrics.accuracy(labels, predictions)", "tf.metrics.accuracy(labels, predictions, weights=w)", "metrics", id="weights"),
        pytest.param("acc, acc_update = tf.metrics", "pair = tf.metrics", "metrics", id="not two names"),
        pytest.param("predictions = tf.argmax(logits, 1)", "predictions = tf.argmax(logits, 1)[:, None]", "metrics", id="ranks not known equal"),
        pytest.param("    sess.run(acc_update, {labels: [0], logits: [[1.0, 0.0, 0.0]]})\n",
                     "    for _ in range(2):\n        sess.run([tf.local_variables_initializer(), acc])\n        sess.run(acc_update, {labels: [0], logits: [[1.0, 0.0, 0.0]]})\n",
                     "initializers", id="reset in a loop with another fetch"),
    ],
)
def test_refused(refused, old, new, rule):
    assert old in SRC
    refused(SRC.replace(old, new), rule)
