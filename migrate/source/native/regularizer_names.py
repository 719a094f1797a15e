"""A module-level name bound to an L2 regularizer, written out where layers take it.

TF1 code builds one regularizer and hands it to every layer::

    reg = tf.contrib.layers.l2_regularizer(0.05)
    c = tf.layers.conv2d(x, 3, 3, kernel_regularizer=reg)
        ->  c = tf.layers.conv2d(x, 3, 3, kernel_regularizer=tf.contrib.layers.l2_regularizer(0.05))

(rule ``regularizers`` converts the call written at the layer; the regularizer is a pure
function of its scale, so writing it at each use computes the same). Only a name bound once in
the file, by ``name = <l2_regularizer>(<number literal>)`` alone on a line of the module body,
and read only as the value of ``kernel_regularizer=`` / ``weights_regularizer=`` keywords in
later statements; the binding is dropped. Rebuilt nodes are recorded in ``origins``. Never
imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import binding_counts
from migrate.source.native.context import name_nodes_read
from migrate.source.native.walk import TracingTransformer, instances, without_statements
from migrate.source.rules.regularizers import L2

__all__ = ["inline_regularizer_names"]

_KEYWORDS = ("kernel_regularizer", "weights_regularizer")


def inline_regularizer_names(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each regularizer name above written out at its uses (itself if none)."""
    found = {}  # name -> (statement, the regularizer call)
    for stmt in module.body:
        small = stmt.body[0] if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1 else None
        if type(small) is cst.Assign and len(small.targets) == 1 and type(small.targets[0].target) is cst.Name \
                and type(small.value) is cst.Call and table.qualname(small.value.func) in L2 \
                and len(small.value.args) == 1 and isinstance(small.value.args[0].value, (cst.Float, cst.Integer)):
            found[small.targets[0].target.value] = (stmt, small.value)
    if not found:
        return module
    counts = binding_counts(module)
    keyword_values = {id(a.value) for a in instances(module, cst.Arg) if a.keyword is not None and a.keyword.value in _KEYWORDS}
    reads: dict = {}
    for n in name_nodes_read(module):
        if n.value in found:
            reads.setdefault(n.value, []).append(n)
    uses, gone = {}, set()
    for name, (stmt, made) in found.items():
        spelled = [n for n in reads.get(name, []) if n is not stmt.body[0].targets[0].target]
        if counts[name] != 1 or not spelled or any(id(n) not in keyword_values for n in spelled):
            continue
        uses.update((id(n), made) for n in spelled)
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
