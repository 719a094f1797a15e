"""Rule ``gradients``: ``tf.gradients`` -> ``GradientTape.gradient``.

Transforms::

    g = tf.gradients(loss, x)                 ->  g = [tape.gradient(loss, x)]
    g = tf.gradients(loss, x)[0]              ->  g = tape.gradient(loss, x)
    gs = tf.gradients(y, [a, b], grad_ys=v)   ->  gs = tape.gradient(y, [a, b], output_gradients=v)
    tf.gradients(c, [a, b], stop_gradients=[a, b])
        -> the definitions of a and b inside the tape become tf.stop_gradient(...) and are watched

``tf.gradients`` always returns a list, so a single source is wrapped in ``[...]``. The plan
puts the forward statements between the sources and ``ys`` inside one
``with tf.GradientTape() as tape:`` block (persistent when the tape is used more than once)
and adds ``tape.watch`` for sources that are not trainable variables.

CAVEATS:
1. ``stop_gradients`` is converted only when no other gradient of the same tape flows through
   the stopped tensors; otherwise the file is a compat island. A stopped name bound with others
   (``gw, gb = tf.gradients(...)``) is rebound to its stopped value; a list name stops its
   names; a part of a split / unstack / top_k stops the op's every output (as TF1 did); one of
   several results of another call is refused. A value read from an update's result
   (``new_w = tf.assign(w, ...)``) is stopped too: TF1's Assign op has no gradient.
2. ``sources`` given as an expression that is neither a name nor a list literal is refused.
   ``grad_ys=[None, v]`` (TF1: ones for the None entries) needs ``ys`` as a list literal of
   names of the same length (each None becomes ``tf.ones_like(y)``); otherwise it is refused.
3. ``gate_gradients``, ``aggregation_method`` and ``colocate_gradients_with_ops`` are dropped:
   they change scheduling and memory, not values (summation order may differ in the last ulp).
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, expr, method

RULE = Rule("gradients", "tf.gradients -> tape.gradient (list result kept, grad_ys -> output_gradients)")

_DROPPED = {"name", "gate_gradients", "aggregation_method", "colocate_gradients_with_ops", "stop_gradients"}
_KNOWN = _DROPPED | {"ys", "xs", "grad_ys", "unconnected_gradients"}


def sources_and_targets(node: cst.Call) -> tuple:
    """(ys, xs, stop_gradients) expressions of a ``tf.gradients`` call."""
    return arg(node, 0, "ys"), arg(node, 1, "xs"), arg(node, 4, "stop_gradients")


def _none(e) -> bool:
    return isinstance(e, cst.Name) and e.value == "None"


def _default_grad_ys(node, ys, grad_ys, ctx, env):
    """``grad_ys=[None, v]``: TF1 seeds a ``None`` entry with ones shaped like its ``ys``
    entry; ``output_gradients`` takes no None, so it is spelled ``tf.ones_like(y)``. A name
    bound to such a list (``gy = [None, v]``; a red-team hunt: passed on, TF2 aborted the
    process) is read entry by entry: ``[tf.ones_like(y) if g is None else g for y, g in
    zip(ys, gy)]``, when ``ys`` is a list too."""
    bound = ctx.single_value(grad_ys.value) if type(grad_ys) is cst.Name else None
    if type(bound) in (cst.List, cst.Tuple) and any(type(e) is cst.Element and _none(e.value) for e in bound.elements):
        if not (type(ys) in (cst.List, cst.Tuple) or type(ys) is cst.Name and ys.value in env.list_names):
            raise Refusal(node, RULE.name, "tf.gradients(grad_ys=<a list with None entries>) whose ys is not a list")
        ys_code = cst.Module([]).code_for_node(ys)
        return expr(f"[{ctx.tf}.ones_like(y) if g is None else g for y, g in zip({ys_code}, {grad_ys.value})]")
    if not isinstance(grad_ys, (cst.List, cst.Tuple)) or not any(_none(e.value) for e in grad_ys.elements):
        return grad_ys
    if not isinstance(ys, (cst.List, cst.Tuple)) or len(ys.elements) != len(grad_ys.elements) \
            or any(isinstance(e, cst.StarredElement) for e in list(ys.elements) + list(grad_ys.elements)):
        raise Refusal(node, RULE.name, "tf.gradients(grad_ys=[..., None, ...]) whose ys is not a list literal of the same length")
    out = []
    for y, g in zip(ys.elements, grad_ys.elements):
        if _none(g.value):
            if not isinstance(y.value, (cst.Name, cst.Attribute)):
                raise Refusal(node, RULE.name, "tf.gradients(grad_ys=[..., None, ...]) for a ys entry that is not a name")
            g = g.with_changes(value=call(ctx.tf_attr("tf.ones_like"), y.value))
        out.append(g)
    return grad_ys.with_changes(elements=out)


def _literal_entries(ys, grad_ys, ctx, env):
    """``grad_ys=[[1.0, 0.0, 2.0]]``: one entry per ``ys`` entry in TF1, where TF2 flattens
    ``output_gradients`` (three scalar seeds for one target; a red-team hunt: the first was
    used, or a crash). An entry written as a list literal is a tensor: ``tf.constant(entry,
    dtype=y.dtype)`` (TF1 converted it to its target's dtype)."""
    if type(grad_ys) not in (cst.List, cst.Tuple):
        return grad_ys
    if type(ys) in (cst.List, cst.Tuple) and len(ys.elements) == len(grad_ys.elements):
        targets = [e.value if type(e) is cst.Element else None for e in ys.elements]
    elif type(ys) is cst.Name and ys.value not in env.list_names and len(grad_ys.elements) == 1:
        targets = [ys]
    else:
        return grad_ys
    out = []
    for y, g in zip(targets, grad_ys.elements):
        if type(g) is cst.Element and type(g.value) in (cst.List, cst.Tuple):
            dtype = {"dtype": cst.Attribute(y, cst.Name("dtype"))} if type(y) is cst.Name else {}
            g = g.with_changes(value=call(ctx.tf_attr("tf.constant"), g.value, **dtype))
        out.append(g)
    return grad_ys.with_changes(elements=out)


def rewrite(node: cst.Call, ctx, env) -> cst.BaseExpression:
    for a in node.args:
        if a.keyword is not None and a.keyword.value not in _KNOWN:
            raise Refusal(node, RULE.name, f"tf.gradients(..., {a.keyword.value}=...) is not converted")
        if a.star:
            raise Refusal(node, RULE.name, "tf.gradients(*args) is not converted")
    ys, xs, _ = sources_and_targets(node)
    if type(xs) is cst.Name and xs.value in env.mixed_list_names:
        raise Refusal(node, RULE.name, f"tf.gradients sources {xs.value!r}, a name bound to a list and to a single tensor: "
                                       "give one of them another name")
    grad_ys = arg(node, 2, "grad_ys")
    unconnected = arg(node, None, "unconnected_gradients")
    if ys is None or xs is None:
        raise Refusal(node, RULE.name, "tf.gradients without ys and xs")
    kwargs = {}
    if grad_ys is not None:
        kwargs["output_gradients"] = _literal_entries(ys, _default_grad_ys(node, ys, grad_ys, ctx, env), ctx, env)
    if unconnected is not None:
        kwargs["unconnected_gradients"] = unconnected
    g = call(method(env.tape, "gradient"), ys, xs, **kwargs)
    if isinstance(xs, cst.List):
        return g
    if isinstance(xs, cst.Tuple):
        return call(cst.Name("list"), g)
    if isinstance(xs, cst.Name):
        if xs.value in env.list_names:
            return call(cst.Name("list"), g) if xs.value in env.tuple_names else g
        bound = python_list(xs.value, ctx)
        if bound is not None:  # (a list made by plain Python code: ``params = list(weights.values())``)
            return call(cst.Name("list"), g) if type(bound) is cst.Tuple else g
        return cst.List([cst.Element(g)])
    if _list_slice(xs, env) or _list_made(xs, env):
        return g  # ``tf.trainable_variables()[:2]``, ``[W] + [b]``, ``list(pair)``: a list, as TF1's result
    if type(xs) is cst.Attribute and type(xs.value) is cst.Name and xs.attr.value in LAYER_VARIABLE:
        return cst.List([cst.Element(g)])  # ``layer.kernel``: one trainable variable (hunt 19's g230, g237)
    if type(xs) is cst.Attribute and type(xs.value) is cst.Name and xs.attr.value in LAYER_VARIABLE_LISTS:
        return call(cst.Name("list"), g)  # ``layer.trainable_weights``: a list of them (g231, g235)
    raise Refusal(node, RULE.name, "tf.gradients sources must be a name, a list literal, a slice of a variable list or a "
                                   "layer's kernel / bias / trainable_weights")


# a layer object's attributes that are one trainable variable, or a list of its trainable variables
# (the tape records their reads; ``emit`` does not watch the layer)
LAYER_VARIABLE = frozenset({"kernel", "bias", "embeddings", "gamma", "beta", "depthwise_kernel", "pointwise_kernel",
                            "recurrent_kernel"})
LAYER_VARIABLE_LISTS = frozenset({"trainable_weights", "trainable_variables"})


def python_list(name: str, ctx):
    """The value of ``name`` when a module-level statement binds it, once, to a list by its
    spelling (``params = list(weights.values())``; ``module_lists`` first, so the file's
    binding counts behind ``ctx.single_value`` are made only for such names), else None."""
    if name not in module_lists(ctx):
        return None
    bound = ctx.single_value(name)
    return bound if listed(bound, ctx) else None


def module_lists(ctx) -> frozenset:
    """The names a module-level ``name = <a list by its spelling>`` binds (``listed``; found once
    per module, in order, a name read as one of those found before): asked first, so the
    file's binding counts behind ``ctx.single_value`` are made only for such names."""
    if ctx.module_lists is None:
        found: set = set()
        for stmt in ctx.module.body if ctx.module is not None else ():
            small = stmt.body[0] if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1 else None
            if type(small) is cst.Assign and len(small.targets) == 1 and type(small.targets[0].target) is cst.Name \
                    and listed(small.value, ctx, known=found):
                found.add(small.targets[0].target.value)
        ctx.module_lists = frozenset(found)
    return ctx.module_lists


def listed(value, ctx, depth: int = 0, known=None) -> bool:
    """``value`` is a Python list or tuple by its spelling alone (a literal, a comprehension,
    ``list(...)``/``sorted(...)``, a collection such as ``tf.trainable_variables()``, a slice or
    a ``+`` of such, a name bound once to one; with ``known``, a name of that set)."""
    from migrate.source.native.model import ALL_VARIABLES

    if value is None or depth > 3:
        return False
    if type(value) is cst.Name and known is not None:
        return value.value in known
    if type(value) in (cst.List, cst.Tuple, cst.ListComp):
        return True
    if type(value) is cst.Call:
        return (type(value.func) is cst.Name and value.func.value in ("list", "tuple", "sorted")) or ctx.call_name(value) in ALL_VARIABLES
    if type(value) is cst.BinaryOperation and type(value.operator) is cst.Add:
        # (both sides: a list plus a tensor is the tensor's ``__radd__``, a tensor)
        return listed(value.left, ctx, depth + 1, known) and listed(value.right, ctx, depth + 1, known)
    if type(value) is cst.Subscript and len(value.slice) == 1 and type(value.slice[0].slice) is cst.Slice:
        return listed(value.value, ctx, depth + 1, known)
    if type(value) is cst.Name:
        return listed(ctx.single_value(value.value), ctx, depth + 1)
    return False


def _list_made(xs, env) -> bool:
    """``list(...)`` or a ``+`` of lists (literals, comprehensions, names bound to lists,
    ``list(...)``): its gradient is a list, as TF1's."""
    if type(xs) is cst.Call:
        return type(xs.func) is cst.Name and xs.func.value == "list" and len(xs.args) == 1
    if type(xs) is cst.BinaryOperation and type(xs.operator) is cst.Add:
        return all(type(side) in (cst.List, cst.ListComp) or (type(side) is cst.Name and side.value in env.list_names
                                                              and side.value not in env.tuple_names) or _list_made(side, env)
                   for side in (xs.left, xs.right))
    return False


def _list_slice(xs, env) -> bool:
    """``L[a:b]`` of a variable list (Fleming's ``tf.gradients(loss,
    tf.trainable_variables()[:2])``, whose call is rewritten before its slice is seen: a list
    literal, a comprehension or ``list(...)``) or of a name bound to a list."""
    if not (isinstance(xs, cst.Subscript) and len(xs.slice) == 1 and isinstance(xs.slice[0].slice, cst.Slice)):
        return False
    base = xs.value
    if isinstance(base, (cst.List, cst.ListComp)) or (isinstance(base, cst.Call) and isinstance(base.func, cst.Name) and base.func.value == "list"):
        return True
    return isinstance(base, cst.Name) and base.value in env.list_names
