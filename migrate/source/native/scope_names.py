"""Unread ``as`` names of name and variable scopes dropped (a pre-pass).

ageron's handson-ml (chapter 9) writes::

    with tf.name_scope("loss") as scope:
        error = y_pred - y
        mse = tf.reduce_mean(tf.square(error), name="mse")

and never reads ``scope``. The converter models ``with tf.name_scope(...):`` blocks (their
names prefix the ops made inside) but not a scope object bound to a name, so the file was a
compat island. When no code of the file reads the name, ``as scope`` goes (TF1's scope string,
or its ``VariableScope``, is then unreachable). A name that is read (``name=scope``,
``scope.reuse_variables()``) keeps the ``as``. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import name_nodes_read
from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["drop_unread_scope_names"]

_SCOPES = ("tf.name_scope", "tf.variable_scope")


def _scope_item(item: cst.WithItem, table: ImportTable) -> str | None:
    """The ``as`` name of a ``tf.name_scope(...)``/``tf.variable_scope(...)`` item, else None."""
    if item.asname is None or type(item.asname.name) is not cst.Name or type(item.item) is not cst.Call:
        return None
    return item.asname.name.value if table.qualname(item.item.func) in _SCOPES else None


def drop_unread_scope_names(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with ``as NAME`` dropped from scope ``with`` items whose NAME no code reads."""
    items = [i for i in instances(module, cst.WithItem) if _scope_item(i, table) is not None]
    if not items:
        return module
    targets = {id(i.asname.name) for i in items}
    read = {n.value for n in name_nodes_read(module) if id(n) not in targets}
    dropped = {id(i) for i in items if _scope_item(i, table) not in read}
    return _Drop(dropped, origins).rewrite(module) if dropped else module


class _Drop(TracingTransformer):
    def __init__(self, dropped: set, origins=None):
        super().__init__(origins)
        self.dropped = dropped

    def hit(self, node) -> bool:
        return id(node) in self.dropped

    def leave_WithItem(self, original, updated):
        return updated.with_changes(asname=None) if id(original) in self.dropped else updated
