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

``weights=`` or ``reduction=`` (any of TF1's ``tf.losses.Reduction`` values, spelled as the
attribute or its string) use TF1's ``compute_weighted_loss`` instead, written once as a helper
with TF1's exact operations (``reduce_sum`` then ``div_no_nan`` by the count TF1 divides by)::

    tf.losses.mean_squared_error(y, p, weights=w, reduction=tf.losses.Reduction.SUM)
        ->  _tf1_weighted_loss(tf.math.squared_difference(...), w, "weighted_sum")
    tf.losses.compute_weighted_loss(per_example, w)
        ->  _tf1_weighted_loss(per_example, w, "weighted_sum_by_nonzero_weights")

``huber_loss(labels, predictions, weights, delta)``, ``log_loss(labels, predictions, weights,
epsilon)`` and ``hinge_loss(labels, logits, weights)`` compute their per-element loss with a
helper of TF1's operations (``_tf1_huber_loss``, ``_tf1_log_loss``, ``_tf1_hinge_loss``), as do
the ``label_smoothing=`` of ``sigmoid_cross_entropy`` / ``softmax_cross_entropy``
(``_tf1_smooth_labels`` / ``_tf1_smooth_onehot_labels``: TF1 smooths when the value is > 0).
``scope=`` only names TF1 ops and ``loss_collection=`` only fills TF1's LOSSES collection: both
are dropped.

CAVEATS:
1. ``tf.losses.get_losses`` / ``get_total_loss`` / ``add_loss`` (the LOSSES collection has no
   TF2 counterpart), ``cosine_distance``, ``mean_pairwise_squared_error`` and a
   ``reduction=`` the source does not state (a variable) are refused (compat island).
   ``sparse_softmax_cross_entropy`` needs the ranks of labels and logits from the source
   (placeholder shapes, layers): TF1 squeezes the labels' last axis when both ranks are
   equal; unknown ranks are refused, as are non-scalar weights of unknown rank there (TF1
   squeezes weights one rank above the labels).
2. ``logits`` must be a plain name when its dtype is used (the cast of the labels), so the
   expression is not evaluated twice; otherwise the call is refused.
3. TF1 sums then divides by the element count (``div_no_nan``); ``reduce_mean`` (weights
   omitted) is the same quotient up to float32 rounding order (a few ulps), within the compare
   tool's float32 tolerance. An empty loss tensor gives 0 in TF1 and NaN there (the weighted
   helper gives 0, as TF1).
4. TF1 checks at graph build that ``weights`` broadcast to the losses under its stricter rule
   (rank 0 or the losses' rank); the converted code multiplies with numpy broadcasting, so a
   script TF1 rejected may run. Scripts that ran in TF1 give the same numbers.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, call, helper_statements, reserved_name

RULE = Rule("losses", "tf.losses.* -> per-element op + TF1's float32 reduction")

_TAIL = ("scope", "loss_collection", "reduction")
# name -> the parameters in TF1's order (the first two are the loss's inputs)
SIGNATURES = {
    "tf.losses.mean_squared_error": ("labels", "predictions", "weights") + _TAIL,
    "tf.losses.absolute_difference": ("labels", "predictions", "weights") + _TAIL,
    "tf.losses.huber_loss": ("labels", "predictions", "weights", "delta") + _TAIL,
    "tf.losses.log_loss": ("labels", "predictions", "weights", "epsilon") + _TAIL,
    "tf.losses.hinge_loss": ("labels", "logits", "weights") + _TAIL,
    "tf.losses.sigmoid_cross_entropy": ("multi_class_labels", "logits", "weights", "label_smoothing") + _TAIL,
    "tf.losses.softmax_cross_entropy": ("onehot_labels", "logits", "weights", "label_smoothing") + _TAIL,
    "tf.losses.sparse_softmax_cross_entropy": ("labels", "logits", "weights") + _TAIL,
    "tf.losses.compute_weighted_loss": ("losses", "weights") + _TAIL,
    "tf.losses.cosine_distance": ("labels", "predictions", "axis", "weights") + _TAIL + ("dim",),
}
NAMES = {q: params[:2] for q, params in SIGNATURES.items()}

# tf.losses.Reduction.<X> -> its string value (TF1's keys)
REDUCTIONS = {
    "tf.losses.Reduction.NONE": "none",
    "tf.losses.Reduction.SUM": "weighted_sum",
    "tf.losses.Reduction.SUM_OVER_BATCH_SIZE": "weighted_sum_over_batch_size",
    "tf.losses.Reduction.MEAN": "weighted_mean",
    "tf.losses.Reduction.SUM_BY_NONZERO_WEIGHTS": "weighted_sum_by_nonzero_weights",
    "tf.losses.Reduction.SUM_OVER_NONZERO_WEIGHTS": "weighted_sum_by_nonzero_weights",
}
DEFAULT_REDUCTION = "weighted_sum_by_nonzero_weights"
MEAN_NAME = "_tf1_losses_mean"

_MEAN = '''def {name}(losses):
    """TF1 tf.losses reduction (weights 1, SUM_BY_NONZERO_WEIGHTS): the mean of every
    element, computed in float32, in the losses' dtype."""
    return {tf}.cast({tf}.reduce_mean({tf}.cast(losses, {tf}.float32)), losses.dtype)
'''

# helper key -> (base name, code); emitted in this order, each once, when a conversion used it
HELPERS = {
    "weighted": ("_tf1_weighted_loss", '''def {name}(losses, weights, reduction):
    """TF1 tf.losses.compute_weighted_loss: losses times weights in float32, reduced as TF1's
    Reduction key says, in the losses' dtype (a scalar; "none": the weighted losses' shape)."""
    dtype = losses.dtype
    losses = {tf}.cast(losses, {tf}.float32)
    weights = {tf}.cast(weights, {tf}.float32)
    weighted = {tf}.multiply(losses, weights)
    if reduction == "none":
        return {tf}.cast(weighted, dtype)
    loss = {tf}.reduce_sum(weighted)
    if reduction == "weighted_mean":
        loss = {tf}.math.divide_no_nan(loss, {tf}.reduce_sum({tf}.ones_like(losses) * weights))
    elif reduction == "weighted_sum_by_nonzero_weights":
        present = {tf}.where({tf}.equal(weights, 0.0), {tf}.zeros_like(weights), {tf}.ones_like(weights))
        loss = {tf}.math.divide_no_nan(loss, {tf}.reduce_sum(present * {tf}.ones_like(losses)))
    elif reduction == "weighted_sum_over_batch_size":
        loss = {tf}.math.divide_no_nan(loss, {tf}.cast({tf}.size(losses), {tf}.float32))
    return {tf}.cast(loss, dtype)
'''),
    "huber": ("_tf1_huber_loss", '''def {name}(labels, predictions, delta):
    """TF1 tf.losses.huber_loss per element, in float32: quadratic up to delta, then linear."""
    predictions = {tf}.cast(predictions, {tf}.float32)
    labels = {tf}.cast(labels, {tf}.float32)
    abs_error = {tf}.abs({tf}.subtract(predictions, labels))
    quadratic = {tf}.minimum(abs_error, delta)
    linear = {tf}.subtract(abs_error, quadratic)
    return {tf}.add({tf}.multiply({tf}.constant(0.5, quadratic.dtype), {tf}.multiply(quadratic, quadratic)),
                  {tf}.multiply(delta, linear))
'''),
    "log": ("_tf1_log_loss", '''def {name}(labels, predictions, epsilon):
    """TF1 tf.losses.log_loss per element, in float32."""
    predictions = {tf}.cast(predictions, {tf}.float32)
    labels = {tf}.cast(labels, {tf}.float32)
    return -{tf}.multiply(labels, {tf}.math.log(predictions + epsilon)) - {tf}.multiply(
        (1 - labels), {tf}.math.log(1 - predictions + epsilon))
'''),
    "hinge": ("_tf1_hinge_loss", '''def {name}(labels, logits):
    """TF1 tf.losses.hinge_loss per element, in float32 (labels 0/1 become -1/1)."""
    logits = {tf}.cast(logits, {tf}.float32)
    labels = {tf}.cast(labels, {tf}.float32)
    all_ones = {tf}.ones_like(labels)
    labels = {tf}.subtract(2 * labels, all_ones)
    return {tf}.nn.relu({tf}.subtract(all_ones, {tf}.multiply(labels, logits)))
'''),
    "smooth": ("_tf1_smooth_labels", '''def {name}(labels, label_smoothing):
    """TF1 tf.losses.sigmoid_cross_entropy's label smoothing (when label_smoothing > 0)."""
    if label_smoothing > 0:
        labels = labels * (1 - label_smoothing) + 0.5 * label_smoothing
    return labels
'''),
    "smooth_onehot": ("_tf1_smooth_onehot_labels", '''def {name}(onehot_labels, label_smoothing):
    """TF1 tf.losses.softmax_cross_entropy's label smoothing (when label_smoothing > 0)."""
    if label_smoothing > 0:
        num_classes = {tf}.cast({tf}.shape(onehot_labels)[-1], onehot_labels.dtype)
        onehot_labels = onehot_labels * (1.0 - label_smoothing) + label_smoothing / num_classes
    return onehot_labels
'''),
}


def helper_name(ctx, key: str) -> str:
    """This file's name for helper ``key`` of ``HELPERS`` (reserved on first use)."""
    if key not in ctx.loss_helpers:
        ctx.loss_helpers[key] = ctx.fresh(HELPERS[key][0])
    return ctx.loss_helpers[key]


def _bind(node: cst.Call, q: str) -> dict:
    """Parameter -> argument expression of a call of ``q`` (TF1's signature); raises ``Refusal``."""
    params, out = SIGNATURES[q], {}
    positional = [a for a in node.args if a.keyword is None]
    for a in node.args:
        if a.star:
            raise Refusal(node, RULE.name, f"{q}(*args/**kwargs) is not converted")
    if len(positional) > len(params):
        raise Refusal(node, RULE.name, f"{q} with {len(positional)} positional arguments")
    for p, a in zip(params, positional):
        out[p] = a.value
    for a in node.args:
        if a.keyword is not None:
            if a.keyword.value not in params:
                raise Refusal(node, RULE.name, f"{q}(..., {a.keyword.value}=...) is not a TF1 argument of {q}")
            out[a.keyword.value] = a.value
    return out


def _reduction(node, value, q: str) -> str:
    """The Reduction key ``value`` states (the rewriter spells ``tf.losses.Reduction.X`` as its string)."""
    if value is None:
        return DEFAULT_REDUCTION
    if isinstance(value, cst.SimpleString) and value.evaluated_value in set(REDUCTIONS.values()) | {"weighted_sum_over_nonzero_weights"}:
        key = value.evaluated_value
        return DEFAULT_REDUCTION if key == "weighted_sum_over_nonzero_weights" else key
    raise Refusal(node, RULE.name, f"{q}(reduction=...) that is not one of tf.losses.Reduction's values in the source")


def _sparse_labels(node, labels, logits, rank_of, ctx) -> cst.BaseExpression:
    """TF1's ``_remove_squeezable_dimensions(labels, logits, expected_rank_diff=1)``, statically."""
    label_rank, logit_rank = rank_of(labels), rank_of(logits)
    if label_rank is None or logit_rank is None:
        raise Refusal(node, RULE.name, "tf.losses.sparse_softmax_cross_entropy with labels or logits whose rank the source does not state (TF1 squeezes the labels by rank)")
    if logit_rank - label_rank == 1:
        return labels
    if logit_rank == label_rank:
        return _squeeze_last(labels, ctx)
    raise Refusal(node, RULE.name, f"tf.losses.sparse_softmax_cross_entropy with labels of rank {label_rank} and logits of rank {logit_rank}")


def _squeeze_last(expr, ctx) -> cst.Call:
    return call(ctx.tf_attr("tf.squeeze"), expr, cst.List([cst.Element(cst.UnaryOperation(cst.Minus(), cst.Integer("1")))]))


def _number(value) -> bool:
    """A literal number (``0.1``, ``-1``, ``1e-7``)."""
    if isinstance(value, cst.UnaryOperation) and isinstance(value.operator, (cst.Minus, cst.Plus)):
        value = value.expression
    return isinstance(value, (cst.Integer, cst.Float))


def _zero(value) -> bool:
    return isinstance(value, (cst.Integer, cst.Float)) and float(value.value) == 0.0


def rewrite(node: cst.Call, q: str, ctx, rank_of=lambda e: None) -> cst.BaseExpression:
    """The TF2 expression of ``node`` (a call of one of ``NAMES``); raises ``Refusal``.
    ``rank_of(expr)``: the static rank of an argument of the original call, or None."""
    bound = _bind(node, q)
    first, second = SIGNATURES[q][:2]
    labels, other = bound.get(first), bound.get(second)
    if q == "tf.losses.compute_weighted_loss":
        if labels is None:
            raise Refusal(node, RULE.name, f"{q} needs losses")
        per_element = labels
    elif labels is None or other is None:
        raise Refusal(node, RULE.name, f"{q} needs both {first} and {second}")
    weights = bound.get("weights")
    reduction = _reduction(node, bound.get("reduction"), q)
    f32 = ctx.tf_attr("tf.float32")
    cast = ctx.tf_attr("tf.cast")
    if q in ("tf.losses.mean_squared_error", "tf.losses.absolute_difference"):
        predictions, labels32 = call(cast, other, f32), call(cast, labels, f32)
        if q == "tf.losses.mean_squared_error":
            per_element = call(ctx.tf_attr("tf.math.squared_difference"), predictions, labels32)
        else:
            per_element = call(ctx.tf_attr("tf.abs"), cst.BinaryOperation(predictions, cst.Subtract(), labels32))
    elif q == "tf.losses.cosine_distance":
        # TF1: 1 - reduce_sum(predictions * labels, axis=(axis,), keepdims=True), both as float32
        axis = bound.get("axis") or bound.get("dim")
        if axis is None:
            raise Refusal(node, RULE.name, f"{q} needs axis (TF1 raised without it)")
        product = cst.BinaryOperation(call(cast, other, f32), cst.Multiply(), call(cast, labels, f32))
        per_element = cst.BinaryOperation(cst.Float("1.0"), cst.Subtract(), call(
            ctx.tf_attr("tf.reduce_sum"), product, axis=cst.Tuple([cst.Element(axis)]), keepdims=cst.Name("True")))
    elif q == "tf.losses.huber_loss":
        per_element = call(cst.Name(helper_name(ctx, "huber")), labels, other, bound.get("delta") or cst.Float("1.0"))
    elif q == "tf.losses.log_loss":
        per_element = call(cst.Name(helper_name(ctx, "log")), labels, other, bound.get("epsilon") or cst.Float("1e-7"))
    elif q == "tf.losses.hinge_loss":
        per_element = call(cst.Name(helper_name(ctx, "hinge")), labels, other)
    elif q == "tf.losses.sparse_softmax_cross_entropy":
        labels_in = labels
        labels = _sparse_labels(node, labels, other, rank_of, ctx)
        per_element = call(ctx.tf_attr("tf.nn.sparse_softmax_cross_entropy_with_logits"), labels=labels, logits=other)
        if weights is not None and not _number(weights):
            weight_rank, label_rank = rank_of(weights), rank_of(labels_in)
            if weight_rank is None:
                raise Refusal(node, RULE.name, f"{q} with weights whose rank the source does not state (TF1 squeezes weights one rank above the labels)")
            if label_rank is not None and labels is not labels_in:
                label_rank -= 1
            if weight_rank - label_rank == 1:
                weights = _squeeze_last(weights, ctx)
    elif q != "tf.losses.compute_weighted_loss":
        if not isinstance(other, cst.Name):
            raise Refusal(node, RULE.name, f"{q}: logits must be a plain name (its dtype casts the labels)")
        labels = call(cast, labels, cst.Attribute(other, cst.Name("dtype")))
        smoothing = bound.get("label_smoothing")
        if smoothing is not None and not _zero(smoothing):
            key = "smooth_onehot" if q == "tf.losses.softmax_cross_entropy" else "smooth"
            labels = call(cst.Name(helper_name(ctx, key)), labels, smoothing)
        if q == "tf.losses.softmax_cross_entropy":
            labels = call(ctx.tf_attr("tf.stop_gradient"), labels)
            op = "tf.nn.softmax_cross_entropy_with_logits"
        else:
            op = "tf.nn.sigmoid_cross_entropy_with_logits"
        per_element = call(ctx.tf_attr(op), labels=labels, logits=other)
    if weights is None and reduction == DEFAULT_REDUCTION:
        return call(cst.Name(mean_name(ctx)), per_element)
    return call(cst.Name(helper_name(ctx, "weighted")), per_element, weights if weights is not None else cst.Float("1.0"),
                cst.SimpleString(f'"{reduction}"'))


def mean_name(ctx) -> str:
    """The reduction function's name in this file (reserved on first use)."""
    return reserved_name(ctx, "losses_mean", MEAN_NAME)


def mean_statements(ctx) -> list:
    """The module-level definitions of the reduction and the loss helpers this file used."""
    out = helper_statements(_MEAN.format(name=ctx.losses_mean, tf=ctx.tf)) if ctx.losses_mean is not None else []
    for key, (_, code) in HELPERS.items():
        if key in ctx.loss_helpers:
            out += helper_statements(code.format(name=ctx.loss_helpers[key], tf=ctx.tf))
    return out


def emitted(ctx) -> set:
    """The names of the helpers this rule writes into the file."""
    return {ctx.losses_mean, *ctx.loss_helpers.values()}
