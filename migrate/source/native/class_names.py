"""A class whose one instance takes its name, renamed (before planning).

ywpkwon's siamese network ends its setup with ``siamese = siamese();``: from there on the name
is the instance, the class is never named again. ``native.builder_classes`` turns a class
instantiated once into the code of its ``__init__`` when the class and the instance have names
of their own; here they share one. Renaming the class (``class siamese_class:``, called there)
is the same program: after that statement the name means the instance in both. Only for a
module-level ``NAME = NAME(...)`` (a whole statement) of a class defined once at module level,
when no function or class body names ``NAME``, nothing else binds it, and no statement before
that one names it outside the class definition. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import binding_counts
from migrate.source.native.walk import instances

__all__ = ["rename_classes_named_by_their_instance"]


def rename_classes_named_by_their_instance(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each such class renamed (itself if none)."""
    classes = {s.name.value: s for s in module.body if isinstance(s, cst.ClassDef)}
    if not classes:
        return module
    body = list(module.body)
    taken = {n.value for n in instances(module, cst.Name)}
    for k, stmt in enumerate(body):
        name = _self_named_instance(stmt, classes)
        if name is None or not _renamable(module, body, k, name, classes[name]):
            continue
        new_name, j = f"{name}_class", 1
        while new_name in taken:
            j += 1
            new_name = f"{name}_class_{j}"
        taken.add(new_name)
        c = body.index(classes[name])
        new_class = classes[name].with_changes(name=cst.Name(new_name))
        small = stmt.body[0]
        new_stmt = stmt.with_changes(body=[small.with_changes(value=small.value.with_changes(func=cst.Name(new_name)))])
        if origins is not None:
            origins[id(new_class)] = (new_class, classes[name])
            origins[id(new_stmt)] = (new_stmt, stmt)
        body[c], body[k] = new_class, new_stmt
    return module if all(a is b for a, b in zip(body, module.body)) else module.with_changes(body=body)


def _self_named_instance(stmt, classes: dict) -> str | None:
    """NAME of ``NAME = NAME(...)`` for a class NAME of the module."""
    if not isinstance(stmt, cst.SimpleStatementLine) or len(stmt.body) != 1 or not isinstance(stmt.body[0], cst.Assign):
        return None
    small = stmt.body[0]
    if len(small.targets) != 1 or not isinstance(small.targets[0].target, cst.Name) or not isinstance(small.value, cst.Call) \
            or not isinstance(small.value.func, cst.Name):
        return None
    name = small.targets[0].target.value
    return name if small.value.func.value == name and name in classes else None


def _renamable(module: cst.Module, body: list, k: int, name: str, cls: cst.ClassDef) -> bool:
    if any(n.value == name for d in instances(module, (cst.FunctionDef, cst.ClassDef))
           for part in [d.body, *d.decorators, *(getattr(d, "bases", ()) or ()), getattr(d, "params", None)] if part is not None
           for n in instances(part, cst.Name)):
        return False  # (a body naming it would mean the instance once it is bound)
    if binding_counts(module)[name] != 2:
        return False  # (bound by more than the class statement and ``NAME = NAME(...)``)
    return not any(n.value == name for s in body[:k] if s is not cls for n in instances(s, cst.Name))
