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
assigns: the same values, built another way. Anything else is left for the planner.

Version tests are read the same way (MorvanZhou's tutorials)::

    if int((tf.__version__).split('.')[1]) < 12 and int((tf.__version__).split('.')[0]) < 1:
        init = tf.initialize_all_variables()
    else:
        init = tf.global_variables_initializer()

An ``if``/``elif`` whose test reads ``tf.__version__`` / ``tf.VERSION`` with nothing but
``int``/``float``/``str``/``len``, ``split``/``startswith``/``strip`` methods, subscripts,
literals, comparisons and ``and``/``or``/``not`` (no arithmetic) is evaluated for TensorFlow 1.0, 1.4, 1.8,
1.12, 1.13, 1.15 and the TF2 that ``tf1to2 run`` uses (2.x); when every one of them takes the
same branch, the statement is that branch (an info note says so). A test they decide
differently (``< 1.5``) is left for the planner. Never imports TensorFlow.
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


IF_NOTE = ("if on the TensorFlow version: TF 1.0 to 1.15 (and the TF2 of tf1to2 run) all take the same branch, "
           "which is what the converted code computes")
# versions a version test is evaluated for: TF1 releases the tutorials targeted, and TF2
_VERSIONS = ("1.0.0", "1.4.0", "1.8.0", "1.12.0", "1.13.1", "1.15.5", "2.21.0")
_VERSION_BUILTINS = {"int": int, "float": float, "str": str, "len": len}
_VERSION_METHODS = {"split", "startswith", "strip"}


def unwrap_version_fallbacks(module: cst.Module, table: ImportTable, found: list, origins: dict | None = None) -> cst.Module:
    """``module`` with each version-fallback ``try`` replaced by its body and each decided
    version ``if`` by the branch taken; ``found`` gets each ``try``/``if`` node replaced (for
    the planner's note)."""
    tries = [t for t in instances(module, cst.Try) if _fallback(t, table)]
    ifs = {}
    for node in instances(module, cst.If):
        taken = _version_branch(node, table)
        if taken is not None:
            ifs[id(node)] = taken
    if not tries and not ifs:
        return module
    found += tries
    found += [n for n in instances(module, cst.If) if id(n) in ifs]
    return _Unwrap({id(t) for t in tries}, origins, ifs).rewrite(module)


def _version_branch(node: cst.If, table: ImportTable):
    """The statements of the branch every TensorFlow version of ``_VERSIONS`` takes at the
    version test ``node`` (``[]``: none, no ``else``); None if ``node`` is no such test or the
    versions disagree."""
    values = version_test(node.test, table)
    if values is None or len(set(values)) != 1:
        return None
    if values[0]:
        return list(node.body.body)
    if node.orelse is None:
        return []
    if isinstance(node.orelse, cst.If):
        inner = _version_branch(node.orelse, table)
        return inner if inner is not None else [node.orelse]
    return list(node.orelse.body.body)


def version_test(test: cst.BaseExpression, table: ImportTable) -> list | None:
    """The truth of ``test`` for each version of ``_VERSIONS``, or None unless ``test`` reads
    the TensorFlow version with plain Python only (see the module doc)."""
    reads = [a for a in instances(test, cst.Attribute) if table.qualname(a) in ("tf.__version__", "tf.VERSION")]
    if not reads:
        return None
    inside = {id(n) for a in reads for n in instances(a, (cst.Name, cst.Attribute))}
    if instances(test, (cst.BinaryOperation, cst.Lambda, cst.NamedExpr, cst.ListComp, cst.GeneratorExp, cst.Await)):
        return None  # (no arithmetic: ``tf.__version__ * 10 ** 9`` is not a version test)
    for n in instances(test, (cst.Name, cst.Attribute, cst.Call)):
        if id(n) in inside:
            continue
        if isinstance(n, cst.Name) and n.value not in _VERSION_BUILTINS and n.value not in ("True", "False", "None") \
                and not _is_attr_name(n, test):
            return None
        if isinstance(n, cst.Attribute) and n.attr.value not in _VERSION_METHODS:
            return None
    code = cst.Module([]).code_for_node(_VersionRead({id(a) for a in reads}).rewrite(test))
    out = []
    for v in _VERSIONS:
        try:
            out.append(bool(eval(code, {"__builtins__": {}}, {**_VERSION_BUILTINS, "_tf_version": v})))  # noqa: S307 (checked above)
        except Exception:
            return None
    return out


def _is_attr_name(n: cst.Name, test) -> bool:
    """``n`` is the attribute part of an ``x.attr`` in ``test`` (checked with the attribute)."""
    return any(a.attr is n for a in instances(test, cst.Attribute))


class _VersionRead(TracingTransformer):
    """``tf.__version__`` -> ``_tf_version`` (the name ``version_test`` evaluates with)."""

    def __init__(self, ids: set):
        super().__init__()
        self.ids = ids

    def hit(self, node) -> bool:
        return id(node) in self.ids

    def leave_Attribute(self, original, updated):
        return cst.Name("_tf_version") if id(original) in self.ids else updated


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
    def __init__(self, ids: set, origins=None, ifs: dict | None = None):
        super().__init__(origins)
        self.ids, self.ifs = ids, ifs or {}

    def hit(self, node) -> bool:
        return id(node) in self.ids or id(node) in self.ifs

    def leave_If(self, original, updated):
        if id(original) not in self.ifs:
            return updated
        body = list(self.ifs[id(original)])
        if not body:
            return cst.RemovalSentinel.REMOVE
        first = body[0]
        if hasattr(first, "leading_lines"):
            body[0] = first.with_changes(leading_lines=list(original.leading_lines) + list(first.leading_lines))
        return cst.FlattenSentinel(body)

    def leave_Try(self, original, updated):
        if id(original) not in self.ids:
            return updated
        body = list(updated.body.body)
        body[0] = body[0].with_changes(leading_lines=list(updated.leading_lines) + list(body[0].leading_lines))
        return cst.FlattenSentinel(body)
