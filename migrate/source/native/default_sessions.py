"""Functions that fetch the default session, given the session they are called under instead.

The Udacity self-driving-car LeNet lab (and many scripts after it) evaluates in batches with a
function that asks TensorFlow for the session it runs under::

    def evaluate(X_data, y_data):
        sess = tf.get_default_session()
        for offset in range(0, len(X_data), BATCH_SIZE):
            accuracy = sess.run(accuracy_operation, feed_dict={x: ..., y: ...})
        ...

    with tf.Session() as sess:
        ...
        validation_accuracy = evaluate(X_validation, y_validation)

Inside ``with tf.Session() as S:`` (or ``with S.as_default():``) the default session is ``S``,
so each call passes it and the function takes it as a parameter, the form the converter's
session functions handle (``native.session_functions``, the planner's functions taking a
session)::

    def evaluate(X_data, y_data, sess):
        for offset in ...:
            accuracy = sess.run(accuracy_operation, feed_dict={x: ..., y: ...})

    with tf.Session() as sess:
        validation_accuracy = evaluate(X_validation, y_validation, sess)

``pass_default_sessions(module, table, origins)`` does it for each module-level function
(defined once, plain parameters) whose body binds a name once, by a statement of its own, to
``tf.get_default_session()``, when every use of the function's name is a call (arguments
without ``*``/``**``) inside such a ``with`` block. Other functions are left as written (rule
``renames`` reports ``tf.get_default_session``). Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import assigned_names
from migrate.source.native.inline import SESSION_NAMES
from migrate.source.native.walk import TracingTransformer, block_statements, compound_blocks, instances

__all__ = ["pass_default_sessions", "unwrap_session_defaults"]

GET = "tf.get_default_session"


def pass_default_sessions(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with the qualifying functions given their session (itself if none)."""
    if not any(table.qualname(c.func) == GET for c in instances(module, cst.Call)):
        return module
    defs: dict = {}
    for s in module.body:
        if isinstance(s, cst.FunctionDef):
            defs[s.name.value] = None if s.name.value in defs else s
    found = {}  # function name -> (def, id(statement binding the session), the session's name)
    for name, fn in defs.items():
        got = _session_statement(fn, table) if fn is not None else None
        if got is not None:
            found[name] = (fn, *got)
    if not found:
        return module
    calls = _Calls(set(found), table)
    calls.walk(module.body, None)
    edits: dict = {}  # id(node) -> kind
    extra: dict = {}  # id(call) -> (session name, parameter)
    for name, (fn, stmt_id, param) in found.items():
        sites = calls.sites.get(name, [])
        if name in calls.bad or not sites:
            continue
        edits[id(fn)] = ("def", stmt_id, param)
        for call, session in sites:
            extra[id(call)] = (session, param)
    if not edits:
        return module
    return _Rewrite(edits, extra, origins).rewrite(module)


def _session_statement(fn: cst.FunctionDef, table: ImportTable):
    """(id of ``NAME = tf.get_default_session()``, NAME) for a function with plain parameters
    whose body binds NAME only there (a top-level statement), else None."""
    p = fn.params
    if p.star_arg not in (None, cst.MaybeSentinel.DEFAULT) or p.star_kwarg is not None or p.kwonly_params or p.posonly_params \
            or fn.decorators or not isinstance(fn.body, cst.IndentedBlock):
        return None
    params = {q.name.value for q in p.params}
    hit = None
    for s in fn.body.body:
        small = s.body[0] if isinstance(s, cst.SimpleStatementLine) and len(s.body) == 1 else None
        if isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name) \
                and isinstance(small.value, cst.Call) and table.qualname(small.value.func) == GET and not small.value.args:
            if hit is not None:
                return None
            hit = (id(s), small.targets[0].target.value)
    if hit is None or hit[1] in params:
        return None
    bindings = sum(1 for t in instances(fn.body, (cst.AssignTarget, cst.AugAssign, cst.For, cst.WithItem, cst.NamedExpr))
                   if hit[1] in _bound(t))
    gets = sum(1 for c in instances(fn.body, cst.Call) if table.qualname(c.func) == GET)
    return hit if bindings == 1 and gets == 1 else None


def _bound(node) -> list:
    if isinstance(node, cst.WithItem):
        return assigned_names(node.asname.name) if node.asname is not None else []
    return assigned_names(node.target)


class _Calls:
    """The calls of the wanted functions with the session in force at each (the innermost
    ``with tf.Session() as S`` / ``with S.as_default()``); ``bad``: functions used otherwise."""

    def __init__(self, wanted: set, table: ImportTable):
        self.wanted, self.table = wanted, table
        self.sites: dict = {}
        self.bad: set = set()

    def walk(self, body, session) -> None:
        for s in body:
            if isinstance(s, cst.FunctionDef):
                for d in s.decorators:
                    self._uses(d, None)
                self._uses(s.params, None)
                self.walk(block_statements(s.body), None)  # (called later: no session known there)
                continue
            if isinstance(s, cst.ClassDef):
                self.walk(block_statements(s.body), None)
                continue
            if isinstance(s, cst.With):
                inner = session
                for item in s.items:
                    self._uses(item.item, session)
                    got = self._session_of(item)
                    if got is not None:
                        inner = got
                self.walk(block_statements(s.body), inner)
                continue
            if isinstance(s, cst.SimpleStatementLine):
                self._uses(s, session)
                continue
            for field in ("test", "iter", "target"):
                part = getattr(s, field, None)
                if part is not None:
                    self._uses(part, session)
            for block in compound_blocks(s):
                self.walk(block, session)

    def _session_of(self, item: cst.WithItem) -> str | None:
        call = item.item
        if not isinstance(call, cst.Call):
            return None
        if self.table.qualname(call.func) in SESSION_NAMES and item.asname is not None and isinstance(item.asname.name, cst.Name):
            return item.asname.name.value
        if isinstance(call.func, cst.Attribute) and call.func.attr.value == "as_default" and not call.args \
                and isinstance(call.func.value, cst.Name):
            return call.func.value.value
        return None

    def _uses(self, node, session) -> None:
        calls = {id(c.func): c for c in instances(node, cst.Call) if isinstance(c.func, cst.Name) and c.func.value in self.wanted}
        for n in instances(node, cst.Name):
            if n.value not in self.wanted:
                continue
            call = calls.get(id(n))
            if call is None or session is None or any(a.star for a in call.args):
                self.bad.add(n.value)
                continue
            self.sites.setdefault(n.value, []).append((call, session))


class _Rewrite(TracingTransformer):
    def __init__(self, edits: dict, extra: dict, origins: dict | None):
        super().__init__(origins)
        self.edits, self.extra = edits, extra
        self.drop = {e[1] for e in edits.values()}

    def hit(self, node) -> bool:
        return id(node) in self.edits or id(node) in self.extra or id(node) in self.drop

    def leave_SimpleStatementLine(self, original, updated):
        if id(original) in self.drop:
            return cst.RemovalSentinel.REMOVE
        return updated

    def leave_FunctionDef(self, original, updated):
        edit = self.edits.get(id(original))
        if edit is None:
            return updated
        params = list(updated.params.params)
        defaults = any(q.default is not None for q in params)
        if params:
            params[-1] = params[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
        # (after parameters with defaults: one too; every call passes it by keyword)
        params.append(cst.Param(cst.Name(edit[2]), default=cst.Name("None") if defaults else None,
                                equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")) if defaults else cst.MaybeSentinel.DEFAULT))
        return updated.with_changes(params=updated.params.with_changes(params=params))

    def leave_Call(self, original, updated):
        got = self.extra.get(id(original))
        if got is None:
            return updated
        session, param = got
        args = list(updated.args)
        if args:
            args[-1] = args[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
        # by keyword: a call leaving out defaulted parameters, or naming some, stays right
        new = cst.Arg(cst.Name(session), keyword=cst.Name(param), equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")))
        return updated.with_changes(args=[*args, new])


def unwrap_session_defaults(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each ``with S.as_default():`` of a session ``S`` replaced by its body
    (itself if there is none).

    The Denny Britz text CNN (and the scripts after it) opens its session as a statement and
    makes it the default around the whole program::

        sess = tf.Session(config=session_conf)
        with sess.as_default():
            cnn = TextCNN(...)
            ...

    A session's ``as_default()`` block changes only what the default session is: which session
    ``X.eval()`` and ``tf.get_default_session()`` use inside it. ``S`` here is a name bound
    once in the file, to ``tf.Session(...)`` / ``tf.InteractiveSession(...)`` (a statement of
    its own or a ``with ... as S`` item); the block's ``X.eval(...)`` without a ``session`` (and
    at most the keyword ``feed_dict``: ``v.eval(s)`` is a session for a variable, a feed for a
    tensor) gets ``session=S``, and its ``tf.get_default_session()`` reads ``S``: the same
    program, with the session named where the converter's session model looks for it. Never
    imports TensorFlow."""
    withs = [w for w in instances(module, cst.With) if _default_of(w) is not None]
    if not withs:
        return module
    sessions = _sessions_bound_once(module, table)
    targets = {id(w): _default_of(w) for w in withs if _default_of(w) in sessions and isinstance(w.body, cst.IndentedBlock)}
    if not targets:
        return module
    return _Unwrap(targets, table, origins).rewrite(module)


def _default_of(w: cst.With) -> str | None:
    """``S`` of ``with S.as_default():`` (the only item, no ``as``), else None."""
    if len(w.items) != 1 or w.items[0].asname is not None:
        return None
    call = w.items[0].item
    if isinstance(call, cst.Call) and not call.args and isinstance(call.func, cst.Attribute) \
            and call.func.attr.value == "as_default" and isinstance(call.func.value, cst.Name):
        return call.func.value.value
    return None


def _sessions_bound_once(module: cst.Module, table: ImportTable) -> set:
    """Names bound exactly once in the file (any scope), by a session constructor."""
    from migrate.source.native.constants import binding_counts
    from migrate.source.native.session_functions import _session_names

    counts = binding_counts(module)
    return {name for name in _session_names(module, table) if counts[name] == 1}


class _Unwrap(TracingTransformer):
    """The targeted ``with`` blocks spliced into their block; ``eval`` / ``get_default_session``
    inside them given the session of the innermost one."""

    def __init__(self, targets: dict, table: ImportTable, origins: dict | None):
        super().__init__(origins)
        self.targets, self.table = targets, table
        self.stack: list = []

    def hit(self, node) -> bool:
        return id(node) in self.targets or (type(node) is cst.Call and (
            (type(node.func) is cst.Attribute and node.func.attr.value == "eval") or self.table.qualname(node.func) == GET))

    def visit_With(self, node) -> bool:
        if id(node) in self.targets:
            self.stack.append(self.targets[id(node)])
        return True

    def leave_With(self, original, updated):
        if id(original) not in self.targets:
            return updated
        self.stack.pop()
        body = list(updated.body.body)
        body[0] = body[0].with_changes(leading_lines=list(updated.leading_lines) + list(body[0].leading_lines))
        return cst.FlattenSentinel(body)

    def leave_Call(self, original, updated):
        if not self.stack:
            return updated
        session = self.stack[-1]
        if self.table.qualname(updated.func) == GET and not updated.args:
            return cst.Name(session)
        f = updated.func
        if isinstance(f, cst.Attribute) and f.attr.value == "eval" and all(a.keyword is not None and a.keyword.value == "feed_dict" and not a.star
                                                                          for a in updated.args):
            args = list(updated.args)
            if args:
                args[-1] = args[-1].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
            return updated.with_changes(args=[*args, cst.Arg(cst.Name(session), keyword=cst.Name("session"),
                                                             equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")))])
        return updated
