"""Fetch lists bound to a name folded into the ``sess.run`` calls that fetch them.

The planner reads a site's fetches from the ``sess.run`` call itself; TF1 code often names them
first (also what inlining a method like ``step(self, sess, x, train)`` leaves)::

    fetches = [loss, train_op]                   l = sess.run([loss, train_op], d)[0]
    l = sess.run(fetches, d)[0]           ->

``fold_fetch_names(module, table, origins)`` substitutes the value for the name and drops the
assignment when that is the same program:

* the name is bound once in the whole file, by ``name = value`` alone on its line, and every
  read of it is the fetch argument of a ``.run(...)`` call (first argument or ``fetches=``);
* ``value`` is a graph-object expression without calls: names, attribute chains, subscripts
  with literal keys, and lists/tuples/dicts of those (``{"loss": loss, "op": op}`` too);
* each read comes later in the statement list holding the assignment (inside a later statement
  of it, not inside a nested ``def``/``lambda``), so the assignment ran just before it, and no
  name the value reads is bound in that list from the assignment to the read or declared
  ``global`` anywhere: the value means the same at the read.

Anything else is left as written (the planner reports it). Rebuilt nodes are recorded in
``origins``. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import binding_counts, bound_names
from migrate.source.native.context import name_nodes_read, names_in
from migrate.source.native.walk import TracingTransformer, instances, nodes

__all__ = ["fold_fetch_names"]


def fold_fetch_names(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with the fetch names described above folded (itself if there are none)."""
    fetched = {}  # id(Name node) -> Name node: a name fetched by a .run(...) call
    for call in instances(module, cst.Call):
        node = _fetch_arg(call)
        if type(node) is cst.Name:  # (no subclasses: no slow ABC check)
            fetched[id(node)] = node
    if not fetched:
        return module  # (the common case: one walk of the calls, no rewrite)
    reads: dict = {}
    stores = {id(t.target) for t in instances(module, cst.AssignTarget)}
    for n in name_nodes_read(module):
        if id(n) not in stores:
            reads.setdefault(n.value, []).append(n)
    candidates = {n.value for n in fetched.values() if all(id(r) in fetched for r in reads[n.value])}
    if not candidates:
        return module
    # ``name = <fetchable>`` lines of a candidate first: the binding count (a walk of the
    # whole module) only when there is one (the common case: none)
    found_lines = [(stmts, i, name, value) for stmts in _statement_lists(module) for i, stmt in enumerate(stmts)
                   for name, value in [_named_value(stmt)] if name in candidates and _fetchable(value)]
    if not found_lines:
        return module
    counts = binding_counts(module)
    declared_global = {item.name.value for g in instances(module, cst.Global) for item in g.names}
    uses, drops = {}, set()
    for stmts, i, name, value in found_lines:
        if counts.get(name) != 1:
            continue
        read = names_in(value)
        if read & declared_global:
            continue
        found = _dominated_reads(stmts, i, reads[name], read)
        if found is not None:
            uses.update({id(r): value for r in found})
            drops.add(id(stmts[i]))
    if not drops:
        return module
    return _Fold(uses, drops, origins).rewrite(module)


def _fetch_arg(call: cst.Call):
    """The fetches argument of ``x.run(fetches, ...)`` / ``x.run(fetches=...)``, else None."""
    if not (isinstance(call.func, cst.Attribute) and call.func.attr.value == "run"):
        return None
    for i, a in enumerate(call.args):
        if a.keyword is None and a.star == "" and i == 0:
            return a.value
        if a.keyword is not None and a.keyword.value == "fetches":
            return a.value
    return None


def _statement_lists(module: cst.Module):
    yield list(module.body)
    for block in instances(module, cst.IndentedBlock):
        yield list(block.body)


def _named_value(stmt):
    """(name, value) of a line that is only ``name = value``, else (None, None)."""
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Assign):
        a = stmt.body[0]
        if len(a.targets) == 1 and isinstance(a.targets[0].target, cst.Name):
            return a.targets[0].target.value, a.value
    return None, None


def _fetchable(value) -> bool:
    """A graph-object expression without calls (see the module docstring)."""
    if isinstance(value, cst.Name):
        return True
    if isinstance(value, cst.Attribute):
        return _fetchable(value.value)
    if isinstance(value, cst.Subscript):
        return _fetchable(value.value) and len(value.slice) == 1 and isinstance(value.slice[0].slice, cst.Index) \
            and isinstance(value.slice[0].slice.value, (cst.SimpleString, cst.Integer))
    if isinstance(value, (cst.List, cst.Tuple)):
        return bool(value.elements) and all(isinstance(e, cst.Element) and _fetchable(e.value) for e in value.elements)
    if isinstance(value, cst.Dict):
        return bool(value.elements) and all(
            isinstance(e, cst.DictElement) and isinstance(e.key, cst.SimpleString) and _fetchable(e.value)
            for e in value.elements)
    return False


def _dominated_reads(stmts: list, i: int, name_reads: list, value_reads: set) -> list | None:
    """The reads of the name if every one is inside ``stmts[j]`` (j > i), outside nested
    functions, and nothing in ``stmts[i + 1 : j + 1]`` binds a name the value reads; else None."""
    wanted = {id(r) for r in name_reads}
    found, last = [], i
    for j in range(i + 1, len(stmts)):
        inside = [n for n in nodes(stmts[j]) if id(n) in wanted]
        if inside:
            nested = {id(n) for f in instances(stmts[j], (cst.FunctionDef, cst.Lambda)) for n in nodes(f)}
            if any(id(n) in nested for n in inside):
                return None
            found += inside
            last = j
    if len(found) != len(wanted):
        return None  # a read elsewhere (before the assignment, another block)
    if bound_names(stmts[i + 1:last + 1]) & value_reads:
        return None
    return found


class _Fold(TracingTransformer):
    """Puts a copy of the value at each read and drops the assignments (their comments go to
    the next statement)."""

    def __init__(self, uses: dict, drops: set, origins=None):
        super().__init__(origins)
        self.uses, self.drops = uses, drops
        self.dropped: set = set()  # ids of the rebuilt dropped statements

    def hit(self, node) -> bool:
        return id(node) in self.uses or id(node) in self.drops

    def leave_Name(self, original, updated):
        value = self.uses.get(id(original))
        return updated if value is None else value.deep_clone()

    def leave_SimpleStatementLine(self, original, updated):
        if id(original) in self.drops:
            self.dropped.add(id(updated))
        return updated

    def _without_dropped(self, body) -> list | None:
        if not any(id(s) in self.dropped for s in body):
            return None
        out, carried = [], []
        for s in body:
            if id(s) in self.dropped:
                carried += list(s.leading_lines)
                continue
            if carried:
                s = s.with_changes(leading_lines=carried + list(s.leading_lines))
                carried = []
            out.append(s)
        return out

    def leave_Module(self, original, updated):
        body = self._without_dropped(updated.body)
        return updated if body is None else updated.with_changes(body=body)

    leave_IndentedBlock = leave_Module
