"""Why ``tf.gradients(h, W)`` has W's shape: it is the Jacobian summed over h's axes.

``explain_sum(ys, xs, feed_dict)`` builds ``tf.gradients(ys, xs)`` and the Jacobian
``d ys / d xs`` (shape ``ys.shape + xs.shape``), runs both, sums the Jacobian over its ``ys``
axes and compares::

    r = explain_sum(h, W, feed_dict={x: data})
    print(r)                        # the explanation, with shapes and the difference
    r.max_abs_difference            # ~1e-16 in float64

It adds the two computations to ``ys``'s graph (under the ``explain_sum`` name scope).
"""
from __future__ import annotations

import dataclasses

import numpy as np
import tensorflow as tf

from compat_v1.jacobians import as_target, as_ys, jacobian

__all__ = ["explain_sum", "SumExplanation"]


@dataclasses.dataclass(frozen=True)
class SumExplanation:
    """The numbers behind "tf.gradients is a sum": shapes, values and their difference."""

    ys_name: str
    xs_name: str
    ys_shape: tuple
    xs_shape: tuple
    gradient: np.ndarray  # tf.gradients(ys, xs): xs.shape
    jacobian: np.ndarray  # d ys / d xs: ys.shape + xs.shape
    max_abs_difference: float  # |gradient - jacobian.sum(ys axes)|, max over elements

    @property
    def gradient_shape(self) -> tuple:
        return tuple(self.gradient.shape)

    @property
    def jacobian_shape(self) -> tuple:
        return tuple(self.jacobian.shape)

    @property
    def summed_jacobian(self) -> np.ndarray:
        return self.jacobian.sum(axis=tuple(range(len(self.ys_shape))))

    def _example(self) -> str:
        if not self.gradient.size:
            return ""
        first = (0,) * self.gradient.ndim
        ys_axes = ", ".join([":"] * len(self.ys_shape))
        j_index = "[" + ", ".join([ys_axes] * bool(ys_axes) + [str(i) for i in first]) + "]"
        return (
            f"\n  For example gradient{_index(first)} = {self.gradient[first]:.6g} and "
            f"sum(J{j_index}) = {self.summed_jacobian[first]:.6g}."
        )

    def __str__(self) -> str:
        n_ys = int(np.prod(self.ys_shape, dtype=np.int64))
        k = len(self.ys_shape)
        axes = {0: "no axes (ys is a scalar: the gradient is the Jacobian)",
                1: "its first axis"}.get(k, f"its first {k} axes")
        return "\n".join([
            "tf.gradients(ys, xs) is a sum over ys, not a Jacobian.",
            f"  ys {self.ys_name!r} has shape {self.ys_shape}; "
            f"xs {self.xs_name!r} has shape {self.xs_shape}.",
            f"  tf.gradients(ys, xs) has the shape of xs, {self.gradient_shape}: each element is",
            f"  the SUM over all {n_ys} elements of ys of d ys[i] / d xs[j].",
            f"  The Jacobian d ys / d xs has shape ys.shape + xs.shape = {self.jacobian_shape}.",
            f"  Summing the Jacobian over {axes} (the ys axes) gives tf.gradients back:",
            f"  max |difference| = {self.max_abs_difference:.3g}.{self._example()}",
            "  For the Jacobian itself use compat_v1.jacobian(ys, xs); for dL/dxs through ys",
            "  use compat_v1.gradient_by_parts(loss, through=ys, wrt=xs).",
        ])


def _index(idx) -> str:
    return "[" + ", ".join(str(i) for i in idx) + "]" if idx else ""


def explain_sum(ys, xs, feed_dict=None, session=None) -> SumExplanation:
    """Compute ``tf.gradients(ys, xs)`` and ``jacobian(ys, xs)``, run them, compare.

    ``session``: a ``tf.compat.v1.Session`` or ``LegacyGraph`` on ``ys``'s graph (default: a
    new ``LegacyGraph`` on it, initialising variables, closed afterwards). ``xs`` must be one
    tensor or variable that ``ys`` depends on (``ValueError`` otherwise).
    """
    ys = as_ys(ys)
    if isinstance(xs, (list, tuple)):
        raise TypeError("explain_sum takes one xs tensor; call it once per tensor of a list")
    target = as_target(xs)
    if ys.shape.rank is None or target.shape.rank is None:
        raise ValueError(
            f"explain_sum needs known ranks: ys {ys.name!r} has shape {ys.shape}, xs "
            f"{target.name!r} has shape {target.shape}. Next step: set_shape on them"
        )
    with ys.graph.as_default(), tf.name_scope("explain_sum"):
        grad = tf.compat.v1.gradients(ys, target.tensor)[0]
        if grad is None:
            raise ValueError(
                f"ys {ys.name!r} does not depend on xs {target.name!r}: tf.gradients gives "
                "None. Next step: pass an xs that ys is computed from"
            )
        jac = jacobian(ys, target.tensor)
    owned = None
    if session is None:
        from compat_v1.graph import LegacyGraph

        owned = session = LegacyGraph(ys.graph)
    try:
        g_val, j_val = session.run([grad, jac], feed_dict=feed_dict)
    finally:
        if owned is not None:
            owned.close()
    g_val, j_val = np.asarray(g_val), np.asarray(j_val)
    summed = j_val.sum(axis=tuple(range(j_val.ndim - g_val.ndim)))
    diff = float(np.max(np.abs(g_val - summed))) if g_val.size else 0.0
    return SumExplanation(
        ys_name=ys.name,
        xs_name=target.name,
        ys_shape=tuple(j_val.shape[: j_val.ndim - g_val.ndim]),
        xs_shape=tuple(g_val.shape),
        gradient=g_val,
        jacobian=j_val,
        max_abs_difference=diff,
    )
