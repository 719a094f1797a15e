"""Statement forms the planner reads one way, written in their plain spelling.

TF1 scripts and notebooks write::

    x = tf.placeholder(tf.float32, [None, 2]); y = tf.placeholder(tf.float32, [None, 1])
    sess = tf.Session(); sess.run(tf.global_variables_initializer())
    w = w_saved = tf.Variable(tf.ones([2, 1]))
    h: tf.Tensor = tf.matmul(x, w)

The planner reads one plain assignment or expression per line: each of these was "a statement
the converter does not model" (red-team hunt 16's most frequent island after the v1 switches,
with messages blaming loops and branches). They become::

    x = tf.placeholder(tf.float32, [None, 2])         (one line per ``;``-joined statement: the
    y = tf.placeholder(tf.float32, [None, 1])          line's leading comments go with the first,
                                                       its trailing comment with the last)
    w = tf.Variable(tf.ones([2, 1]))                   (targets assigned left to right, as Python
    w_saved = w                                         does: the same object under both names)
    h = tf.matmul(x, w)                                (the annotation dropped)

Python runs the same statements in the same order. Only TensorFlow code changes: a ``;``-joined
line naming TensorFlow or calling ``.run`` / ``.eval`` / ``.close``, chained and annotated
assignments (of plain names) whose value calls TensorFlow; one-line suites (``if c: a; b``) are
left as written. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.walk import TracingTransformer, instances, record_origin

__all__ = ["plain_statement_forms"]


def plain_statement_forms(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with its ``;``-joined lines split, and its chained and annotated assignments
    of TensorFlow values made plain (itself if it has none)."""
    found = {id(line) for line in instances(module, cst.SimpleStatementLine) if _changes(line, table)}
    if not found:
        return module
    return _Plain(found, origins).rewrite(module)


# methods of sessions and tensors whose calls make a line TF1's (``_, l = sess.run(...); print(l)``)
_SESSION_METHODS = frozenset({"run", "eval", "close"})


def _changes(line: cst.SimpleStatementLine, table: ImportTable) -> bool:
    if len(line.body) > 1:
        # (only lines of TensorFlow code: ``i = self._i; self._i += n`` stays as written)
        return any(table.is_tf_alias(n.value) for n in instances(line, cst.Name)) or any(
            type(c.func) is cst.Attribute and c.func.attr.value in _SESSION_METHODS for c in instances(line, cst.Call))
    small = line.body[0]
    return (_chained(small) or _annotated(small)) and any(table.names_tf(c.func) for c in instances(small.value, cst.Call))


def _chained(small) -> bool:
    """``a = b = value`` (plain names)."""
    return type(small) is cst.Assign and len(small.targets) > 1 and all(type(t.target) is cst.Name for t in small.targets)


def _annotated(small) -> bool:
    """``a: T = value`` (a plain name, a value)."""
    return type(small) is cst.AnnAssign and small.value is not None and type(small.target) is cst.Name


def _plain(small) -> list:
    """The plain statements ``small`` runs (itself when plain)."""
    if _chained(small):
        first = small.targets[0].target
        return [cst.Assign([cst.AssignTarget(first)], small.value)] + [
            cst.Assign([cst.AssignTarget(t.target)], cst.Name(first.value)) for t in small.targets[1:]]
    if _annotated(small):
        return [cst.Assign([cst.AssignTarget(small.target)], small.value)]
    return [small.with_changes(semicolon=cst.MaybeSentinel.DEFAULT)]


class _Plain(TracingTransformer):
    def __init__(self, found: set, origins=None):
        super().__init__(origins)
        self.found = found

    def hit(self, node) -> bool:
        return id(node) in self.found

    def leave_SimpleStatementLine(self, original, updated):
        if id(original) not in self.found:
            return updated
        plain = [(old, new) for old, small in zip(original.body, updated.body) for new in _plain(small)]
        lines = []
        for i, (old, small) in enumerate(plain):
            line = cst.SimpleStatementLine(
                body=[small],
                leading_lines=updated.leading_lines if i == 0 else (),
                trailing_whitespace=updated.trailing_whitespace if i == len(plain) - 1 else cst.TrailingWhitespace(),
            )
            record_origin(self.origins, old, small)
            record_origin(self.origins, old, line)
            lines.append(line)
        return cst.FlattenSentinel(lines)
