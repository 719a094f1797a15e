"""Rule ``arg_scopes``: ``with slim.arg_scope([fns], **defaults):`` -> the defaults in each call.

Transforms::

    with slim.arg_scope([slim.fully_connected], activation_fn=tf.nn.tanh):
        net = slim.fully_connected(x, 5, scope="fc1")
        out = slim.fully_connected(net, 2, activation_fn=None, scope="fc2")
        ->  net = slim.fully_connected(x, 5, scope="fc1", activation_fn=tf.nn.tanh)
            out = slim.fully_connected(net, 2, activation_fn=None, scope="fc2")

(the calls are then expanded by rule ``layers``). As in TF1, keywords given in the call win,
nested ``arg_scope`` blocks compose (the inner defaults override the outer ones for the same
function), ``slim.fully_connected`` and ``tf.contrib.layers.fully_connected`` are one
function, and the ``with`` statement goes (its comments move to the first statement of its
body). ``tf.contrib.framework.arg_scope`` likewise.

CAVEATS:
1. The function list must be a literal list/tuple of TF functions and the defaults keywords
   whose values are static: literals, TF names, names the block does not rebind, and calls
   of TF initializers/regularizers with static arguments (they are written into each call,
   so they must mean the same thing each time). ``arg_scope(scope_object)``, ``as sc``,
   ``**kwargs`` are refused.
2. Inside the block, a call the converter cannot see into (a helper function, a method of an
   object, a module other than TensorFlow/numpy/the standard library), a nested function,
   or a listed function used other than by a direct call is refused: TF1 would apply the
   defaults to the listed functions it reaches.
3. A listed function's parameter given positionally and as a default is refused (TF1 raises
   ``TypeError``); only ``fully_connected``'s positional parameters are known.
"""
from __future__ import annotations

import builtins

import libcst as cst

from migrate.source.native.context import Refusal, Rule
from migrate.source.native.walk import TracingTransformer, Walker
from migrate.source.rules import layers

RULE = Rule("arg_scopes", "slim.arg_scope defaults merged statically into the calls of the listed functions")

ARG_SCOPES = {"tf.contrib.slim.arg_scope", "tf.contrib.framework.arg_scope"}
FC_PARAMS = (
    "inputs", "num_outputs", "activation_fn", "normalizer_fn", "normalizer_params", "weights_initializer",
    "weights_regularizer", "biases_initializer", "biases_regularizer", "reuse", "variables_collections",
    "outputs_collections", "trainable", "scope",
)


def key(q: str | None) -> str | None:
    """One key per function (``slim.fully_connected`` is ``tf.contrib.layers.fully_connected``)."""
    if q in layers.FULLY_CONNECTED:
        return "fully_connected"
    return q


def is_arg_scope(stmt, ctx) -> bool:
    return (
        isinstance(stmt, cst.With)
        and any(isinstance(i.item, cst.Call) and ctx.call_name(i.item) in ARG_SCOPES for i in stmt.items)
    )


def _static_call(q: str | None) -> bool:
    if q is None:
        return False
    last = q.rsplit(".", 1)[-1].lower()
    return last.endswith(("initializer", "regularizer")) or q.startswith(("tf.keras.initializers.", "tf.initializers."))


def _static(node, ctx, rebound: set) -> bool:
    if isinstance(node, (cst.Integer, cst.Float, cst.SimpleString, cst.ConcatenatedString)):
        return True
    if isinstance(node, cst.Name):
        return ctx.qualname(node) is not None or node.value in ("None", "True", "False") or node.value not in rebound
    if isinstance(node, cst.Attribute):
        return ctx.qualname(node) is not None
    if isinstance(node, cst.UnaryOperation):
        return _static(node.expression, ctx, rebound)
    if isinstance(node, cst.BinaryOperation):
        return _static(node.left, ctx, rebound) and _static(node.right, ctx, rebound)
    if isinstance(node, (cst.List, cst.Tuple)):
        return all(not isinstance(e, cst.StarredElement) and _static(e.value, ctx, rebound) for e in node.elements)
    if isinstance(node, cst.Call):
        return _static_call(ctx.call_name(node)) and all(not a.star and _static(a.value, ctx, rebound) for a in node.args)
    return False


class _Rebound(Walker):
    """Collects the names bound by the statements it walks (see ``rebound_names``)."""

    def __init__(self):
        self.found: set = set()

    def visit_AssignTarget(self, n):
        self.found.update(_target_names(n.target))

    def visit_AugAssign(self, n):
        self.found.update(_target_names(n.target))

    def visit_AnnAssign(self, n):
        self.found.update(_target_names(n.target))

    def visit_For(self, n):
        self.found.update(_target_names(n.target))

    def visit_AsName(self, n):
        self.found.update(_target_names(n.name))

    def visit_FunctionDef(self, n):
        self.found.add(n.name.value)

    def visit_ClassDef(self, n):
        self.found.add(n.name.value)

    def visit_ImportAlias(self, n):
        bound = n.asname.name if n.asname is not None else n.name
        self.found.update(_target_names(bound))


def rebound_names(body) -> set:
    """Names (re)bound anywhere in ``body`` (assignments, loops, with/as, imports, defs)."""
    walker = _Rebound()
    for s in body:
        walker.walk(s)
    return walker.found


def _target_names(t) -> list:
    if isinstance(t, cst.Name):
        return [t.value]
    if isinstance(t, (cst.Tuple, cst.List)):
        return [n for e in t.elements for n in _target_names(e.value)]
    if isinstance(t, cst.StarredElement):
        return _target_names(t.value)
    return []


def scope_defaults(stmt: cst.With, ctx, outer: dict | None) -> dict:
    """``{function key: {keyword: value}}`` in force inside ``with arg_scope(...):`` (``outer``:
    the enclosing scopes' defaults). Refusal if not static."""
    if len(stmt.items) != 1:
        raise Refusal(stmt, RULE.name, "arg_scope combined with other context managers in one with statement")
    item = stmt.items[0]
    c = item.item
    if item.asname is not None:
        raise Refusal(c, RULE.name, "arg_scope(...) as NAME (a scope object reused later) is not converted")
    fns = c.args[0].value if c.args and c.args[0].keyword is None and not c.args[0].star else None
    if not isinstance(fns, (cst.List, cst.Tuple)) or not fns.elements:
        raise Refusal(c, RULE.name, "arg_scope whose first argument is not a literal list of functions")
    keys = []
    for e in fns.elements:
        q = ctx.qualname(e.value) if isinstance(e, cst.Element) else None
        if q is None:
            raise Refusal(e, RULE.name, "arg_scope list entry that is not a TensorFlow function")
        keys.append(key(q))
    rebound = rebound_names(stmt.body.body)
    new: dict = {}
    for a in c.args[1:]:
        if a.keyword is None or a.star:
            raise Refusal(a, RULE.name, "arg_scope defaults must be keyword arguments")
        if not _static(a.value, ctx, rebound):
            raise Refusal(a.value, RULE.name, f"arg_scope default {a.keyword.value}= that is not static")
        new[a.keyword.value] = a.value
    out = {k: dict(v) for k, v in (outer or {}).items()}
    for k in keys:
        out.setdefault(k, {}).update(new)
    return out


class _Calls(Walker):
    """Finds the calls of listed functions in a statement under ``arg_scope`` (``hits``: call ->
    function key); Refusal where the statement may reach one the converter cannot see."""

    def __init__(self, ctx, defaults: dict, plain_modules):
        self.ctx, self.defaults, self.plain_modules = ctx, defaults, plain_modules
        self.hits: dict = {}
        self.direct: set = set()

    def visit_Call(self, n):
        ctx = self.ctx
        q = ctx.call_name(n)
        k = key(q)
        if q in ARG_SCOPES:
            raise Refusal(n, RULE.name, "arg_scope nested inside another statement is not converted")
        if k in self.defaults:
            self.hits[n] = k
            self.direct.add(id(n.func))
        elif q is None:
            head = n.func
            while isinstance(head, cst.Attribute):
                head = head.value
            if isinstance(n.func, cst.Name):
                if not hasattr(builtins, n.func.value):
                    raise Refusal(n, RULE.name, f"{n.func.value}() called inside arg_scope: the converter cannot see which listed functions it calls")
            elif isinstance(head, cst.Name) and ctx.qualname(head) is None and head.value not in self.plain_modules:
                raise Refusal(n, RULE.name, "a method or module function called inside arg_scope: the converter cannot see which listed functions it calls")

    def _ref(self, n):
        if id(n) not in self.direct and key(self.ctx.qualname(n)) in self.defaults:
            raise Refusal(n, RULE.name, "a function listed in arg_scope used other than by a direct call")

    def visit_Attribute(self, n):
        if self.ctx.qualname(n) is not None:
            self._ref(n)
            return False
        return True

    def visit_Name(self, n):
        self._ref(n)

    def visit_FunctionDef(self, n):
        raise Refusal(n, RULE.name, "a function defined inside arg_scope (its calls may run outside the scope) is not converted")

    def visit_Lambda(self, n):
        raise Refusal(n, RULE.name, "a lambda inside arg_scope is not converted")

    def visit_ClassDef(self, n):
        raise Refusal(n, RULE.name, "a class defined inside arg_scope is not converted")


def apply(stmt, defaults: dict, ctx, plain_modules: set = frozenset()):
    """``stmt`` with ``defaults`` merged into each call of a listed function (Refusal if the
    statement may reach a listed function the converter cannot see)."""
    walker = _Calls(ctx, defaults, plain_modules)
    walker.walk(stmt)
    hits = walker.hits
    if not hits:
        return stmt
    new = {c: _merged(c, defaults[k], k == "fully_connected", ctx.call_name(c) in layers.LINEAR) for c, k in hits.items()}
    return _Merge(new, ctx.origins).rewrite(stmt)


class _Merge(TracingTransformer):
    """Appends to each call in ``new`` (call -> its merged argument list) the defaults it lacks."""

    def __init__(self, new: dict, origins=None):
        super().__init__(origins)
        self.new = new

    def hit(self, node) -> bool:
        return node in self.new

    def leave_Call(self, original, updated):
        if original in self.new:
            return updated.with_changes(args=list(updated.args) + self.new[original][len(original.args):])
        return updated


def _merged(c: cst.Call, defaults: dict, fully_connected: bool, linear: bool = False) -> list:
    """``c``'s arguments followed by the defaults it does not give (TF1: explicit wins; ``linear``,
    TF1's ``partial(fully_connected, activation_fn=None)``, gives ``activation_fn`` itself)."""
    given = {a.keyword.value for a in c.args if a.keyword is not None}
    positional = [a for a in c.args if a.keyword is None]
    if any(a.star for a in c.args):
        raise Refusal(c, RULE.name, "*args/**kwargs in a call under arg_scope are not converted")
    taken = set(FC_PARAMS[: len(positional)]) if fully_connected else set()
    out = list(c.args)
    for kw, value in defaults.items():
        if kw in given or (kw == "activation_fn" and linear):
            continue
        if kw in taken:
            raise Refusal(c, RULE.name, f"{kw} given positionally and as an arg_scope default (TF1 raises TypeError)")
        out.append(cst.Arg(value, keyword=cst.Name(kw), equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))))
    return out
