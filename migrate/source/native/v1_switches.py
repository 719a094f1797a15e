"""``tf.disable_v2_behavior()`` and the other switches into TF1 behaviour, dropped.

The first lines of most TF1 code written after 2019::

    import tensorflow.compat.v1 as tf
    tf.disable_v2_behavior()            ->  (dropped)

They told TensorFlow 2 to behave as TF1 (graph mode, ref variables, v1 shapes and control
flow): the behaviour the converter reads the whole file with. The converted code runs eagerly,
so the call goes (it was refused as "exists in TF1 only": 9 of red-team hunt 16's scripts, the
most frequent island there). Only expression statements of their own (anywhere); a body left
empty gets ``pass``. An info note says what was dropped. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.walk import TracingTransformer, instances, without_statements

__all__ = ["drop_v1_switches", "SWITCHES"]

SWITCHES = frozenset({
    "tf.disable_v2_behavior", "tf.disable_eager_execution", "tf.disable_resource_variables",
    "tf.disable_v2_tensorshape", "tf.disable_control_flow_v2", "tf.disable_tensor_equality",
})


def drop_v1_switches(module: cst.Module, table: ImportTable, origins: dict | None = None, dropped: list | None = None) -> cst.Module:
    """``module`` without its switch statements (itself if none); each dropped statement is
    appended to ``dropped`` (for the note)."""
    found = set()
    for line in instances(module, cst.SimpleStatementLine):
        if len(line.body) == 1 and type(line.body[0]) is cst.Expr and type(line.body[0].value) is cst.Call \
                and not line.body[0].value.args and table.qualname(line.body[0].value.func) in SWITCHES:
            found.add(id(line))
            if dropped is not None:
                dropped.append(line)
    if not found:
        return module
    return _Drop(found, origins).rewrite(module)


class _Drop(TracingTransformer):
    def __init__(self, found: set, origins=None):
        super().__init__(origins)
        self.found = found

    def hit(self, node) -> bool:
        return id(node) in self.found

    def leave_Module(self, original, updated):
        return without_statements(original, updated, self.found)

    def leave_IndentedBlock(self, original, updated):
        return without_statements(original, updated, self.found)
