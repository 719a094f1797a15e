"""Graph-reset helpers called at module level, written out in place (a pre-pass before
``graphs.unwrap_graphs``, so each reset they make starts a graph segment).

ageron's handson-ml notebooks reset the graph before each model through a helper::

    def reset_graph(seed=42):
        tf.reset_default_graph()
        tf.set_random_seed(seed)
        np.random.seed(seed)

    reset_graph()
    ...first model, trained in a session...
    reset_graph()
    ...second model, rebinding X, y, loss...

Each whole-statement call ``reset_graph()`` / ``reset_graph(7)`` / ``reset_graph(seed=7)`` in
the module body (or the body of a module-level ``for``) becomes the helper's statements with each parameter read as the literal passed
(or its literal default); the helper's ``def`` goes once every read of its name was such a
call. Only for a module-level function bound once whose body is expression statements and
plain assignments (no ``return``, ``global``, nested blocks), one of them
``tf.reset_default_graph()`` on its own, whose parameters are only read, and whose calls pass
literals (numbers, strings, ``True``/``False``/``None``) by position or keyword. Never
imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import binding_counts
from migrate.source.native.context import name_nodes_read, replace_nodes
from migrate.source.native.inline import _literal
from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["inline_reset_helpers"]

_RESETS = ("tf.reset_default_graph", "tensorflow.python.framework.ops.reset_default_graph")


def _resets(stmt, table: ImportTable) -> bool:
    if type(stmt) is not cst.SimpleStatementLine or len(stmt.body) != 1 or type(stmt.body[0]) is not cst.Expr:
        return False
    call = stmt.body[0].value
    return type(call) is cst.Call and not call.args and (table.qualname(call.func) or table.internal_name(call.func)) in _RESETS


def _helper(fn: cst.FunctionDef, table: ImportTable) -> bool:
    """``fn`` is a graph-reset helper this pass writes out (see the module doc)."""
    if fn.decorators or fn.asynchronous or type(fn.body) is not cst.IndentedBlock:
        return False
    params = fn.params
    if params.star_arg is not cst.MaybeSentinel.DEFAULT and params.star_arg is not None or params.star_kwarg or params.kwonly_params \
            or params.posonly_params:
        return False
    if any(p.default is not None and not _literal(p.default) for p in params.params):
        return False
    body = list(fn.body.body)
    if not any(_resets(s, table) for s in body):
        return False
    names = {p.name.value for p in params.params}
    for s in body:
        if type(s) is not cst.SimpleStatementLine:
            return False
        for small in s.body:
            if type(small) is cst.Expr:
                continue
            if type(small) is cst.Assign and all(type(t.target) is cst.Name and t.target.value not in names for t in small.targets):
                continue
            return False
    return True


def _bound(fn: cst.FunctionDef, call: cst.Call) -> dict | None:
    """{parameter: literal} of ``call`` (defaults filled in), or None if it cannot be read."""
    params = list(fn.params.params)
    values: dict = {}
    for k, a in enumerate(call.args):
        if a.star or not _literal(a.value):
            return None
        if a.keyword is None:  # (positional arguments come first)
            if k >= len(params):
                return None
            values[params[k].name.value] = a.value
        else:
            if a.keyword.value not in {p.name.value for p in params} or a.keyword.value in values:
                return None
            values[a.keyword.value] = a.value
    for p in params:
        if p.name.value not in values:
            if p.default is None:
                return None
            values[p.name.value] = p.default
    return values


def inline_reset_helpers(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with module-level calls of graph-reset helpers written out (see the module
    doc; itself if there are none)."""
    helpers = {s.name.value: s for s in module.body if type(s) is cst.FunctionDef and _helper(s, table)}
    if not helpers:
        return module
    counts = binding_counts(module)
    helpers = {name: fn for name, fn in helpers.items() if counts[name] == 1}
    sites: dict = {}  # id(statement) -> (helper, {param: literal})
    # (also the body of a module-level loop: one graph per trip, ``native.reset_loops``)
    loops = [s for s in module.body if type(s) is cst.For and type(s.body) is cst.IndentedBlock]
    for stmt in list(module.body) + [x for loop in loops for x in loop.body.body]:
        if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1 and type(stmt.body[0]) is cst.Expr:
            call = stmt.body[0].value
            if type(call) is cst.Call and type(call.func) is cst.Name and call.func.value in helpers:
                bound = _bound(helpers[call.func.value], call)
                if bound is not None:
                    sites[id(stmt)] = (helpers[call.func.value], bound)
    if not sites:
        return module
    used = {name for name in helpers if name in {fn.name.value for fn, _ in sites.values()}}
    reads = {}
    for n in instances(module, cst.Name):
        if n.value in used:
            reads[n.value] = reads.get(n.value, 0) + 1
    calls = {}
    for fn, _ in sites.values():
        calls[fn.name.value] = calls.get(fn.name.value, 0) + 1
    dropped = {id(helpers[name]) for name in used if reads[name] == calls[name] + 1}  # (+ the def's own name)
    return _WriteOut(sites, dropped, origins).rewrite(module)


class _WriteOut(TracingTransformer):
    def __init__(self, sites: dict, dropped: set, origins=None):
        super().__init__(origins)
        self.sites, self.dropped = sites, dropped

    def hit(self, node) -> bool:
        return id(node) in self.sites or id(node) in self.dropped

    def on_leave(self, original, updated):
        site = self.sites.get(id(original))
        if site is not None:
            fn, values = site
            body = [replace_nodes(s, {n: values[n.value] for n in name_nodes_read(s) if n.value in values}) for s in fn.body.body]
            body[0] = body[0].with_changes(leading_lines=original.leading_lines)
            for s in body:
                self.origins[id(s)] = (s, original)
            return cst.FlattenSentinel(body)
        if id(original) in self.dropped:
            return cst.RemoveFromParent()
        return super().on_leave(original, updated)
