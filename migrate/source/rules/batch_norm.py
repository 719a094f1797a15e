"""Rule ``batch_norm``: ``tf.layers.batch_normalization`` -> named variables, ``tf.nn.moments``,
``tf.nn.batch_normalization`` and explicit moving-average updates in ``UPDATE_OPS``.

Transforms (``h``: [None, 8]; ``training`` a fed bool)::

    h = tf.layers.batch_normalization(h, training=training, name="bn")
    update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
        ->  bn_gamma = tf.Variable(tf.ones_initializer()([8], dtype=tf.float32), name="bn/gamma")
            bn_beta = tf.Variable(tf.zeros_initializer()([8], dtype=tf.float32), name="bn/beta")
            bn_moving_mean = tf.Variable(tf.zeros_initializer()([8], dtype=tf.float32), name="bn/moving_mean", trainable=False)
            bn_moving_variance = tf.Variable(tf.ones_initializer()([8], dtype=tf.float32), name="bn/moving_variance", trainable=False)
            ...                                   (in each sess.run function that needs them)
            bn_mean, bn_variance = tf.nn.moments(h, axes=[0]) if training else (bn_moving_mean, bn_moving_variance)
            h = tf.nn.batch_normalization(h, bn_mean, bn_variance, bn_beta, bn_gamma, 0.001)
            bn_mean_update = bn_moving_mean.assign_sub((bn_moving_mean - bn_mean) * (1.0 - 0.99)) if training else bn_moving_mean
            bn_variance_update = ...
            update_ops = [bn_mean_update, bn_variance_update]

This is TF1's own computation (tf-keras ``BatchNormalization`` V1, non-fused path): batch
moments when training, the moving statistics otherwise, ``tf.nn.batch_normalization`` with
the same epsilon, and ``moving -= (moving - batch) * (1 - momentum)`` as an update op that
runs only when fetched, typically through ``with tf.control_dependencies(update_ops):``
around the train op (rule ``graph``: the updates then run before the step, in the train
function), so the moving statistics change exactly where TF1 changed them (never, if the
script forgot ``UPDATE_OPS``). ``training=True``/``False`` literals drop the other branch;
no ``training=`` means inference (TF1's default). Variables are named and created in TF1's
order (gamma, beta, moving_mean, moving_variance; ``batch_normalization``,
``batch_normalization_1``... or ``name=``).

CAVEATS:
1. Inputs of rank 2 (reduced over axis 0) or rank 4 (NHWC, reduced over 0, 1, 2) with a
   stated last dimension; ``axis`` other than -1 / the last axis is refused. For rank 4, TF1
   uses the fused kernel (``fused=None``/``True``): the output is the same maths (rounding
   differs in the last bits, ~1e-7 relative), but the moving variance is updated with the
   Bessel-corrected batch variance (``n / (n - 1)``, ``n`` the values per channel: tf-keras
   V1 keeps the correction), which the emitted update reproduces; ``fused=False`` does not.
2. ``momentum``/``epsilon`` must be number literals, ``center``/``scale`` True/False literals;
   initializer keywords, regularizers, constraints, ``renorm``, ``virtual_batch_size``,
   ``adjustment``, ``fused=True`` on rank 2, ``trainable``, ``reuse`` are refused.
3. Reading ``UPDATE_OPS`` outside ``sess.run`` code (plain Python) is refused: the update
   tensors exist only inside the functions.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, expr
from migrate.source.rules import layers

RULE = Rule("batch_norm", "tf.layers.batch_normalization -> variables + tf.nn.moments/batch_normalization + UPDATE_OPS updates")

NAMES = {"tf.layers.batch_normalization"}
_POSITIONS = ["inputs", "axis", "momentum", "epsilon", "center", "scale"]
_OK = set(_POSITIONS) | {"training", "name", "fused"}


def _flag(node, value, what: str, default: bool) -> bool:
    if value is None:
        return default
    if isinstance(value, cst.Name) and value.value in ("True", "False"):
        return value.value == "True"
    raise Refusal(node, RULE.name, f"batch_normalization {what}= that is not True/False")


def _number(node, value, what: str, default: str, ctx) -> cst.BaseExpression:
    """The number argument as written: a literal, or a name the file binds once to one
    (ageron's ``momentum=batch_norm_momentum``: the same value wherever it is read)."""
    if value is None:
        return expr(default)
    if isinstance(value, (cst.Float, cst.Integer)):
        return value
    if isinstance(value, cst.Name) and (value.value in ctx.float_constants() or value.value in ctx.int_constants):
        return value
    raise Refusal(node, RULE.name, f"batch_normalization {what}= that is not a number literal or a number constant")


def _training(node):
    """``True``/``False`` for literal (or absent: TF1's default False) ``training=``, else the expression."""
    value = arg(node, None, "training")
    if value is None:
        return False
    if isinstance(value, cst.Name) and value.value in ("True", "False"):
        return value.value == "True"
    return value


def expand(node: cst.Call, in_shape, layer_name: str, ctx, fresh, dtype: str = "float32"):
    """(variables [(name, expr)], statements [(targets, value)], update names, output shape)
    of one ``tf.layers.batch_normalization``; the last statement computes the output (its
    target is the caller's)."""
    for k, a in enumerate(node.args):
        if a.star or (a.keyword is None and k >= len(_POSITIONS)) or (a.keyword is not None and a.keyword.value not in _OK):
            what = a.keyword.value if a.keyword is not None else "more positional"
            raise Refusal(node, RULE.name, f"tf.layers.batch_normalization(..., {what}=...) is not converted")
    if in_shape is not None and len(in_shape) not in (2, 3, 4):  # (hunt 34 M1: a rank-3 input was "not stated")
        raise Refusal(node, RULE.name, f"batch_normalization of a rank-{len(in_shape)} input is not converted (rank 2 to 4 only)")
    if in_shape is None or in_shape[-1] is None:
        raise Refusal(node, RULE.name, "batch_normalization input whose rank-2 to rank-4 shape (last dimension known) the source does not state")
    rank, size = len(in_shape), in_shape[-1]
    axis = arg(node, 1, "axis")
    if axis is not None and not (isinstance(axis, cst.UnaryOperation) and isinstance(axis.operator, cst.Minus)
                                 and isinstance(axis.expression, cst.Integer) and axis.expression.value == "1"
                                 or isinstance(axis, cst.Integer) and int(axis.value) == rank - 1):
        raise Refusal(node, RULE.name, "batch_normalization over an axis other than the last is not converted")
    fused = arg(node, None, "fused")
    if fused is not None and not (isinstance(fused, cst.Name) and (fused.value in ("None", "False") or rank == 4)):
        raise Refusal(node, RULE.name, f"batch_normalization fused= other than None/False on a rank-{rank} input")
    momentum = _number(node, arg(node, 2, "momentum"), "momentum", "0.99", ctx)
    epsilon = _number(node, arg(node, 3, "epsilon"), "epsilon", "0.001", ctx)
    center = _flag(node, arg(node, 4, "center"), "center", True)
    scale = _flag(node, arg(node, 5, "scale"), "scale", True)
    training = _training(node)
    x = arg(node, 0, "inputs")

    stem = layer_name.replace("/", "_")
    made = []
    names = {}
    for part, initializer, trainable, wanted in (
        ("gamma", "tf.ones_initializer", True, scale),
        ("beta", "tf.zeros_initializer", True, center),
        ("moving_mean", "tf.zeros_initializer", False, True),
        ("moving_variance", "tf.ones_initializer", False, True),
    ):
        if wanted:
            names[part] = fresh(f"{stem}_{part}")
            made.append((names[part], layers.variable(ctx, call(ctx.tf_attr(initializer)), [size], f"{layer_name}/{part}",
                                                      trainable, dtype=dtype)))
    moving_mean, moving_var = cst.Name(names["moving_mean"]), cst.Name(names["moving_variance"])
    none = cst.Name("None")
    beta = cst.Name(names["beta"]) if center else none
    gamma = cst.Name(names["gamma"]) if scale else none

    stmts = []
    updates = []
    if training is False:
        mean, variance = moving_mean, moving_var
    else:
        mean, variance = cst.Name(fresh(f"{stem}_mean")), cst.Name(fresh(f"{stem}_variance"))
        axes = expr(repr(list(range(rank - 1))))
        moments = call(ctx.tf_attr("tf.nn.moments"), x, axes=axes)
        if training is not True:
            moments = cst.IfExp(test=training, body=moments, orelse=cst.Tuple([cst.Element(moving_mean), cst.Element(moving_var)], lpar=[cst.LeftParen()], rpar=[cst.RightParen()]))
        stmts.append(((mean.value, variance.value), moments))
        unbiased: cst.BaseExpression = variance
        if rank == 4 and not (isinstance(fused, cst.Name) and fused.value == "False"):
            ctx.note(node, RULE.name, "TF1 normalized this rank-4 batch with its fused kernel; the TF2 code computes "
                     "tf.nn.moments: the same maths, rounded differently in the last bits (~1e-7 relative), which "
                     "training that amplifies rounding (GANs, Adam on near-zero gradients) can grow into visible "
                     "differences; TF1 itself gives the TF2 numbers with fused=False")
            # the fused kernel's batch variance for the moving average has Bessel's correction
            n = call(ctx.tf_attr("tf.cast"), cst.BinaryOperation(call(ctx.tf_attr("tf.size"), x), cst.FloorDivide(), expr(str(size))),
                     cst.Attribute(variance, cst.Name("dtype")))
            unbiased = cst.BinaryOperation(
                cst.BinaryOperation(variance, cst.Multiply(), n), cst.Divide(),
                cst.BinaryOperation(n, cst.Subtract(), expr("1"), lpar=[cst.LeftParen()], rpar=[cst.RightParen()]))
        for moving, batch in ((moving_mean, mean), (moving_var, unbiased)):
            decay = cst.BinaryOperation(expr("1.0"), cst.Subtract(), momentum, lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
            if dtype != "float32":  # (TF1 made the decay a float32 tensor, then cast it to the variable's dtype: hunt 35 v_119)
                decay = call(ctx.tf_attr("tf.cast"), call(ctx.tf_attr("tf.constant"), decay.with_changes(lpar=[], rpar=[]),
                                                          ctx.tf_attr("tf.float32")), ctx.tf_attr(f"tf.{dtype}"))
            delta = cst.BinaryOperation(
                cst.BinaryOperation(moving, cst.Subtract(), batch, lpar=[cst.LeftParen()], rpar=[cst.RightParen()]),
                cst.Multiply(), decay)
            update: cst.BaseExpression = call(cst.Attribute(moving, cst.Name("assign_sub")), delta)
            if training is not True:
                update = cst.IfExp(test=training, body=update, orelse=moving)
            target = fresh(f"{moving.value}_update")
            updates.append(target)
            stmts.append(((target,), update))
    out = call(ctx.tf_attr("tf.nn.batch_normalization"), x, mean, variance, beta, gamma, epsilon)
    # the output right after the moments, before the updates (TF1's order of creation)
    stmts.insert(1 if training is not False else 0, ((), out))
    return made, stmts, updates, list(in_shape)


def layer_name(node: cst.Call, scope: str, counts: dict) -> str:
    """TF1's name: ``name=`` or ``batch_normalization``, ``batch_normalization_1``... (per scope)."""
    return layers.unique_layer_name(node, scope, counts, "batch_normalization", RULE.name)
