"""Loops that fetch each tensor of a literal list, unrolled.

TF1 scripts print several tensors one by one::

    for t in [a, b, c]:                        print(sess.run(a))
        print(sess.run(t))             ->      print(sess.run(b))
                                               print(sess.run(c))

The planner reads a fetch by the tensor's name; the loop variable names no tensor (each such
site was refused as "a fetch that is not a graph tensor": red-team hunt 17's most frequent
island, 11 files). Unrolled only when: the loop iterates a list or tuple literal of 1-8 plain
names (or, for ``for name, t in [("a", a), ...]``, of tuples of plain names and literals), its body is simple statements (no ``break`` / ``continue`` / ``return``, no lambda or
comprehension, the loop variable never assigned), the body fetches the loop variable
(``sess.run(t)``, ``sess.run([t, loss])``, ``t.eval()``), no ``else``, and the file reads the loop variable nowhere else
(after the loop Python would still hold the last element). Python runs the same statements in
the same order. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import replace_nodes, variable_names
from migrate.source.native.walk import TracingTransformer, instances, nodes, record_origin

__all__ = ["unroll_fetch_loops"]

_MAX = 8
_SCOPES = (cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)


def unroll_fetch_loops(module: cst.Module, origins: dict | None = None) -> cst.Module:
    """``module`` with its eligible fetch loops unrolled (itself if none)."""
    loops = [loop for loop in instances(module, cst.For) if _eligible(loop)]
    if not loops:
        return module
    uses: dict = {}
    for n in variable_names(module):  # (not ``name=`` keywords nor ``x.name`` attributes)
        uses[n.value] = uses.get(n.value, 0) + 1
    found = {id(loop) for loop in loops if all(uses.get(name, 0) == len([
        n for n in variable_names(loop) if n.value == name]) for name in _targets(loop))}
    if not found:
        return module
    return _Unroll(found, origins).rewrite(module)


def _targets(loop: cst.For) -> list:
    """The loop's names: ``t`` of ``for t in``, ``name, t`` of ``for name, t in``."""
    if type(loop.target) is cst.Name:
        return [loop.target.value]
    return [e.value.value for e in loop.target.elements]


def _items(loop: cst.For) -> list | None:
    """Per trip, {loop name: the element node it takes}: the list literal's plain names (``for t
    in [a, b]``), or its tuples of plain names and literals (``for name, t in [("a", a), ("b",
    b)]``: hunt 39's za_065-za_070); None for another form."""
    if type(loop.iter) not in (cst.List, cst.Tuple) or not 1 <= len(loop.iter.elements) <= _MAX \
            or any(type(e) is not cst.Element for e in loop.iter.elements):
        return None
    names = _targets(loop)
    out = []
    for e in loop.iter.elements:
        parts = [e.value] if type(loop.target) is cst.Name else (
            [x.value for x in e.value.elements] if type(e.value) in (cst.Tuple, cst.List)
            and all(type(x) is cst.Element for x in e.value.elements) else None)
        if parts is None or len(parts) != len(names) or not any(type(p) is cst.Name for p in parts) or any(
                type(p) not in (cst.Name, cst.SimpleString, cst.Integer, cst.Float)
                or (type(p) is cst.Name and p.value in ("True", "False", "None")) for p in parts):
            return None
        out.append(dict(zip(names, parts)))
    return out


def _eligible(loop: cst.For) -> bool:
    if loop.orelse is not None or loop.asynchronous is not None:
        return False
    if type(loop.target) is not cst.Name and not (
            type(loop.target) in (cst.Tuple, cst.List) and loop.target.elements
            and all(type(e) is cst.Element and type(e.value) is cst.Name for e in loop.target.elements)):
        return False
    names = _targets(loop)
    if len(set(names)) != len(names) or _items(loop) is None:
        return False
    if type(loop.body) is not cst.IndentedBlock or not all(type(s) is cst.SimpleStatementLine for s in loop.body.body):
        return False
    small = [x for s in loop.body.body for x in s.body]
    if any(type(x) in (cst.Break, cst.Continue, cst.Return, cst.Global, cst.Nonlocal) for x in small):
        return False
    if any(instances(loop.body, t) for t in _SCOPES):
        return False
    for x in instances(loop.body, (cst.Assign, cst.AugAssign, cst.AnnAssign)):
        targets = [t.target for t in x.targets] if type(x) is cst.Assign else [x.target]
        if any(n.value in names for t in targets for n in instances(t, cst.Name)):
            return False
    # (a loop variable is what is fetched: ``sess.run(t)``, ``sess.run([t, loss])``, ``t.eval()``;
    # a loop over fed values, ``sess.run(out, {flag: f})``, stays a loop)
    return any(type(c.func) is cst.Attribute and (
        (c.func.attr.value == "run" and c.args and c.args[0].keyword is None
         and any(n.value in names for n in instances(c.args[0].value, cst.Name)))
        or (c.func.attr.value == "eval" and type(c.func.value) is cst.Name and c.func.value.value in names))
        for c in instances(loop.body, cst.Call))


class _Unroll(TracingTransformer):
    def __init__(self, found: set, origins=None):
        super().__init__(origins)
        self.found = found

    def hit(self, node) -> bool:
        return id(node) in self.found

    def leave_For(self, original, updated):
        if id(original) not in self.found:
            return updated
        out = []
        for k, item in enumerate(_items(original)):
            for j, stmt in enumerate(original.body.body):
                # (each read of a loop variable -> its element; attribute and keyword names stay)
                new = replace_nodes(stmt, {n: item[n.value].deep_clone() for n in variable_names(stmt) if n.value in item})
                if k == 0 and j == 0:
                    new = new.with_changes(leading_lines=list(original.leading_lines) + list(new.leading_lines))
                # (the copy has the statement's shape, a name for a name: node for node, so a
                # construct refused in a copy is reported where the loop's statement has it)
                for copy, source in zip(nodes(new), nodes(stmt)):
                    record_origin(self.origins, source, copy)
                out.append(new)
        return cst.FlattenSentinel(out)
