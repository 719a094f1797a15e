"""A module-level name bound once, written out where the file reads it (the binding dropped).

The shared step of ``native.regularizer_names`` (``reg = l2_regularizer(0.05)`` read as layers'
``kernel_regularizer=``) and ``native.function_aliases`` (``bce = tf.nn.sigmoid_cross_...``
read as callees): each finds its candidate bindings and says which reads may take the value;
this keeps the names bound once in the file whose every read is such a read, writes a copy of
the value at each and drops the binding. Rebuilt nodes are recorded in ``origins``. Never
imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.constants import binding_counts
from migrate.source.native.context import name_nodes_read
from migrate.source.native.walk import TracingTransformer, without_statements

__all__ = ["module_bindings", "write_out_bindings"]


def module_bindings(module: cst.Module):
    """(statement, name, value) of each ``name = value`` alone on a line of the module body."""
    for stmt in module.body:
        small = stmt.body[0] if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1 else None
        if type(small) is cst.Assign and len(small.targets) == 1 and type(small.targets[0].target) is cst.Name:
            yield stmt, small.targets[0].target.value, small.value


def write_out_bindings(module: cst.Module, found: dict, allowed: set, origins: dict | None = None) -> cst.Module:
    """``module`` with each name of ``found`` (name -> (its module-level statement, the bound
    value)) written out at its reads, when the name is bound once in the file, read somewhere,
    and every read is one of ``allowed`` (ids of Name nodes); itself if none qualifies."""
    counts = binding_counts(module)
    reads: dict = {}
    for n in name_nodes_read(module):
        if n.value in found:
            reads.setdefault(n.value, []).append(n)
    uses, gone = {}, set()
    for name, (stmt, value) in found.items():
        spelled = [n for n in reads.get(name, []) if n is not stmt.body[0].targets[0].target]
        if counts[name] != 1 or not spelled or any(id(n) not in allowed for n in spelled):
            continue
        uses.update((id(n), value) for n in spelled)
        gone.add(id(stmt))
    if not uses:
        return module
    return _Inline(uses, gone, origins).rewrite(module)


class _Inline(TracingTransformer):
    def __init__(self, uses: dict, gone: set, origins=None):
        super().__init__(origins)
        self.uses, self.gone = uses, gone

    def hit(self, node) -> bool:
        return id(node) in self.uses or id(node) in self.gone

    def leave_Name(self, original, updated):
        made = self.uses.get(id(original))
        return made.deep_clone() if made is not None else updated

    def leave_Module(self, original, updated):
        return without_statements(original, updated, self.gone)
