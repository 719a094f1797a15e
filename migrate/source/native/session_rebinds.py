"""A session name bound again: each session's statements made a ``with`` block (before planning).

TF1 scripts reuse one name for consecutive sessions (hunt 18's most frequent session island)::

    sess = tf.Session()
    sess.run(tf.global_variables_initializer())
    sess.run(train)
    sess.close()
    sess = tf.Session()                 # a new session: fresh variable values
    saver.restore(sess, path)
    print(sess.run(w))

The planner reads one session per name in a statement list (a flat ``sess = tf.Session()``
region runs to the end of the list). Consecutive ``with tf.Session() as sess:`` blocks it plans
one after the other, so each session's statements become one::

    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        sess.run(train)
    with tf.Session() as sess:
        saver.restore(sess, path)
        print(sess.run(w))

A session runs from its binding up to its ``sess.close()`` (dropped: the block closes it) or,
without one, up to its last use before the next binding of the name (TF1's first session lived
on, unreachable: nothing could run it again; what follows, a graph reset say, stays after the
block). Only in a statement list holding at least two bindings ``NAME =
tf.Session()`` (no arguments but ``config=``) of one plain name, each session's statements at
that level, the name bound nowhere else in the list, read by no ``def`` / ``lambda`` / class
there (they may run later) and by no statement between a ``close()`` and the next binding, and
no ``reset_default_graph()`` between the bindings (each graph is then a segment of its own). The
last session stays flat unless it is closed. Python runs the same statements in the same
order. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import bound_names
from migrate.source.native.context import names_in
from migrate.source.native.graphs import reset_call
from migrate.source.native.walk import TracingTransformer, instances, record_origin

__all__ = ["blocks_for_rebound_sessions"]

_SESSIONS = frozenset({"tf.Session", "tf.compat.v1.Session"})
_DEFERRED = (cst.FunctionDef, cst.Lambda, cst.ClassDef)


def blocks_for_rebound_sessions(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with the sessions above made ``with`` blocks (itself if it has none)."""
    counts: dict = {}
    for line in instances(module, cst.SimpleStatementLine):
        name = _session_binding(line, table)
        if name is not None:
            counts[name] = counts.get(name, 0) + 1
    if not any(k >= 2 for k in counts.values()):
        return module  # (the common case: one walk of the statement lines)
    return _Blocks(table, origins).rewrite(module)


def _session_binding(stmt, table: ImportTable) -> str | None:
    """``NAME`` of a ``NAME = tf.Session()`` (or ``tf.Session(config=...)``) line, else None."""
    if type(stmt) is not cst.SimpleStatementLine or len(stmt.body) != 1 or type(stmt.body[0]) is not cst.Assign:
        return None
    a = stmt.body[0]
    if len(a.targets) != 1 or type(a.targets[0].target) is not cst.Name or type(a.value) is not cst.Call:
        return None
    if table.qualname(a.value.func) not in _SESSIONS or any(
            x.star or x.keyword is None or x.keyword.value != "config" for x in a.value.args):
        return None
    return a.targets[0].target.value


def _is_close(stmt, name: str) -> bool:
    """``NAME.close()`` as a statement."""
    if type(stmt) is not cst.SimpleStatementLine or len(stmt.body) != 1 or type(stmt.body[0]) is not cst.Expr:
        return False
    c = stmt.body[0].value
    return type(c) is cst.Call and not c.args and type(c.func) is cst.Attribute and c.func.attr.value == "close" \
        and type(c.func.value) is cst.Name and c.func.value.value == name


def _blocks(stmts: list, table: ImportTable, origins) -> list | None:
    """The statement list with its rebound sessions made blocks, or None if none is."""
    starts: dict = {}
    for i, s in enumerate(stmts):
        name = _session_binding(s, table)
        if name is not None:
            starts.setdefault(name, []).append(i)
    spans = []  # (binding index, end index exclusive, closed?)
    for name, at in starts.items():
        if len(at) < 2 or any(name in names_in(d) for d in instances(cst.Module(body=stmts), _DEFERRED)):
            continue
        if any(reset_call(c, table) for s in stmts[at[0]:at[-1]] for c in instances(s, cst.Call)):
            continue  # (graphs reset between the sessions: each a segment of its own, planned as such)
        ends = at[1:] + [len(stmts)]
        found = []
        for i, nxt in zip(at, ends):
            close = next((j for j in range(i + 1, nxt) if _is_close(stmts[j], name)), None)
            # (unclosed: up to its last use; what follows, a graph reset say, stays after the block)
            last = close if close is not None else 1 + max((j for j in range(i + 1, nxt) if name in names_in(stmts[j])), default=i)
            inside = stmts[i + 1:last]
            if not inside or name in bound_names(inside):
                found = None
                break
            after = stmts[close + 1:nxt] if close is not None else []
            if any(name in names_in(s) for s in after):
                found = None  # (the closed session used again: TF1's error, kept as written)
                break
            if close is not None or nxt != len(stmts):
                found.append((i, last, close is not None))
        if found:
            spans += found
    if not spans:
        return None
    out, k = [], 0
    for i, end, closed in sorted(spans):
        out += stmts[k:i]
        line = stmts[i]
        a = line.body[0]
        block = cst.With(
            items=[cst.WithItem(a.value, asname=cst.AsName(a.targets[0].target))],
            body=cst.IndentedBlock(body=list(stmts[i + 1:end])),
            leading_lines=line.leading_lines,
        )
        record_origin(origins, line, block)
        out.append(block)
        k = end
        if closed:
            close = stmts[end]
            k = end + 1
            if close.leading_lines and k < len(stmts):  # (the close's comments stay, on the next statement)
                moved = stmts[k].with_changes(leading_lines=list(close.leading_lines) + list(stmts[k].leading_lines))
                record_origin(origins, stmts[k], moved)
                stmts = stmts[:k] + [moved] + stmts[k + 1:]
    return out + stmts[k:]


class _Blocks(TracingTransformer):
    def __init__(self, table: ImportTable, origins=None):
        super().__init__(origins)
        self.table = table

    def hit(self, node) -> bool:
        return type(node) is cst.SimpleStatementLine and _session_binding(node, self.table) is not None

    def leave_Module(self, original, updated):
        body = _blocks(list(updated.body), self.table, self.origins)
        return updated if body is None else updated.with_changes(body=body)

    def leave_IndentedBlock(self, original, updated):
        body = _blocks(list(updated.body), self.table, self.origins)
        return updated if body is None else updated.with_changes(body=body)
