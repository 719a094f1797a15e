"""``opt.compute_gradients(...)`` called inside another expression, hoisted into a statement.

The rule ``optimizers`` converts ``gvs = opt.compute_gradients(loss)`` where it is a
statement's value (``gvs = list(zip(tape.gradient(loss, [w, b]), [w, b]))`` in the function
recording the tape). Clipping code often writes it inline::

    train = opt.apply_gradients([(tf.clip_by_value(g, -1.0, 1.0), v) for g, v in opt.compute_gradients(loss)])
        ->  grads_and_vars = opt.compute_gradients(loss)
            train = opt.apply_gradients([(tf.clip_by_value(g, -1.0, 1.0), v) for g, v in grads_and_vars])

(a red-team hunt: the nested call was left on the Keras optimizer, which has no
``compute_gradients``: the converted script crashed). The same program when the call is
evaluated first in its statement: nothing that makes ops or runs code of the file is evaluated
before it (a comprehension's element and conditions run after its first iterable; the
enclosing calls after their arguments), and its own arguments are names, attributes,
literals or reads of a variable collection (``var_list=tf.trainable_variables()``). ``opt`` is a name the file binds to ``tf.train.<X>Optimizer(...)``. The new name is
``grads_and_vars`` (fresh). Rebuilt statements are recorded in ``origins``. Never imports
TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.session_functions import _CallByName
from migrate.source.native.evaluation_order import calls_before
from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["hoist_nested_compute_gradients"]

_PLAIN_ARGS = (cst.Name, cst.Attribute, cst.Integer, cst.Float, cst.SimpleString)
_COLLECTION_READS = {"tf.trainable_variables", "tf.global_variables", "tf.get_collection"}


def hoist_nested_compute_gradients(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each such nested call hoisted (itself if none)."""
    calls = [c for c in instances(module, cst.Call) if isinstance(c.func, cst.Attribute) and c.func.attr.value == "compute_gradients"]
    if not calls:
        return module
    optimizers = _optimizer_names(module, table)
    wanted = {id(c) for c in calls if isinstance(c.func.value, cst.Name) and c.func.value.value in optimizers
              and all(_plain_argument(a, table) for a in c.args)}
    if not wanted:
        return module
    lines = {}
    for s in instances(module, cst.SimpleStatementLine):
        if len(s.body) != 1 or not isinstance(s.body[0], (cst.Assign, cst.Expr)):
            continue
        small = s.body[0]
        if isinstance(small, cst.Assign) and any(id(small.value) == i for i in wanted):
            continue  # (already a statement's value)
        found = [c for c in instances(small, cst.Call) if id(c) in wanted]
        if len(found) == 1 and calls_before(small, found[0]) == []:  # (evaluated first, unconditionally)
            lines[id(s)] = found[0]
    if not lines:
        return module
    taken = {n.value for n in instances(module, cst.Name)}
    return _Hoist(lines, taken, origins).rewrite(module)


def _plain_argument(a: cst.Arg, table: ImportTable) -> bool:
    """A name, attribute, literal, or a read of a variable collection (``var_list=tf.trainable_variables()``):
    nothing that makes ops."""
    if a.star:
        return False
    if isinstance(a.value, cst.Call):
        return table.qualname(a.value.func) in _COLLECTION_READS and all(_plain_argument(x, table) for x in a.value.args)
    return isinstance(a.value, _PLAIN_ARGS)


def _optimizer_names(module: cst.Module, table: ImportTable) -> set:
    """Names bound by ``name = tf.train.<X>Optimizer(...)`` (anywhere in the file)."""
    out = set()
    for a in instances(module, cst.Assign):
        if len(a.targets) == 1 and isinstance(a.targets[0].target, cst.Name) and isinstance(a.value, cst.Call):
            q = table.qualname(a.value.func) or ""
            if q.startswith("tf.train.") and q.endswith("Optimizer"):
                out.add(a.targets[0].target.value)
    return out


class _Hoist(TracingTransformer):
    def __init__(self, lines: dict, taken: set, origins=None):
        super().__init__(origins)
        self.lines, self.taken = lines, taken

    def hit(self, node) -> bool:
        return id(node) in self.lines

    def _fresh(self) -> str:
        name, k = "grads_and_vars", 1
        while name in self.taken:
            k += 1
            name = f"grads_and_vars_{k}"
        self.taken.add(name)
        return name

    def on_leave(self, original, updated):
        call = self.lines.get(id(original))
        if call is None:
            return super().on_leave(original, updated)
        name = self._fresh()
        hoisted = cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(name))], call)], leading_lines=original.leading_lines)
        rest = _CallByName({id(call): name}, self.origins).rewrite(original).with_changes(leading_lines=[])
        for m in (hoisted, rest):
            self.origins[id(m)] = (m, original)
        return cst.FlattenSentinel([hoisted, rest])
