"""Equivalence checks for users' own tests: a TF1 graph and a TF2 callable give the same
outputs, gradients and Jacobians, with the same variable values.

    assert_equivalent(legacy_builder, tf2_fn, [x_value])

* ``legacy``: a builder ``legacy(*placeholders) -> outputs`` (called inside a fresh
  ``tf.Graph``; placeholders get the inputs' dtypes and shapes), or a ``compat_v1.LegacyGraph``
  with ``legacy_inputs=`` / ``legacy_outputs=`` names.
* ``modern``: a TF2 callable ``modern(*inputs) -> outputs`` (same nest structure).
* ``inputs``: the values (arrays/tensors), fed to both.
* Variables: with ``share_variables=True`` (default) the legacy graph's initialised values are
  copied into ``modern``'s variables (``modern_variables=`` or ``modern.variables``), matched
  by TF1 name (``mapping`` renames scopes as in ``migrate.checkpoints``). Unmatched names on
  either side raise, listing both.
* ``check``: any of "outputs" (values), "gradients" (d sum(outputs) / d inputs and d / the
  shared variables), "jacobians" (each output w.r.t. each floating input; legacy side by
  ``compat_v1.jacobian``, modern side by ``GradientTape.jacobian``).

Tolerances live in ``TOLERANCES`` (rtol, atol per dtype; float32 as in the TF migration guide);
``rtol=``/``atol=`` override them. A failure raises ``EquivalenceError`` (an
``AssertionError``) naming what differs, the worst element's index, both values and the error.
On success returns a ``dict`` {quantity: max abs error} for the record.
"""
from __future__ import annotations

import numpy as np
import tensorflow as tf

__all__ = ["assert_equivalent", "EquivalenceError", "TOLERANCES", "tolerance"]

tf1 = tf.compat.v1

# (rtol, atol) by dtype: the ONE place default tolerances are defined
TOLERANCES = {
    tf.float16: (1e-3, 1e-3),
    tf.bfloat16: (1e-2, 1e-2),
    tf.float32: (1e-6, 1e-5),
    tf.float64: (1e-12, 1e-10),
    tf.complex64: (1e-6, 1e-5),
    tf.complex128: (1e-12, 1e-10),
}
CHECKS = ("outputs", "gradients", "jacobians")


class EquivalenceError(AssertionError):
    """Legacy and modern results differ (or do not line up); the message says where."""


def tolerance(dtype, rtol=None, atol=None):
    """(rtol, atol) for ``dtype``: the arguments if given, else ``TOLERANCES``."""
    default = TOLERANCES.get(tf.as_dtype(dtype).base_dtype, (0.0, 0.0))
    return (default[0] if rtol is None else rtol, default[1] if atol is None else atol)


def _compare(what, legacy, modern, rtol, atol):
    """Max abs error; raises EquivalenceError with the worst element when out of tolerance."""
    if legacy is None or modern is None:
        if legacy is None and modern is None:
            return 0.0
        side = "legacy" if legacy is None else "modern"
        raise EquivalenceError(f"{what}: the {side} side is None (not connected) but the other "
                               f"is not: the two computations differ in what depends on what")
    a, b = np.asarray(legacy), np.asarray(modern)
    if a.shape != b.shape:
        raise EquivalenceError(f"{what}: shapes differ: legacy {a.shape}, modern {b.shape}")
    if a.size == 0:
        return 0.0
    a64, b64 = a.astype(np.complex128 if np.iscomplexobj(a) else np.float64), \
        b.astype(np.complex128 if np.iscomplexobj(b) else np.float64)
    diff = np.abs(a64 - b64)
    nan_mismatch = np.isnan(a64) != np.isnan(b64)
    excess = diff - (atol + rtol * np.abs(a64))
    excess = np.where(np.isnan(a64) & np.isnan(b64), -np.inf, excess)
    excess = np.where(nan_mismatch, np.inf, excess)
    worst = np.unravel_index(int(np.nanargmax(np.nan_to_num(excess, nan=np.inf))), a.shape)
    bad = int(np.count_nonzero(excess > 0))
    max_abs = float(np.nanmax(np.where(np.isnan(diff), 0.0, diff)))
    if bad:
        rel = float(diff[worst] / abs(a64[worst])) if a64[worst] != 0 else float("inf")
        raise EquivalenceError(
            f"{what}: {bad} of {a.size} elements differ beyond rtol={rtol:g}, atol={atol:g}; "
            f"worst at index {tuple(int(i) for i in worst)}: legacy {a[worst]!r}, "
            f"modern {b[worst]!r} (abs err {float(diff[worst]):.3g}, rel err {rel:.3g}; "
            f"max abs err {max_abs:.3g})"
        )
    return max_abs


def _legacy_from_builder(builder, values):
    from compat_v1.graph import LegacyGraph

    lg = LegacyGraph()
    with lg.graph.as_default():
        phs = [tf1.placeholder(v.dtype, v.shape, name=f"input_{i}") for i, v in enumerate(values)]
        outs = builder(*phs)
    if outs is None:
        raise TypeError("the legacy builder returned None; it must return its output tensor(s)")
    return lg, phs, outs


def _legacy_from_graph(lg, names_in, names_out):
    if names_in is None or names_out is None:
        raise TypeError("with a LegacyGraph, pass legacy_inputs=[names] and legacy_outputs=names")
    phs = [lg.tensor(n) for n in (names_in if isinstance(names_in, (list, tuple)) else [names_in])]
    outs = tf.nest.map_structure(lambda n: lg.tensor(n) if isinstance(n, str) else n, names_out)
    return lg, phs, outs


def _modern_variables(modern, given):
    if given is not None:
        return list(tf.nest.flatten(given))
    found = getattr(modern, "variables", None)
    if found is None and hasattr(modern, "__self__"):
        found = getattr(modern.__self__, "variables", None)
    return list(found or [])


def _share(lg, modern_vars, mapping):
    from migrate.checkpoints import _apply, variable_name

    with lg.graph.as_default():
        legacy_vars = tf1.global_variables()
    legacy_by_name = {_apply(mapping, variable_name(v)): v for v in legacy_vars}
    modern_by_name = {variable_name(v): v for v in modern_vars}
    missing = sorted(set(modern_by_name) - set(legacy_by_name))
    if missing:
        raise EquivalenceError(
            f"modern variables {missing} have no legacy variable of that name (legacy: "
            f"{sorted(legacy_by_name)}). Next step: pass mapping={{'old_scope/': 'new/'}}, "
            f"modern_variables=[...] with the ones to share, or share_variables=False"
        )
    lg.initialize()
    pairs = [(legacy_by_name[n], modern_by_name[n]) for n in sorted(modern_by_name)]
    with lg.graph.as_default():
        reads = [lv.value() for lv, _ in pairs]
    values = lg.session.run(reads)
    for (lv, mv), value in zip(pairs, values):
        if tuple(value.shape) != tuple(mv.shape):
            raise EquivalenceError(f"variable {variable_name(mv)!r}: legacy shape "
                                   f"{value.shape}, modern shape {tuple(mv.shape)}")
        mv.assign(value)
    return pairs


def _is_float(dtype):
    d = tf.as_dtype(dtype)
    return d.is_floating or d.is_complex


def assert_equivalent(legacy, modern, inputs, rtol=None, atol=None, check=CHECKS, *,
                      legacy_inputs=None, legacy_outputs=None, share_variables=True,
                      modern_variables=None, mapping=None):
    """Assert that ``legacy`` (TF1 graph) and ``modern`` (TF2) agree; see the module docstring.

    Returns {name: max abs error}. Raises ``EquivalenceError`` on a difference.
    """
    from compat_v1.graph import LegacyGraph

    if not tf.executing_eagerly():
        raise RuntimeError(
            "assert_equivalent runs the modern side eagerly, but a tf.Graph is the default "
            "here. Next step: call it after the `with LegacyGraph():` / `with "
            "graph.as_default():` block (the graph and its variables stay usable)"
        )
    unknown = [c for c in ((check,) if isinstance(check, str) else check) if c not in CHECKS]
    if unknown:
        raise ValueError(f"check must be a subset of {CHECKS}, got {unknown}")
    checks = (check,) if isinstance(check, str) else tuple(check)
    values = [tf.convert_to_tensor(v) for v in (inputs if isinstance(inputs, (list, tuple))
                                                else [inputs])]
    if isinstance(legacy, LegacyGraph):
        lg, phs, outs = _legacy_from_graph(legacy, legacy_inputs, legacy_outputs)
        return _run(lg, phs, outs, modern, values, checks, rtol, atol, share_variables,
                    modern_variables, mapping)
    if not callable(legacy):
        raise TypeError(f"legacy must be a builder function or a LegacyGraph, "
                        f"got {type(legacy).__name__}")
    lg, phs, outs = _legacy_from_builder(legacy, values)
    try:
        return _run(lg, phs, outs, modern, values, checks, rtol, atol, share_variables,
                    modern_variables, mapping)
    finally:
        lg.close()


def _run(lg, phs, outs, modern, values, checks, rtol, atol, share_variables,
         modern_variables, mapping):
    from compat_v1.jacobians import jacobian as legacy_jacobian

    flat_outs = tf.nest.flatten(outs)
    feed = {p: v.numpy() for p, v in zip(phs, values)}

    modern(*values)  # builds lazily created (Keras) variables before they are shared
    pairs = _share(lg, _modern_variables(modern, modern_variables), mapping) \
        if share_variables else []
    lg.initialize()
    report = {}

    def tol(dtype):
        return tolerance(dtype, rtol, atol)

    float_in = [i for i, v in enumerate(values) if _is_float(v.dtype)]
    with lg.graph.as_default():
        float_outs = [o for o in flat_outs if _is_float(o.dtype)]
        total = tf.add_n([tf.reduce_sum(o) for o in float_outs]) if float_outs else None
        grad_sources = [phs[i] for i in float_in] + [lv for lv, _ in pairs]
        legacy_grads = (tf1.gradients(total, grad_sources)
                        if "gradients" in checks and total is not None and grad_sources else [])
        legacy_jacs = []
        if "jacobians" in checks:
            for o in float_outs:
                legacy_jacs.append(legacy_jacobian(o, [phs[i] for i in float_in]) if float_in
                                   else [])
    legacy_vals = lg.run({"outs": flat_outs, "grads": [g for g in legacy_grads if g is not None],
                          "jacs": [[j for j in row if j is not None] for row in legacy_jacs]},
                         feed_dict=feed)

    watched = [values[i] for i in float_in]
    with tf.GradientTape(persistent=True, watch_accessed_variables=False) as tape:
        for w in watched:
            tape.watch(w)
        for _, mv in pairs:
            tape.watch(mv)
        modern_out = modern(*values)
        modern_flat = tf.nest.flatten(modern_out)
        modern_float = [o for o in modern_flat if _is_float(tf.convert_to_tensor(o).dtype)]
        modern_total = tf.add_n([tf.reduce_sum(o) for o in modern_float]) \
            if modern_float else None
    if len(modern_flat) != len(flat_outs):
        raise EquivalenceError(f"outputs: legacy returns {len(flat_outs)} tensor(s), modern "
                               f"{len(modern_flat)}")
    names = [o.name for o in flat_outs]
    if "outputs" in checks:
        for k, (lv, mv, o) in enumerate(zip(legacy_vals["outs"], modern_flat, flat_outs)):
            report[f"outputs[{k}]"] = _compare(f"outputs[{k}] ({names[k]})", lv,
                                               np.asarray(mv), *tol(o.dtype))
    if legacy_grads:
        modern_grads = tape.gradient(modern_total, watched + [mv for _, mv in pairs])
        it = iter(legacy_vals["grads"])
        labels = [f"input {i}" for i in float_in] + [f"variable {lv.name}" for lv, _ in pairs]
        for label, lg_sym, mg, src in zip(labels, legacy_grads, modern_grads, grad_sources):
            lv = None if lg_sym is None else next(it)
            report[f"gradient wrt {label}"] = _compare(
                f"gradient of sum(outputs) wrt {label}", lv,
                None if mg is None else np.asarray(tf.convert_to_tensor(mg)),
                *tol(src.dtype if src.dtype != tf.resource else lg_sym.dtype))
    if "jacobians" in checks:
        mf = [o for o in modern_flat if _is_float(tf.convert_to_tensor(o).dtype)]
        for k, (row_sym, row_vals, mo, o) in enumerate(zip(legacy_jacs, legacy_vals["jacs"],
                                                           mf, float_outs)):
            it = iter(row_vals)
            modern_row = tape.jacobian(mo, watched, experimental_use_pfor=True)
            for i, j_sym, mj in zip(float_in, row_sym, modern_row):
                lv = None if j_sym is None else next(it)
                report[f"jacobian d{o.name}/d input {i}"] = _compare(
                    f"jacobian of output {o.name} wrt input {i}", lv,
                    None if mj is None else np.asarray(mj), *tol(o.dtype))
    del tape
    return report
