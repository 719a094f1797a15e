"""Rule ``hessians``: ``tf.hessians`` -> a second-order tape.

Transforms::

    h = tf.hessians(f, x)[0]   ->  h = tape.jacobian(tape.gradient(f, x), x)
    hs = tf.hessians(f, [a, b]) -> hs = [tape.jacobian(tape.gradient(f, a), a),
                                         tape.jacobian(tape.gradient(f, b), b)]

The statement is placed inside the persistent tape's ``with`` block, so the inner gradient is
recorded and differentiated again; ``tape.jacobian(g, x)`` has shape ``x.shape + x.shape``,
the shape ``tf.hessians`` returns. ``tf.hessians(ys)`` differentiates ``sum(ys)``, as
``tape.gradient`` does.

CAVEATS:
1. Sources must be a name or a list literal of names.
2. ``colocate_gradients_with_ops``/``gate_gradients``/``aggregation_method`` are dropped.
3. In a file that builds ``tf.cond`` / ``while_loop`` / ``map_fn`` / ``scan`` / ``fold`` /
   ``case``, the Jacobian is taken with ``experimental_use_pfor=False`` (TF 2.21's vectorized
   form fails on their gradients); slower, TF1's numbers.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import CONTROL_FLOW, Refusal, Rule, arg, call, method
from migrate.source.native.walk import instances

RULE = Rule("hessians", "tf.hessians -> tape.jacobian(tape.gradient(...)) on a persistent tape")


def _one(ys, x, env, vectorized: bool = True):
    extra = {} if vectorized else {"experimental_use_pfor": cst.Name("False")}
    return call(method(env.tape, "jacobian"), call(method(env.tape, "gradient"), ys, x), x, **extra)


def _uses_control_flow(ctx) -> bool:
    """The file builds ``tf.cond`` / ``while_loop`` / ``map_fn``...: TF 2.21's vectorized
    ``tape.jacobian`` (pfor) fails on their gradients ("Encountered an exception while
    vectorizing the jacobian computation": a red-team hunt, ``tf.hessians`` through
    ``tf.cond``); the loop form (``experimental_use_pfor=False``) gives TF1's numbers."""
    if ctx.control_flow is None:
        ctx.control_flow = ctx.module is not None and any(ctx.call_name(c) in CONTROL_FLOW for c in instances(ctx.module, cst.Call))
    return ctx.control_flow


def rewrite(node: cst.Call, ctx, env) -> cst.BaseExpression:
    ys, xs = arg(node, 0, "ys"), arg(node, 1, "xs")
    vectorized = not _uses_control_flow(ctx)
    if ys is None or xs is None:
        raise Refusal(node, RULE.name, "tf.hessians without ys and xs")
    if isinstance(xs, cst.Name) and xs.value not in env.list_names:
        return cst.List([cst.Element(_one(ys, xs, env, vectorized))])
    if isinstance(xs, (cst.List, cst.Tuple)) and all(isinstance(e.value, cst.Name) for e in xs.elements):
        return cst.List([cst.Element(_one(ys, e.value, env, vectorized)) for e in xs.elements])
    raise Refusal(node, RULE.name, "tf.hessians sources must be a name or a list literal of names")


def sources_and_targets(node: cst.Call) -> tuple:
    return arg(node, 0, "ys"), arg(node, 1, "xs"), None
