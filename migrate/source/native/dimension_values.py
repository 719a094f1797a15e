"""TF1's ``Dimension.value`` of static shapes, dropped (before planning).

A TF1 static shape's entries were ``Dimension`` objects: ``x.get_shape()[1].value`` was the int
(or None), and so was ``dim.value`` of each ``dim`` in a loop over a shape (the parameter count
of countless training scripts)::

    for variable in tf.trainable_variables():
        n = 1
        for dim in variable.get_shape():
            n *= dim.value

In TF2 the entries are already ints (or None) and have no ``.value`` (AttributeError), so::

    x.get_shape()[1].value       ->  x.get_shape()[1]
    v.shape[-1].value            ->  v.shape[-1]
    for dim in shape: dim.value  ->  for dim in shape: dim     (``shape = v.get_shape()``)
    [d.value for d in x.shape]   ->  [d for d in x.shape]
    n = x.get_shape()[1]; n.value  ->  n

A shape is ``<e>.shape``, ``<e>.get_shape()``, ``tf.TensorShape(...)`` or a name every binding of
which is one of those; a dimension is an index (not a slice) of a shape, or a name every
binding of which is one (an assignment, a ``for`` / comprehension target over a shape).
``shape.dims[i].value`` stays (TF2's ``dims`` are still ``Dimension`` objects). Reading
``.value`` of an int failed in TF1 too, so a program that ran there reads it only of
dimensions. ``drop_dimension_values(module, table, origins)``; never imports TensorFlow.
"""
from __future__ import annotations

import collections

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import binding_counts
from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["drop_dimension_values"]


def drop_dimension_values(module: cst.Module, table: ImportTable, origins: dict | None = None, dropped_reads: list | None = None) -> cst.Module:
    """``module`` with the ``.value`` reads described above dropped (itself if there are none);
    ``dropped_reads`` (a list) gets the reads dropped."""
    reads = [a for a in instances(module, cst.Attribute) if a.attr.value == "value" and type(a.value) in (cst.Subscript, cst.Name)]
    if not reads:
        return module
    if not any(_dimension(a.value, set(), set(), table) for a in reads) and not _may_bind_dimensions(module, table):
        return module  # (no shape read anywhere: the bindings walk is not needed)
    shapes, dims = _shape_and_dimension_names(module, table)
    dropped = {id(a) for a in reads if _dimension(a.value, shapes, dims, table)}
    if not dropped:
        return module
    if dropped_reads is not None:
        dropped_reads.extend(a for a in reads if id(a) in dropped)
    return _Drop(dropped, origins).rewrite(module)


def _shape(node, shapes: set, table: ImportTable) -> bool:
    """``<e>.shape``, ``<e>.get_shape()``, ``tf.TensorShape(...)`` or a name of ``shapes``."""
    t = type(node)
    if t is cst.Attribute:
        return node.attr.value == "shape"
    if t is cst.Call:
        f = node.func
        if type(f) is cst.Attribute and f.attr.value == "get_shape" and not node.args:
            return True
        return table.qualname(f) in ("tf.TensorShape", "tf.compat.v1.TensorShape")
    return t is cst.Name and node.value in shapes


def _dimension(node, shapes: set, dims: set, table: ImportTable) -> bool:
    """An index of a shape (``x.get_shape()[1]``, ``s[-1]``), or a name of ``dims``."""
    if type(node) is cst.Name:
        return node.value in dims
    return (type(node) is cst.Subscript and len(node.slice) == 1 and type(node.slice[0].slice) is cst.Index
            and _shape(node.value, shapes, table))


def _may_bind_dimensions(module: cst.Module, table: ImportTable) -> bool:
    """Some assignment or loop of the file reads a shape (``s = x.get_shape()``, ``for d in
    v.shape``): names may hold shapes or dimensions."""
    return any(_shape(a.value, set(), table) or _dimension(a.value, set(), set(), table) for a in instances(module, cst.Assign)) \
        or any(_shape(f.iter, set(), table) for f in instances(module, cst.For)) \
        or any(_shape(f.iter, set(), table) for f in instances(module, cst.CompFor))


def _shape_and_dimension_names(module: cst.Module, table: ImportTable) -> tuple:
    """(names every binding of which is a shape, names every binding of which is a dimension):
    their shape / dimension bindings are all ``constants.binding_counts`` finds."""
    counts = binding_counts(module)
    assigns = [(t.target.value, a.value) for a in instances(module, cst.Assign) for t in a.targets if type(t.target) is cst.Name]
    loops = [(f.target.value, f.iter) for f in list(instances(module, cst.For)) + list(instances(module, cst.CompFor))
             if type(f.target) is cst.Name]

    def every(names: list) -> set:
        return {n for n, k in collections.Counter(names).items() if k == counts.get(n)}

    shapes: set = set()
    for _ in range(2):  # (a name bound to a shape first, then names bound to that name)
        shapes = every([n for n, v in assigns if _shape(v, shapes, table)])
    dims = every([n for n, v in assigns if _dimension(v, shapes, set(), table)] + [n for n, it in loops if _shape(it, shapes, table)])
    return shapes, dims


class _Drop(TracingTransformer):
    def __init__(self, dropped: set, origins: dict | None):
        super().__init__(origins)
        self.dropped = dropped

    def hit(self, node) -> bool:
        return id(node) in self.dropped

    def leave_Attribute(self, original, updated):
        if id(original) in self.dropped:
            return updated.value.with_changes(lpar=updated.lpar, rpar=updated.rpar) if updated.lpar else updated.value
        return updated
