"""A Saver made inside its own ``save`` / ``restore`` call, named first (before planning).

TF1 scripts save with a throwaway Saver::

    p = tf.train.Saver().save(sess, os.path.join(d, "model"))

The planner converts Savers bound to a name (``saver = tf.train.Saver(); saver.save(sess,
path)``): the inline one was "a Saver whose variables the converter cannot list" and "the session
is used other than by sess.run/close" (hunt 18: 8 files). A Saver lists the variables that exist
when it is made; made by a statement of its own just before, it lists the same ones::

    saver = tf.train.Saver()
    p = saver.save(sess, os.path.join(d, "model"))

Only a statement line holding exactly one such call (``tf.train.Saver(...)`` whose ``save`` or
``restore`` is called at once), not inside a lambda or comprehension; the new name is one the
file does not use (``saver``, else ``saver_2``, ...). Python runs the same calls in the same order (the Saver's arguments first, as
before). Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import fresh_name
from migrate.source.native.walk import TracingTransformer, instances, record_origin

__all__ = ["name_inline_savers"]

_SAVERS = frozenset({"tf.train.Saver", "tf.compat.v1.train.Saver"})
_DEFERRED = (cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)


def name_inline_savers(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each inline ``tf.train.Saver(...).save/restore(...)`` named first (itself
    if it has none)."""
    found = {}
    for line in instances(module, cst.SimpleStatementLine):
        calls = [c for c in instances(line, cst.Call) if _inline_saver(c, table)]
        deferred = {id(c) for d in instances(line, _DEFERRED) for c in instances(d, cst.Call)}
        if len(calls) == 1 and id(calls[0]) not in deferred:
            found[id(line)] = calls[0]
    if not found:
        return module
    return _Named(found, {n.value for n in instances(module, cst.Name)}, origins).rewrite(module)


def _inline_saver(c: cst.Call, table: ImportTable) -> bool:
    """``tf.train.Saver(...).save(...)`` / ``.restore(...)``."""
    f = c.func
    return type(f) is cst.Attribute and f.attr.value in ("save", "restore") and type(f.value) is cst.Call \
        and table.qualname(f.value.func) in _SAVERS


class _Named(TracingTransformer):
    def __init__(self, found: dict, taken: set, origins=None):
        super().__init__(origins)
        self.found = found
        self.taken = taken

    def hit(self, node) -> bool:
        return id(node) in self.found

    def leave_SimpleStatementLine(self, original, updated):
        call = self.found.get(id(original))
        if call is None:
            return updated
        name = fresh_name(self.taken, "saver")
        made = cst.SimpleStatementLine(body=[cst.Assign([cst.AssignTarget(cst.Name(name))], call.func.value)],
                                       leading_lines=updated.leading_lines)
        use = call.with_changes(func=call.func.with_changes(value=cst.Name(name)))
        # (the line holds the call as written: ``updated`` only differs where a child was rebuilt)
        rest = original.deep_replace(call, use).with_changes(leading_lines=[])
        record_origin(self.origins, original, made)
        record_origin(self.origins, original, rest)
        record_origin(self.origins, call, use)
        return cst.FlattenSentinel([made, rest])
