"""Jacobians of any rank in a TF1 graph: the faithful split loop and the vectorised pfor.

``jacobian(ys, xs)`` returns ``ys.shape + xs.shape``: entry ``[i..., j...]`` is
``d ys[i...] / d xs[j...]``. Example::

    x = tf1.placeholder(tf.float64, [3])
    J = jacobian(tf.square(x), x)          # [3, 3], diag(2 x)

Two methods, same numbers:

* ``method="pfor"`` (default): one gradient subgraph for a symbolic output index, vectorised
  over all indices with ``parallel_for.pfor``. Build time and op count do not grow with the
  size of ``ys``. Supports unknown (None) dimensions in ``ys`` and ``xs`` (the size of ``ys``
  is read at run time).
* ``method="split"``: the TF1 row-by-row loop, one ``tf.gradients`` call per scalar of the
  flattened ``ys`` (``tf.gather`` of one index: op count linear in ``ys.size``, never the
  quadratic ``tf.unstack`` chains). Needs the size of ``ys`` statically (it is a Python
  loop); ``xs`` may have unknown dimensions.

``batch_jacobian(ys, xs)`` returns ``[batch] + ys.shape[1:] + xs.shape[1:]`` for ``ys`` whose
example ``b`` depends only on example ``b`` of ``xs`` (this is assumed, not checked: cross-
example terms are summed into the result, as ``parallel_for.batch_jacobian`` does). The batch
size may be unknown for both methods; ``split`` needs ``ys.shape[1:]`` statically.

``xs`` may be tensors, ``tf.Variable`` objects, or a resource variable's handle (what the name
"w:0" resolves to under TF2's resource variables); the Jacobian then has the variable's shape.
Everything is added under a ``jacobian`` / ``batch_jacobian`` name scope of ``ys``'s graph.

Bad input is refused before anything is added to the graph: ``TypeError`` (non-tensors,
eager tensors, integer/bool dtypes) or ``ValueError`` (split with unknown sizes, batch
mismatch, different graphs), naming the tensor and the next step.
(On TF 2.21 ``tf.compat.v1.gradients`` itself silently returns ``None`` for integer ``xs``.)
Unconnected ``xs`` (``ys`` does not depend on them): ``unconnected_gradients="none"`` (default,
as ``tf.gradients``) gives ``None`` for that ``x``, ``"zero"`` gives zeros of the full shape,
``"raise"`` raises ``ValueError`` naming ``ys`` and ``x``.
"""
from __future__ import annotations

import dataclasses

import tensorflow as tf
from tensorflow.python.ops.parallel_for import control_flow_ops as _pfor_ops

__all__ = ["jacobian", "batch_jacobian", "GradTarget", "as_target", "as_ys"]

METHODS = ("pfor", "split")
UNCONNECTED = ("none", "zero", "raise")


@dataclasses.dataclass(frozen=True)
class GradTarget:
    """Something ``tf.gradients`` can differentiate with respect to, with its real shape.

    ``tensor`` is what goes into ``tf.gradients`` (for a resource variable its handle, whose
    own shape is ``[]``); ``shape`` and ``dtype`` describe the value being differentiated.
    """

    tensor: object
    shape: tf.TensorShape
    dtype: tf.DType
    name: str


def _is_differentiable(dtype) -> bool:
    return dtype.is_floating or dtype.is_complex


def _reject_eager(obj, role):
    raise TypeError(
        f"{role} is an eager tensor (shape {obj.shape}); compat_v1 builds TF1 graphs. Next "
        "step: build it inside `with compat_v1.LegacyGraph():`, or use migrate.jacobian for "
        "eager TF2 code"
    )


def _check_float(name, dtype, role):
    if not _is_differentiable(dtype):
        raise TypeError(
            f"{role} {name!r} has dtype {dtype.name}; gradients need a floating dtype "
            f"(tf.gradients silently returns None for {dtype.name}). Next step: tf.cast it "
            "to tf.float32/tf.float64 where it is created"
        )


def as_target(x, role: str = "xs") -> GradTarget:
    """Validate one ``x`` (graph tensor, variable or variable handle) as a gradient target."""
    if isinstance(x, tf.Variable):
        _check_float(x.name, x.dtype.base_dtype, role)
        target = x.handle if getattr(x, "handle", None) is not None else x
        return GradTarget(target, x.shape, x.dtype.base_dtype, x.name)
    if isinstance(x, tf.Tensor):
        if not tf.is_symbolic_tensor(x):
            _reject_eager(x, role)
        if x.dtype == tf.resource and x.op.type == "VarHandleOp":
            dtype = tf.as_dtype(x.op.get_attr("dtype"))
            shape = tf.TensorShape(x.op.get_attr("shape"))
            _check_float(x.name, dtype, role + " (a variable)")
            return GradTarget(x, shape, dtype, x.name)
        _check_float(x.name, x.dtype, role)
        return GradTarget(x, x.shape, x.dtype, x.name)
    raise TypeError(
        f"{role} must be a graph tf.Tensor or tf.Variable, got {type(x).__name__}: {x!r:.80}. "
        "Next step: pass the tensor itself, or look it up by name with LegacyGraph.tensor(name)"
    )


def as_ys(ys, role: str = "ys"):
    """Validate ``ys``: a floating graph tensor (a variable is read through its value)."""
    if isinstance(ys, tf.Variable):
        ys = ys.value()
    if not isinstance(ys, tf.Tensor):
        raise TypeError(
            f"{role} must be a graph tf.Tensor, got {type(ys).__name__}: {ys!r:.80}. Next step: "
            "pass one tensor (tf.stack a list of tensors first), or look it up by name with "
            "LegacyGraph.tensor(name)"
        )
    if not tf.is_symbolic_tensor(ys):
        _reject_eager(ys, role)
    _check_float(ys.name, ys.dtype, role)
    return ys


def _as_list(xs):
    if isinstance(xs, (list, tuple)):
        if not xs:
            raise ValueError("xs is an empty list. Next step: pass at least one tensor")
        return list(xs), True
    return [xs], False


def _check_options(method, unconnected_gradients):
    if method not in METHODS:
        raise ValueError(f"method must be one of {METHODS}, got {method!r}")
    if unconnected_gradients not in UNCONNECTED:
        raise ValueError(
            f"unconnected_gradients must be one of {UNCONNECTED}, got {unconnected_gradients!r}"
        )


def _check_same_graph(ys, targets):
    for t in targets:
        if getattr(t.tensor, "graph", ys.graph) is not ys.graph:
            raise ValueError(
                f"xs {t.name!r} and ys {ys.name!r} live in different tf.Graphs. Next step: "
                "build both inside the same `with LegacyGraph():` block"
            )


def _check_connected(ys, targets, unconnected):
    """For "raise": refuse before anything is added to the graph (a walk over op inputs)."""
    if unconnected != "raise":
        return
    from compat_v1.by_parts import find_bypass  # by_parts imports this module at load time

    for t in targets:
        if find_bypass(ys, t.tensor, []) is None:
            _finish([None], [t], ys, unconnected, None, ys.shape, "Jacobian")


def _rows(yf, n, xs_tensors, tf_unconnected, method, parallel_iterations):
    """Per-index gradients of the flat ``yf``: a list (one per x) of ``[n] + x.shape``."""
    if method == "pfor":

        def loop_fn(i):
            return tf.compat.v1.gradients(
                tf.gather(yf, i), xs_tensors, unconnected_gradients=tf_unconnected
            )

        return _pfor_ops.pfor(loop_fn, n, parallel_iterations=parallel_iterations)
    per_row = [
        tf.compat.v1.gradients(
            tf.gather(yf, i), xs_tensors, unconnected_gradients=tf_unconnected
        )
        for i in range(n)
    ]
    stacked = []
    for k in range(len(xs_tensors)):
        column = [row[k] for row in per_row]
        stacked.append(None if column[0] is None else tf.stack(column, axis=0))
    return stacked


def _finish(rows, targets, ys, unconnected, lead_shape, lead_static, what):
    out = []
    for row, t in zip(rows, targets):
        if row is None:
            if unconnected == "raise":
                raise ValueError(
                    f"ys {ys.name!r} does not depend on xs {t.name!r}, so its {what} is not "
                    "defined. Next step: check that xs is an input of ys (not a copy, or cut "
                    "by tf.stop_gradient/integer ops), or pass unconnected_gradients='zero'"
                )
            out.append(None)
            continue
        static = lead_static.concatenate(t.shape)
        if static.is_fully_defined():
            j = tf.reshape(row, static.as_list())
        else:
            j = tf.reshape(row, tf.concat([lead_shape, tf.shape(row)[1:]], axis=0))
            j.set_shape(static)
        out.append(j)
    return out


def jacobian(ys, xs, method: str = "pfor", unconnected_gradients: str = "none",
             parallel_iterations=None):
    """d ys / d xs as a tensor of shape ``ys.shape + x.shape`` (a list of them for a list xs).

    ``ys``: a floating graph tensor of any rank (0 included). ``xs``: a floating graph tensor or
    variable, or a list of them. ``method``: "pfor" (vectorised, default) or "split" (the TF1
    row-by-row loop; needs a static ``ys`` size). ``unconnected_gradients``: "none" -> ``None``
    for an ``x`` that ``ys`` does not depend on, "zero" -> zeros, "raise" -> ``ValueError``.
    ``parallel_iterations`` (pfor only) bounds how many rows are computed at once (memory).
    """
    _check_options(method, unconnected_gradients)
    ys = as_ys(ys)
    xs_list, is_list = _as_list(xs)
    targets = [as_target(x) for x in xs_list]
    _check_same_graph(ys, targets)
    _check_connected(ys, targets, unconnected_gradients)
    tf_unconnected = "zero" if unconnected_gradients == "zero" else "none"
    with ys.graph.as_default(), tf.name_scope("jacobian"):
        yf = tf.reshape(ys, [-1])
        n = ys.shape.num_elements()
        if n is None:
            if method == "split":
                raise ValueError(
                    f"method='split' needs the size of ys statically, but ys {ys.name!r} has "
                    f"shape {ys.shape}. Next step: use method='pfor' (supports unknown sizes), "
                    "or give the placeholder a fixed shape"
                )
            n = tf.size(yf)
        rows = _rows(yf, n, [t.tensor for t in targets], tf_unconnected, method,
                     parallel_iterations)
        out = _finish(rows, targets, ys, unconnected_gradients, tf.shape(ys), ys.shape,
                      "Jacobian")
    return out if is_list else out[0]


def batch_jacobian(ys, xs, method: str = "pfor", unconnected_gradients: str = "none",
                   parallel_iterations=None):
    """Per-example Jacobians: shape ``[batch] + ys.shape[1:] + x.shape[1:]``.

    Entry ``[b, i..., j...]`` is ``d ys[b, i...] / d x[b, j...]``, valid when example ``b`` of
    ``ys`` depends only on example ``b`` of ``x`` (assumed, not checked). ``ys`` and each ``x``
    need rank >= 1 and the same leading (batch) dimension; the batch size may be unknown.
    ``split`` loops over the ``prod(ys.shape[1:])`` columns, so those must be static.
    Works on TF 2.21, where ``parallel_for.gradients.batch_jacobian`` raises under v2 shapes.
    """
    _check_options(method, unconnected_gradients)
    ys = as_ys(ys)
    xs_list, is_list = _as_list(xs)
    targets = [as_target(x) for x in xs_list]
    _check_same_graph(ys, targets)
    if ys.shape.rank is None:
        raise ValueError(
            f"batch_jacobian needs the rank of ys statically, but ys {ys.name!r} has unknown "
            "shape. Next step: ys.set_shape([None, ...]) or give the placeholder a shape"
        )
    if ys.shape.rank < 1:
        raise ValueError(
            f"batch_jacobian needs ys with a batch dimension (rank >= 1), but ys {ys.name!r} "
            f"has shape {ys.shape}. Next step: use jacobian() for unbatched outputs"
        )
    batch = ys.shape[0]
    for t in targets:
        if t.shape.rank is not None and t.shape.rank < 1:
            raise ValueError(
                f"batch_jacobian needs xs with a batch dimension, but {t.name!r} has shape "
                f"{t.shape}. Next step: use jacobian() for unbatched inputs such as weights"
            )
        xb = t.shape[0] if t.shape.rank else None
        if batch is not None and xb is not None and batch != xb:
            raise ValueError(
                f"batch sizes differ: ys {ys.name!r} has {batch} rows, xs {t.name!r} has {xb}. "
                "Next step: pass tensors that share their first (batch) dimension"
            )
    _check_connected(ys, targets, unconnected_gradients)
    tf_unconnected = "zero" if unconnected_gradients == "zero" else "none"
    with ys.graph.as_default(), tf.name_scope("batch_jacobian"):
        m = ys.shape[1:].num_elements()
        y2 = tf.reshape(ys, [tf.shape(ys)[0], -1])
        if m is None:
            if method == "split":
                raise ValueError(
                    f"method='split' needs ys.shape[1:] statically, but ys {ys.name!r} has "
                    f"shape {ys.shape}. Next step: use method='pfor', or fix the shape"
                )
            m = tf.shape(y2)[1]
        # column j of every example at once: gradients of y2[:, j] sum over the batch, and
        # under batch independence row b of the result is d ys[b, j] / d x[b]
        yt = tf.transpose(y2)  # [m, batch]
        rows = _rows(yt, m, [t.tensor for t in targets], tf_unconnected, method,
                     parallel_iterations)
        moved = []
        for row in rows:
            if row is None:
                moved.append(None)
                continue
            rank = row.shape.rank
            perm = [1, 0] + list(range(2, rank)) if rank is not None else None
            moved.append(tf.transpose(row, perm) if perm else _swap_first_two(row))
        lead = tf.shape(ys)
        out = _finish_batch(moved, targets, ys, unconnected_gradients, lead)
    return out if is_list else out[0]


def _swap_first_two(t):
    rank = tf.rank(t)
    perm = tf.concat([[1, 0], tf.range(2, rank)], axis=0)
    return tf.transpose(t, perm)


def _finish_batch(rows, targets, ys, unconnected, lead_shape):
    out = []
    for row, t in zip(rows, targets):
        if row is None:
            out.extend(_finish([None], [t], ys, unconnected, lead_shape, ys.shape,
                               "batch Jacobian"))
            continue
        static = ys.shape.concatenate(t.shape[1:] if t.shape.rank is not None else None)
        if static.is_fully_defined():
            j = tf.reshape(row, static.as_list())
        else:
            # row is [batch, m] + x.shape[1:]
            j = tf.reshape(row, tf.concat([lead_shape, tf.shape(row)[2:]], axis=0))
            j.set_shape(static)
        out.append(j)
    return out
