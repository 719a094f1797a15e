"""migrate: the TensorFlow 2 era.

* Runtime (imports TensorFlow on first use): ``jacobian``, ``tape_jacobian``, ``batch_jacobian``,
  ``gradient_by_parts``, ``lift``, ``load_tf1_checkpoint`` / ``save_tf1_checkpoint``,
  ``assert_equivalent``.
* Source-to-source converter (never imports TensorFlow): ``convert_source``.
* Script comparison: ``compare_scripts``.

Importing this package does not import TensorFlow; each public name is loaded on first use.
"""
import importlib

from migrate._version import __version__

# public name -> module that defines it (explicit, so the list can be grepped and tested)
_EXPORTS = {
    "jacobian": "migrate.jacobians",
    "tape_jacobian": "migrate.jacobians",
    "batch_jacobian": "migrate.jacobians",
    "gradient_by_parts": "migrate.by_parts",
    "tape_gradient_by_parts": "migrate.by_parts",
    "PforFallbackWarning": "migrate.jacobians",
    "CutError": "migrate.by_parts",
    "Factors": "migrate.by_parts",
    "lift": "migrate.lifting",
    "LiftedGraph": "migrate.lifting",
    "LiftError": "migrate.lifting",
    "load_tf1_checkpoint": "migrate.checkpoints",
    "save_tf1_checkpoint": "migrate.checkpoints",
    "CheckpointMismatchError": "migrate.checkpoints",
    "assert_equivalent": "migrate.equivalence",
    "EquivalenceError": "migrate.equivalence",
    "TOLERANCES": "migrate.equivalence",
    "convert_source": "migrate.source.convert",
    "compare_scripts": "migrate.compare",
    "compare_many": "migrate.compare",
}

__all__ = sorted(_EXPORTS) + ["__version__"]


def __getattr__(name):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'migrate' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_EXPORTS))
