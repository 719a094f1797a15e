"""Loops that call a layer helper, unrolled before the helpers are inlined.

Tutorials stack a helper that makes ``tf.Variable``-s (``native.inline``'s layer helpers:
Morvan's ``add_layer``) in a loop::

    h = xs
    for i in range(2):
        h = add_layer(h, sizes[i], sizes[i + 1], activation_function=tf.nn.relu)

TF1 built one layer per iteration, in order. With the trip count known from the source
(``range`` of int literals or module names bound once to ints, ``len`` of a list bound once),
the loop is the same program as its iterations written out, the loop variable replaced by its
value (names kept: each iteration rebinds ``h`` from the previous one, as the loop did)::

    h = add_layer(h, sizes[0], sizes[1], activation_function=tf.nn.relu)
    h = add_layer(h, sizes[1], sizes[2], activation_function=tf.nn.relu)

after which every call is a whole statement the helper inliner takes. Only loops ``for NAME in
range(...)`` without ``else``, of at most 32 trips, whose body is single-statement lines
(assignments to names, expression calls; no ``break``/``continue``, no ``sess.run``/``eval``)
with a call of a layer helper as the whole value of one of them, and that never bind the loop
variable; the loop variable gets its last value after the loop when read there. In the module,
the ``__main__`` guard and function bodies. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import assigned_names
from migrate.source.native.helpers import variable_factories
from migrate.source.native.inline import is_layer_helper
from migrate.source.native.variable_loops import _range_values, _static_names, _Substitute
from migrate.source.native.walk import TracingTransformer, instances, written_node

__all__ = ["unroll_helper_loops"]


def unroll_helper_loops(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each qualifying loop unrolled as above (itself if none)."""
    origins = origins if origins is not None else {}
    defined = {s.name.value for s in module.body if isinstance(s, cst.FunctionDef)}
    if not any(_calls_helper(loop, defined) for loop in instances(module, cst.For)):
        return module  # (no loop calls a module function as a statement: the common case)
    helpers = _layer_helpers(module, table)
    if not helpers or not any(_calls_helper(loop, helpers) for loop in instances(module, cst.For)):
        return module
    static = _static_names(module)
    return _Unroll(helpers, static, origins).rewrite(module)


def _layer_helpers(module: cst.Module, table: ImportTable) -> set:
    """Names of the module functions (defined once) that make plain ``tf.Variable``-s."""
    defs: dict = {}
    for s in module.body:
        if isinstance(s, cst.FunctionDef):
            defs[s.name.value] = None if s.name.value in defs else s
    factories = variable_factories(module, table)
    return {name for name, fn in defs.items() if fn is not None and name not in factories and is_layer_helper(fn, table, factories, module)}


def _helper_call(small, helpers: set) -> bool:
    value = small.value if isinstance(small, (cst.Assign, cst.Expr)) else None
    return isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value in helpers


def _calls_helper(loop: cst.For, helpers: set) -> bool:
    return isinstance(loop.body, cst.IndentedBlock) and any(
        isinstance(s, cst.SimpleStatementLine) and any(_helper_call(small, helpers) for small in s.body) for s in loop.body.body)


class LoopUnroller(TracingTransformer):
    """Replaces each loop of every statement list that ``_unrolled`` writes out (shared with
    ``native.scope_loops``); ``origins`` maps each statement made to the loop, each block
    rebuilt to its statement as written (``rewrite``: the statements holding no loop stay
    the same objects)."""

    def __init__(self, origins: dict):
        super().__init__(origins)

    def hit(self, node) -> bool:
        return type(node) is cst.For

    def _unrolled(self, loop: cst.For, after: list) -> list | None:
        """The statements replacing ``loop`` (``after``: the statements following it), or None."""
        raise NotImplementedError

    def _statements(self, stmts, originals) -> list | None:
        """``stmts`` with their qualifying loops unrolled; None if none is. Each statement
        made, and each inside it, comes from the loop as written (``originals``: the
        statements before this visit, in step with ``stmts``)."""
        out, changed = [], False
        for k, s in enumerate(stmts):
            made = self._unrolled(s, stmts[k + 1:]) if isinstance(s, cst.For) else None
            if made is None:
                out.append(s)
                continue
            changed = True
            written = written_node(self.origins, originals[k] if len(originals) == len(stmts) else s)
            for m in made:
                for inner in [m, *instances(m, (cst.SimpleStatementLine, cst.BaseCompoundStatement))]:
                    self.origins.setdefault(id(inner), (inner, written))
            out += made
        return out if changed else None

    def leave_Module(self, original, updated):
        body = self._statements(list(updated.body), list(original.body))
        return updated if body is None else updated.with_changes(body=body)

    def leave_IndentedBlock(self, original, updated):
        body = self._statements(list(updated.body), list(original.body))
        return updated if body is None else updated.with_changes(body=body)


def with_loop_variable_after(out: list, loop: cst.For, var: str, last: int, after: list) -> list:
    """``out`` (a loop's iterations written out) with the loop's comments on its first
    statement and ``var = <last value>`` appended when the statements ``after`` it read it."""
    out[0] = out[0].with_changes(leading_lines=list(loop.leading_lines))
    if _read_before_bound(var, after):
        out.append(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(var))], cst.Integer(str(last)))]))
    return out


class _Unroll(LoopUnroller):
    def __init__(self, helpers: set, static: dict, origins: dict):
        super().__init__(origins)
        self.helpers, self.static = helpers, static

    def _unrolled(self, loop: cst.For, after: list) -> list | None:
        if loop.orelse is not None or loop.asynchronous is not None or not isinstance(loop.target, cst.Name) \
                or not _calls_helper(loop, self.helpers):
            return None
        values = _range_values(loop.iter, self.static)
        if not values:
            return None
        var = loop.target.value
        for s in loop.body.body:
            if not isinstance(s, cst.SimpleStatementLine) or len(s.body) != 1:
                return None
            small = s.body[0]
            if isinstance(small, cst.Assign):
                if len(small.targets) != 1 or not assigned_names(small.targets[0].target) or var in assigned_names(small.targets[0].target):
                    return None
            elif not (isinstance(small, cst.Expr) and isinstance(small.value, cst.Call)):
                return None
        for c in instances(loop.body, cst.Call):
            if isinstance(c.func, cst.Attribute) and c.func.attr.value in ("run", "eval"):
                return None
        out = []
        for value in values:
            for s in loop.body.body:
                new = _Substitute(var, value, {}).rewrite(s)
                out.append((new if new is not s else s.deep_clone()).with_changes(leading_lines=[]))
        return with_loop_variable_after(out, loop, var, values[-1], after)


def _read_before_bound(var: str, after: list) -> bool:
    """``var`` is read by the statements ``after`` the loop before one of them binds it again
    (``for i in ...`` / ``i = <not reading i>``: the loop's last value is never seen)."""
    for s in after:
        if isinstance(s, cst.For) and isinstance(s.target, cst.Name) and s.target.value == var \
                and not any(n.value == var for n in instances(s.iter, cst.Name)):
            return False
        if isinstance(s, cst.SimpleStatementLine) and len(s.body) == 1 and isinstance(s.body[0], cst.Assign) \
                and any(var in assigned_names(t.target) for t in s.body[0].targets) \
                and not any(n.value == var for n in instances(s.body[0].value, cst.Name)):
            return False
        if any(n.value == var for n in instances(s, cst.Name)):
            return True
    return False
