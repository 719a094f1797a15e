"""Names TensorFlow removed that tf-slim still reads, and where TensorFlow keeps them now.

tf-slim 1.1 (its last release, 2020) reads ``tensorflow.python.framework.ops.Tensor``,
``control_flow_ops.cond`` and a few more private names that TensorFlow 2.21 moved: without them
``slim.batch_norm(x, is_training=<a placeholder>)`` (every tf-slim ``smart_cond``), slim's
learning-rate multipliers and stacking helpers crash with AttributeError. ``REMOVED_NAMES``
maps (module, name) -> (module, name) where TensorFlow keeps the object; the runner
(``compat_v1.runner``) puts the aliases back in its process, and compat mode writes
``SHIM_CODE`` (the same, as plain code) into files that import ``tf_slim``. Pure data: no
TensorFlow import.
"""

REMOVED_NAMES = {
    ("tensorflow.python.framework.ops", "Tensor"): ("tensorflow.python.framework.tensor", "Tensor"),
    ("tensorflow.python.framework.ops", "IndexedSlices"): ("tensorflow.python.framework.indexed_slices", "IndexedSlices"),
    ("tensorflow.python.ops.array_ops", "stack"): ("tensorflow.python.ops.array_ops_stack", "stack"),
    ("tensorflow.python.ops.array_ops", "unstack"): ("tensorflow.python.ops.array_ops_stack", "unstack"),
    ("tensorflow.python.ops.control_flow_ops", "cond"): ("tensorflow.python.ops.cond", "cond"),
    ("tensorflow.python.ops.control_flow_ops", "while_loop"): ("tensorflow.python.ops.while_loop", "while_loop"),
    ("tensorflow.python.ops.control_flow_ops", "case"): ("tensorflow.python.ops.control_flow_case", "case"),
    ("tensorflow.python.ops.control_flow_ops", "Assert"): ("tensorflow.python.ops.control_flow_assert", "Assert"),
}

# modules TensorFlow's own shims import by a name the installed tf-keras no longer has:
# ``tensorflow.python.layers.normalization`` (tf-slim's fused batch norm) loads
# ``tf_keras.legacy_tf_layers``, which tf-keras 2.21 keeps as ``tf_keras.src.legacy_tf_layers``
MODULE_ALIASES = {"tf_keras.legacy_tf_layers": "tf_keras.src.legacy_tf_layers"}

SHIM_NAME = "_tf_slim_names"

_ROWS = "\n".join(f"        ({m!r}, {n!r}, {h!r}, {hn!r})," for (m, n), (h, hn) in REMOVED_NAMES.items())
SHIM_CODE = f'''def {SHIM_NAME}():
    """tf-slim 1.1 reads names TensorFlow 2.21 moved: alias them where tf-slim looks (tf1to2)."""
    import importlib
    import importlib.util
    import sys
    for module, name, home, new in [
{_ROWS}
    ]:
        target = importlib.import_module(module)
        if not hasattr(target, name):
            setattr(target, name, getattr(importlib.import_module(home), new))
    for alias, home in {MODULE_ALIASES!r}.items():
        if importlib.util.find_spec(alias.split(".")[0]) is not None and alias not in sys.modules:
            try:
                importlib.import_module(alias)
            except ImportError:
                sys.modules[alias] = importlib.import_module(home)


{SHIM_NAME}()
'''


def restore() -> None:
    """Put back, in this process, the names of ``REMOVED_NAMES`` this TensorFlow lacks and the
    modules of ``MODULE_ALIASES`` the installed tf-keras lacks: ``SHIM_CODE`` run here (the
    same code compat mode writes into a converted file)."""
    exec(SHIM_CODE, {"__name__": "tf1to2_removed_names"})  # defines and calls _tf_slim_names()
