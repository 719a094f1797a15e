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
        pytest.param("tf.losses.sigmoid_cross_entropy(labels, logits * 2.0)", id="logits not a name"),
        pytest.param("tf.losses.sparse_softmax_cross_entropy(tf.reshape(labels, tf.shape(logits)[:1]), logits)",
                     id="sparse: labels of unknown rank"),  # (``tf.squeeze(labels)`` has a known shape since session 40)
        pytest.param("tf.losses.mean_squared_error(labels, logits, reduction=how)", id="reduction the source does not state"),
        pytest.param("tf.losses.mean_squared_error(labels, logits, reduction='weighted_median')", id="reduction TF1 does not know"),
        pytest.param("tf.losses.mean_squared_error(labels, logits, weight=2.0)", id="keyword TF1 does not take"),
        pytest.param("tf.losses.mean_squared_error(labels, logits, 1.0, None, None, 'none', 7)", id="too many positional arguments"),
    ],
)
def test_losses_refused(refused, call):
    refused(TEMPLATE.format(call=call), "losses" if "cosine" not in call else "renames", line=4)


WEIGHTED = "_tf1_weighted_loss"


@pytest.mark.parametrize(
    "call, new, helpers",
    [
        pytest.param("tf.losses.mean_squared_error(labels, logits, weights=2.0)",
                     "_tf1_weighted_loss(tf.math.squared_difference(tf.cast(logits, tf.float32), tf.cast(labels, tf.float32)), 2.0, "
                     "\"weighted_sum_by_nonzero_weights\")", [WEIGHTED], id="weights keyword: TF1's default reduction"),
        pytest.param("tf.losses.mean_squared_error(labels, logits, 0.5, 'mse', None)",
                     "_tf1_weighted_loss(tf.math.squared_difference(tf.cast(logits, tf.float32), tf.cast(labels, tf.float32)), 0.5, "
                     "\"weighted_sum_by_nonzero_weights\")", [WEIGHTED], id="weights, scope, loss_collection positional"),
        pytest.param("tf.losses.softmax_cross_entropy(labels, logits, reduction=tf.losses.Reduction.SUM)",
                     "_tf1_weighted_loss(tf.nn.softmax_cross_entropy_with_logits(labels=tf.stop_gradient(tf.cast(labels, logits.dtype)), "
                     "logits=logits), 1.0, \"weighted_sum\")", [WEIGHTED], id="reduction attribute -> its key"),
        pytest.param("tf.losses.absolute_difference(labels, logits, reduction='weighted_mean')",
                     "_tf1_weighted_loss(tf.abs(tf.cast(logits, tf.float32) - tf.cast(labels, tf.float32)), 1.0, \"weighted_mean\")",
                     [WEIGHTED], id="reduction string"),
        pytest.param("tf.compat.v1.losses.absolute_difference(labels, logits, reduction=tf.compat.v1.losses.Reduction.SUM_OVER_NONZERO_WEIGHTS)",
                     "_tf1_losses_mean(tf.abs(tf.cast(logits, tf.float32) - tf.cast(labels, tf.float32)))",
                     [], id="SUM_OVER_NONZERO_WEIGHTS is the default reduction (compat.v1 spelling)"),
        pytest.param("tf.losses.sigmoid_cross_entropy(labels, logits, label_smoothing=0.1)",
                     "_tf1_losses_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=_tf1_smooth_labels(tf.cast(labels, logits.dtype), 0.1), "
                     "logits=logits))", ["_tf1_smooth_labels"], id="sigmoid label smoothing"),
        pytest.param("tf.losses.sigmoid_cross_entropy(labels, logits, label_smoothing=0)",
                     "_tf1_losses_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=tf.cast(labels, logits.dtype), logits=logits))",
                     [], id="label smoothing 0: none"),
        pytest.param("tf.losses.softmax_cross_entropy(labels, logits, 3.0, 0.2)",
                     "_tf1_weighted_loss(tf.nn.softmax_cross_entropy_with_logits(labels=tf.stop_gradient(_tf1_smooth_onehot_labels("
                     "tf.cast(labels, logits.dtype), 0.2)), logits=logits), 3.0, \"weighted_sum_by_nonzero_weights\")",
                     [WEIGHTED, "_tf1_smooth_onehot_labels"], id="softmax label smoothing positional"),
        pytest.param("tf.losses.huber_loss(labels, logits, delta=0.5)", "_tf1_losses_mean(_tf1_huber_loss(labels, logits, 0.5))",
                     ["_tf1_huber_loss"], id="huber loss"),
        pytest.param("tf.losses.huber_loss(labels, logits)", "_tf1_losses_mean(_tf1_huber_loss(labels, logits, 1.0))",
                     ["_tf1_huber_loss"], id="huber loss: TF1's default delta"),
        pytest.param("tf.losses.log_loss(labels, logits)", "_tf1_losses_mean(_tf1_log_loss(labels, logits, 1e-7))",
                     ["_tf1_log_loss"], id="log loss: TF1's default epsilon"),
        pytest.param("tf.losses.hinge_loss(labels, logits, reduction=tf.losses.Reduction.NONE)",
                     "_tf1_weighted_loss(_tf1_hinge_loss(labels, logits), 1.0, \"none\")", [WEIGHTED, "_tf1_hinge_loss"], id="hinge loss, no reduction"),
        pytest.param("tf.losses.compute_weighted_loss(tf.abs(labels - logits), weights=0.5)",
                     "_tf1_weighted_loss(tf.abs(labels - logits), 0.5, \"weighted_sum_by_nonzero_weights\")", [WEIGHTED],
                     id="compute_weighted_loss"),
    ],
)
def test_weighted_losses_use_tf1_operations(native, call, new, helpers):
    code, diags = native(TEMPLATE.format(call=call))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f"loss = {new}\n" in code
    for name in helpers:
        assert code.count(f"\ndef {name}(") == 1
    assert ("def _tf1_weighted_loss(" in code) == (WEIGHTED in helpers)


def test_weighted_loss_helper_is_tf1s_compute_weighted_loss(native):
    code, _ = native(TEMPLATE.format(call="tf.losses.mean_squared_error(labels, logits, weights=2.0)"))
    helper = code[code.index("def _tf1_weighted_loss("):code.index("labels = tf.constant")]
    for line in [
        "weighted = tf.multiply(losses, weights)",
        "loss = tf.reduce_sum(weighted)",
        'if reduction == "none":',
        "present = tf.where(tf.equal(weights, 0.0), tf.zeros_like(weights), tf.ones_like(weights))",
        "loss = tf.math.divide_no_nan(loss, tf.reduce_sum(present * tf.ones_like(losses)))",
        "return tf.cast(loss, dtype)",
    ]:
        assert line in helper, line


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


def test_total_loss_of_a_loss_inside_an_expression_is_refused(refused):
    """(TF1 added the loss made inside the expression to the collection too: not followed)"""
    src = TEMPLATE.format(call="2.0 * tf.losses.mean_squared_error(labels, logits)").replace(
        "print(sess.run(loss))", "print(sess.run(tf.losses.get_total_loss()))")
    refused(src, "renames", line=6)


@pytest.mark.parametrize(
    "weights_shape, weights",
    [
        pytest.param("[None]", "weights", id="weights of the labels' rank: as they are"),
        pytest.param("[None, 1]", "tf.squeeze(weights, [-1])", id="weights one rank above the labels: TF1 squeezes them"),
    ],
)
def test_sparse_softmax_cross_entropy_squeezes_weights_as_tf1(native, weights_shape, weights):
    src = SPARSE.format(shape="[None]", shape_value="2").replace(
        "loss = tf.losses.sparse_softmax_cross_entropy(labels, logits)",
        f"weights = tf.placeholder(tf.float32, {weights_shape})\nloss = tf.losses.sparse_softmax_cross_entropy(labels, logits, weights)")
    code, diags = native(src.replace("logits: np.ones((2, 3))", "logits: np.ones((2, 3)), weights: np.ones((2, 1))"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f"labels=labels, logits=logits), {weights}, \"weighted_sum_by_nonzero_weights\")" in code


def test_sparse_softmax_cross_entropy_weights_of_unknown_rank_are_refused(refused):
    src = SPARSE.format(shape="[None]", shape_value="2").replace(
        "loss = tf.losses.sparse_softmax_cross_entropy(labels, logits)",
        "loss = tf.losses.sparse_softmax_cross_entropy(labels, logits, tf.squeeze(logits[:, :1]))")
    refused(src, "losses", line=5)
