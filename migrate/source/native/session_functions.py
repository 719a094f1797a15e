"""Functions that run a session they are given, inlined at each call (before planning).

TF1 training scripts keep their loops in helpers that take the session::

    def train(sess, steps):
        for i in range(steps):
            _, l = sess.run([train_op, loss], feed_dict={x: X, y: Y})
        return l

    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        print(train(sess, 10))

Moving the helper's body to each call (parameters bound first, returned names renamed to the
caller's targets) gives the planner the ``sess.run`` sites in the block that opened the
session, which it converts as usual::

    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        steps = 10
        for i in range(steps):
            _, l = sess.run([train_op, loss], feed_dict={x: X, y: Y})
        train_result_1 = l
        print(train_result_1)

A *session function* is a module-level function that calls ``<name>.run(...)`` on a name it
does not bind (a parameter, or the module's session), opens no session itself, and is
inlinable exactly as ``native.inline`` requires of builders (no decorators, ``*args``,
nested functions/classes/lambdas, ``global``, ``yield``, early ``return``; literal defaults).
It is inlined only if *every* use of its name is a call that can take its body:

- a whole statement (``f(...)``, ``r = f(...)``, ``a, b = f(...)``) in any block (loops,
  ``with``, ``if``, other functions' bodies);
- or a call inside a one-line statement (``print(f(...))``, ``acc = f(...) * 100``,
  ``return f(...)``, ``hist.append(f(...))``): the call is hoisted into
  ``f_result_k = ...`` before the statement, which is exact when nothing evaluated before it
  in that statement runs a session or a function of the file, and the call is not under
  ``and``/``or``/``if``-``else``/a lambda/a comprehension (all checked). Several calls in one
  statement (``f(a) - f(b)``) are hoisted in evaluation order; a call of another session
  function before them waits for the next round (it is then a name).

A function called inside another function's body is inlined there only if the names it
reads from the module are not locals of that function. Session functions calling each other
are inlined innermost first (up to 4 rounds). Locals of the second and later copies in one
block get fresh names. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import bound_names
from migrate.source.native.context import name_nodes_read, names_in
from migrate.source.native.helpers import bind_arguments, is_docstring
from migrate.source.native.inline import SESSION_NAMES, _Fresh, _inline, _literal, _locals, _Renamer, body_free_names, simple_signature
from migrate.source.native.evaluation_order import calls_before
from migrate.source.native.walk import TracingTransformer, instances, nodes

__all__ = ["inline_session_functions", "inline_expression_functions"]

_REFUSED_INSIDE = (cst.FunctionDef, cst.ClassDef, cst.Global, cst.Nonlocal, cst.Yield, cst.Await, cst.Lambda)
# nodes under which a call is evaluated conditionally, lazily or repeatedly: not hoisted
_DEFERRING = (cst.BooleanOperation, cst.IfExp, cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)
_ROUNDS = 4


def inline_session_functions(module: cst.Module, table: ImportTable, origins: dict | None = None,
                             also: set | None = None) -> cst.Module:
    """``module`` with every session function inlined at all its calls (itself if none).
    ``also``: inline these functions too, whether or not they run a session (methods moved out
    of a class, which must all go), under the same conditions otherwise."""
    origins = origins if origins is not None else {}
    for _ in range(_ROUNDS):
        new = _one_round(module, table, origins, also)
        if new is module:
            return module
        module = new
    return module


def _one_round(module: cst.Module, table: ImportTable, origins: dict, also: set | None) -> cst.Module:
    defs = {s.name.value: s for s in module.body if isinstance(s, cst.FunctionDef)}
    runs = {k: _session_function(fn, table) for k, fn in defs.items()}
    opens: set = set()  # methods moved out of a class that open a session of their own
    for k in (also or ()):
        if k in defs and runs[k] is None and _inlinable(defs[k], table, sessions_ok=True):
            runs[k] = set()  # (runs no session it is given: nothing to check at its calls)
            if _opens_session(defs[k], table):
                opens.add(k)
    candidates = {k: fn for k, fn in defs.items() if runs[k] is not None}
    if not candidates:
        return module
    # innermost first: a candidate that calls another candidate waits for the next round
    for k, fn in list(candidates.items()):
        if any(isinstance(c.func, cst.Name) and c.func.value in candidates and c.func.value != k
               for c in instances(fn.body, cst.Call)):
            del candidates[k]
    names = instances(module, cst.Name)
    counts: dict = {}
    for n in name_nodes_read(module):
        counts[n.value] = counts.get(n.value, 0) + 1
    fresh = _Fresh({n.value for n in names})
    plan = _Plan(tuple(candidates.values()))
    sessions = _session_names(module, table)
    for fname, fn in candidates.items():
        sites = _sites(module, fn, table, set(defs))
        if sites and len(sites) + 1 != counts.get(fname, 0):
            shadowed = _shadowed_reads(module, fname)  # (hunt 24 h004: ``train = opt.minimize(...)`` in build_graph)
            if len(sites) + 1 == counts.get(fname, 0) - len(shadowed) and not any(id(site.call) in shadowed for site in sites):
                counts[fname] -= len(shadowed)
        if not sites or len(sites) + 1 != counts.get(fname, 0):
            continue  # never called (kept), or a use that is not a call we can take: left as it is
        if fname in opens and not all(id(site.stmt) in _module_scope_ids(module) and not site.hoisted for site in sites):
            continue  # (a session block of its own: taken only as a whole statement of the module's scope)
        if not all(_runs_sessions(fn, site.call, runs[fname], sessions) for site in sites):
            continue  # what it runs is not a session of the file
        trial = _Plan(plan.functions)
        trial.taken = {k: set(v) for k, v in plan.taken.items()}
        if all(trial.add(site, fn, fresh, origins) for site in sites):
            plan.merge(trial)
            plan.done.add(fname)
    if not plan.done:
        return module
    body = [s for s in module.body if not (isinstance(s, cst.FunctionDef) and s.name.value in plan.done)]
    module = module.with_changes(body=body)
    return _Replace(plan.replaced, origins).rewrite(module)


def _shadowed_reads(module: cst.Module, fname: str) -> set:
    """Ids of the reads of ``fname`` (and of the calls of it) inside other module functions that
    bind ``fname`` as a local of their own (a parameter or an assignment, no ``global``): those
    read the local, not the function."""
    out: set = set()
    for f in module.body:
        if type(f) is not cst.FunctionDef or f.name.value == fname:
            continue
        declared = {item.name.value for g in instances(f.body, cst.Global) for item in g.names}
        if fname in declared or fname not in bound_names([f.body]) | {p.name.value for p in f.params.params}:
            continue
        out.update(id(n) for n in name_nodes_read(f.body) if n.value == fname)
        out.update(id(c) for c in instances(f.body, cst.Call) if type(c.func) is cst.Name and c.func.value == fname)
    return out


def _session_names(module: cst.Module, table: ImportTable) -> set:
    """Names the file binds to a session (``with tf.Session() as s``, ``s = tf.Session()``)."""
    out = set()
    for w in instances(module, cst.WithItem):
        if w.asname is not None and isinstance(w.asname.name, cst.Name) and isinstance(w.item, cst.Call) \
                and table.qualname(w.item.func) in SESSION_NAMES:
            out.add(w.asname.name.value)
    for a in instances(module, cst.Assign):
        if isinstance(a.value, cst.Call) and table.qualname(a.value.func) in SESSION_NAMES:
            for t in a.targets:
                if isinstance(t.target, cst.Name):
                    out.add(t.target.value)
    return out


def _runs_sessions(fn: cst.FunctionDef, call: cst.Call, runs: set, sessions: set) -> bool:
    """Each name ``fn`` runs is a session of the file at this call (a parameter bound to a
    session name, or a module session name)."""
    params = {p.name.value for p in fn.params.params}
    bound = bind_arguments(list(fn.params.params), call) or {}
    for name in runs:
        value = bound.get(name) if name in params else cst.Name(name)
        if not (isinstance(value, cst.Name) and value.value in sessions):
            return False
    return True


class _Site:
    """One call of a session function: its statement, the block's owner, the call, and the
    target it is bound to (a whole-statement call) or None (hoisted or a bare call)."""

    def __init__(self, stmt, owner, call, target, hoisted: bool):
        self.stmt, self.owner, self.call, self.target, self.hoisted = stmt, owner, call, target, hoisted


class _Plan:
    def __init__(self, functions=()):
        self.functions = functions  # the candidates (their names do not clash with inlined locals)
        self.replaced: dict = {}  # id(statement) -> [(call, inlined statements, result name or None)] (evaluation order)
        self.taken: dict = {}  # id(owner) -> names earlier copies made there
        self.done: set = set()

    def add(self, site: _Site, fn: cst.FunctionDef, fresh: _Fresh, origins: dict) -> bool:
        taken = self.taken.setdefault(id(site.owner), set())
        target, result = site.target, None
        if site.hoisted:
            result = _returned_name(fn, site.owner, taken) or _result_name(fn.name.value, fresh)
            target = cst.Name(result)
        before = set(fresh.taken)
        # the call's blank lines and comments stay with the statement when hoisted
        lines = () if site.hoisted else site.stmt.leading_lines
        r = _inline(fn, site.call, target, site.owner, fresh, lines, origins, frozenset(taken), self.functions,
                    resolve_dicts=False, site=site.stmt)
        earlier = self.replaced.get(id(site.stmt), [])
        if r is None or r.dict_name is not None or not all(e[2] is not None for e in earlier) or (earlier and result is None):
            return False  # (several calls in a statement: all hoisted)
        made = set(fresh.taken) - before
        for s in r.stmts:
            made |= {n.value for n in instances(s, cst.Name)}
        taken |= made
        self.replaced[id(site.stmt)] = earlier + [(site.call, r.stmts, result)]
        return True

    def merge(self, other: "_Plan") -> None:
        self.replaced.update(other.replaced)
        self.taken = other.taken


def _result_name(fname: str, fresh: _Fresh) -> str:
    """``<function>_result``, or ``<function>_result_<k>`` when taken."""
    base = f"{fname}_result"
    if base in fresh.taken:
        return fresh(base)
    fresh.taken.add(base)
    return base


def _returned_name(fn: cst.FunctionDef, owner, taken: set):
    """The name ``fn`` returns (``return loss``) when the caller's block does not use it: the
    hoisted call's result keeps that name."""
    last = fn.body.body[-1]
    if not (isinstance(last, cst.SimpleStatementLine) and isinstance(last.body[0], cst.Return)
            and isinstance(last.body[0].value, cst.Name)):
        return None
    name = last.body[0].value.value
    skip = {id(n) for n in instances(fn, cst.Name)}
    used = {n.value for n in instances(owner, cst.Name) if id(n) not in skip}
    return None if name in used or name in taken else name


def _session_function(fn: cst.FunctionDef, table: ImportTable):
    """The names a module-level function runs (``<name>.run(...)``) without binding them (its
    parameters, module names), if it is a session function (see the module doc); else None."""
    receivers = {c.func.value.value for c in instances(fn.body, cst.Call)
                 if isinstance(c.func, cst.Attribute) and c.func.attr.value == "run" and isinstance(c.func.value, cst.Name)}
    if not receivers or not _inlinable(fn, table):
        return None  # (the cheap test first: most functions run nothing)
    bound_in_body = _locals(fn) - {q.name.value for q in fn.params.params}
    return (receivers - bound_in_body) or None


def _module_scope_ids(module: cst.Module) -> set:
    """ids of the statements of the module body and of its ``if __name__ == "__main__":``."""
    from migrate.source.native.inline import is_main_guard

    out = {id(s) for s in module.body}
    for s in module.body:
        if is_main_guard(s):
            out |= {id(x) for x in s.body.body}
    return out


def _inlinable(fn: cst.FunctionDef, table: ImportTable, sessions_ok: bool = False) -> bool:
    """Inlining ``fn`` at a call is exact (see the module doc) and it opens no session
    (``sessions_ok``: or does; a class's ``train`` method with ``with tf.Session() as sess:``
    in it, BinRoot's TensorFlow-Book, taken only where it is called as a whole statement of the
    module's scope: the block then runs there, once, as the method ran it)."""
    if not simple_signature(fn, table):
        return False
    if instances(fn.body, _REFUSED_INSIDE):
        return False
    body = list(fn.body.body)
    returns = instances(fn.body, cst.Return)
    last = body[-1] if body else None
    ends_with_return = isinstance(last, cst.SimpleStatementLine) and len(last.body) == 1 and isinstance(last.body[0], cst.Return)
    if returns and not (len(returns) == 1 and ends_with_return):
        return False
    if not _locals(fn):
        return False  # imports inside: not inlined
    return sessions_ok or not _opens_session(fn, table)


def _opens_session(fn: cst.FunctionDef, table: ImportTable) -> bool:
    return any(table.qualname(c.func) in SESSION_NAMES for c in instances(fn.body, cst.Call))


def _sites(module: cst.Module, fn: cst.FunctionDef, table: ImportTable, module_functions: set):
    """Every call of ``fn`` as a ``_Site``; None if one cannot take its body."""
    name = fn.name.value
    free = body_free_names(fn)
    out: list = []
    ok = True

    def visit(stmts, owner):
        nonlocal ok
        for s in stmts:
            if not ok:
                return
            if isinstance(s, cst.FunctionDef):
                if s is not fn and isinstance(s.body, cst.IndentedBlock):
                    visit(list(s.body.body), s)
                continue
            if isinstance(s, cst.ClassDef) and isinstance(s.body, cst.IndentedBlock) \
                    and all(isinstance(m, cst.FunctionDef) or is_docstring(m) for m in s.body.body):
                for m in s.body.body:  # methods: each its own scope
                    if isinstance(m, cst.FunctionDef) and isinstance(m.body, cst.IndentedBlock):
                        visit(list(m.body.body), m)
                continue
            if isinstance(s, cst.SimpleStatementLine):
                calls = [c for c in instances(s, cst.Call) if isinstance(c.func, cst.Name) and c.func.value == name]
                if not calls:
                    continue
                found = _site(s, owner, calls, table, module_functions)
                if found is None or (isinstance(owner, cst.FunctionDef) and free & _locals(owner)):
                    ok = False
                    return
                out.extend(found)
                continue
            # a compound statement: its header must not call fn; its blocks are visited
            header_calls = [c for c in instances(_header(s), cst.Call) if isinstance(c.func, cst.Name) and c.func.value == name]
            if header_calls:
                ok = False
                return
            for block in _blocks(s):
                visit(list(block.body) if isinstance(block, cst.IndentedBlock) else [block], owner)

    visit(list(module.body), module)
    return out if ok else None


def _site(stmt: cst.SimpleStatementLine, owner, calls: list, table: ImportTable, module_functions: set):
    """The sites of ``calls`` (the function's calls in ``stmt``): the whole statement, or each
    call hoisted (several: in evaluation order, ``f(a) - f(b)``); None if one cannot be taken."""
    if len(stmt.body) != 1:
        return None
    small = stmt.body[0]
    if len(calls) == 1 and isinstance(small, cst.Expr) and small.value is calls[0]:
        return [_Site(stmt, owner, calls[0], None, False)]
    if len(calls) == 1 and isinstance(small, cst.Assign) and small.value is calls[0] and len(small.targets) == 1 \
            and (_plain_target(small.targets[0].target) or _attribute_target(small.targets[0].target)):
        return [_Site(stmt, owner, calls[0], small.targets[0].target, False)]
    if not isinstance(small, (cst.Expr, cst.Assign, cst.AugAssign, cst.AnnAssign, cst.Return)):
        return None
    deferred = {id(c) for d in instances(small, _DEFERRING) for c in instances(d, cst.Call)}
    order = {id(n): k for k, n in enumerate(nodes(small))}  # (source order)
    targets = {id(c) for t in small.targets for c in instances(t, cst.Call)} if isinstance(small, cst.Assign) else set()
    ours = {id(c) for c in calls}  # (hoisted too, in this order)
    out = []
    for call in sorted(calls, key=lambda c: order[id(c)]):
        if id(call) in deferred or (len(calls) > 1 and id(call) in targets):
            return None
        before = calls_before(small, call)  # (``a(f(...)) - g(...)``: g runs after f, and still does after the hoist)
        if before is None:
            return None
        for other in before:
            if id(other) in ours:
                continue  # an earlier call of the function, hoisted before this one
            f = other.func
            if isinstance(f, cst.Name) and f.value in module_functions:
                return None  # a function of the file may run before the call
            if isinstance(f, cst.Attribute) and f.attr.value == "run":
                return None  # a session may run before the call
        for n in instances(call, cst.Call):
            if n is not call and isinstance(n.func, cst.Name) and n.func.value in module_functions:
                return None
        out.append(_Site(stmt, owner, call, None, True))
    return out


def _attribute_target(target) -> bool:
    """``self.x = f(...)`` / ``self.a, self.b = f(...)``: ``_inline`` assigns the returned value
    to it last."""
    if isinstance(target, (cst.Tuple, cst.List)):
        return all(isinstance(e, cst.Element) and (isinstance(e.value, cst.Name) or _attribute_target(e.value))
                   for e in target.elements)
    return isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name)


def _plain_target(target) -> bool:
    """A name or a tuple/list of names (what ``_inline`` binds)."""
    if isinstance(target, cst.Name):
        return True
    if isinstance(target, (cst.Tuple, cst.List)):
        return all(isinstance(e, cst.Element) and isinstance(e.value, cst.Name) for e in target.elements)
    return False


def _header(s) -> cst.CSTNode:
    """The part of a compound statement evaluated outside its blocks (a cheap container)."""
    if isinstance(s, (cst.If, cst.While)):
        return s.test
    if isinstance(s, cst.For):
        return cst.Tuple([cst.Element(s.target), cst.Element(s.iter)])
    if isinstance(s, cst.With):
        return cst.Tuple([cst.Element(i.item) for i in s.items])
    if isinstance(s, cst.ClassDef):
        return s  # a class body: no inlining into it
    return cst.Tuple([])


def _blocks(s) -> list:
    """The statement blocks of a compound statement (``else``/``elif``/handlers included)."""
    out = []
    if isinstance(s, cst.ClassDef):
        return out
    body = getattr(s, "body", None)
    if isinstance(body, cst.IndentedBlock):
        out.append(body)
    if isinstance(s, cst.If) and s.orelse is not None:
        out += _blocks(s.orelse) if isinstance(s.orelse, cst.If) else [s.orelse.body]
    elif isinstance(s, (cst.For, cst.While)) and s.orelse is not None:
        out.append(s.orelse.body)
    elif isinstance(s, cst.Try):
        out += [h.body for h in s.handlers]
        if s.orelse is not None:
            out.append(s.orelse.body)
        if s.finalbody is not None:
            out.append(s.finalbody.body)
    return [b for b in out if isinstance(b, cst.IndentedBlock)]


class _Replace(TracingTransformer):
    """Replaces each call-site statement by the inlined statements (then, for hoisted calls,
    the statement with the call replaced by the result name)."""

    def __init__(self, replaced: dict, origins=None):
        super().__init__(origins)
        self.replaced = replaced

    def hit(self, node) -> bool:
        return id(node) in self.replaced

    def leave_SimpleStatementLine(self, original, updated):
        entries = self.replaced.get(id(original))
        if entries is None:
            return updated
        if entries[0][2] is None:
            return cst.FlattenSentinel(entries[0][1])  # the call was the statement
        # hoisted: the statement's blank lines and comments go before the inlined bodies
        new = _CallByName({id(call): result for call, _, result in entries}, self.origins).rewrite(original).with_changes(leading_lines=[])
        self.origins[id(new)] = (new, original)
        stmts = [s for _, body, _ in entries for s in body]
        first = stmts[0].with_changes(leading_lines=list(original.leading_lines) + list(stmts[0].leading_lines))
        return cst.FlattenSentinel([first, *stmts[1:], new])


class _CallByName(TracingTransformer):
    """Each hoisted call (``names``: id(call) -> its result's name) -> that name."""

    def __init__(self, names: dict, origins=None):
        super().__init__(origins)
        self.names = names

    def hit(self, node) -> bool:
        return id(node) in self.names

    def leave_Call(self, original, updated):
        name = self.names.get(id(original))
        return cst.Name(name) if name is not None else updated


_ATOMS = (cst.Name, cst.Attribute, cst.Subscript, cst.Call, cst.Dict, cst.List, cst.Set, cst.SimpleString,
          cst.Integer, cst.Float, cst.ConcatenatedString, cst.FormattedString)


def inline_expression_functions(module: cst.Module, names: set, origins: dict | None = None) -> cst.Module:
    """``module`` with the functions ``names`` whose body is one ``return <expression>``
    replaced at each call by that expression, parameters substituted (itself if not all of
    them can be). For methods moved out of a class (``def model_feed(self, xb, yb): return
    {self.x: xb, self.y: yb}``: ``feed_dict=model.feed(xs, ys)`` -> ``feed_dict={model.x: xs,
    model.y: ys}``). Exact when every argument is a plain value (a name, a literal, an
    attribute or subscript of those, a tuple of those): evaluating it where the parameter is
    read, or twice, gives the same value. Each function is replaced at all its calls or at
    none."""
    origins = origins if origins is not None else {}
    defs = {s.name.value: s for s in module.body if isinstance(s, cst.FunctionDef) and s.name.value in names}
    counts: dict = {}
    for n in name_nodes_read(module):
        counts[n.value] = counts.get(n.value, 0) + 1
    replaced: dict = {}
    done = set()
    for fname, fn in defs.items():
        expr = _returned_expression(fn)
        if expr is None:
            continue
        calls = [c for c in instances(module, cst.Call) if isinstance(c.func, cst.Name) and c.func.value == fname]
        if not calls or len(calls) + 1 != counts.get(fname, 0):
            continue  # (a method never called keeps its class: its code is not dropped)
        free = names_in(expr) - {p.name.value for p in fn.params.params}
        owners = _owners(module, calls)
        bare = {id(n.value) for n in instances(module, (cst.Assign, cst.Arg, cst.Return)) if n.value is not None}
        trial = {}
        for call in calls:
            owner = owners.get(id(call))
            if owner is None or (isinstance(owner, cst.FunctionDef) and free & _locals(owner)):
                break
            new = _substituted(fn, expr, call, id(call) in bare)
            if new is None:
                break
            trial[id(call)] = new
        else:
            replaced.update(trial)
            done.add(fname)
    if not done:
        return module
    body = [s for s in module.body if not (isinstance(s, cst.FunctionDef) and s.name.value in done)]
    return _ByExpression(replaced, origins).rewrite(module.with_changes(body=body))


def _returned_expression(fn: cst.FunctionDef):
    if fn.decorators or fn.asynchronous is not None or not isinstance(fn.body, cst.IndentedBlock):
        return None
    p = fn.params
    if p.star_arg is not cst.MaybeSentinel.DEFAULT or p.star_kwarg is not None or p.kwonly_params or p.posonly_params:
        return None
    body = [s for s in fn.body.body if not is_docstring(s)]
    if len(body) != 1 or not isinstance(body[0], cst.SimpleStatementLine) or len(body[0].body) != 1 \
            or not isinstance(body[0].body[0], cst.Return) or body[0].body[0].value is None:
        return None
    expr = body[0].body[0].value
    if instances(expr, (cst.Lambda, cst.NamedExpr, cst.Yield, cst.Await, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)):
        return None  # own scopes or bindings: not substituted
    return expr


def _plain_value(node) -> bool:
    """A value whose evaluation has no effect and gives the same object each time."""
    if isinstance(node, (cst.Name, cst.SimpleString, cst.Integer, cst.Float)):
        return True
    if isinstance(node, cst.Attribute):
        return _plain_value(node.value)
    if isinstance(node, cst.Subscript):
        return _plain_value(node.value) and all(
            isinstance(e.slice, cst.Index) and _plain_value(e.slice.value) for e in node.slice)
    if isinstance(node, cst.Tuple):
        return bool(node.lpar) and all(isinstance(e, cst.Element) and _plain_value(e.value) for e in node.elements)
    return False


def _substituted(fn: cst.FunctionDef, expr, call: cst.Call, bare: bool = False):
    """``expr`` with ``fn``'s parameters replaced by ``call``'s arguments (parenthesized unless
    an atom or ``bare``: the whole value of an assignment, argument or return); None if an
    argument is not a plain value."""
    params = list(fn.params.params)
    bound = bind_arguments(params, call)
    if bound is None:
        return None
    values = {}
    for p in params:
        value = bound.get(p.name.value, p.default)
        if value is None or not (_plain_value(value) or _literal(value)):
            return None
        if isinstance(value, cst.UnaryOperation) and not value.lpar:  # (-1).real, x ** (-1)
            value = value.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
        values[p.name.value] = value
    new = _Renamer(values).rewrite(expr)  # (parameters -> argument expressions)
    if bare or isinstance(new, _ATOMS) or new.lpar:
        return new
    return new.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])


def _owners(module: cst.Module, calls: list) -> dict:
    """id(call) -> the module or module-level function whose scope the call is in (None: in a
    class body, a lambda or a comprehension)."""
    out = {}
    wanted = {id(c) for c in calls}
    scopes = []
    for s in module.body:
        if isinstance(s, cst.ClassDef):  # methods (each its own scope); nothing else of a class body
            if isinstance(s.body, cst.IndentedBlock):
                scopes += [(m, m) for m in s.body.body if isinstance(m, cst.FunctionDef)]
            continue
        scopes.append((s, s if isinstance(s, cst.FunctionDef) else module))
    for s, owner in scopes:
        scoped = {id(c) for d in instances(s, (cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp, cst.ClassDef))
                  for c in instances(d, cst.Call)}
        nested = {id(c) for d in instances(s, cst.FunctionDef) if d is not s for c in instances(d, cst.Call)}
        for c in instances(s, cst.Call):
            if id(c) in wanted and id(c) not in scoped and id(c) not in nested:
                out[id(c)] = owner
    return out


class _ByExpression(TracingTransformer):
    def __init__(self, replaced: dict, origins=None):
        super().__init__(origins)
        self.replaced = replaced

    def hit(self, node) -> bool:
        return id(node) in self.replaced

    def leave_Call(self, original, updated):
        return self.replaced.get(id(original), updated)
