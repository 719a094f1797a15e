"""Rule ``jacobian_loops``: split/unstack loops of ``tf.gradients`` -> ``tape.jacobian``.

Transforms (layout of the original loop kept exactly)::

    tf.concat([tf.gradients(i, x) for i in tf.split(out, 5, axis=1)], axis=1)
        ->  tf.reshape(tape.jacobian(out, x), [1, 5, 10])      (out [1, 5], x [1, 10] known)
    tf.stack([tf.gradients(y_i, x)[0] for y_i in tf.unstack(y)])
        ->  tape.jacobian(y, x)                                 (y rank 1, also of unknown length
                                                                 such as tf.reshape(z, [-1]))

``tf.gradients(piece, x)`` sums over the piece's elements, so each loop row is the sum of the
Jacobian ``J = tape.jacobian(y, x)`` (shape ``y.shape + x.shape``) over one piece. When the
source states the shapes and every piece is one element, the loop's result is a reshape of
``J``; otherwise the emitted code sums ``J`` per piece at run time and rebuilds the list with
the original ``tf.concat``/``tf.stack``, which is exact for any shape::

    rows = tf.reduce_sum(tf.reshape(tf.experimental.numpy.moveaxis(J, axis, 0),
                                    tf.concat([[num, -1], tf.shape(x)], 0)), axis=1)  # [num] + x.shape
    tf.concat([[g] for g in tf.unstack(rows)], axis=k)
    tf.experimental.numpy.moveaxis(rows, 0, k)       # (for tf.stack(rows, axis=k): the same)

CAVEATS:
1. Only ``tf.split(y, <int>, axis=<int literal>)`` (the count a literal or a module-level int
   constant) and ``tf.unstack(y, axis=<int>)``
   loops whose body is ``tf.gradients(piece, x)`` or ``tf.gradients(piece, x)[0]`` with one
   source are recognised. Other loops (``range`` + indexing ``y[i]``, ``if`` clauses) are
   converted by rule ``gradients`` into the same loop of ``tape.gradient`` calls inside a
   persistent tape: exact, but one backward pass per row (not vectorised).
2. ``tf.split`` with a list of sizes is not recognised: like caveat 1, it stays a loop of
   ``tape.gradient`` calls on a persistent tape (exact, not vectorised).
"""
from __future__ import annotations

import math

import libcst as cst

from migrate.source.native.context import Rule, arg, call, expr, int_value, method
from migrate.source.native.shapes import shape_of
from migrate.source.rules import gradients

RULE = Rule("jacobian_loops", "split/unstack loops of tf.gradients -> tape.jacobian in the original layout")


def _int(node) -> int | None:
    if isinstance(node, cst.Integer):
        return int(node.value)
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus) and isinstance(node.expression, cst.Integer):
        return -int(node.expression.value)
    return None


def match(node, ctx):
    """(y, x, splitter, num, axis, listed, combine, k) if ``node`` is a Jacobian loop, else None."""
    combine, k, comp = None, None, node
    q = ctx.call_name(node)
    if q in ("tf.concat", "tf.stack"):
        comp = arg(node, 0, "values")
        k = _int(arg(node, 1, "axis")) if arg(node, 1, "axis") is not None else (0 if q == "tf.stack" else None)
        if k is None:
            return None
        combine = q
    if not isinstance(comp, cst.ListComp) or comp.for_in.inner_for_in is not None or comp.for_in.ifs:
        return None
    if not isinstance(comp.for_in.target, cst.Name):
        return None
    var = comp.for_in.target.value
    elt, listed = comp.elt, True
    if isinstance(elt, cst.Subscript):
        s = elt.slice
        if len(s) != 1 or not isinstance(s[0].slice, cst.Index) or _int(s[0].slice.value) != 0:
            return None
        elt, listed = elt.value, False
    if ctx.call_name(elt) != "tf.gradients" or len(elt.args) != 2 or any(a.keyword for a in elt.args):
        return None
    ys, xs = elt.args[0].value, elt.args[1].value
    if not (isinstance(ys, cst.Name) and ys.value == var and isinstance(xs, cst.Name) and xs.value != var):
        return None
    if gradients.python_list(xs.value, ctx) is not None:
        return None  # sources a list (``params = [W, b]``): each row is a list of gradients, one per source (a hunt)
    it = comp.for_in.iter
    sq = ctx.call_name(it)
    if sq == "tf.split":
        pieces = arg(it, 1, "num_or_size_splits")
        y, num = arg(it, 0, "value"), _int(pieces) if _int(pieces) is not None else int_value(pieces, ctx)
        axis_node = arg(it, 2, "axis")
        axis = 0 if axis_node is None else _int(axis_node)
        if num is None or axis is None or len(it.args) > 3:
            return None
    elif sq == "tf.unstack":
        y, num_node = arg(it, 0, "value"), arg(it, 1, "num")
        num = None if num_node is None else _int(num_node) if _int(num_node) is not None else int_value(num_node, ctx)
        if num_node is not None and num is None:
            return None
        axis_node = arg(it, 2, "axis")
        axis = 0 if axis_node is None else _int(axis_node)
        if axis is None:
            return None
    else:
        return None
    if not isinstance(y, cst.Name) or gradients.python_list(y.value, ctx) is not None:
        return None  # (``tf.unstack(ys)`` of a list ``ys = [a, b, c]``: packed by the op; ``ys.shape`` has no rows)
    return y, xs, sq, num, axis, listed, combine, k


def _static_layout(y_shape, x_shape, num, axis, listed, combine, k):
    """The loop result's shape if it is a plain reshape of J, else None."""
    if y_shape is None or x_shape is None or None in y_shape or None in x_shape:
        return None
    n = num if num is not None else y_shape[axis]
    if math.prod(y_shape) != n:
        return None  # pieces of more than one element: summed, not a reshape
    e = ([1] if listed else []) + list(x_shape)
    if combine is None:
        return None
    if k < 0:
        k += len(e) + (1 if combine == "tf.stack" else 0)
    if any(d != 1 for d in e[:k]):
        return None
    if combine == "tf.stack":
        return e[:k] + [n] + e[k:]
    if k >= len(e):
        return None
    return e[:k] + [n * e[k]] + e[k + 1:]


def rewrite(node, ctx, env):
    m = match(node, ctx)
    if m is None:
        return None
    y, x, sq, num, axis, listed, combine, k = m
    jac = call(method(env.tape, "jacobian"), y, x)
    y_shape, x_shape = shape_of(y, env.shapes, ctx), shape_of(x, env.shapes, ctx)
    if sq == "tf.unstack" and axis == 0 and y_shape is not None and len(y_shape) == 1 and combine == "tf.stack" \
            and k == 0 and not listed:
        return jac  # one scalar per row, stacked along 0: J itself, whatever y's length and x's shape
    layout = _static_layout(y_shape, x_shape, num, axis, listed, combine, k)
    if layout is not None:
        if layout == list(y_shape) + list(x_shape):
            return jac
        return call(ctx.tf_attr("tf.reshape"), jac, expr(repr(layout)))
    # the split axis counts in y's dimensions; a negative one is resolved against y's rank
    y_axis = expr(str(axis)) if axis >= 0 else expr(f"len({y.value}.shape) - {-axis}")
    moved = jac if axis == 0 else call(ctx.tf_attr("tf.experimental.numpy.moveaxis"), jac, y_axis, expr("0"))
    count = expr(str(num)) if num is not None else expr(f"{y.value}.shape[{axis}]")  # unstack: one row per slice
    rows = call(
        ctx.tf_attr("tf.reduce_sum"),
        call(
            ctx.tf_attr("tf.reshape"),
            moved,
            # ``tf.shape``: x may have a dimension only known at run time (a fed batch)
            call(ctx.tf_attr("tf.concat"),
                 cst.List([cst.Element(cst.List([cst.Element(count), cst.Element(expr("-1"))])),
                           cst.Element(call(ctx.tf_attr("tf.shape"), x))]),
                 expr("0")),
        ),
        axis=expr("1"),
    )
    if combine == "tf.stack" and not listed:
        # ``tf.stack`` of the rows along ``k``: the rows tensor with its first axis moved there
        return rows if k == 0 else call(ctx.tf_attr("tf.experimental.numpy.moveaxis"), rows, expr("0"), expr(str(k)))
    pieces = call(ctx.tf_attr("tf.unstack"), rows)
    if listed:
        g = env.fresh_loop_name()
        pieces = cst.ListComp(
            elt=cst.List([cst.Element(cst.Name(g))]),
            for_in=cst.CompFor(target=cst.Name(g), iter=pieces),
        )
    if combine is None:
        return pieces
    return call(ctx.tf_attr(combine), pieces, axis=expr(str(k)))
