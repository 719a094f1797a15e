"""Loops that fetch each tensor of a literal list, unrolled.

TF1 scripts print several tensors one by one::

    for t in [a, b, c]:                        print(sess.run(a))
        print(sess.run(t))             ->      print(sess.run(b))
                                               print(sess.run(c))

The planner reads a fetch by the tensor's name; the loop variable names no tensor (each such
site was refused as "a fetch that is not a graph tensor": red-team hunt 17's most frequent
island, 11 files). Unrolled only when: the loop iterates a list or tuple literal of 1-8 plain
names, its body is simple statements (no ``break`` / ``continue`` / ``return``, no lambda or
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
    for n in instances(module, cst.Name):
        uses[n.value] = uses.get(n.value, 0) + 1
    found = {id(loop) for loop in loops if uses.get(loop.target.value, 0) == len([
        n for n in instances(loop, cst.Name) if n.value == loop.target.value])}
    if not found:
        return module
    return _Unroll(found, origins).rewrite(module)


def _eligible(loop: cst.For) -> bool:
    if loop.orelse is not None or loop.asynchronous is not None or type(loop.target) is not cst.Name:
        return False
    if type(loop.iter) not in (cst.List, cst.Tuple) or not 1 <= len(loop.iter.elements) <= _MAX:
        return False
    if any(type(e) is not cst.Element or type(e.value) is not cst.Name or e.value.value in ("True", "False", "None")
           for e in loop.iter.elements):
        return False
    if type(loop.body) is not cst.IndentedBlock or not all(type(s) is cst.SimpleStatementLine for s in loop.body.body):
        return False
    name = loop.target.value
    small = [x for s in loop.body.body for x in s.body]
    if any(type(x) in (cst.Break, cst.Continue, cst.Return, cst.Global, cst.Nonlocal) for x in small):
        return False
    if any(instances(loop.body, t) for t in _SCOPES):
        return False
    for x in instances(loop.body, (cst.Assign, cst.AugAssign, cst.AnnAssign)):
        targets = [t.target for t in x.targets] if type(x) is cst.Assign else [x.target]
        if any(n.value == name for t in targets for n in instances(t, cst.Name)):
            return False
    # (the loop variable is what is fetched: ``sess.run(t)``, ``sess.run([t, loss])``, ``t.eval()``;
    # a loop over fed values, ``sess.run(out, {flag: f})``, stays a loop)
    return any(type(c.func) is cst.Attribute and (
        (c.func.attr.value == "run" and c.args and c.args[0].keyword is None
         and any(n.value == name for n in instances(c.args[0].value, cst.Name)))
        or (c.func.attr.value == "eval" and type(c.func.value) is cst.Name and c.func.value.value == name))
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
        for k, element in enumerate(original.iter.elements):
            for j, stmt in enumerate(original.body.body):
                # (each read of the loop variable -> the element; attribute and keyword names stay)
                new = replace_nodes(stmt, {n: cst.Name(element.value.value) for n in variable_names(stmt)
                                           if n.value == original.target.value})
                if k == 0 and j == 0:
                    new = new.with_changes(leading_lines=list(original.leading_lines) + list(new.leading_lines))
                # (the copy has the statement's shape, a name for a name: node for node, so a
                # construct refused in a copy is reported where the loop's statement has it)
                for copy, source in zip(nodes(new), nodes(stmt)):
                    record_origin(self.origins, source, copy)
                out.append(new)
        return cst.FlattenSentinel(out)
