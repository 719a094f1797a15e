"""Shared test material for tests/tf2: problems, finite differences and the TF1 route.

Every expected value in these tests comes from an independent route: finite differences
(float64, central), the TF1 graph (``tf.compat.v1.gradients`` / ``compat_v1.jacobian`` split
loop in a ``tf.Graph`` + Session), numpy, or a closed form derived in the test.
"""
from __future__ import annotations

import numpy as np
import tensorflow as tf

tf1 = tf.compat.v1

# finite differences: central, float64 only; error ~ h^2 * f''' + eps / h
FD_STEP = 1e-6
FD_TOL = dict(rtol=1e-6, atol=1e-7)
# float32 vs the float64 reference: stated tolerance for float32 cases
F32_TOL = dict(rtol=1e-4, atol=1e-5)
# the same maths in two float64 routes (TF1 graph vs TF2 eager)
F64_TOL = dict(rtol=1e-10, atol=1e-12)


def rng(seed=0):
    return np.random.default_rng(seed)


def tanh_net(seed=0, batch=4, n_in=6, n_out=3):
    """The question's tanh net h = tanh(x @ W + b): numpy float64 values (x, W, b)."""
    r = rng(seed)
    return (r.normal(size=[batch, n_in]), r.normal(size=[n_in, n_out]) / np.sqrt(n_in),
            r.normal(size=[n_out]) * 0.1)


def fd_jacobian(f, x, step=FD_STEP):
    """Central-difference Jacobian of numpy-valued ``f`` at float64 ``x``: f(x).shape + x.shape."""
    x = np.asarray(x, dtype=np.float64)
    y0 = np.asarray(f(x))
    jac = np.zeros(y0.shape + x.shape)
    flat = x.reshape(-1)
    for j in range(flat.size):
        e = np.zeros_like(flat)
        e[j] = step
        plus = np.asarray(f((flat + e).reshape(x.shape)))
        minus = np.asarray(f((flat - e).reshape(x.shape)))
        jac.reshape(y0.shape + (flat.size,))[..., j] = (plus - minus) / (2 * step)
    return jac


def tf1_jacobian(build, *values, wrt=0, method="split"):
    """Run ``compat_v1.jacobian(build(*placeholders), placeholders[wrt])`` in a TF1 graph."""
    from compat_v1.jacobians import jacobian as legacy_jacobian

    with tf.Graph().as_default():
        phs = [tf1.placeholder(np.asarray(v).dtype, np.shape(v)) for v in values]
        y = build(*phs)
        jac = legacy_jacobian(y, phs[wrt], method=method)
        with tf1.Session() as sess:
            return sess.run(jac, {p: v for p, v in zip(phs, values)})


def tf1_gradient(build, *values, wrt=0):
    """``tf.compat.v1.gradients(build(*placeholders), placeholders[wrt])`` in a TF1 graph."""
    with tf.Graph().as_default():
        phs = [tf1.placeholder(np.asarray(v).dtype, np.shape(v)) for v in values]
        (g,) = tf1.gradients(build(*phs), phs[wrt])
        with tf1.Session() as sess:
            return sess.run(g, {p: v for p, v in zip(phs, values)})
