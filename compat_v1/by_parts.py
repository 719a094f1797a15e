"""dL/dW "by parts" in a TF1 graph: through one tensor or a chain, after checking the cut.

``gradient_by_parts(loss, through=[h1, h2, ...], wrt=W)`` computes dL/dW as
``dL/dh1 . dh1/dh2 . ... . dhk/dW`` (``h1`` nearest the loss, ``hk`` nearest ``W``). Like
``tf.gradients``, a non-scalar ``loss`` is summed. Returns ``W.shape`` (a list for a list wrt).

* ``method="vjp"`` (default): chains vector-Jacobian products with ``grad_ys``
  (``g = tf.gradients(h_{i-1}, h_i, grad_ys=g)``); no Jacobian is materialised, cost is about
  one backward pass.
* ``method="jacobian"``: builds each explicit Jacobian (``compat_v1.jacobian``, pfor) and
  contracts with ``tf.tensordot`` - what the Stack Overflow answer does; memory grows with
  ``h_{i-1}.size * h_i.size``.

The cut condition (checked before anything is added to the graph): with ``h0 = loss`` and
``h_{k+1} = W``, for every i in 1..k, every path from ``W`` to ``h_{i-1}`` passes through
``h_i``. Paths follow op inputs backwards from ``h_{i-1}``; they do not continue through
integer/bool tensors or through ops registered as not differentiable (``StopGradient``,
``Shape``, ...), since no gradient flows there. If the condition fails the chain rule by parts
would silently drop that path's contribution, so ``CutError`` is raised, naming one bypass path
(op names from ``W`` to ``h_{i-1}``). If ``loss`` does not depend on ``W`` at all, the result
is ``None`` (``unconnected_gradients="none"``), zeros (``"zero"``) or ``ValueError``
(``"raise"``), as for ``tf.gradients``.

``return_factors=True`` also returns the factors: for "vjp" the vectors ``[dL/dh1, ...,
dL/dhk]``; for "jacobian" ``[dL/dh1, J(h1, h2), ..., J(hk, W)]`` (a list per wrt for the last).
"""
from __future__ import annotations

import collections

import tensorflow as tf
from tensorflow.python.framework import ops as _ops

from compat_v1.jacobians import as_target, as_ys, jacobian

__all__ = ["gradient_by_parts", "CutError", "find_bypass"]

METHODS = ("vjp", "jacobian")


class CutError(ValueError):
    """``through`` does not separate ``wrt`` from the loss; ``.path`` is one bypass path."""

    def __init__(self, message: str, path: tuple[str, ...] = ()):
        super().__init__(message)
        self.path = tuple(path)


def _carries_gradient(tensor) -> bool:
    dtype = tensor.dtype
    return dtype.is_floating or dtype.is_complex or dtype in (tf.resource, tf.variant)


def _op_differentiable(op) -> bool:
    if op.type in ("StopGradient", "PreventGradient"):
        return False
    try:
        return _ops.get_gradient_function(op) is not None
    except LookupError:
        return True  # no gradient registered: tf.gradients would fail loudly there anyway


def find_bypass(target, source, blocked) -> list | None:
    """A path of tensors from ``source`` to ``target`` avoiding the ``blocked`` tensors.

    Walks op inputs backwards from ``target`` (only through tensors and ops a gradient flows
    through). Returns ``[source, ..., target]`` or ``None`` when every path is blocked.
    """
    blocked_refs = {b.ref() for b in blocked}
    if target.ref() in blocked_refs:
        return None
    parent = {target.ref(): None}
    queue = collections.deque([target])
    while queue:
        t = queue.popleft()
        if t.name == source.name:
            path = []
            cur = t
            while cur is not None:
                path.append(cur)
                cur = parent[cur.ref()]
            return path
        op = t.op
        if not _op_differentiable(op):
            continue
        for inp in op.inputs:
            if inp.ref() in parent or inp.ref() in blocked_refs or not _carries_gradient(inp):
                continue
            parent[inp.ref()] = t
            queue.append(inp)
    return None


def _describe(path) -> str:
    names = []
    for t in path:
        if not names or names[-1] != t.op.name:
            names.append(t.op.name)
    return " -> ".join(names)


def _check_cut(loss, chain, targets, connected):
    for target, is_connected in zip(targets, connected):
        w = target.tensor
        if not is_connected:
            continue  # unconnected: handled per unconnected_gradients
        upper = loss
        for i, h in enumerate(chain):
            path = find_bypass(upper, w, [h])
            if path is not None:
                where = "the loss" if upper is loss else f"through[{i - 1}] {upper.name!r}"
                route = _describe(path)
                raise CutError(
                    f"through[{i}] {h.name!r} does not separate wrt {target.name!r} from "
                    f"{where}: the path {route} bypasses it, so the chain rule by parts "
                    "would silently miss that path's contribution. Next step: cut at a tensor "
                    "every path goes through (e.g. one nearer the loss, or the op where the "
                    "paths join), or use tf.gradients(loss, wrt) directly",
                    tuple(t.name for t in path),
                )
            upper = h


def _unconnected(result, target, loss, unconnected):
    if result is not None:
        return result
    if unconnected == "zero":
        return tf.zeros(target.shape, target.dtype)
    if unconnected == "raise":
        raise ValueError(
            f"loss {loss.name!r} does not depend on wrt {target.name!r}. Next step: check that "
            "wrt is an input of the loss (not a copy, or cut by tf.stop_gradient)"
        )
    return None


def gradient_by_parts(loss, through, wrt, method: str = "vjp", *,
                      unconnected_gradients: str = "none", return_factors: bool = False,
                      check_cut: bool = True):
    """dL/dwrt through ``through`` (one tensor or a chain loss-side first); ``wrt.shape``.

    Raises ``CutError`` when the chain does not separate ``wrt`` from ``loss`` (see the module
    docstring); ``check_cut=False`` skips the check (the result is then only right if the
    condition holds). With ``return_factors`` returns ``(result, factors)``.
    """
    if method not in METHODS:
        raise ValueError(f"method must be one of {METHODS}, got {method!r}")
    if unconnected_gradients not in ("none", "zero", "raise"):
        raise ValueError(
            "unconnected_gradients must be 'none', 'zero' or 'raise', got "
            f"{unconnected_gradients!r}"
        )
    loss = as_ys(loss, "loss")
    chain = list(through) if isinstance(through, (list, tuple)) else [through]
    if not chain:
        raise ValueError("through is empty. Next step: pass at least one intermediate tensor")
    chain = [as_ys(h, f"through[{i}]") for i, h in enumerate(chain)]
    is_list = isinstance(wrt, (list, tuple))
    targets = [as_target(w, "wrt") for w in (wrt if is_list else [wrt])]
    for t in chain + [tt.tensor for tt in targets]:
        if t.graph is not loss.graph:
            raise ValueError(
                f"{t.name!r} and loss {loss.name!r} live in different tf.Graphs. Next step: "
                "build them in the same graph"
            )
    if method == "jacobian":
        for h in chain:
            _rank(h)  # tensordot needs static ranks: refuse before building anything
    connected = [find_bypass(loss, t.tensor, []) is not None for t in targets]
    if unconnected_gradients == "raise" and not all(connected):
        _unconnected(None, targets[connected.index(False)], loss, "raise")
    if check_cut:
        _check_cut(loss, chain, targets, connected)
    with loss.graph.as_default(), tf.name_scope("gradient_by_parts"):
        if method == "vjp":
            result, factors = _vjp(loss, chain, targets)
        else:
            result, factors = _jacobian(loss, chain, targets)
        result = [_unconnected(r if c else None, t, loss, unconnected_gradients)
                  for r, t, c in zip(result, targets, connected)]
    result = result if is_list else result[0]
    return (result, factors) if return_factors else result


def _vjp(loss, chain, targets):
    g = tf.compat.v1.gradients(loss, chain[0], unconnected_gradients="zero")[0]
    factors = [g]
    for upper, lower in zip(chain, chain[1:]):
        g = tf.compat.v1.gradients(upper, lower, grad_ys=g, unconnected_gradients="zero")[0]
        factors.append(g)
    wrt = [t.tensor for t in targets]
    return tf.compat.v1.gradients(chain[-1], wrt, grad_ys=g), factors


def _jacobian(loss, chain, targets):
    g = tf.compat.v1.gradients(loss, chain[0], unconnected_gradients="zero")[0]
    factors = [g]
    for upper, lower in zip(chain, chain[1:]):
        j = jacobian(upper, lower, unconnected_gradients="zero")
        factors.append(j)
        g = tf.tensordot(g, j, axes=_rank(upper))
    wrt = [t.tensor for t in targets]
    js = jacobian(chain[-1], wrt, unconnected_gradients="zero")
    factors.append(js if len(js) > 1 else js[0])
    axes = _rank(chain[-1])
    return [None if j is None else tf.tensordot(g, j, axes=axes) for j in js], factors


def _rank(t):
    if t.shape.rank is None:
        raise ValueError(
            f"method='jacobian' needs the rank of {t.name!r} statically (tensordot over its "
            "axes). Next step: use method='vjp', or set_shape on the tensor"
        )
    return t.shape.rank
