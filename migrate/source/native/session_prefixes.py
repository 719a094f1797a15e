"""Graph code at the head of a session block moved before the block (before planning).

Scripts often open the session first and build the whole graph inside it (Jim Fleming's
highway network)::

    with tf.Session() as sess:
        x = tf.placeholder("float", [None, 64])
        for i in range(num_layers):
            with tf.variable_scope('layer_{0}'.format(i)):
                ...
        with tf.name_scope("loss"):
            loss = ...
        sess.run(tf.global_variables_initializer())
        ...

The planner moves simple graph assignments out of a session block (``model._hoist``), not
compound statements. A TF1 session runs whatever its graph holds when ``run`` is called, and
making it builds no op: statements that never use the session can run before it is made, with
the same effect. So the block's leading statements up to the first that may use the session
move before the ``with`` line::

    x = tf.placeholder("float", [None, 64])
    for i in range(num_layers):
        ...
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        ...

and the module's passes (loop unrolling, helper inlining, scope flattening) see them as
module code. Only for ``with tf.Session([config=...]) as NAME:`` (one item, no ``graph=``,
whose arguments read nothing the moved statements bind; a session made for another graph makes
that graph the default inside its block), when the moved statements hold a compound statement
(simple ones the planner moves itself: nothing changes for them) and at least one statement
stays. A statement may use the session when it reads its name, is a ``def``/``class``/
``try``/``while``, or calls ``.run``/``.eval`` (which use the default session),
``tf.get_default_session``, a session constructor, an imported function, or a function or
method of the file that may (by that same test on its body; a parameter it calls counts as
safe only when every call of the function passes a TensorFlow function there, as
``activation=tf.nn.relu``). Never imports TensorFlow.
"""
from __future__ import annotations

import builtins

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import bound_names
from migrate.source.native.context import names_in
from migrate.source.native.helpers import bind_arguments
from migrate.source.native.inline import SESSION_NAMES
from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["move_session_prefixes"]

_SESSION_USES = {"run", "eval"}
_COMPOUND = (cst.With, cst.For, cst.If)


def move_session_prefixes(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with the graph code heading each qualifying session block moved before it
    (itself if none)."""
    blocks = [(w, _session_name(w, table)) for w in instances(module, cst.With)]
    blocks = [(w, sess) for w, sess in blocks if sess is not None and _compound_first(w.body.body, sess)]
    if not blocks:
        return module  # (no block opens with compound graph code: the common case, no function walked)
    local = _session_functions(module, table)
    defined = {d.name.value for d in instances(module, (cst.FunctionDef, cst.ClassDef))}
    moves = {}
    for w, sess in blocks:
        k = _prefix_length(w, sess, table, local, defined)
        if k:
            moves[id(w)] = k
    if not moves:
        return module
    return _Move(moves, origins).rewrite(module)


def _compound_first(body, sess: str) -> bool:
    """A compound statement comes before the first statement naming ``sess`` (a cheap filter:
    ``_prefix_length`` decides)."""
    for s in body:
        if isinstance(s, (cst.FunctionDef, cst.ClassDef, cst.Try, cst.While)) or any(n.value == sess for n in instances(s, cst.Name)):
            return False
        if isinstance(s, _COMPOUND):
            return True
    return False


def _session_functions(module: cst.Module, table: ImportTable) -> set:
    """Names of the file's functions, methods and classes that may use a session: their body
    calls ``.run``/``.eval``, a session constructor, ``tf.get_default_session``, a function
    imported from elsewhere or one of these (by name; a class: any of its methods)."""
    defs: dict = {}
    for d in instances(module, (cst.FunctionDef, cst.ClassDef)):
        defs.setdefault(d.name.value, []).append(d)
    calls = [c for c in instances(module, cst.Call) if isinstance(c.func, cst.Name) and c.func.value in defs]
    unsafe = set()
    changed = True
    while changed:
        changed = False
        for name, nodes in defs.items():
            if name in unsafe:
                continue
            for d in nodes:
                passed = _tf_callables(d, [c for c in calls if c.func.value == name], table) if isinstance(d, cst.FunctionDef) else set()
                if _may_use_session(d.body, None, table, unsafe, set(defs) | passed):
                    unsafe.add(name)
                    changed = True
                    break
    return unsafe


def _tf_callables(fn: cst.FunctionDef, sites: list, table: ImportTable) -> set:
    """The parameters of ``fn`` that every call of it in the file binds to a TensorFlow
    function (``activation=tf.nn.relu``) or leaves to a TensorFlow default: calling them builds
    ops and runs nothing."""
    params = list(fn.params.params)
    bindings = [bind_arguments(params, c) for c in sites]
    if not bindings or None in bindings:
        return set()
    out = set()
    for p in params:
        values = [b.get(p.name.value, p.default) for b in bindings]  # (passed, else its default)
        if all(v is not None and table.qualname(v) is not None for v in values):
            out.add(p.name.value)
    return out


def _session_name(w: cst.With, table: ImportTable) -> str | None:
    """NAME of ``with tf.Session([config=...]) as NAME:``, else None."""
    if len(w.items) != 1 or w.items[0].asname is None or not isinstance(w.items[0].asname.name, cst.Name):
        return None
    call = w.items[0].item
    if not isinstance(call, cst.Call) or table.qualname(call.func) not in SESSION_NAMES or not isinstance(w.body, cst.IndentedBlock):
        return None
    if any(a.star or a.keyword is None or a.keyword.value != "config" for a in call.args):
        return None
    return w.items[0].asname.name.value


def _prefix_length(w: cst.With, sess: str, table: ImportTable, local: set, defined: set) -> int:
    """How many leading statements of ``w``'s body move (0: none)."""
    body = list(w.body.body)
    k = 0
    while k < len(body) and not _may_use_session(body[k], sess, table, local, defined):
        k += 1
    if k == len(body) or not any(isinstance(s, _COMPOUND) for s in body[:k]):
        return 0
    if bound_names(body[:k]) & names_in(w.items[0].item):
        return 0  # (the session's config reads a name the moved code binds)
    return k


def _may_use_session(stmt, sess: str | None, table: ImportTable, unsafe: set, defined: frozenset | set = frozenset()) -> bool:
    """``stmt`` may use the session ``sess`` (or the default session): see the module
    docstring; ``unsafe``: the file's functions that may; ``defined``: all of the file's."""
    if sess is not None and isinstance(stmt, (cst.FunctionDef, cst.ClassDef, cst.Try, cst.While)):
        return True
    if sess is not None and any(n.value == sess for n in instances(stmt, cst.Name)):
        return True
    for c in instances(stmt, cst.Call):
        if isinstance(c.func, cst.Attribute) and (c.func.attr.value in _SESSION_USES or c.func.attr.value in unsafe):
            return True  # (``op.run()``/``t.eval()`` use the default session; so may such a method of the file)
        q = table.qualname(c.func)
        if q in SESSION_NAMES or q == "tf.get_default_session":
            return True
        if isinstance(c.func, cst.Name) and c.func.value in unsafe:
            return True
        if q is None and isinstance(c.func, cst.Name) and not hasattr(builtins, c.func.value) and c.func.value not in defined:
            return True  # (an imported function: unknown)
    return False


class _Move(TracingTransformer):
    def __init__(self, moves: dict, origins=None):
        super().__init__(origins)
        self.moves = moves

    def hit(self, node) -> bool:
        return id(node) in self.moves

    def _body(self, original_body, updated_body) -> list | None:
        out, changed = [], False
        for before, after in zip(original_body, updated_body):
            k = self.moves.get(id(before))
            if k is None:
                out.append(after)
                continue
            changed = True
            inner = list(after.body.body)
            moved = inner[:k]
            new = after.with_changes(body=after.body.with_changes(body=inner[k:]))
            self.origins[id(new)] = (new, before)
            out += moved + [new]
        return out if changed else None

    def leave_Module(self, original, updated):
        body = self._body(original.body, updated.body)
        return updated if body is None else updated.with_changes(body=body)

    def leave_IndentedBlock(self, original, updated):
        body = self._body(original.body, updated.body)
        return updated if body is None else updated.with_changes(body=body)
