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
from migrate.source.native.walk import instances

__all__ = ["split_grouped_updates", "UPDATE_METHODS"]

UPDATE_METHODS = ("minimize", "apply_gradients")


def _is_update(node) -> bool:
    """``<name>.minimize(...)`` / ``<name>.apply_gradients(...)``."""
    return isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr.value in UPDATE_METHODS \
        and isinstance(node.func.value, cst.Name)


def _group(stmt, table: ImportTable):
    """(target name, group call) of ``name = tf.group(..., <update>, ...)``, else None."""
    if not isinstance(stmt, cst.SimpleStatementLine) or len(stmt.body) != 1 or not isinstance(stmt.body[0], cst.Assign):
        return None
    a = stmt.body[0]
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
    origins = origins if origins is not None else {}
    wanted = {id(n) for n in groups}

    class _Split(cst.CSTTransformer):
        def _body(self, originals, body):
            out, changed = [], False
            for original, stmt in zip(originals, body):
                if id(original) not in wanted:
                    out.append(stmt)
                    continue
                changed = True
                name, c = _group(stmt, table)
                args, made = [], []
                for k, a in enumerate(c.args):
                    if a.keyword is None and _is_update(a.value):
                        fresh, i = f"{name}_update_{k + 1}", k + 1
                        while fresh in taken:
                            i += 1
                            fresh = f"{name}_update_{i}"
                        taken.add(fresh)
                        line = cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(fresh))], a.value)])
                        made.append(line)
                        args.append(a.with_changes(value=cst.Name(fresh)))
                    else:
                        args.append(a)
                grouped = stmt.with_changes(body=[stmt.body[0].with_changes(value=c.with_changes(args=args))], leading_lines=[])
                made[0] = made[0].with_changes(leading_lines=stmt.leading_lines)
                for new in made + [grouped]:
                    origins[id(new)] = (new, original)
                out += made + [grouped]
            return out if changed else None

        def leave_Module(self, original, updated):
            body = self._body(original.body, list(updated.body))
            return updated if body is None else updated.with_changes(body=body)

        def leave_IndentedBlock(self, original, updated):
            body = self._body(original.body, list(updated.body))
            return updated if body is None else updated.with_changes(body=body)

    return module.visit(_Split())
