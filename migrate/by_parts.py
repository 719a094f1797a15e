"""Gradients "by parts" in TF2: dL/dx through a chain of intermediates, with the factors.

``gradient_by_parts([f1, ..., fk], x)``: h1 = f1(x), ..., h_{k-1} = f_{k-1}(h_{k-2}),
loss = fk(h_{k-1}). Returns dL/dx (shape ``x.shape``), the same as ``tape.gradient(loss, x)``
(for a non-scalar loss: the gradient of its sum, as ``tape.gradient``), computed part by part:

* ``method="vjp"``: g = dL/dh_{k-1}, then g <- tape.gradient(h_i, h_{i-1}, output_gradients=g)
  down to x. Costs what the direct gradient costs.
* ``method="jacobian"``: explicit Jacobians J_i = dh_i/dh_{i-1} (``h_i.shape + h_{i-1}.shape``),
  contracted with ``tf.tensordot`` over h_i's axes. Shows the factors; costs one Jacobian each.

Each part runs on its own tape, which also watches x and the earlier intermediates, so a part
that reaches back to them by closure (the chain rule by parts would miss that path) is detected
in the same backward pass and refused with ``CutError``, as ``compat_v1.gradient_by_parts``
does in graph mode. (A tensor the caller computed from x *outside* the call is a constant to
TF's tapes; the direct tape.gradient ignores that path too.)

``tape_gradient_by_parts(tape, loss, through, wrt)`` is the form for a tape you already have.
"""
from __future__ import annotations

import collections
import dataclasses
import weakref

import tensorflow as tf

from migrate.jacobians import _check_differentiable

__all__ = ["gradient_by_parts", "tape_gradient_by_parts", "Factors", "CutError"]

_METHODS = ("vjp", "jacobian")


class CutError(ValueError):
    """The intermediates do not separate ``x`` from the loss: by-parts would be wrong."""


@dataclasses.dataclass(frozen=True)
class Factors:
    """The pieces of a by-parts gradient.

    ``intermediates``: (h1, ..., h_{k-1}); ``upstream``: (dL/dh1, ..., dL/dh_{k-1}), each shaped
    like its h; ``jacobians`` (method="jacobian" only, else ()): (dh1/dx, dh2/dh1, ...,
    dL/dh_{k-1}), each ``h_i.shape + h_{i-1}.shape``.
    """

    intermediates: tuple
    upstream: tuple
    jacobians: tuple = ()


def _check_method(method):
    if method not in _METHODS:
        raise ValueError(f"method must be one of {_METHODS}, got {method!r}")


def _name(f, i):
    return f"part {i + 1} ({getattr(f, '__qualname__', None) or type(f).__name__})"


# cut checks already passed: key (part ids, x shape, dtype) -> weak references to the parts
_CHECKED: "collections.OrderedDict" = collections.OrderedDict()
_CHECKED_MAX = 256


def _checked_key(parts, x):
    shape = tuple(x.shape.as_list()) if x.shape.rank is not None else None
    return tuple(id(f) for f in parts), shape, x.dtype.name


def _was_checked(parts, key) -> bool:
    refs = _CHECKED.get(key)
    if refs is None or any(r() is not f for r, f in zip(refs, parts)):
        return False  # never seen, or ids reused by new objects
    _CHECKED.move_to_end(key)
    return True


def _remember_checked(parts, key) -> None:
    try:
        refs = tuple(weakref.ref(f) for f in parts)
    except TypeError:
        return  # a part that cannot be weakly referenced: checked on every call
    _CHECKED[key] = refs
    while len(_CHECKED) > _CHECKED_MAX:
        _CHECKED.popitem(last=False)


def _contract(g, jac, out_rank):
    """g (h_i.shape) . J (h_i.shape + h_{i-1}.shape) over h_i's axes -> h_{i-1}.shape."""
    return tf.tensordot(g, jac, axes=out_rank)


def gradient_by_parts(parts, x, method="vjp", return_factors=False, check="once"):
    """dL/dx for loss = parts[-1](...parts[0](x)), computed through each intermediate.

    Returns ``x.shape``; with ``return_factors=True`` returns ``(grad, Factors(...))``.
    Raises ``CutError`` if a part depends on x or an earlier intermediate other than through
    its input, ``ValueError`` (naming the part) if the loss does not depend on a part's input.
    ``check``: ``"once"`` (default) runs that cut check on the first call for these part
    objects and x's shape/dtype and skips it on later calls (it costs extra watched sources
    in every backward pass: ~0.5 ms per call on a small eager problem); ``True`` checks every
    call (for parts whose dependencies change from call to call, e.g. a closure that branches
    on data); ``False`` never checks (a path through a closure is then silently missing).

        >>> gradient_by_parts([lambda x: x @ w, lambda h: tf.reduce_mean(h ** 2)], x)
    """
    _check_method(method)
    parts = list(parts)
    if not parts:
        raise ValueError("parts is empty: give at least one callable (the loss)")
    for i, f in enumerate(parts):
        if not callable(f):
            raise TypeError(f"parts[{i}] is a {type(f).__name__}, not a callable")
    x = tf.convert_to_tensor(x)
    _check_differentiable(x, "x")
    if check not in (True, False, "once"):
        raise ValueError(f"check must be True, False or 'once', got {check!r}")
    seen_key = _checked_key(parts, x) if check == "once" else None
    check = check is True or (check == "once" and not _was_checked(parts, seen_key))

    # forward, one tape per part: tapes[i] records parts[i] only and watches its input AND
    # every earlier tensor of the chain, so one backward pass per part gives both the factor
    # and the cut check (a part that reaches x or an earlier h by closure)
    tapes, inputs, outs = [], [], []
    h = x
    for i, f in enumerate(parts):
        persistent = method == "jacobian" and i > 0
        tape = tf.GradientTape(persistent=persistent, watch_accessed_variables=False)
        with tape:
            tape.watch(h)
            for earlier in [x] + outs[:-1] if i and check else ():
                tape.watch(earlier)
            out = f(h)
        if not isinstance(out, (tf.Tensor, tf.Variable)):
            raise TypeError(f"{_name(f, i)} returned {type(out).__name__}, not a tensor")
        _check_differentiable(out, f"the output of {_name(f, i)}")
        tapes.append(tape)
        inputs.append(h)
        outs.append(out)
        h = out

    def check_cut(i, grads):
        bad = [j for j, g in enumerate(grads) if g is not None]
        if bad:
            what = "x" if bad[0] == 0 else f"h{bad[0]} (output of {_name(parts[bad[0] - 1], bad[0] - 1)})"
            raise CutError(
                f"{_name(parts[i], i)} uses {what} directly (a closure or global), not only "
                f"through its input, so dL/dx by parts would miss that path. Next step: pass "
                f"everything a part needs through the chain, or differentiate directly with "
                f"tape.gradient"
            )

    upstream = [None] * len(parts)  # upstream[i] = dL/d(inputs[i])
    jacobians = [None] * len(parts)
    g = None
    for i in range(len(parts) - 1, -1, -1):
        earlier = [x] + outs[:i - 1] if i and check else []
        if method == "vjp":
            grads = tapes[i].gradient(outs[i], [inputs[i]] + earlier, output_gradients=g)
            check_cut(i, grads[1:])
            g = grads[0]
            if g is None:
                raise ValueError(
                    f"the loss does not depend on the input of {_name(parts[i], i)} (its "
                    f"gradient is None), so dL/dx is None. Next step: check that the part "
                    f"uses its argument (an int cast, tf.stop_gradient or argmax cuts the path)"
                )
        else:
            if earlier:
                check_cut(i, tapes[i].gradient(outs[i], earlier))
            jac = tapes[i].jacobian(outs[i], inputs[i], experimental_use_pfor=True)
            if jac is None:
                raise ValueError(
                    f"the output of {_name(parts[i], i)} does not depend on its input (its "
                    f"Jacobian is None), so dL/dx is None. Next step: check that the part uses "
                    f"its argument"
                )
            jacobians[i] = jac
            out_rank = len(outs[i].shape)
            if g is None:  # the loss: sum over its axes, as tape.gradient does
                g = tf.reduce_sum(jac, axis=list(range(out_rank))) if out_rank else jac
            else:
                g = _contract(g, jac, out_rank)
        upstream[i] = g
    del tapes
    if check and seen_key is not None:
        _remember_checked(parts, seen_key)
    if not return_factors:
        return upstream[0]
    return upstream[0], Factors(
        intermediates=tuple(outs[:-1]),
        upstream=tuple(upstream[1:]),
        jacobians=tuple(jacobians) if method == "jacobian" else (),
    )


def tape_gradient_by_parts(tape, loss, through, wrt, method="vjp", check=True,
                           return_factors=False):
    """dL/d(wrt) through the recorded intermediates ``through`` = [h1, ..., hm] (x -> h1 ->
    ... -> hm -> loss), from a **persistent** tape that recorded all of them.

    Returns ``wrt.shape`` (or ``(grad, Factors)``). A tape cannot show the graph's structure,
    so ``check=True`` (default) compares with the direct ``tape.gradient(loss, wrt)`` and
    raises ``CutError`` when they differ beyond the dtype's tolerance (a path around the
    intermediates); pass ``check=False`` to skip that extra gradient.
    """
    _check_method(method)
    through = list(through)
    chain = [wrt] + through + [loss]
    upstream = [None] * len(chain)
    jacobians = []
    g = None
    for i in range(len(chain) - 1, 0, -1):
        if method == "vjp":
            g = tape.gradient(chain[i], chain[i - 1], output_gradients=g)
        else:
            jac = tape.jacobian(chain[i], chain[i - 1], experimental_use_pfor=True)
            if jac is not None:
                jacobians.insert(0, jac)
                rank = len(chain[i].shape)
                g = (tf.reduce_sum(jac, axis=list(range(rank))) if g is None and rank
                     else jac if g is None else _contract(g, jac, rank))
            else:
                g = None
        if g is None:
            names = ["wrt"] + [f"through[{j}]" for j in range(len(through))] + ["loss"]
            raise ValueError(
                f"{names[i]} does not depend on {names[i - 1]} on this tape (gradient None). "
                f"Next step: check the order of `through` (x -> h1 -> ... -> loss) and that "
                f"the tape recorded them (persistent=True, tape.watch for constants)"
            )
        upstream[i - 1] = g
    grad = upstream[0]
    if check:
        direct = tape.gradient(loss, wrt)
        tol = 1e-4 if grad.dtype in (tf.float32, tf.float16, tf.bfloat16) else 1e-9
        err = float(tf.reduce_max(tf.abs(direct - grad)))
        scale = float(tf.reduce_max(tf.abs(direct))) + tol
        if err > tol * scale:
            raise CutError(
                f"the gradient through `through` differs from the direct gradient by {err:.3g} "
                f"(max |direct| {scale:.3g}): some path from wrt to loss avoids the "
                f"intermediates, so by-parts is wrong here. Next step: add the missing "
                f"intermediate to `through`, or use tape.gradient(loss, wrt)"
            )
    if not return_factors:
        return grad
    return grad, Factors(intermediates=tuple(through), upstream=tuple(upstream[1:-1]),
                         jacobians=tuple(jacobians))
