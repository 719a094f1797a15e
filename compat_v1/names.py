"""Name lookup in a TF1 graph that says what to do on a miss.

``resolve_tensor(graph, "h")`` accepts the forms TF1 users write:

* ``"h:0"`` - an exact tensor name (op name + output index);
* ``"h"`` - an op name, meaning its output 0;
* ``"scope/h"`` - a full scoped name, exactly as above;
* a unique *suffix* on a scope boundary: ``"h"`` finds ``"model/h:0"`` when no op is named
  ``"h"`` and exactly one op name ends in ``"/h"`` (several such ops is an ambiguity error
  that lists them);
* a ``tf.Tensor`` / ``tf.Operation`` of that graph, returned unchanged; a ``tf.Variable``
  resolves to its tensor (``resolve_tensor``) or its op (``resolve_operation``).

On a miss, ``TensorNameError`` lists the closest existing names (``difflib``) and the next
step. Lookups never add anything to the graph.
"""
from __future__ import annotations

import difflib

import tensorflow as tf

__all__ = ["TensorNameError", "resolve_tensor", "resolve_operation", "close_names"]

_MAX_SUGGESTIONS = 5


class TensorNameError(KeyError):
    """A tensor/operation name that is not in the graph (or is ambiguous).

    A ``KeyError`` (so ``except KeyError`` keeps working) whose ``str()`` is the plain
    message, not its repr. ``.name`` is what was asked for, ``.suggestions`` the closest names.
    """

    def __init__(self, message: str, name: str = "", suggestions: tuple[str, ...] = ()):
        super().__init__(message)
        self.message = message
        self.name = name
        self.suggestions = tuple(suggestions)

    def __str__(self) -> str:
        return self.message


def _graph_or_default(graph):
    return graph if graph is not None else tf.compat.v1.get_default_graph()


def _op_names(graph) -> list[str]:
    return [op.name for op in graph.get_operations()]


def close_names(graph, name: str, kind: str = "tensor", n: int = _MAX_SUGGESTIONS) -> list[str]:
    """The existing names closest to ``name`` (tensor names ``op:0`` when kind is "tensor")."""
    ops = graph.get_operations()
    base, _, _ = name.partition(":")
    names = [op.name for op in ops]
    # full-name similarity, then similarity of the last scope component ("dense/h" vs "h")
    found = difflib.get_close_matches(base, names, n=n, cutoff=0.5)
    tail = base.rsplit("/", 1)[-1]
    by_tail = {}
    for op_name in names:
        op_tail = op_name.rsplit("/", 1)[-1]
        by_tail.setdefault(op_tail, []).append(op_name)
    for t in difflib.get_close_matches(tail, list(by_tail), n=n, cutoff=0.6):
        for op_name in by_tail[t]:
            if op_name not in found:
                found.append(op_name)
    found = found[:n]
    if kind != "tensor":
        return found
    by_name = {op.name: op for op in ops}
    return [f"{f}:0" if by_name[f].outputs else f for f in found]


def _miss(graph, name: str, kind: str, detail: str = "") -> TensorNameError:
    suggestions = close_names(graph, name, kind)
    count = len(graph.get_operations())
    msg = f"no {kind} named {name!r} in the graph ({count} operations)"
    if detail:
        msg += f": {detail}"
    if suggestions:
        msg += ". Closest names: " + ", ".join(repr(s) for s in suggestions)
    msg += (
        ". Next step: pass one of the names above, or list them with "
        "[op.name for op in graph.get_operations()]; names inside tf.name_scope / "
        "variable_scope carry the scope prefix ('scope/h:0')"
    )
    return TensorNameError(msg, name, tuple(suggestions))


def _check_graph(graph, obj, kind: str):
    if getattr(obj, "graph", graph) is not graph:
        raise ValueError(
            f"{kind} {obj.name!r} belongs to another tf.Graph than the one being searched. "
            "Next step: build it inside `with legacy_graph:` (or that graph's as_default())"
        )


def _find_op(graph, base: str, kind: str, original: str):
    """Exact op name, else a unique scope-boundary suffix match, else TensorNameError."""
    try:
        return graph.get_operation_by_name(base)
    except KeyError:
        pass
    suffix = "/" + base
    matches = [n for n in _op_names(graph) if n.endswith(suffix)]
    if len(matches) == 1:
        return graph.get_operation_by_name(matches[0])
    if len(matches) > 1:
        shown = ", ".join(repr(m) for m in matches[:_MAX_SUGGESTIONS])
        more = f" (and {len(matches) - _MAX_SUGGESTIONS} more)" if len(matches) > 5 else ""
        raise TensorNameError(
            f"{kind} name {original!r} is ambiguous: it ends {len(matches)} scoped names: "
            f"{shown}{more}. Next step: pass the full scoped name",
            original,
            tuple(matches[:_MAX_SUGGESTIONS]),
        )
    raise _miss(graph, original, kind)


def resolve_tensor(graph, name):
    """The tensor of ``graph`` called ``name`` ("h", "h:0", "scope/h", or a tensor/variable).

    ``graph`` None means the current default graph. Raises ``TensorNameError`` (listing the
    closest names) when nothing matches, ``TypeError`` for objects that are not names/tensors.
    """
    graph = _graph_or_default(graph)
    if isinstance(name, tf.Tensor):
        if not tf.is_symbolic_tensor(name):
            raise TypeError(
                "got an eager tensor, not a graph tensor. Next step: build the computation "
                "inside `with LegacyGraph():` / `with tf.Graph().as_default():`"
            )
        _check_graph(graph, name, "tensor")
        return name
    if isinstance(name, tf.Variable):
        _check_graph(graph, name, "variable")
        # resource variable: its handle, the tensor named "w:0" (tf.gradients accepts it);
        # a legacy ref variable: its existing snapshot tensor
        handle = getattr(name, "handle", None)
        return handle if handle is not None else name.value()
    if isinstance(name, tf.Operation):
        raise TypeError(
            f"{name.name!r} is a tf.Operation, not a tensor. Next step: pass "
            f"{name.name + ':0'!r} or op.outputs[i], or use resolve_operation / .operation()"
        )
    if not isinstance(name, str):
        raise TypeError(
            f"expected a tensor name (str) or a tf.Tensor, got {type(name).__name__}: {name!r}"
        )
    text = name.strip()
    base, sep, index_text = text.rpartition(":")
    if not sep or not index_text.isdigit():
        base, index = text, 0
    else:
        index = int(index_text)
    op = _find_op(graph, base, "tensor", name)
    if not op.outputs:
        raise TensorNameError(
            f"{op.name!r} is an operation with no outputs (type {op.type}), not a tensor. "
            "Next step: run it with .run(op) / resolve_operation, or fetch one of its inputs",
            name,
        )
    if index >= len(op.outputs):
        raise _miss(
            graph, name, "tensor",
            f"operation {op.name!r} has {len(op.outputs)} output(s), index {index} is out of range",
        )
    return op.outputs[index]


def resolve_operation(graph, name):
    """The operation of ``graph`` called ``name`` ("h", "h:0" -> op "h", "scope/h", or an op).

    Tensors and variables resolve to the op that produces them. Raises ``TensorNameError``
    (listing the closest names) when nothing matches.
    """
    graph = _graph_or_default(graph)
    if isinstance(name, tf.Operation):
        _check_graph(graph, name, "operation")
        return name
    if isinstance(name, tf.Tensor) and not tf.is_symbolic_tensor(name):
        raise TypeError(
            "got an eager tensor, not a graph tensor. Next step: build the computation "
            "inside `with LegacyGraph():` / `with tf.Graph().as_default():`"
        )
    if isinstance(name, (tf.Tensor, tf.Variable)):
        _check_graph(graph, name, "tensor")
        return name.op
    if not isinstance(name, str):
        raise TypeError(
            f"expected an operation name (str) or a tf.Operation, got "
            f"{type(name).__name__}: {name!r}"
        )
    text = name.strip()
    base, sep, index_text = text.rpartition(":")
    if not sep or not index_text.isdigit():
        base = text
    return _find_op(graph, base, "operation", name)
