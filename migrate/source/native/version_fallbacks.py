"""TensorFlow-version fallbacks around graph building, read as TF1 ran them (before inlining).

Tutorials written across TF1 releases guard a call whose signature changed::

    try:
        outputs, _, _ = rnn.static_bidirectional_rnn(lstm_fw_cell, lstm_bw_cell, x, dtype=tf.float32)
    except Exception:  # Old TensorFlow version only returns outputs not states
        outputs = rnn.static_bidirectional_rnn(lstm_fw_cell, lstm_bw_cell, x, dtype=tf.float32)

On the TF1 the script targets (and under ``tf1to2 run``) the ``try`` body builds the graph and
the handler never runs, so the body alone is what gets planned; an info note says so (if the
body raised on the user's TensorFlow, the handler's graph would be the one built).

Only a ``try`` with no ``else``/``finally`` whose body is assignments of TF calls (one per
line) and whose handlers (bare, ``Exception``, ``TypeError``, ``ValueError``,
``AttributeError``, ``ImportError`` or a tuple of them, no ``as``) only assign names the body
assigns: the same values, built another way. Anything else is left for the planner. Never
imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import assigned_names
from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["unwrap_version_fallbacks", "NOTE"]

NOTE = ("try/except around graph building: TF1 ran the try body (the handler is an older TensorFlow's "
        "fallback), which is what the converted code computes")
_CAUGHT = {"Exception", "TypeError", "ValueError", "AttributeError", "ImportError"}


def unwrap_version_fallbacks(module: cst.Module, table: ImportTable, found: list, origins: dict | None = None) -> cst.Module:
    """``module`` with each version-fallback ``try`` replaced by its body; ``found`` gets each
    ``try`` node replaced (for the planner's note)."""
    tries = [t for t in instances(module, cst.Try) if _fallback(t, table)]
    if not tries:
        return module
    found += tries
    return _Unwrap({id(t) for t in tries}, origins).rewrite(module)


def _assignments(stmts) -> list | None:
    """The names a block of one-assignment lines binds, or None if it has anything else."""
    names = []
    for s in stmts:
        if not (isinstance(s, cst.SimpleStatementLine) and len(s.body) == 1 and isinstance(s.body[0], cst.Assign)):
            return None
        for t in s.body[0].targets:
            names += assigned_names(t.target)
    return names


def _caught(handler: cst.ExceptHandler) -> bool:
    if handler.name is not None:
        return False
    kind = handler.type
    if kind is None:
        return True
    kinds = [e.value for e in kind.elements] if isinstance(kind, cst.Tuple) else [kind]
    return all(isinstance(k, cst.Name) and k.value in _CAUGHT for k in kinds)


def _fallback(t: cst.Try, table: ImportTable) -> bool:
    body = _assignments(t.body.body)
    if not body or t.orelse is not None or t.finalbody is not None or not t.handlers:
        return False
    if not all(any((table.qualname(c.func) or "").startswith("tf.") for c in instances(s, cst.Call)) for s in t.body.body):
        return False
    for h in t.handlers:
        names = _assignments(h.body.body) if _caught(h) else None
        if not names or not set(names) <= set(body):
            return False
    return True


class _Unwrap(TracingTransformer):
    def __init__(self, ids: set, origins=None):
        super().__init__(origins)
        self.ids = ids

    def hit(self, node) -> bool:
        return id(node) in self.ids

    def leave_Try(self, original, updated):
        if id(original) not in self.ids:
            return updated
        body = list(updated.body.body)
        body[0] = body[0].with_changes(leading_lines=list(updated.leading_lines) + list(body[0].leading_lines))
        return cst.FlattenSentinel(body)
