"""A named op made by an expression statement, which the file fetches by its name, bound to that name.

TF1 code gives an op a name and no Python name, then fetches it by the name (the "save the
graph, fetch by name" idiom, hunt 24 h095 / hunt 25 t63)::

    tf.identity(tf.matmul(x, w), name="output")     output = tf.identity(tf.matmul(x, w), name="output")
    ...                                       ->    ...
    sess.run("output:0", {x: X})                    sess.run("output:0", {x: X})

The planner resolves ``"output:0"`` / ``get_tensor_by_name("output:0")`` /
``get_operation_by_name("train_op")`` to the Python name bound to the op that has that name;
once bound, the statement is a graph statement like any other. Only when:

* the statement is an expression statement of one call with a string literal ``name=`` that is
  a Python identifier (bound to that name when the file spells it nowhere else and it is no
  keyword or builtin, else to the first free of ``S_op``, ``S_op_1``, ...);
* it is at module level or inside module-level ``with`` blocks that call no ``*scope*``
  function (``name_scope``, ``variable_scope``: there TF1's name has a prefix);
* no other call of the file has the same ``name=`` (TF1 would have made the second ``S_1``);
* the file writes the name (``"S"`` or ``"S:0"``) as a string literal somewhere else.

Anything else is left as written (the planner reports a fetch of it). Rebuilt statements are
recorded in ``origins``. Never imports TensorFlow.
"""
from __future__ import annotations

import builtins
import keyword

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import binding_counts
from migrate.source.native.context import arg
from migrate.source.native.walk import instances, record_origin

__all__ = ["bind_named_statements"]

_SCOPED = ("scope",)  # a ``with`` item whose callee's last part contains this prefixes the names made in it


def bind_named_statements(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each such statement bound to its name (itself if none)."""
    if table.primary is None or not any(_given_name(stmt) is not None for stmt in _statements(module.body, table)):
        return module  # (the common case: no module-level expression statement with name=; no walk)
    origins = origins if origins is not None else {}
    names: dict = {}  # name= value -> number of calls giving it
    for c in instances(module, cst.Call):
        given = arg(c, None, "name")
        if type(given) is cst.SimpleString:
            names[given.evaluated_value] = names.get(given.evaluated_value, 0) + 1
    strings = {}
    for s in instances(module, cst.SimpleString):
        text = s.evaluated_value
        if isinstance(text, str):
            base = text[:-2] if text.endswith(":0") else text
            strings[base] = strings.get(base, 0) + 1
    bound = binding_counts(module)
    spelled = {n.value for n in instances(module, cst.Name)}
    taken: set = set()

    def wanted(stmt) -> str | None:
        name = _given_name(stmt)
        if name is None or not name.isidentifier() or names.get(name) != 1 or strings.get(name, 0) < 2:
            return None  # (the string literal of name= itself is one of the file's strings)
        for candidate in (name, f"{name}_op", *(f"{name}_op_{k}" for k in range(1, 10))):
            # (``train_op = graph.get_operation_by_name("train_op")`` binds the name itself: hunt 25 t63)
            if not (keyword.iskeyword(candidate) or hasattr(builtins, candidate) or bound.get(candidate)
                    or candidate in spelled or candidate in taken):
                return candidate
        return None

    def body_of(stmts) -> list | None:
        new, changed = [], False
        for stmt in stmts:
            name = wanted(stmt)
            if name is not None:
                taken.add(name)
                line = stmt.with_changes(body=[cst.Assign([cst.AssignTarget(cst.Name(name))], stmt.body[0].value)])
                new.append(record_origin(origins, stmt, line))
                changed = True
            elif type(stmt) is cst.With and not _scoped(stmt, table) and type(stmt.body) is cst.IndentedBlock:
                inner = body_of(stmt.body.body)
                if inner is not None:
                    stmt = record_origin(origins, stmt, stmt.with_changes(body=stmt.body.with_changes(body=inner)))
                    changed = True
                new.append(stmt)
            else:
                new.append(stmt)
        return new if changed else None

    body = body_of(module.body)
    return module if body is None else module.with_changes(body=body)


def _statements(body, table: ImportTable):
    """The statements of ``body`` and of its ``with`` blocks that call no ``*scope*`` function."""
    for stmt in body:
        if type(stmt) is cst.With and not _scoped(stmt, table) and type(stmt.body) is cst.IndentedBlock:
            yield from _statements(stmt.body.body, table)
        else:
            yield stmt


def _given_name(stmt) -> str | None:
    """``"output"`` of ``tf.identity(y, name="output")`` alone on its line, else None."""
    if type(stmt) is not cst.SimpleStatementLine or len(stmt.body) != 1 or type(stmt.body[0]) is not cst.Expr \
            or type(stmt.body[0].value) is not cst.Call:
        return None
    given = arg(stmt.body[0].value, None, "name")
    name = given.evaluated_value if type(given) is cst.SimpleString else None
    return name if isinstance(name, str) else None


def _scoped(stmt: cst.With, table: ImportTable) -> bool:
    """A ``with`` one of whose items is a call of a ``*scope*`` callee (names made in it get its prefix)."""
    for item in stmt.items:
        if type(item.item) is cst.Call:
            q = table.qualname(item.item.func) or ""
            if any(p in q.rpartition(".")[2] for p in _SCOPED):
                return True
    return False
