"""``tf.train.global_step(sess, step)`` read as ``int(sess.run(step))`` (before planning).

Training loops print and checkpoint with TF1's helper::

    current_step = tf.train.global_step(sess, global_step)

which in graph mode is ``int(sess.run(global_step_tensor))``. Written as that, the ``sess.run``
is a site like any other (the converted code reads the step variable, as a number). Only with
the session as a plain name and the two arguments by position (or ``sess=`` /
``global_step_tensor=``); anything else is left for the planner to report. Never imports
TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import arg
from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["read_global_steps"]

_HELPER = "tf.train.global_step"


def read_global_steps(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each ``tf.train.global_step(sess, step)`` as ``int(sess.run(step))``."""
    if not any(_parts(c, table) for c in instances(module, cst.Call)):
        return module
    return _Rewrite(table, origins).rewrite(module)


def _parts(call: cst.Call, table: ImportTable):
    """(session name node, step expression) of a convertible call, else None."""
    if table.qualname(call.func) != _HELPER or len(call.args) != 2 or any(a.star for a in call.args):
        return None
    sess, step = arg(call, 0, "sess"), arg(call, 1, "global_step_tensor")
    return (sess, step) if isinstance(sess, cst.Name) and step is not None else None


class _Rewrite(TracingTransformer):
    def __init__(self, table: ImportTable, origins=None):
        super().__init__(origins)
        self.table = table

    def hit(self, node) -> bool:
        return isinstance(node, cst.Call) and _parts(node, self.table) is not None

    def leave_Call(self, original, updated):
        parts = _parts(original, self.table)
        if parts is None:
            return updated
        sess, step = parts
        run = cst.Call(cst.Attribute(sess, cst.Name("run")), [cst.Arg(step)])
        return cst.Call(cst.Name("int"), [cst.Arg(run)])
