"""Optimizer updates grouped in one statement, split into one statement each (before planning).

::

    train = tf.group(opt1.apply_gradients(g1), opt2.minimize(loss))
        ->  train_update_1 = opt1.apply_gradients(g1)
            train_update_2 = opt2.minimize(loss)
            train = tf.group(train_update_1, train_update_2)

The same Python: each update op is made in the same order, and ``train`` groups the same ops
(TF1 ran the grouped ops in an unspecified order; each update reads gradients computed before
either changes a variable). The planner converts an update bound to a name (rule
``optimizers``); one nested in an expression it does not. Only ``name = tf.group(...)``
statements are split; fresh names never clash with the file's. Rebuilt statements are recorded
in ``origins``. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.model import single_small
from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["split_grouped_updates", "UPDATE_METHODS"]

UPDATE_METHODS = ("minimize", "apply_gradients")


def _is_update(node) -> bool:
    """``<name>.minimize(...)`` / ``<name>.apply_gradients(...)``."""
    return isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr.value in UPDATE_METHODS \
        and isinstance(node.func.value, cst.Name)


def _group(stmt, table: ImportTable):
    """(target name, group call) of ``name = tf.group(..., <update>, ...)``, else None."""
    a = single_small(stmt)
    if not isinstance(a, cst.Assign):
        return None
    if len(a.targets) != 1 or not isinstance(a.targets[0].target, cst.Name) or not isinstance(a.value, cst.Call):
        return None
    c = a.value
    if table.qualname(c.func) != "tf.group" or any(x.star for x in c.args):
        return None
    if not any(x.keyword is None and _is_update(x.value) for x in c.args):
        return None
    return a.targets[0].target.value, c


def split_grouped_updates(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with every ``name = tf.group(<updates>...)`` split as above (itself if none)."""
    groups = [n for n in instances(module, cst.SimpleStatementLine) if _group(n, table) is not None]
    if not groups:
        return module
    taken = {n.value for n in instances(module, cst.Name)}
    wanted = {id(n) for n in groups}
    return _Split(wanted, taken, table, origins).rewrite(module)


class _Split(TracingTransformer):
    """Only the wanted statements and their ancestors are visited: every other node keeps its
    identity (later passes find the import statements by identity)."""

    def __init__(self, wanted: set, taken: set, table: ImportTable, origins=None):
        super().__init__(origins)
        self.wanted, self.taken, self.table = wanted, taken, table

    def hit(self, node) -> bool:
        return id(node) in self.wanted

    def leave_SimpleStatementLine(self, original, updated):
        if id(original) not in self.wanted:
            return updated
        name, c = _group(original, self.table)
        args, made = [], []
        for k, a in enumerate(c.args):
            if a.keyword is None and _is_update(a.value):
                fresh, i = f"{name}_update_{k + 1}", k + 1
                while fresh in self.taken:
                    i += 1
                    fresh = f"{name}_update_{i}"
                self.taken.add(fresh)
                made.append(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(fresh))], a.value)]))
                args.append(a.with_changes(value=cst.Name(fresh)))
            else:
                args.append(a)
        grouped = original.with_changes(body=[original.body[0].with_changes(value=c.with_changes(args=args))], leading_lines=[])
        made[0] = made[0].with_changes(leading_lines=original.leading_lines)
        for new in made + [grouped]:
            self.origins[id(new)] = (new, original)
        return cst.FlattenSentinel(made + [grouped])
