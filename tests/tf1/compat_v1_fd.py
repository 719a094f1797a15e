"""Helpers for the compat_v1 tests: tolerances and central finite differences.

Every test builds into its own ``tf.Graph`` (through ``LegacyGraph``); nothing switches
TensorFlow's global mode. Finite differences run in float64 through session runs, feeding a
perturbed value for the input tensor (any graph tensor is feedable) or loading it into a
variable.
"""
import numpy as np

# float64 central differences with EPS: truncation ~EPS**2, rounding ~1e-16/EPS
EPS = 1e-6
FD_RTOL, FD_ATOL = 1e-6, 1e-7
# two analytic routes (split vs pfor, vjp vs jacobian, vs numpy) in float64
EXACT_RTOL, EXACT_ATOL = 1e-10, 1e-12
# float32 cases (slim nets): two routes that sum in different orders
F32_RTOL, F32_ATOL = 1e-5, 1e-6


def numeric_jacobian(run, x_value):
    """Central-difference Jacobian of ``run(x) -> ndarray``: shape ``y.shape + x.shape``.

    Ends with ``run(x_value)``, so a loaded variable is left at its unperturbed value.
    """
    x_value = np.array(x_value, dtype=np.float64)
    y0 = np.asarray(run(x_value))
    cols = []
    for j in np.ndindex(x_value.shape or ()):
        xp, xm = x_value.copy(), x_value.copy()
        xp[j] += EPS
        xm[j] -= EPS
        cols.append((np.asarray(run(xp)) - np.asarray(run(xm))) / (2 * EPS))
    run(x_value)
    return np.stack(cols, axis=-1).reshape(y0.shape + x_value.shape)


def feeding(lg, ys, x, feed=None):
    """``run(x_value)`` evaluating ``ys`` in ``lg`` with ``x`` fed (``x`` any graph tensor)."""
    base = dict(feed or {})
    return lambda value: lg.run(ys, feed_dict={**base, x: value})


def loading(lg, ys, var, feed=None):
    """``run(w_value)`` evaluating ``ys`` after loading ``w_value`` into variable ``var``."""
    def run(value):
        var.load(value, lg.session)
        return lg.run(ys, feed_dict=feed)
    return run


def assert_close(actual, expected, rtol, atol, what=""):
    actual, expected = np.asarray(actual), np.asarray(expected)
    assert actual.shape == expected.shape, f"{what}: shape {actual.shape} != {expected.shape}"
    np.testing.assert_allclose(actual, expected, rtol=rtol, atol=atol, err_msg=what)
