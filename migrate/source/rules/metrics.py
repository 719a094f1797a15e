"""Rule ``metrics``: ``tf.metrics.accuracy`` / ``tf.metrics.mean`` -> their local variables and
TF1's update and value expressions.

Transforms (``labels``, ``predictions``: [None])::

    acc, acc_update = tf.metrics.accuracy(labels, predictions)
        ->  accuracy_total = tf.Variable(0.0, trainable=False, name="accuracy/total")
            accuracy_count = tf.Variable(0.0, trainable=False, name="accuracy/count")
            ...                                  (in the sess.run functions that need them)
            acc_values = tf.cast(tf.equal(tf.cast(predictions, labels.dtype), labels), tf.float32)
            acc = tf.math.divide_no_nan(accuracy_total, tf.maximum(accuracy_count, 0.0))
            acc_update = tf.math.divide_no_nan(
                accuracy_total.assign_add(tf.reduce_sum(acc_values)),
                tf.maximum(accuracy_count.assign_add(tf.cast(tf.size(acc_values), tf.float32)), 0.0))

TF1's ``metrics.mean`` (which ``accuracy`` calls on ``cast(equal(predictions, labels))``):
total and count are local float32 variables starting at 0, the update op adds the sum and
the element count and returns their quotient (``div_no_nan``), the value op is that quotient.
``tf.local_variables_initializer()`` run before anything else is dropped, as the global one
is (rule ``initializers``: re-initializing after a run or in a loop is refused).

CAVEATS:
1. Only ``accuracy(labels, predictions)``, ``mean(values)`` and ``mean_squared_error`` /
   ``mean_absolute_error`` / ``root_mean_squared_error(labels, predictions)`` (TF1's ``mean`` of
   the squared / absolute differences, the root one with ``sqrt`` of value and update; labels
   and predictions of equal static rank) without ``weights``,
   collections or ``name=`` other than a string literal, assigned to two names; the labels
   and predictions of ``accuracy`` must be names of equal static rank (TF1 squeezes a
   trailing 1 otherwise). Other ``tf.metrics`` are refused.
2. Fetching the value and the update in one ``sess.run`` is a race in TF1; here the value is
   read before the update.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, expr, method, string_literal
from migrate.source.rules import layers

RULE = Rule("metrics", "tf.metrics.accuracy/mean -> local total/count variables + TF1's update and value")

NAMES = {"tf.metrics.accuracy": "accuracy", "tf.metrics.mean": "mean", "tf.metrics.mean_squared_error": "mean_squared_error",
         "tf.metrics.mean_absolute_error": "mean_absolute_error", "tf.metrics.root_mean_squared_error": "root_mean_squared_error"}
_ERRORS = {"tf.metrics.mean_squared_error", "tf.metrics.mean_absolute_error", "tf.metrics.root_mean_squared_error"}
_POSITIONS = {"tf.metrics.accuracy": ("labels", "predictions"), "tf.metrics.mean": ("values",),
              **{q: ("labels", "predictions") for q in _ERRORS}}


def _local(ctx, name: str) -> cst.Call:
    return call(ctx.tf_attr("tf.Variable"), expr("0.0"), trainable=cst.Name("False"), name=string_literal(name))


def expand(node: cst.Call, q: str, targets: tuple, scope: str, counts: dict, rank_of, ctx, fresh):
    """([(variable name, expr)], [(target, value, kind)]) of ``value, update = tf.metrics.<q>(...)``."""
    params = _POSITIONS[q]
    for k, a in enumerate(node.args):
        if a.star or (a.keyword is None and k >= len(params)) or (a.keyword is not None and a.keyword.value not in params + ("name",)):
            raise Refusal(node, RULE.name, f"{q} with arguments other than {', '.join(params)}, name= is not converted (weights, collections)")
    if len(targets) != 2:
        raise Refusal(node, RULE.name, f"{q} not assigned to two names (value, update_op)")
    metric = layers.unique_layer_name(node, scope, counts, NAMES[q], RULE.name)
    stem = metric.replace("/", "_")
    total, count = fresh(f"{stem}_total"), fresh(f"{stem}_count")
    made = [(total, _local(ctx, f"{metric}/total")), (count, _local(ctx, f"{metric}/count"))]
    f32 = ctx.tf_attr("tf.float32")
    if q == "tf.metrics.accuracy":
        labels, predictions = arg(node, 0, "labels"), arg(node, 1, "predictions")
        if not isinstance(labels, cst.Name) or not isinstance(predictions, cst.Name):
            raise Refusal(node, RULE.name, "tf.metrics.accuracy of expressions (not names) is not converted")
        ranks = rank_of(labels), rank_of(predictions)
        if None in ranks or ranks[0] != ranks[1]:
            raise Refusal(node, RULE.name, "tf.metrics.accuracy with labels and predictions whose equal rank the source does not state (TF1 squeezes by rank)")
        same = call(ctx.tf_attr("tf.equal"), call(ctx.tf_attr("tf.cast"), predictions, cst.Attribute(labels, cst.Name("dtype"))), labels)
        values = call(ctx.tf_attr("tf.cast"), same, f32)
    elif q in _ERRORS:
        # TF1: mean(squared_difference(labels, predictions)) / mean(abs(predictions - labels)),
        # the root one sqrt of both the value and the update; labels and predictions squeezed
        # to one rank first (refused here unless the source states equal ranks)
        labels, predictions = arg(node, 0, "labels"), arg(node, 1, "predictions")
        if labels is None or predictions is None:
            raise Refusal(node, RULE.name, f"{q} without labels and predictions")
        ranks = rank_of(labels), rank_of(predictions)
        if None in ranks or ranks[0] != ranks[1]:
            raise Refusal(node, RULE.name, f"{q} with labels and predictions whose equal rank the source does not state (TF1 squeezes by rank)")
        error = call(ctx.tf_attr("tf.abs"), cst.BinaryOperation(predictions, cst.Subtract(), labels)) \
            if q == "tf.metrics.mean_absolute_error" else call(ctx.tf_attr("tf.math.squared_difference"), labels, predictions)
        values = call(ctx.tf_attr("tf.cast"), error, f32)
    else:
        given = arg(node, 0, "values")
        if given is None:
            raise Refusal(node, RULE.name, "tf.metrics.mean without values")
        values = call(ctx.tf_attr("tf.cast"), given, f32)
    value_name, update_name = targets
    values_name = fresh(f"{value_name}_values")
    quotient = lambda t, c: call(ctx.tf_attr("tf.math.divide_no_nan"), t, call(ctx.tf_attr("tf.maximum"), c, expr("0.0")))  # noqa: E731
    update = quotient(
        call(method(total, "assign_add"), call(ctx.tf_attr("tf.reduce_sum"), cst.Name(values_name))),
        call(method(count, "assign_add"), call(ctx.tf_attr("tf.cast"), call(ctx.tf_attr("tf.size"), cst.Name(values_name)), f32)),
    )
    value = quotient(cst.Name(total), cst.Name(count))
    if q == "tf.metrics.root_mean_squared_error":
        value, update = call(ctx.tf_attr("tf.sqrt"), value), call(ctx.tf_attr("tf.sqrt"), update)
    stmts = [
        (values_name, values, "tensor"),
        (value_name, value, "tensor"),
        (update_name, update, "stateful"),
    ]
    return made, stmts
