"""Static shapes read from the source, where the source states them (no TensorFlow).

``shape_of(expr, shapes, ctx)`` returns a list of ints or None (unknown). Known: ``tf.ones`` /
``tf.zeros`` / random tensors of a stated shape / ``tf.fill``-free literals, ``tf.nn.embedding_lookup``, ``tf.constant(v, shape=[...])`` and nested list
literals, ``tf.placeholder(dtype, [ints])``, ``tf.Variable``/``tf.get_variable`` of a known
initial value or ``shape=``, ``tf.matmul`` of rank-2 operands, ``tf.reshape`` to a literal
(a ``-1`` dimension known from the input's size, else None; int arithmetic such as ``7 * 7 *
64`` evaluated), ``tf.concat`` along a literal axis, element-wise ops of one known operand shape
(or equal shapes), ops that keep their first argument's shape (dropout, softmax, cast...). Anything else: None, and the
emitter falls back to a runtime form that is exact for every shape. A dimension may be None
(unknown, e.g. a placeholder's batch size).
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import arg

_UNARY = {
    "tf.tanh", "tf.nn.tanh", "tf.sigmoid", "tf.nn.sigmoid", "tf.nn.relu", "tf.square", "tf.exp",
    "tf.sin", "tf.cos", "tf.abs", "tf.negative", "tf.sqrt", "tf.identity", "tf.math.log", "tf.log",
    "tf.nn.softplus", "tf.stop_gradient",
}
# ops whose output has their first argument's shape (element-wise with scalar parameters)
_SAME_AS_FIRST = {
    "tf.nn.dropout", "tf.layers.dropout", "tf.nn.softmax", "tf.nn.log_softmax", "tf.nn.leaky_relu", "tf.nn.elu",
    "tf.nn.relu6", "tf.nn.selu", "tf.cast", "tf.clip_by_value", "tf.nn.bias_add", "tf.nn.l2_normalize", "tf.math.sigmoid",
    "tf.math.tanh", "tf.nn.swish", "tf.math.square", "tf.math.exp", "tf.reciprocal", "tf.math.reciprocal",
}
_BINARY = {"tf.add", "tf.subtract", "tf.multiply", "tf.maximum", "tf.minimum"}
_RANDOM = {"tf.random_uniform", "tf.random_normal", "tf.truncated_normal", "tf.random.uniform", "tf.random.normal", "tf.random.truncated_normal"}


def _int(node, consts: dict | None = None) -> int | None:
    """The int an expression states: a literal, an int constant's name, ``-1``, or ``+ - * //``
    of those (``7 * 7 * 64``)."""
    t = type(node)
    if t is cst.Integer:
        return int(node.value)
    if t is cst.Name:
        return consts.get(node.value) if consts else None
    if t is cst.UnaryOperation and type(node.operator) is cst.Minus:
        v = _int(node.expression, consts)
        return None if v is None else -v
    if t is cst.BinaryOperation and type(node.operator) in _INT_OPS:
        a, b = _int(node.left, consts), _int(node.right, consts)
        if a is None or b is None or (type(node.operator) is cst.FloorDivide and b == 0):
            return None
        return _INT_OPS[type(node.operator)](a, b)
    return None


_INT_OPS = {cst.Add: lambda a, b: a + b, cst.Subtract: lambda a, b: a - b, cst.Multiply: lambda a, b: a * b,
            cst.FloorDivide: lambda a, b: a // b}


def _ints(node, consts: dict | None = None) -> list | None:
    """The dimensions of a shape literal (ints, None for unknown, names of int constants, int
    arithmetic of those)."""
    if isinstance(node, (cst.List, cst.Tuple)):
        out = []
        for e in node.elements:
            v = e.value
            if isinstance(v, cst.Name) and v.value == "None":
                out.append(None)  # unknown dimension (a placeholder's batch size)
                continue
            n = _int(v, consts)
            if n is None:
                return None
            out.append(n)
        return out
    return None


def _literal_shape(node) -> list | None:
    if isinstance(node, (cst.Integer, cst.Float)):
        return []
    if isinstance(node, cst.UnaryOperation):
        return _literal_shape(node.expression)
    if isinstance(node, cst.List) and node.elements:
        inner = [_literal_shape(e.value) for e in node.elements]
        if inner[0] is None or any(i != inner[0] for i in inner):
            return None
        return [len(inner)] + inner[0]
    return None


_NP_ARRAYS = {"np.array", "numpy.array", "np.asarray", "numpy.asarray"}


def _dotted(node) -> str | None:
    from migrate.source.native.aliases import dotted

    return dotted(node)


def _np_shape(node) -> list | None:
    """The shape of a constant's NumPy value stated in the source: literals, ``np.array(...)``,
    ``np.arange(n)``, ``np.zeros/ones(shape)``, ``.reshape(...)``, ``.astype(...)``, arithmetic
    with scalars."""
    found = _literal_shape(node)
    if found is not None:
        return found
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Add, cst.Subtract, cst.Multiply, cst.Divide)):
        return _broadcast(_np_shape(node.left), _np_shape(node.right))
    if not isinstance(node, cst.Call) or any(a.star for a in node.args):
        return None
    name = _dotted(node.func)
    positional = [a.value for a in node.args if a.keyword is None]
    if name in _NP_ARRAYS and positional:
        return _literal_shape(positional[0])  # np.array([[1.0, 2.0]], dtype=...)
    if name in ("np.arange", "numpy.arange") and len(positional) == 1 and isinstance(positional[0], cst.Integer):
        return [int(positional[0].value)]
    if name in ("np.zeros", "numpy.zeros", "np.ones", "numpy.ones") and positional:
        dims = _ints(positional[0]) if not isinstance(positional[0], cst.Integer) else [int(positional[0].value)]
        return dims if dims is not None and None not in dims else None
    if isinstance(node.func, cst.Attribute) and node.func.attr.value == "astype":
        return _np_shape(node.func.value)
    if isinstance(node.func, cst.Attribute) and node.func.attr.value == "reshape" and positional and len(positional) == len(node.args):
        dims = _ints(positional[0]) if len(positional) == 1 and not isinstance(positional[0], cst.Integer) else _ints(cst.Tuple([cst.Element(p) for p in positional]))
        inner = _np_shape(node.func.value)
        if dims is None or None in dims or inner is None or None in inner:
            return None
        size = 1
        for d in inner:
            size *= d
        total = 1
        for d in dims:
            total *= d
        return dims if total == size and all(d >= 0 for d in dims) else None
    return None


def _broadcast(a, b):
    """NumPy broadcasting of two static shapes (dimensions may be None: unknown); None when a
    shape is unknown or they do not broadcast."""
    if a is None or b is None:
        return None
    if a == b or not b:
        return a
    if not a:
        return b
    out = []
    for x, y in zip(reversed([1] * (len(b) - len(a)) + list(a)), reversed([1] * (len(a) - len(b)) + list(b))):
        if x == y or y == 1:
            out.append(x)
        elif x == 1:
            out.append(y)
        elif x is None or y is None:
            out.append(x if y is None else y)  # (an unknown dimension against a known one: the known one, when valid)
        else:
            return None
    return list(reversed(out))


def elements_key(name: str) -> str:
    """The ``shapes`` key of the shape each tensor of the list ``name`` has (``"outputs[]"``)."""
    return f"{name}[]"


def unstacked_shape(node, shapes: dict, ctx) -> list | None:
    """The shape of each tensor of ``tf.unstack(value, num, axis)`` (a list of tensors; the
    planner records it under ``elements_key(name)``), or None."""
    if ctx.call_name(node) != "tf.unstack":
        return None
    inner = shape_of(arg(node, 0, "value"), shapes, ctx)
    axis = arg(node, 2, "axis")
    axis = 0 if axis is None else _int(axis, ctx.int_constants)
    if inner is None or axis is None or not -len(inner) <= axis < len(inner):
        return None
    axis %= len(inner)
    return inner[:axis] + inner[axis + 1:]


def rank_of(node, shapes: dict, ctx) -> int | None:
    """The static rank of ``node`` (see ``shape_of``), or None."""
    shape = shape_of(node, shapes, ctx)
    return None if shape is None else len(shape)


def _layer_state_key(node) -> str | None:
    """``"state[-1].h"`` of ``state[-1].h`` / ``"state[0]"`` of ``state[0]`` (int index), else None."""
    attr = None
    if isinstance(node, cst.Attribute):
        node, attr = node.value, node.attr.value
    if not (isinstance(node.value, cst.Name) and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index)):
        return None
    index = node.slice[0].slice.value
    negative = isinstance(index, cst.UnaryOperation) and isinstance(index.operator, cst.Minus)
    if negative:
        index = index.expression
    if not isinstance(index, cst.Integer):
        return None
    key = f"{node.value.value}[{'-' if negative else ''}{int(index.value)}]"
    return key if attr is None else f"{key}.{attr}"


def shape_of(node, shapes: dict, ctx) -> list | None:
    # ``type(x) is``: libcst's concrete classes have no subclasses (an ``isinstance`` against
    # their ABCs costs a Python call; this runs for every graph statement)
    t = type(node)
    if t is cst.Name:
        return shapes.get(node.value)
    if t is cst.Attribute and type(node.value) is cst.Name:
        return shapes.get(f"{node.value.value}.{node.attr.value}")  # an LSTM state's .c / .h
    if t is cst.Subscript or (t is cst.Attribute and type(node.value) is cst.Subscript):
        key = _layer_state_key(node)  # a MultiRNNCell state's layer: state[-1], state[0].h
        if key is not None and key in shapes:
            return shapes[key]
        if t is cst.Subscript and type(node.value) is cst.Name and len(node.slice) == 1 \
                and type(node.slice[0].slice) is cst.Index:
            return shapes.get(elements_key(node.value.value))  # an element of a list of tensors (``outputs[-1]``)
        return None
    if t is cst.Integer or t is cst.Float:
        return []
    if t is cst.BinaryOperation and type(node.operator) in (cst.Add, cst.Subtract, cst.Multiply, cst.Divide):
        return _broadcast(shape_of(node.left, shapes, ctx), shape_of(node.right, shapes, ctx))
    if t is not cst.Call:
        return None
    q = ctx.call_name(node)
    consts = ctx.int_constants
    if q in ("tf.ones", "tf.zeros") or q in _RANDOM:
        return _ints(arg(node, 0, "shape"), consts)
    if q == "tf.argmax" and arg(node, 1, "axis") is not None:
        inner, axis = shape_of(arg(node, 0, "input"), shapes, ctx), arg(node, 1, "axis")
        if inner is not None and isinstance(axis, cst.Integer) and int(axis.value) < len(inner):
            return inner[:int(axis.value)] + inner[int(axis.value) + 1:]
        return None
    if q == "tf.nn.embedding_lookup":
        params, ids = shape_of(arg(node, 0, "params"), shapes, ctx), shape_of(arg(node, 1, "ids"), shapes, ctx)
        return None if params is None or ids is None or len(params) < 1 else ids + params[1:]
    if q == "tf.constant":
        given = arg(node, 2, "shape")
        if given is not None:
            return _ints(given, consts)
        return _np_shape(arg(node, 0, "value"))
    if q == "tf.placeholder":
        return _ints(arg(node, 1, "shape"), consts)
    if q == "tf.Variable":
        return shape_of(arg(node, 0, "initial_value"), shapes, ctx)
    if q == "tf.get_variable":
        given = _ints(arg(node, 1, "shape"), consts) if arg(node, 1, "shape") is not None else None
        init = arg(node, 3, "initializer")
        return given if given is not None else (shape_of(init, shapes, ctx) if init is not None else None)
    if q == "tf.reshape":
        target = _ints(arg(node, 1, "shape"), consts)
        if target is None or None in target or target.count(-1) > 1 or any(d < -1 for d in target):
            return None
        if -1 in target:  # the inferred dimension: known when the input's size is
            inner = shape_of(arg(node, 0, "tensor"), shapes, ctx)
            rest = 1
            for d in target:
                rest *= d if d != -1 else 1
            size = None
            if inner is not None and None not in inner:
                size = 1
                for d in inner:
                    size *= d
            known = size // rest if size is not None and rest and size % rest == 0 else None
            return [known if d == -1 else d for d in target]
        return target
    if q == "tf.concat":
        parts, axis = arg(node, 0, "values"), _int(arg(node, 1, "axis"), consts) if arg(node, 1, "axis") is not None else None
        if not isinstance(parts, (cst.List, cst.Tuple)) or not parts.elements or axis is None:
            return None
        shapes_ = [shape_of(e.value, shapes, ctx) if isinstance(e, cst.Element) else None for e in parts.elements]
        if any(p is None for p in shapes_) or len({len(p) for p in shapes_}) != 1 or not -len(shapes_[0]) <= axis < len(shapes_[0]):
            return None
        axis %= len(shapes_[0])
        out = []
        for i in range(len(shapes_[0])):
            dims = [p[i] for p in shapes_]
            if i == axis:
                out.append(None if None in dims else sum(dims))
            else:
                known = {d for d in dims if d is not None}
                if len(known) > 1:
                    return None
                out.append(known.pop() if known else None)
        return out
    if q == "tf.matmul":
        if len(node.args) != 2 or any(a.keyword is not None for a in node.args):
            return None
        a, b = (shape_of(x.value, shapes, ctx) for x in node.args)
        if a is not None and b is not None and len(a) == 2 and len(b) == 2 and a[1] == b[0] and a[1] is not None:
            return [a[0], b[1]]
        return None
    if q in ("tf.contrib.slim.flatten", "tf.contrib.layers.flatten") and node.args:
        inner = shape_of(node.args[0].value, shapes, ctx)
        if inner is None or len(inner) < 1 or None in inner[1:]:
            return None
        size = 1
        for d in inner[1:]:
            size *= d
        return [inner[0], size]
    if (q in _UNARY or q in _SAME_AS_FIRST) and node.args and node.args[0].keyword is None:
        return shape_of(node.args[0].value, shapes, ctx)
    if q in _BINARY and len(node.args) >= 2:
        return _broadcast(shape_of(node.args[0].value, shapes, ctx), shape_of(node.args[1].value, shapes, ctx))
    return None
