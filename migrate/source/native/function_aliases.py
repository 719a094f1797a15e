"""A module-level name bound to a TensorFlow function, written out where it is called.

Model code shortens a long op name once and calls the short one::

    bce = tf.nn.sigmoid_cross_entropy_with_logits
    d_loss = tf.reduce_mean(bce(labels=tf.ones_like(d_real), logits=d_real))
        ->  d_loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=tf.ones_like(d_real), logits=d_real))

(a DCGAN class's ``__init__``, at module level once the class is inlined: hunt 38 z_062). The
name refers to the function object itself, so calling it is calling the function; written out,
the rules convert the call as any other (its TF2 spelling, its TF1 semantics), and the planner
sees an op, not a call of an unknown function that might make variables. Only a name bound once
in the file, by ``name = tf.<dotted>`` alone on a line of the module body (no module alias:
``slim = tf.contrib.slim`` is the import table's), and read only as the callee of calls; the
binding is dropped. Rebuilt nodes are recorded in ``origins``. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import binding_counts
from migrate.source.native.context import name_nodes_read
from migrate.source.native.walk import TracingTransformer, instances, without_statements

__all__ = ["inline_function_aliases"]


def inline_function_aliases(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each function alias above written out at its calls (itself if none)."""
    found = {}  # name -> (statement, the dotted function)
    for stmt in module.body:
        small = stmt.body[0] if type(stmt) is cst.SimpleStatementLine and len(stmt.body) == 1 else None
        if type(small) is cst.Assign and len(small.targets) == 1 and type(small.targets[0].target) is cst.Name \
                and type(small.value) is cst.Attribute and small.targets[0].target.value not in table.names \
                and (table.qualname(small.value) or "").startswith("tf.") and _dotted(small.value):
            found[small.targets[0].target.value] = (stmt, small.value)
    if not found:
        return module
    counts = binding_counts(module)
    callees = {id(c.func) for c in instances(module, cst.Call)}
    reads: dict = {}
    for n in name_nodes_read(module):
        if n.value in found:
            reads.setdefault(n.value, []).append(n)
    uses, gone = {}, set()
    for name, (stmt, function) in found.items():
        spelled = [n for n in reads.get(name, []) if n is not stmt.body[0].targets[0].target]
        if counts[name] != 1 or not spelled or any(id(n) not in callees for n in spelled):
            continue
        uses.update((id(n), function) for n in spelled)
        gone.add(id(stmt))
    if not uses:
        return module
    return _Inline(uses, gone, origins).rewrite(module)


def _dotted(node) -> bool:
    """``a.b.c`` of plain names only."""
    while type(node) is cst.Attribute:
        node = node.value
    return type(node) is cst.Name


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
