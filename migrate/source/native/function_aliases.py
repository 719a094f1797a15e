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
from migrate.source.native.walk import instances
from migrate.source.native.written_bindings import module_bindings, write_out_bindings

__all__ = ["inline_function_aliases"]


def inline_function_aliases(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each function alias above written out at its calls (itself if none)."""
    found = {name: (stmt, value) for stmt, name, value in module_bindings(module)  # (the dotted function)
             if type(value) is cst.Attribute and name not in table.names and (table.qualname(value) or "").startswith("tf.")
             and _dotted(value)}
    if not found:
        return module
    callees = {id(c.func) for c in instances(module, cst.Call)}
    return write_out_bindings(module, found, callees, origins)


def _dotted(node) -> bool:
    """``a.b.c`` of plain names only."""
    while type(node) is cst.Attribute:
        node = node.value
    return type(node) is cst.Name
