"""Static shape reads of computed tensors, folded to the shapes TF1 knew while building.

TF1 sizes a layer from the static shape of the one before (Hvass-Labs' ``flatten_layer``:
``num_features = layer.get_shape()[1:4].num_elements()``, then a weight of shape
``[num_features, n]``). The tensor is computed per ``sess.run`` (it depends on a placeholder),
but its static shape is fixed when the graph is built, so the variable is made once. Where the
planner knows that shape (``shapes.shape_of``: a dimension may be None, a placeholder's batch
size, as TF1's ``?``), such a read is replaced by the shape itself and the statement no longer
depends on the computed tensor:

    layer.get_shape() / layer.shape          ->  tf.TensorShape([None, 4, 4, 16])
    layer.get_shape()[3].value / .shape[3]  ->  16     (TF1's ``Dimension.value``, dropped first)
    layer.get_shape().as_list()              ->  [None, 4, 4, 16]

A tensor printed while the graph is built (``print(layer)``: TF1 printed ``Tensor("Relu:0",
shape=(?, 4, 4, 16), dtype=float32)``, a symbolic tensor with no value) prints as
``tf.TensorSpec([None, 4, 4, 16], tf.float32)``: the same static shape and dtype, when the
planner knows both (``shapes.dtype_of``).

``.as_list()``, ``[1:4].num_elements()``, ``int(...[1])`` and ``len(...)`` then work on the TF2
``TensorShape`` as on TF1's. ``tf.shape(x)`` (a run-time tensor) is not a static read.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Context, call, expr
from migrate.source.native.shapes import _INT_OPS, dimension_index, int_of, shape_read_base
from migrate.source.native.walk import children, instances


def _base(node, names: set) -> str | None:
    """``X`` of ``X.get_shape()`` / ``X.shape`` when ``X`` is one of ``names``, else None."""
    base = shape_read_base(node)
    return base if base in names else None


def has_shape_read(value) -> bool:
    """Whether ``value`` reads some name's ``.shape`` or calls its ``.get_shape()``."""
    return any(n.attr.value in ("shape", "get_shape") and type(n.value) is cst.Name for n in instances(value, cst.Attribute))


def shape_reads(value: cst.BaseExpression, names: set, shapes: dict, dtypes: dict | None = None) -> dict | None:
    """``{node: (kind, shape or dimension, name read)}`` for every read of a name of ``names`` in
    ``value`` when each is a static shape read of a tensor whose shape is known (``shapes``: name
    -> list of ints/None): kind ``"shape"`` for ``X.get_shape()`` / ``X.shape``, ``"list"`` for
    ``X.get_shape().as_list()``, ``"dim"`` (an int or None) for ``X.get_shape()[i].value``;
    with ``dtypes`` (name -> dtype name), ``value`` a ``print(...)`` call: kind ``"spec"`` for
    a name printed as it is (then a fourth item, its dtype). None when some read of
    those names is not such a read (the value needs the computed tensor)."""
    found: dict = {}
    printed = set()
    if dtypes is not None and type(value) is cst.Call:
        # ``print(layer)`` while building: TF1 printed the symbolic tensor (its static shape and
        # dtype, no value); TF2 prints the same facts as a ``tf.TensorSpec``
        for a in value.args:
            base = a.value.value if type(a.value) is cst.Name and a.keyword is None and not a.star else None
            if base in names:
                if shapes.get(base) is None or dtypes.get(base) is None:
                    return None
                found[a.value] = ("spec", shapes[base], base, dtypes[base])
                printed.add(id(a.value))

    def visit(node) -> bool:
        if id(node) in printed:
            return True
        if type(node) is cst.Attribute and node.attr.value == "value" and type(node.value) is cst.Subscript:
            base = _base(node.value.value, names)
            if base is not None:
                i, shape = dimension_index(node.value), shapes.get(base)
                if i is None or shape is None or not -len(shape) <= i < len(shape):
                    return False
                found[node] = ("dim", shape[i], base)
                return True
        if type(node) is cst.Subscript and type(node.slice[0].slice) is cst.Index:
            # ``X.get_shape()[i]`` (its ``.value`` dropped before: ``dimension_values``), and
            # ``X.get_shape().as_list()[i]`` (``d = keys.get_shape().as_list()[-1]``: the int)
            listed = node.value
            if type(listed) is cst.Call and not listed.args and type(listed.func) is cst.Attribute \
                    and listed.func.attr.value == "as_list":
                listed = listed.func.value
            base = _base(listed, names)
            if base is not None:
                i, shape = dimension_index(node), shapes.get(base)
                if i is None or shape is None or not -len(shape) <= i < len(shape):
                    return False
                found[node] = ("dim", shape[i], base)
                return True
        if type(node) is cst.Call and not node.args and type(node.func) is cst.Attribute and node.func.attr.value == "as_list":
            base = _base(node.func.value, names)
            if base is not None:
                if shapes.get(base) is None:
                    return False
                found[node] = ("list", shapes[base], base)
                return True
        base = _base(node, names)
        if base is not None:
            if shapes.get(base) is None:
                return False
            found[node] = ("shape", shapes[base], base)
            return True
        if type(node) is cst.Name:
            return node.value not in names
        if type(node) is cst.Attribute:
            return visit(node.value)  # (``a.attr``: the attribute's name is not a read)
        if type(node) is cst.Arg:
            return visit(node.value)  # (a keyword's name is not a read)
        return all(visit(c) for c in children(node))

    return found if visit(value) and found else None


def folded(found: dict, ctx: Context) -> dict:
    """The replacement node of each read ``shape_reads`` found."""
    out = {}
    for node, (kind, value, *dtype) in found.items():
        if kind == "dim":
            out[node] = expr(repr(value))
            continue
        dims = expr("[" + ", ".join("None" if d is None else str(d) for d in value) + "]")
        if kind == "spec":
            out[node] = call(ctx.tf_attr("tf.TensorSpec"), dims, ctx.tf_attr(f"tf.{dtype[1]}"))
        else:
            out[node] = dims if kind == "list" else call(ctx.tf_attr("tf.TensorShape"), dims)
    return out


def shape_value(node, shapes: dict, shape_names: dict) -> list | None:
    """The static shape (a list, dimensions None when unknown) ``node`` is: ``X.get_shape()`` /
    ``X.shape`` of a name whose shape is known (``shapes``), a name bound to such a shape
    (``shape_names``), an int-literal slice of one, ``.as_list()`` of one; else None."""
    t = type(node)
    if t is cst.Name:
        return shape_names.get(node.value)
    if t is cst.Call and not node.args and type(node.func) is cst.Attribute:
        if node.func.attr.value == "get_shape" and type(node.func.value) is cst.Name:
            return shapes.get(node.func.value.value)
        if node.func.attr.value == "as_list":
            return shape_value(node.func.value, shapes, shape_names)
        return None
    if t is cst.Attribute and node.attr.value == "shape" and type(node.value) is cst.Name:
        return shapes.get(node.value.value)
    if t is cst.Subscript and len(node.slice) == 1 and type(node.slice[0].slice) is cst.Slice:
        inner = shape_value(node.value, shapes, shape_names)
        part = node.slice[0].slice
        bounds = []
        for b in (part.lower, part.upper):
            v = b if b is None else int_of(b)
            if b is not None and v is None:
                return None
            bounds.append(v)
        return None if inner is None or part.step is not None else inner[bounds[0]:bounds[1]]
    return None


def static_int(node, shapes: dict, shape_names: dict, ints: dict) -> int | None:
    """The int ``node`` is from static shapes: ``<shape>.num_elements()`` / ``np.prod(<shape>)``
    of a fully known shape, ``<shape>[i]`` / ``<shape>[i].value`` / ``int(<shape>[i])`` of a
    known dimension (``shape_value``), int constants (``ints``), and ``+ - * //`` of those;
    else None."""
    known = int_of(node, ints)  # (literals, int constants, arithmetic of those)
    if known is not None:
        return known
    t = type(node)
    if t is cst.BinaryOperation and type(node.operator) in _INT_OPS:
        a, b = static_int(node.left, shapes, shape_names, ints), static_int(node.right, shapes, shape_names, ints)
        if a is None or b is None or (type(node.operator) is cst.FloorDivide and b == 0):
            return None
        return _INT_OPS[type(node.operator)](a, b)
    if t is cst.Attribute and node.attr.value == "value":
        node, t = node.value, type(node.value)
        if t is not cst.Subscript:
            return None
    if t is cst.Subscript and len(node.slice) == 1 and type(node.slice[0].slice) is cst.Index:
        dims, i = shape_value(node.value, shapes, shape_names), int_of(node.slice[0].slice.value)
        if dims is None or i is None or not -len(dims) <= i < len(dims):
            return None
        return dims[i]
    if t is cst.Call:
        func = node.func
        if type(func) is cst.Name and func.value == "int" and len(node.args) == 1:
            return static_int(node.args[0].value, shapes, shape_names, ints)
        whole = None
        if type(func) is cst.Attribute and func.attr.value == "num_elements" and not node.args:
            whole = shape_value(func.value, shapes, shape_names)
        elif type(func) is cst.Attribute and func.attr.value == "prod" and type(func.value) is cst.Name \
                and func.value.value in ("np", "numpy") and len(node.args) == 1:
            whole = shape_value(node.args[0].value, shapes, shape_names)
        if whole is None or None in whole:
            return None
        size = 1
        for d in whole:
            size *= d
        return size
    return None

