"""``name = None`` declarations that the module overwrites before reading, dropped (before planning).

Scripts declare the names a loop of layers will bind (Jim Fleming's highway network)::

    prev_y = None
    y = None
    for i in range(num_layers):
        with tf.variable_scope('layer_{0}'.format(i)):
            if i == 0:
                prev_y = dense_layer(x, ...)
            ...

Once the loop is unrolled (``native.scope_loops``), ``prev_y = None`` is a store no statement
reads: the next statement to mention ``prev_y`` binds it without reading it. The planner takes
a Python binding of a name that later holds a graph tensor for a graph object used outside
``sess.run`` (and refuses the file); the store does nothing, so it goes. Only for
``NAME = None`` (a whole statement, one target) in the module body or its ``__main__`` guard,
when, scanning the statements after it in order (through the bodies of ``with`` blocks, which
run once, in order), the first one mentioning ``NAME`` is a single assignment binding it whose
value does not read it, no compound statement other than ``with`` mentions it before that, and
no function or class of the file mentions it at all (a call could read the module's value).
Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.inline import _locals, main_guard_index
from migrate.source.native.walk import instances

__all__ = ["drop_dead_none_bindings"]


def drop_dead_none_bindings(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` without the dead ``NAME = None`` statements described above (itself if none)."""
    body = list(module.body)
    guard = main_guard_index(body)
    if not any(_none_binding(s) for s in body + (list(body[guard].body.body) if guard is not None else [])):
        return module
    in_defs = _free_in_defs(module)
    new_body = _without_dead(body, in_defs)
    guard = main_guard_index(new_body)
    if guard is not None:
        g = new_body[guard]
        inner = _without_dead(list(g.body.body), in_defs)
        if len(inner) != len(g.body.body) and inner:
            new_guard = g.with_changes(body=g.body.with_changes(body=inner))
            if origins is not None:
                origins[id(new_guard)] = (new_guard, g)
            new_body[guard] = new_guard
    return module if new_body == body else module.with_changes(body=new_body)


def _free_in_defs(module: cst.Module) -> set:
    """Names the file's functions and classes mention other than as their own locals (a
    function's parameters and the names it binds, unless declared ``global``)."""
    out = set()
    for d in instances(module, (cst.FunctionDef, cst.ClassDef)):
        mentioned = {n.value for n in instances(d, cst.Name)}
        if isinstance(d, cst.ClassDef):
            out |= mentioned
            continue
        declared = {a.name.value for g in instances(d, (cst.Global, cst.Nonlocal)) for a in g.names}
        out |= mentioned - (_locals(d) - declared)
    return out


def _none_binding(stmt) -> str | None:
    """NAME of ``NAME = None`` as a statement of its own."""
    if not isinstance(stmt, cst.SimpleStatementLine) or len(stmt.body) != 1:
        return None
    small = stmt.body[0]
    if isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name) \
            and isinstance(small.value, cst.Name) and small.value.value == "None":
        return small.targets[0].target.value
    return None


def _without_dead(stmts: list, in_defs: set) -> list:
    out, lines = [], []  # (a dropped statement's comments go to the next statement)
    for k, s in enumerate(stmts):
        name = _none_binding(s)
        if name is not None and name not in in_defs and _overwritten(name, stmts[k + 1:]):
            lines += list(s.leading_lines)
            continue
        if lines and hasattr(s, "leading_lines"):
            s = s.with_changes(leading_lines=lines + list(s.leading_lines))
            lines = []
        out.append(s)
    return out


def _overwritten(name: str, later: list) -> bool:
    """The first of ``later`` (``with`` bodies entered) mentioning ``name`` binds it without reading it."""
    for s in later:
        if not any(n.value == name for n in instances(s, cst.Name)):
            continue
        if isinstance(s, cst.With):
            if any(n.value == name for item in s.items for n in instances(item, cst.Name)):
                return False
            return isinstance(s.body, cst.IndentedBlock) and _overwritten(name, list(s.body.body))
        if not isinstance(s, cst.SimpleStatementLine) or len(s.body) != 1 or not isinstance(s.body[0], cst.Assign):
            return False
        small = s.body[0]
        return len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name) and small.targets[0].target.value == name \
            and not any(n.value == name for n in instances(small.value, cst.Name))
    return False
