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
from migrate.source.native.walk import instances
from migrate.source.native.written_bindings import module_bindings, write_out_bindings
from migrate.source.rules.regularizers import L2

__all__ = ["inline_regularizer_names"]

_KEYWORDS = ("kernel_regularizer", "weights_regularizer")


def inline_regularizer_names(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each regularizer name above written out at its uses (itself if none)."""
    found = {name: (stmt, value) for stmt, name, value in module_bindings(module)  # (the regularizer call)
             if type(value) is cst.Call and table.qualname(value.func) in L2 and len(value.args) == 1
             and isinstance(value.args[0].value, (cst.Float, cst.Integer))}
    if not found:
        return module
    keyword_values = {id(a.value) for a in instances(module, cst.Arg) if a.keyword is not None and a.keyword.value in _KEYWORDS}
    return write_out_bindings(module, found, keyword_values, origins)
