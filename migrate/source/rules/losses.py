"""Rule ``losses``: ``tf.losses.*`` (TF1) -> the per-element TF2 op and TF1's reduction.

TF1's ``tf.losses`` functions compute a per-element loss, then ``compute_weighted_loss``
(weights 1.0, reduction ``SUM_BY_NONZERO_WEIGHTS``): the mean of every element, **computed in
float32** and cast back to the losses' dtype. The converted file gets that reduction once, as a
small function after the imports (plain TF2, named ``_tf1_losses_mean`` unless taken)::

    def _tf1_losses_mean(losses):
        return tf.cast(tf.reduce_mean(tf.cast(losses, tf.float32)), losses.dtype)

Transforms::

    tf.losses.mean_squared_error(labels, predictions)
        ->  _tf1_losses_mean(tf.math.squared_difference(tf.cast(predictions, tf.float32),
                                                        tf.cast(labels, tf.float32)))
    tf.losses.sigmoid_cross_entropy(labels, logits)
        ->  _tf1_losses_mean(tf.nn.sigmoid_cross_entropy_with_logits(
                labels=tf.cast(labels, logits.dtype), logits=logits))
    tf.losses.softmax_cross_entropy(onehot_labels, logits)
        ->  _tf1_losses_mean(tf.nn.softmax_cross_entropy_with_logits(
                labels=tf.stop_gradient(tf.cast(onehot_labels, logits.dtype)), logits=logits))
    tf.losses.absolute_difference(labels, predictions)
        ->  _tf1_losses_mean(tf.abs(tf.cast(predictions, tf.float32) - tf.cast(labels, tf.float32)))
    tf.losses.sparse_softmax_cross_entropy(labels, logits)          (labels [None], logits [None, 3])
        ->  _tf1_losses_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
        (labels [None, 1]: ``labels=tf.squeeze(labels, [-1])``, as TF1 squeezes a label rank
        equal to the logits' rank)

(``scope=`` only names TF1 ops and is dropped.)

CAVEATS:
1. ``weights``, ``label_smoothing``, ``reduction`` and ``loss_collection`` arguments are
   refused (compat island), as are ``tf.losses.get_losses`` / ``get_total_loss`` /
   ``add_loss`` (the LOSSES collection has no TF2 counterpart) and the losses not listed
   above. ``sparse_softmax_cross_entropy`` needs the ranks of labels and logits from the
   source (placeholder shapes, layers): TF1 squeezes the labels' last axis when both ranks are
   equal; unknown ranks are refused.
2. ``logits`` must be a plain name when its dtype is used (the cast of the labels), so the
   expression is not evaluated twice; otherwise the call is refused.
3. TF1 sums then divides by the element count (``div_no_nan``); ``reduce_mean`` is the same
   quotient up to float32 rounding order (a few ulps), within the compare tool's float32
   tolerance. An empty loss tensor gives 0 in TF1 and NaN here.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, helper_statements, reserved_name

RULE = Rule("losses", "tf.losses.* -> per-element op + TF1's float32 mean reduction")

# name -> (keyword of the first argument, keyword of the second); both positional first
NAMES = {
    "tf.losses.mean_squared_error": ("labels", "predictions"),
    "tf.losses.absolute_difference": ("labels", "predictions"),
    "tf.losses.sigmoid_cross_entropy": ("multi_class_labels", "logits"),
    "tf.losses.softmax_cross_entropy": ("onehot_labels", "logits"),
    "tf.losses.sparse_softmax_cross_entropy": ("labels", "logits"),
}
_ALLOWED = {"scope"}
MEAN_NAME = "_tf1_losses_mean"

_MEAN = '''def {name}(losses):
    """TF1 tf.losses reduction (weights 1, SUM_BY_NONZERO_WEIGHTS): the mean of every
    element, computed in float32, in the losses' dtype."""
    return {tf}.cast({tf}.reduce_mean({tf}.cast(losses, {tf}.float32)), losses.dtype)
'''


def _sparse_labels(node, labels, logits, rank_of, ctx) -> cst.BaseExpression:
    """TF1's ``_remove_squeezable_dimensions(labels, logits, expected_rank_diff=1)``, statically."""
    label_rank, logit_rank = rank_of(labels), rank_of(logits)
    if label_rank is None or logit_rank is None:
        raise Refusal(node, RULE.name, "tf.losses.sparse_softmax_cross_entropy with labels or logits whose rank the source does not state (TF1 squeezes the labels by rank)")
    if logit_rank - label_rank == 1:
        return labels
    if logit_rank == label_rank:
        return call(ctx.tf_attr("tf.squeeze"), labels, cst.List([cst.Element(cst.UnaryOperation(cst.Minus(), cst.Integer("1")))]))
    raise Refusal(node, RULE.name, f"tf.losses.sparse_softmax_cross_entropy with labels of rank {label_rank} and logits of rank {logit_rank}")


def rewrite(node: cst.Call, q: str, ctx, rank_of=lambda e: None) -> cst.BaseExpression:
    """The TF2 expression of ``node`` (a call of one of ``NAMES``); raises ``Refusal``.
    ``rank_of(expr)``: the static rank of an argument of the original call, or None."""
    first, second = NAMES[q]
    for a in node.args:
        if a.star:
            raise Refusal(node, RULE.name, f"{q}(*args/**kwargs) is not converted")
        if a.keyword is not None and a.keyword.value not in (first, second) and a.keyword.value not in _ALLOWED:
            raise Refusal(node, RULE.name, f"{q}(..., {a.keyword.value}=...) is not converted (TF1's weighted reduction)")
    if len([a for a in node.args if a.keyword is None]) > 2:
        raise Refusal(node, RULE.name, f"{q} with weights or more positional arguments is not converted")
    labels, other = arg(node, 0, first), arg(node, 1, second)
    if labels is None or other is None:
        raise Refusal(node, RULE.name, f"{q} needs both {first} and {second}")
    f32 = ctx.tf_attr("tf.float32")
    cast = ctx.tf_attr("tf.cast")
    if q in ("tf.losses.mean_squared_error", "tf.losses.absolute_difference"):
        predictions, labels32 = call(cast, other, f32), call(cast, labels, f32)
        if q == "tf.losses.mean_squared_error":
            per_element = call(ctx.tf_attr("tf.math.squared_difference"), predictions, labels32)
        else:
            per_element = call(ctx.tf_attr("tf.abs"), cst.BinaryOperation(predictions, cst.Subtract(), labels32))
    elif q == "tf.losses.sparse_softmax_cross_entropy":
        labels = _sparse_labels(node, labels, other, rank_of, ctx)
        per_element = call(ctx.tf_attr("tf.nn.sparse_softmax_cross_entropy_with_logits"), labels=labels, logits=other)
    else:
        if not isinstance(other, cst.Name):
            raise Refusal(node, RULE.name, f"{q}: logits must be a plain name (its dtype casts the labels)")
        labels = call(cast, labels, cst.Attribute(other, cst.Name("dtype")))
        if q == "tf.losses.softmax_cross_entropy":
            labels = call(ctx.tf_attr("tf.stop_gradient"), labels)
            op = "tf.nn.softmax_cross_entropy_with_logits"
        else:
            op = "tf.nn.sigmoid_cross_entropy_with_logits"
        per_element = call(ctx.tf_attr(op), labels=labels, logits=other)
    return call(cst.Name(mean_name(ctx)), per_element)


def mean_name(ctx) -> str:
    """The reduction function's name in this file (reserved on first use)."""
    return reserved_name(ctx, "losses_mean", MEAN_NAME)


def mean_statements(ctx) -> list:
    """The module-level definition of the reduction (empty if no loss was converted)."""
    if ctx.losses_mean is None:
        return []
    return helper_statements(_MEAN.format(name=ctx.losses_mean, tf=ctx.tf))
