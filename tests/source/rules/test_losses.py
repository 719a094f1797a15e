"""Rule losses: tf.losses.* -> per-element op + TF1's float32 mean (a helper after the imports)."""
import pytest

MEAN = '''

def _tf1_losses_mean(losses):
    """TF1 tf.losses reduction (weights 1, SUM_BY_NONZERO_WEIGHTS): the mean of every
    element, computed in float32, in the losses' dtype."""
    return tf.cast(tf.reduce_mean(tf.cast(losses, tf.float32)), losses.dtype)
'''

TEMPLATE = """
import tensorflow as tf
labels = tf.constant([[1.0], [0.0]])
logits = tf.constant([[0.5], [-2.0]])
loss = {call}
with tf.Session() as sess:
    print(sess.run(loss))
"""
EXPECTED = """
import tensorflow as tf
{mean}

labels = tf.constant([[1.0], [0.0]])
logits = tf.constant([[0.5], [-2.0]])
loss = {new}
print(loss.numpy())
"""


@pytest.mark.parametrize(
    "call, new",
    [
        pytest.param(
            "tf.losses.mean_squared_error(labels, logits)",
            "_tf1_losses_mean(tf.math.squared_difference(tf.cast(logits, tf.float32), tf.cast(labels, tf.float32)))",
            id="mean squared error in float32"),
        pytest.param(
            "tf.losses.absolute_difference(labels=labels, predictions=logits, scope='l1')",
            "_tf1_losses_mean(tf.abs(tf.cast(logits, tf.float32) - tf.cast(labels, tf.float32)))",
            id="absolute difference, keywords, scope dropped"),
        pytest.param(
            "tf.losses.sigmoid_cross_entropy(labels, logits)",
            "_tf1_losses_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=tf.cast(labels, logits.dtype), logits=logits))",
            id="sigmoid cross entropy casts labels to the logits dtype"),
        pytest.param(
            "tf.losses.softmax_cross_entropy(onehot_labels=labels, logits=logits)",
            "_tf1_losses_mean(tf.nn.softmax_cross_entropy_with_logits(labels=tf.stop_gradient(tf.cast(labels, logits.dtype)), logits=logits))",
            id="softmax cross entropy: no gradient into labels, as TF1"),
    ],
)
def test_losses_convert(expect, call, new):
    expect(TEMPLATE.format(call=call), EXPECTED.format(mean=MEAN, new=new))


def test_the_reduction_is_defined_once_and_its_name_is_fresh(native):
    src = """
    import tensorflow as tf
    _tf1_losses_mean = 3
    a = tf.constant([1.0])
    b = tf.constant([2.0])
    l1 = tf.losses.mean_squared_error(a, b)
    l2 = tf.losses.absolute_difference(a, b)
    with tf.Session() as sess:
        print(sess.run([l1, l2]), _tf1_losses_mean)
    """
    code, diags = native(src)
    assert not [d for d in diags if d.severity == "warning"]
    assert code.count("def _tf1_losses_mean_2(losses):") == 1
    assert "l1 = _tf1_losses_mean_2(" in code and "l2 = _tf1_losses_mean_2(" in code


@pytest.mark.parametrize(
    "call",
    [
        pytest.param("tf.losses.mean_squared_error(labels, logits, weights=2.0)", id="weights keyword"),
        pytest.param("tf.losses.mean_squared_error(labels, logits, 0.5)", id="weights positional"),
        pytest.param("tf.losses.sigmoid_cross_entropy(labels, logits, label_smoothing=0.1)", id="label smoothing"),
        pytest.param("tf.losses.softmax_cross_entropy(labels, logits, reduction=tf.losses.Reduction.SUM)", id="reduction"),
        pytest.param("tf.losses.sigmoid_cross_entropy(labels, logits * 2.0)", id="logits not a name"),
        pytest.param("tf.losses.sparse_softmax_cross_entropy(tf.squeeze(labels), logits)", id="sparse: labels of unknown rank"),
    ],
)
def test_losses_refused(refused, call):
    refused(TEMPLATE.format(call=call), "losses", line=4)


SPARSE = """
import numpy as np
import tensorflow as tf
labels = tf.placeholder(tf.int32, {shape})
logits = tf.placeholder(tf.float32, [None, 3])
loss = tf.losses.sparse_softmax_cross_entropy(labels, logits)
with tf.Session() as sess:
    print(sess.run(loss, {{labels: np.zeros({shape_value}, np.int32), logits: np.ones((2, 3))}}))
"""


@pytest.mark.parametrize(
    "shape, shape_value, labels",
    [
        pytest.param("[None]", "2", "labels", id="rank(logits) - rank(labels) == 1: as they are"),
        pytest.param("[None, 1]", "(2, 1)", "tf.squeeze(labels, [-1])", id="equal ranks: TF1 squeezes the last axis"),
    ],
)
def test_sparse_softmax_cross_entropy_squeezes_labels_as_tf1(native, shape, shape_value, labels):
    code, diags = native(SPARSE.format(shape=shape, shape_value=shape_value))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f"    loss = _tf1_losses_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels={labels}, logits=logits))\n" in code


def test_total_loss_collection_is_refused(refused):
    src = TEMPLATE.format(call="tf.losses.mean_squared_error(labels, logits)").replace(
        "print(sess.run(loss))", "print(sess.run(tf.losses.get_total_loss()))")
    refused(src, "renames", line=6)
