"""Collections read inline in ``tf.control_dependencies`` bound to a name first (before planning).

The textbook batch-norm idiom::

    with tf.control_dependencies(tf.get_collection(tf.GraphKeys.UPDATE_OPS)):
        train_op = optimizer.minimize(loss)
        ->  update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
            with tf.control_dependencies(update_ops):
                train_op = optimizer.minimize(loss)

The same Python: the collection is read at the same point (just before the block opens), and
the planner converts the named form (rule ``batch_norm``: the update ops run before the update;
a red-team hunt found 8 scripts of the inline form kept in compat islands). Only ``with``
statements whose one item is ``tf.control_dependencies(tf.get_collection(...))`` (no ``as``)
are rewritten; the fresh name never clashes with the file's. Rebuilt statements are recorded in
``origins``. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["name_control_collections"]


def _inline(stmt, table: ImportTable) -> cst.Call | None:
    """The ``tf.get_collection(...)`` call of ``with tf.control_dependencies(tf.get_collection(...)):``."""
    if not isinstance(stmt, cst.With) or len(stmt.items) != 1 or stmt.items[0].asname is not None:
        return None
    c = stmt.items[0].item
    if not isinstance(c, cst.Call) or table.qualname(c.func) != "tf.control_dependencies" or len(c.args) != 1:
        return None
    inner = c.args[0].value
    if c.args[0].keyword is not None and c.args[0].keyword.value != "control_inputs":
        return None
    if isinstance(inner, cst.Call) and table.qualname(inner.func) == "tf.get_collection" and not any(a.star for a in inner.args):
        return inner
    return None


def name_control_collections(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each inline collection read above bound to a name first (itself if none)."""
    found = [w for w in instances(module, cst.With) if _inline(w, table) is not None]
    if not found:
        return module
    taken = {n.value for n in instances(module, cst.Name)}
    return _Name({id(w) for w in found}, taken, table, origins).rewrite(module)


class _Name(TracingTransformer):
    """Only the wanted statements and their ancestors are visited (every other node keeps its
    identity)."""

    def __init__(self, wanted: set, taken: set, table: ImportTable, origins=None):
        super().__init__(origins)
        self.wanted, self.taken, self.table = wanted, taken, table

    def hit(self, node) -> bool:
        return id(node) in self.wanted

    def leave_With(self, original, updated):
        if id(original) not in self.wanted:
            return updated
        read = _inline(updated, self.table)
        if read is None:
            return updated
        fresh, i = "update_ops", 0
        while fresh in self.taken:
            i += 1
            fresh = f"update_ops_{i}"
        self.taken.add(fresh)
        bound = cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(fresh))], read)],
                                        leading_lines=original.leading_lines)
        deps = updated.items[0].item
        block = updated.with_changes(
            items=[updated.items[0].with_changes(item=deps.with_changes(args=[deps.args[0].with_changes(value=cst.Name(fresh))]))],
            leading_lines=[])
        for new in (bound, block):
            self.origins[id(new)] = (new, original)
        return cst.FlattenSentinel([bound, block])
