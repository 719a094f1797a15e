"""TF1 ``Saver`` checkpoints <-> TF2 variables, matched by name.

A TF1 ``Saver`` checkpoint stores each variable under its op name (``"dense/kernel"``, no
``":0"``). ``load_tf1_checkpoint(prefix, variables, mapping={"old_scope/": "new/"})`` assigns
each TF2 variable the entry whose (mapped) name equals the variable's name; the
``CheckpointMatch`` it returns lists what matched and what did not, both ways.
``save_tf1_checkpoint(variables, prefix)`` writes a V2-format checkpoint whose keys are the
variables' names (mapped the same way), which ``tf.compat.v1.train.Saver().restore`` reads.

``mapping`` maps checkpoint-name prefixes to variable-name prefixes (the longest matching
prefix wins); ``save_tf1_checkpoint`` applies it in reverse (variable -> checkpoint name).
Optimizer slots (``".../Adam"``), ``global_step`` and the like stay in ``unused_in_checkpoint``.
"""
from __future__ import annotations

import dataclasses
import difflib
import os

import tensorflow as tf

__all__ = ["load_tf1_checkpoint", "save_tf1_checkpoint", "CheckpointMatch",
           "CheckpointMismatchError", "variable_name"]


class CheckpointMismatchError(KeyError):
    """Variables with no checkpoint entry (or entries no variable took), with suggestions."""

    def __init__(self, message, result=None):
        super().__init__(message)
        self.message = message
        self.result = result

    def __str__(self):
        return self.message


@dataclasses.dataclass(frozen=True)
class CheckpointMatch:
    """Outcome of a load: ``matched`` {checkpoint key: variable name}; ``missing_in_checkpoint``
    (variables that got nothing); ``unused_in_checkpoint`` (entries no variable took)."""

    checkpoint: str
    matched: dict
    missing_in_checkpoint: tuple
    unused_in_checkpoint: tuple

    @property
    def complete(self) -> bool:
        return not self.missing_in_checkpoint

    def describe(self) -> str:
        lines = [f"{self.checkpoint}: {len(self.matched)} matched"]
        if self.missing_in_checkpoint:
            lines.append("variables with no checkpoint entry: "
                         + ", ".join(self.missing_in_checkpoint))
        if self.unused_in_checkpoint:
            lines.append("checkpoint entries not loaded: " + ", ".join(self.unused_in_checkpoint))
        return "\n".join(lines)


def variable_name(variable) -> str:
    """The TF1 checkpoint key of a variable: its name without the ``":0"`` output suffix."""
    name = variable.name
    return name[:-2] if name.endswith(":0") else name


def _apply(mapping, name):
    best = None
    for old in mapping or {}:
        if name.startswith(old) and (best is None or len(old) > len(best)):
            best = old
    return name if best is None else mapping[best] + name[len(best):]


def _as_named(variables):
    if isinstance(variables, dict):
        return dict(variables)
    named = {}
    for v in tf.nest.flatten(variables):
        key = variable_name(v)
        if key in named and named[key] is not v:
            raise ValueError(
                f"two variables are both named {key!r}; a TF1 checkpoint key must be unique. "
                f"Next step: pass a dict {{checkpoint_name: variable}}"
            )
        named[key] = v
    return named


def _resolve_prefix(path):
    path = os.fspath(path)
    if os.path.isdir(path):
        latest = tf.train.latest_checkpoint(path)
        if latest is None:
            raise FileNotFoundError(f"{path}: directory has no 'checkpoint' state file. "
                                    f"Next step: pass the prefix (path without .index)")
        return latest
    if not os.path.exists(path + ".index") and not os.path.exists(path):
        raise FileNotFoundError(
            f"{path}: no checkpoint here (looked for {path}.index). Next step: pass the prefix "
            f"Saver.save returned (e.g. 'model.ckpt-1000'), or its directory"
        )
    return path


def load_tf1_checkpoint(path, variables, mapping=None, strict=True, allow_unused=True):
    """Assign ``variables`` (list/nest of tf.Variables, or {checkpoint-style name: variable})
    from the TF1 checkpoint at ``path`` (prefix or directory). Returns ``CheckpointMatch``.

    ``strict``: raise ``CheckpointMismatchError`` if any variable has no entry (nothing is
    assigned then); ``allow_unused=False`` also raises for entries no variable took. Shapes
    and dtypes must agree (``ValueError`` naming both); nothing is assigned on any error.
    """
    prefix = _resolve_prefix(path)
    try:
        reader = tf.train.load_checkpoint(prefix)
    except (tf.errors.DataLossError, tf.errors.NotFoundError, ValueError) as exc:
        raise ValueError(f"{prefix}: not a readable TF checkpoint: {exc}") from None
    shapes = reader.get_variable_to_shape_map()
    dtypes = reader.get_variable_to_dtype_map()
    by_target = {}
    for key in shapes:
        by_target.setdefault(_apply(mapping, key), key)
    named = _as_named(variables)
    matched, missing = {}, []
    for name, var in named.items():
        key = by_target.get(name)
        if key is None:
            missing.append(name)
            continue
        matched[key] = name
    unused = tuple(sorted(k for k in shapes if k not in matched))
    result = CheckpointMatch(prefix, matched, tuple(sorted(missing)), unused)
    problems = []
    if missing and strict:
        for name in sorted(missing):
            close = difflib.get_close_matches(name, list(by_target), n=3, cutoff=0.5)
            hint = f" (closest entries: {', '.join(repr(c) for c in close)})" if close else ""
            problems.append(f"variable {name!r} has no entry in the checkpoint{hint}")
    if unused and not allow_unused:
        problems.append("checkpoint entries no variable took: " + ", ".join(unused))
    if problems:
        raise CheckpointMismatchError(
            f"{prefix}: " + "; ".join(problems) + ". Next step: pass mapping={'old_scope/': "
            "'new_scope/'} for renamed scopes, or strict=False to load what matches "
            "(the result lists the rest)", result)
    values = {}
    for key, name in matched.items():
        var = named[name]
        if list(shapes[key]) != var.shape.as_list():
            raise ValueError(f"{prefix}: entry {key!r} has shape {shapes[key]} but variable "
                             f"{name!r} has shape {var.shape.as_list()}")
        if dtypes[key].base_dtype != var.dtype.base_dtype:
            raise ValueError(f"{prefix}: entry {key!r} has dtype {dtypes[key].name} but "
                             f"variable {name!r} has dtype {var.dtype.name}")
        values[name] = reader.get_tensor(key)
    for name, value in values.items():
        named[name].assign(value)
    return result


def save_tf1_checkpoint(variables, path, mapping=None, write_state=True):
    """Write ``variables`` to ``path`` (a prefix) so ``tf.compat.v1.train.Saver`` restores them.

    Keys are the variables' TF1 names (``variable_name``), passed through ``mapping`` in
    reverse ({"old/": "new/"} writes "new/w" as "old/w"). Writes the V2 format
    (``path.index`` + ``path.data-00000-of-00001``) and, with ``write_state``, the directory's
    ``checkpoint`` state file so ``tf.train.latest_checkpoint`` finds it. Returns ``path``.
    """
    path = os.fspath(path)
    reverse = {new: old for old, new in (mapping or {}).items()}
    named = _as_named(variables)
    keys = [_apply(reverse, name) for name in named]
    if len(set(keys)) != len(keys):
        raise ValueError(f"mapping makes checkpoint keys collide: {sorted(keys)}")
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    tensors = [tf.convert_to_tensor(v) for v in named.values()]
    tf.raw_ops.SaveV2(
        prefix=tf.constant(path),
        tensor_names=tf.constant(keys),
        shape_and_slices=tf.constant([""] * len(keys)),
        tensors=tensors,
    )
    if write_state:
        tf.compat.v1.train.update_checkpoint_state(
            os.path.dirname(os.path.abspath(path)), os.path.abspath(path))
    return path

