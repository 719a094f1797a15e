"""compat_v1: the TensorFlow 1 era, faithfully, on TensorFlow 2.

Graph-mode gradient tools (a graph + session owner with name lookup, Jacobians of any rank,
gradients "by parts" through one or more intermediate tensors, and the demonstration that
``tf.gradients(ys, xs)`` is a sum over ``ys``), plus the runner that executes unmodified TF1
scripts (``python -m compat_v1 SCRIPT``).

Importing this package does not import TensorFlow: the public names below are loaded on first
use, so the runner can configure the environment (legacy Keras) before TensorFlow's first import.
Nothing here switches TensorFlow's global mode: library calls build into a ``tf.Graph`` that the
caller (or ``LegacyGraph``) owns.
"""
import importlib

# public name -> module that defines it (explicit, so the list can be grepped and tested)
_EXPORTS = {
    "LegacyGraph": "compat_v1.graph",
    "TensorNameError": "compat_v1.names",
    "jacobian": "compat_v1.jacobians",
    "batch_jacobian": "compat_v1.jacobians",
    "gradient_by_parts": "compat_v1.by_parts",
    "CutError": "compat_v1.by_parts",
    "explain_sum": "compat_v1.explain",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'compat_v1' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_EXPORTS))
