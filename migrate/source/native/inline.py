"""Graph-building functions called once are inlined where they are called (before planning).

A common TF1 style builds the graph in a function and runs it elsewhere::

    def build_graph(n_in):
        x = tf.placeholder(tf.float32, [None, n_in], name="x")
        w = tf.Variable(tf.zeros([n_in, 1]), name="w")
        loss = tf.reduce_mean(tf.matmul(x, w))
        return {"x": x, "loss": loss}

    def main():
        g = build_graph(4)
        with tf.Session() as sess:
            print(sess.run(g["loss"], feed_dict={g["x"]: data}))

TF1 runs ``build_graph`` once, to add its ops to the graph. Moving its body to the call site
(parameters bound first, returned names renamed to the caller's targets, a returned dict of
names resolved at its literal-key subscripts) gives the planner one block holding both the
graph and the session, which it converts as usual (placeholders become arguments of the
``sess.run`` functions, variables are created once...). ``inline_builders(module, table)``
returns the module with such functions inlined (or ``module`` itself).

Inlined only when it is exactly equivalent in Python: a module-level function without
decorators, ``*args``/``**kwargs``, nested functions/classes, ``global``/``nonlocal``,
``yield`` or early ``return``; that calls TensorFlow and opens no session; whose name is used
exactly once in the file, as the whole right-hand side of a statement (``g = f(...)``,
``a, b = f(...)`` or ``f(...)``) in a block that opens a session; with arguments by position
or keyword and literal defaults. Locals that clash with the caller's names are renamed. A
parameter or local of another function spelled like the builder (``def training(loss, rate)``
next to ``def loss(...)``: the official fully_connected_feed) is not a use of it. Two more
kinds are inlined at every call: layer helpers (called more than once, making
``tf.Variable``-s: Morvan's ``add_layer``), and feed-dict builders (``_feed_builder``: plain
Python single assignments returning a dict literal keyed by its parameters, as
``fill_feed_dict(data_set, images_pl, labels_pl)``), also where called inside loops, ``if``s
and ``with``s, so each ``sess.run`` reads a dict literal of placeholders. Any other function
is left as it is (and reported by the planner if it must be). Never imports TensorFlow.
"""
from __future__ import annotations

import collections
import keyword

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import assigned_names, names_in, paired_names, replace_nodes, string_literal
from migrate.source.native.helpers import bind_arguments, is_docstring as _docstring
from migrate.source.native.layer_chains import LAYERS
from migrate.source.native.walk import TracingTransformer, children, instances, record_origin
from migrate.source.rules import layers

__all__ = ["inline_builders"]

SESSION_NAMES = {"tf.Session", "tf.InteractiveSession"}
_LITERALS = (cst.Integer, cst.Float, cst.SimpleString, cst.Imaginary)
# the nodes ``_builder`` looks at, and the nodes ``_locals`` reads bindings from
_BUILDER_CHECKED = (cst.FunctionDef, cst.ClassDef, cst.Global, cst.Nonlocal, cst.Yield, cst.Await, cst.Lambda, cst.Return, cst.Call)
_NOT_A_BUILDER = frozenset(_BUILDER_CHECKED[:7])  # (concrete classes: ``type(n) in``)
_BINDERS = (cst.AssignTarget, cst.AnnAssign, cst.AugAssign, cst.For, cst.CompFor, cst.WithItem, cst.NamedExpr,
            cst.ExceptHandler, cst.Import, cst.ImportFrom)


def inline_builders(module: cst.Module, table: ImportTable, origins: dict | None = None,
                    session_builders: frozenset = frozenset(), makers_only: bool = False, segments: dict | None = None,
                    openers_only: bool = False) -> tuple:
    """(``module`` with every inlinable graph-building function inlined at its one call,
    origins): ``origins`` maps ``id(node)`` of each node the inlining rebuilt (renamed locals,
    resolved subscripts) to ``(node, the node of the file as written)``, so diagnostics can
    point at the source (``origins`` given: added to it). ``session_builders``: functions that
    may open a session (classes rewritten by ``native.builder_classes`` that own one:
    ``self.sess = tf.Session()``); their call needs no session in its block. ``makers_only``:
    only functions making variables (a second round, for the helpers that the functions the
    first round inlined call: CIFAR-10's ``inference`` -> ``_variable_with_weight_decay``).
    ``segments`` (``native.graphs``): a call site starting a graph segment passes the mark to
    the first statement put in its place (a Saver script's ``build_graph()`` in a second
    ``tf.Graph()`` block). ``openers_only``: only the functions ``_session_openers`` finds (a
    last round, after the helpers their bodies call were inlined there)."""
    origins = {} if origins is None else origins
    defs = {s.name.value: s for s in module.body if isinstance(s, cst.FunctionDef)}
    if openers_only:  # (cheap first: a function of the module that opens a session at all)
        defs = {k: fn for k, fn in defs.items() if any(
            _spelled(c.func) in _SESSION_LEAVES and table.qualname(c.func) in SESSION_NAMES for c in instances(fn.body, cst.Call))}
    if not defs:
        return module, origins
    names = {n.value for n in instances(module, cst.Name)}
    uses = _global_uses(module, set(defs))  # the def's own name counts once
    # functions named exactly twice (the def, one use) that qualify
    # (a variable factory called once stays a factory: the planner makes its variable from the
    # call; inlined, its random initial value became a graph op the variable depends on)
    from migrate.source.native.helpers import variable_factories

    factories = variable_factories(module, table)
    if openers_only:
        openers = _session_openers(module, defs, uses, table)
        builders = {k: defs[k] for k in openers if k not in factories and _builder(defs[k], table, True)}
        if not builders:
            return module, origins
        return _inline_sites(module, table, origins, uses, names, builders, session_builders | set(builders), set(), frozenset(),
                             segments)
    builders = {k: fn for k, fn in defs.items() if uses[k] == 2 and k not in factories and _builder(fn, table, k in session_builders)}
    # layer helpers (Morvan's ``add_layer``): called more than once, making tf.Variable-s
    plain_get = not reuses_variables(module, table)
    var_makers = _variable_makers(defs, table, factories, plain_get)
    builders.update({k: fn for k, fn in defs.items() if uses[k] > 2 and k not in factories and k in var_makers and _builder(fn, table)})
    # gradient helpers (TRPO's ``flatgrad(loss, var_list)``): called more than once, calling
    # ``tf.gradients``/``tf.hessians`` on their parameters; inlined at every call, each copy's
    # gradient is then a request of the block it lands in (the planner's tapes)
    builders.update({k: fn for k, fn in defs.items() if uses[k] > 2 and k not in factories and k not in builders
                     and _calls_gradients(fn, table) and _builder(fn, table)})
    # (a gradient helper called once inside an expression, cleverhans's
    # ``tf.stack(jacobian_graph(preds, x, n), axis=1)``, is hoisted too)
    layer_helpers = {k for k in builders if uses[k] > 2}
    once = {k for k in builders if uses[k] == 2}
    if once:  # (a once-called builder's call nested in a module-level statement: cheap, top level only)
        nested = {c.func.value for st in _top_statements(module) if isinstance(st, cst.SimpleStatementLine)
                  for c in instances(st, cst.Call) if isinstance(c.func, cst.Name) and c.func.value in once
                  and c is not statement_call(st)[1]}
        layer_helpers |= {k for k in nested if _calls_gradients(builders[k], table)}
    if layer_helpers:
        hoisted = _hoist_nested_calls(module, layer_helpers, names, origins)
        if hoisted is not module:  # (``h = tf.nn.relu(layer(x, ...))``: the call a statement of its own)
            return inline_builders(hoisted, table, origins, session_builders, makers_only, segments)
    # reused layer builders (a GAN's ``discriminator(x, reuse=False)``): tf.layers under
    # ``variable_scope("D", reuse=reuse)``, inlined at every call (the planner reuses the layers)
    builders.update({k: fn for k, fn in defs.items() if uses[k] > 2 and k not in factories and is_reused_layer_builder(fn, table)})
    # feed-dict builders (fully_connected_feed's ``fill_feed_dict``): plain Python, inlined at
    # every call, in loops too, so each sess.run reads a dict literal of placeholders
    feeders = {k for k, fn in defs.items() if k not in builders and uses[k] >= 2 and _feed_builder(fn, table)}
    keyed = [k for k, fn in defs.items() if k not in builders and k not in feeders and uses[k] >= 2 and _returns_keyed_dict(fn)]
    if keyed:  # (a dict keyed by names it does not take: the module's placeholders?)
        placeholders = _module_placeholders(module, table)
        feeders |= {k for k in keyed if _feed_builder(defs[k], table, placeholders) and not _called_in_functions(module, k)}
    builders.update({k: defs[k] for k in feeders})
    if not builders:
        return module, origins
    makers = frozenset(k for k in builders if k in var_makers)
    if makers_only:
        builders, feeders = {k: fn for k, fn in builders.items() if k in makers}, set()
        if not builders:
            return module, origins
    return _inline_sites(module, table, origins, uses, names, builders, session_builders, feeders, makers, segments)


def _inline_sites(module, table, origins, uses, names, builders, session_builders, feeders, makers, segments) -> tuple:
    """The rest of ``inline_builders`` once the round's functions are chosen: each call site
    of ``builders`` replaced by the function's body (``feeders`` also in loops; ``makers`` also
    in scope blocks), a function dropped once every use of it was."""
    sites = _call_sites(module, table, set(builders), session_builders, frozenset(feeders), makers)
    if not sites:
        return module, origins
    fresh = _Fresh(names)
    replaced: dict = {}  # id(call-site statement) -> _Resolved
    by_function = collections.defaultdict(list)  # name -> [id(call-site statement)]
    top = _top_level_ids(module)  # sites replaced in place; the others (in ``with`` blocks...) are spliced
    taken: dict = collections.defaultdict(set)  # id(owner) -> names the inlined copies there bind
    for stmt, target, call, owner in sites:
        fn = builders[call.func.value]
        by_function[fn.name.value].append(id(stmt))
        inlined = _inline(fn, call, target, owner, fresh, stmt.leading_lines, origins, frozenset(taken[id(owner)]),
                          tf_table=table, per_call_literals=uses[fn.name.value] > 2, resolve_dicts=fn.name.value not in feeders,
                          site=stmt)
        if inlined is not None and not ((fn.name.value in feeders or id(stmt) not in top) and inlined.dict_name is not None):
            # (a returned dict is resolved at subscripts of top-level sites only)
            replaced[id(stmt)] = inlined
            taken[id(owner)].update(n.value for st in inlined.stmts for n in instances(st, cst.Name))
    # a function leaves the file only when every use was inlined (one failed site: none is)
    done = set()
    for name, ids in by_function.items():
        if len(ids) == uses[name] - 1 and all(i in replaced for i in ids):
            done.add(name)
        else:
            for i in ids:
                replaced.pop(i, None)
    if not replaced:
        return module, origins
    new_body, resolvers = [], []
    for s in module.body:
        if isinstance(s, cst.FunctionDef) and s.name.value in done:
            continue  # moved to its call site
        r = replaced.get(id(s))
        if r is None and is_main_guard(s) and any(id(x) in replaced for x in s.body.body):
            inner = []  # the guard's body is module scope: its dicts resolve in the module
            for x in s.body.body:
                rx = replaced.get(id(x))
                if rx is None:
                    inner.append(x)
                    continue
                inner += rx.stmts
                if rx.dict_name is not None:
                    resolvers.append(_SubscriptResolver(rx.dict_name, rx.mapping, origins))
            new_body.append(s.with_changes(body=s.body.with_changes(body=inner)))
            continue
        if r is None:
            new_body.append(_replace_in(s, replaced, origins))
            continue
        new_body += r.stmts
        if segments is not None and starts_segment(s, segments, origins):
            segments[id(r.stmts[0])] = r.stmts[0]
        if r.dict_name is not None:
            resolvers.append(_SubscriptResolver(r.dict_name, r.mapping, origins))
    new = module.with_changes(body=new_body)
    nested = {i: r for i, r in replaced.items() if i not in top}
    if nested:  # feed builders called inside loops, ``if``s and ``with``s; helpers in scope blocks
        new = _Splice(nested, origins).rewrite(new)
    for resolver in resolvers:
        new = resolver.rewrite(new)
    return new, origins


_SESSION_LEAVES = frozenset(name.rpartition(".")[2] for name in SESSION_NAMES)


def _spelled(func) -> str | None:
    """The last name of a callee's spelling (``Session`` of ``tf.Session``)."""
    return func.attr.value if type(func) is cst.Attribute else func.value if type(func) is cst.Name else None


def _session_openers(module: cst.Module, defs: dict, uses, table: ImportTable) -> set:
    """Functions called once that open a session and read graph objects the module built
    (sentdex's ``train_neural_network(x)``: placeholders and the model's helper at module level,
    the session and its runs in the function): inlined at the call like a builder, so the
    placeholders and the ``sess.run`` that feeds them are in one block. A function building its
    own graph (``def main():``) is left to be planned as a block of its own."""
    candidates = {k: fn for k, fn in defs.items() if uses[k] == 2}  # (``defs``: those opening a session)
    if not candidates:
        return set()
    graph = set()
    for stmt in module.body:
        if type(stmt) is cst.SimpleStatementLine:
            for small in stmt.body:
                if type(small) is cst.Assign and type(small.value) is cst.Call and (table.qualname(small.value.func) or "").startswith("tf."):
                    graph.update(n for t in small.targets for n in assigned_names(t.target))
    return {k for k, fn in candidates.items() if body_free_names(fn) & graph}


def starts_segment(stmt, segments: dict, origins: dict) -> bool:
    """``stmt`` (or the node it was rebuilt from: ``origins``) is marked in ``segments`` as the
    first statement of a graph segment (``native.graphs``)."""
    if segments.get(id(stmt)) is stmt:
        return True
    origin = origins.get(id(stmt))
    return origin is not None and origin[0] is stmt and segments.get(id(origin[1])) is origin[1]


def _top_level_ids(module: cst.Module) -> set:
    """ids of the statements ``inline_builders`` replaces in place: the module's, its main
    guard's and its functions' own (not those nested in ``with``/loop/``if`` blocks)."""
    out = set()
    for s in module.body:
        out.add(id(s))
        if isinstance(s, cst.FunctionDef) and isinstance(s.body, cst.IndentedBlock) or is_main_guard(s):
            out.update(id(x) for x in s.body.body)
    return out


def _global_uses(module: cst.Module, wanted: set) -> dict:
    """{name: how many Name nodes spell it and mean the module's binding}: a function's
    parameter or local of the same name (``def training(loss, rate)`` next to ``def loss(...)``:
    the official fully_connected_feed) does not count inside that function."""
    uses = {name: 0 for name in wanted}
    if not any(_locals(fn) & wanted for fn in instances(module, cst.FunctionDef)):
        for n in instances(module, cst.Name):  # nothing shadows them: every spelling counts
            if n.value in uses:
                uses[n.value] += 1
        return uses

    def walk(node, shadowed: frozenset) -> None:
        stack = [(node, shadowed)]
        while stack:
            n, hidden = stack.pop()
            if isinstance(n, cst.FunctionDef):
                if n.name.value in uses and n.name.value not in hidden:
                    uses[n.name.value] += 1
                local = _locals(n)
                declared = {a.name.value for g in instances(n.body, (cst.Global, cst.Nonlocal)) for a in g.names}
                for d in n.decorators:
                    stack.append((d, hidden))
                for p in instances(n.params, cst.Param):
                    if p.default is not None:
                        stack.append((p.default, hidden))
                stack.append((n.body, hidden | frozenset((local - declared) & wanted)))
                continue
            if isinstance(n, cst.Name):
                if n.value in uses and n.value not in hidden:
                    uses[n.value] += 1
                continue
            stack.extend((c, hidden) for c in children(n))

    walk(module, frozenset())
    return uses


class _Fresh:
    def __init__(self, taken: set):
        self.taken = set(taken)

    def __call__(self, base: str) -> str:
        k = 1
        while f"{base}_{k}" in self.taken:
            k += 1
        name = f"{base}_{k}"
        self.taken.add(name)
        return name


def _builder(fn: cst.FunctionDef, table: ImportTable, may_open_session: bool = False) -> bool:
    """A function whose inlining is exact and worth it (see the module doc)."""
    if not simple_signature(fn, table):
        return False
    fn = single_return(fn)
    body = list(fn.body.body)
    returns = 0
    tf_call = False
    for n in instances(fn.body, _BUILDER_CHECKED):
        t = type(n)  # (concrete classes: ``type(n)``, no slow ABC checks)
        if t in _NOT_A_BUILDER:
            return False
        if t is cst.Return:
            returns += 1
        if t is cst.Call:
            q = table.qualname(n.func)
            if q in SESSION_NAMES and not may_open_session:
                return False
            tf_call = tf_call or (q is not None and q.startswith("tf."))
    if not tf_call:
        return False
    last = body[-1] if body else None
    ends_with_return = (
        isinstance(last, cst.SimpleStatementLine) and len(last.body) == 1 and isinstance(last.body[0], cst.Return)
    )
    return returns == 0 or (returns == 1 and (ends_with_return or _scoped_return(last) is not None))


def single_return(fn: cst.FunctionDef) -> cst.FunctionDef:
    """``fn`` with a final ``if`` that returns in every branch (ageron's ``neuron_layer``: ``if
    activation is not None: return activation(Z)`` / ``else: return Z``; or ``if ...: return a``
    then ``return b``; inside the ``with`` blocks ending the body too) written as the same
    function with one ``return <fn>_result`` after the ``if``, each branch assigning what it
    returned; else ``fn`` itself (no other ``return`` anywhere)."""
    path = [fn.body.body]  # the statement lists from the body to the one holding the tail
    while path[-1] and isinstance(path[-1][-1], cst.With) and isinstance(path[-1][-1].body, cst.IndentedBlock):
        path.append(path[-1][-1].body.body)
    tail = list(path[-1])
    if not tail or not isinstance(tail[-1], (cst.If, cst.SimpleStatementLine)):
        return fn
    if isinstance(tail[-1], cst.SimpleStatementLine):  # ``if c: ...; return a`` ... ``return b``
        k = next((i for i in range(len(tail) - 2, -1, -1) if isinstance(tail[i], cst.If)), None)
        if k is None or tail[k].orelse is not None or not _returns_value(tail[-1]):
            return fn
        rest = cst.IndentedBlock(body=tail[k + 1:])
        tail[k:] = [tail[k].with_changes(orelse=cst.Else(body=rest))]
    branches = []
    node = tail[-1]
    while isinstance(node, cst.If):
        branches.append(node.body)
        node = node.orelse
        if isinstance(node, cst.Else):
            branches.append(node.body)
            node = None
        elif node is None:
            return fn  # (a branch that falls through returns None)
    if not all(isinstance(b, cst.IndentedBlock) and b.body and _returns_value(b.body[-1]) for b in branches) \
            or len(instances(fn.body, cst.Return)) != len(branches):
        return fn
    spelled = {n.value for n in instances(fn, cst.Name)}
    result, k = f"{fn.name.value}_result", 1
    while result in spelled:
        k += 1
        result = f"{fn.name.value}_result_{k}"

    def assigned(block):
        ret = block.body[-1]
        return block.with_changes(body=[*block.body[:-1], ret.with_changes(body=[cst.Assign([cst.AssignTarget(cst.Name(result))], ret.body[0].value)])])

    def rewritten(node):
        orelse = node.orelse
        if isinstance(orelse, cst.If):
            orelse = rewritten(orelse)
        elif isinstance(orelse, cst.Else):
            orelse = orelse.with_changes(body=assigned(orelse.body))
        return node.with_changes(body=assigned(node.body), orelse=orelse)

    stmts = tail[:-1] + [rewritten(tail[-1]), cst.SimpleStatementLine([cst.Return(cst.Name(result))])]
    for outer in reversed(path[:-1]):  # the ``with`` blocks back around it
        stmts = [*outer[:-1], outer[-1].with_changes(body=outer[-1].body.with_changes(body=stmts))]
    return fn.with_changes(body=fn.body.with_changes(body=stmts))


def _returns_value(stmt) -> bool:
    """``stmt`` is ``return <value>`` on a line of its own."""
    return isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Return) \
        and stmt.body[0].value is not None


def _scoped_return(stmt):
    """The value of the ``return`` ending the body of ``stmt``, a ``with`` (possibly nested:
    ``with tf.name_scope("layer"): ...; return outputs``) whose body holds more than the
    return; else None."""
    if not (isinstance(stmt, cst.With) and isinstance(stmt.body, cst.IndentedBlock) and len(stmt.body.body) > 1):
        return None
    last = stmt.body.body[-1]
    if isinstance(last, cst.SimpleStatementLine) and len(last.body) == 1 and isinstance(last.body[0], cst.Return):
        return last.body[0].value
    return _scoped_return(last)


def _without_scoped_return(stmt, result: str | None = None):
    """``stmt`` (see ``_scoped_return``) without its final return, or with ``result = <value>``
    in its place (an expression returned: its ops are made inside the scopes, as in TF1; the
    name is read after them)."""
    inner = list(stmt.body.body)
    if isinstance(inner[-1], cst.With):
        inner[-1] = _without_scoped_return(inner[-1], result)
    elif result is None:
        inner = inner[:-1]
    else:
        ret = inner[-1].body[0]
        inner[-1] = inner[-1].with_changes(body=[cst.Assign([cst.AssignTarget(cst.Name(result))], ret.value)])
    return stmt.with_changes(body=stmt.body.with_changes(body=inner))


def _feed_builder(fn: cst.FunctionDef, table: ImportTable, placeholders: frozenset = frozenset()) -> bool:
    """``fn`` builds a feed dict: plain Python (no TF call) of single assignments ending with
    ``return {param: value, ...}`` (or ``return name`` of such a dict bound in the body), every
    key one of its parameters: ``fill_feed_dict(data_set, images_pl, labels_pl)``; or one of
    ``placeholders``, the module's (ematvey's ``next_feed()``: inlined only at module-level
    calls, where its globals are the same names)."""
    if fn.decorators or not simple_signature(fn, table) or not isinstance(fn.body, cst.IndentedBlock):
        return False
    body = list(fn.body.body)
    if body and _docstring(body[0]):
        body = body[1:]
    if not body or not all(isinstance(st, cst.SimpleStatementLine) and len(st.body) == 1 for st in body):
        return False
    *steps, last = [st.body[0] for st in body]
    if not isinstance(last, cst.Return) or not all(isinstance(st, cst.Assign) and len(st.targets) == 1 for st in steps):
        return False
    if instances(fn.body, (cst.Lambda, cst.Yield, cst.Await, cst.NamedExpr)):
        return False
    if any((table.qualname(c.func) or "").startswith("tf.") for c in instances(fn.body, cst.Call)):
        return False
    returned = last.value
    if isinstance(returned, cst.Name):
        bound = [st.value for st in steps if isinstance(st.targets[0].target, cst.Name) and st.targets[0].target.value == returned.value]
        returned = bound[-1] if len(bound) == 1 else None
    keys = {p.name.value for p in fn.params.params} | (placeholders - _assigned_in_body(fn))
    return isinstance(returned, cst.Dict) and bool(returned.elements) and all(
        isinstance(e, cst.DictElement) and isinstance(e.key, cst.Name) and e.key.value in keys for e in returned.elements)


def _top_statements(module: cst.Module) -> list:
    """The module's statements and those of its ``__main__`` guard."""
    out = list(module.body)
    k = main_guard_index(out)
    return out + list(out[k].body.body) if k is not None else out


def _returns_keyed_dict(fn: cst.FunctionDef) -> bool:
    """``fn`` ends with ``return {name: ..., ...}`` (a feed builder candidate, cheap test)."""
    body = fn.body.body if isinstance(fn.body, cst.IndentedBlock) else ()
    last = body[-1] if body else None
    ret = last.body[0] if isinstance(last, cst.SimpleStatementLine) and len(last.body) == 1 else None
    return isinstance(ret, cst.Return) and isinstance(ret.value, cst.Dict) and bool(ret.value.elements) and all(
        isinstance(e, cst.DictElement) and isinstance(e.key, cst.Name) for e in ret.value.elements)


def _module_placeholders(module: cst.Module, table: ImportTable) -> frozenset:
    """Names bound once in the file, at module level, to ``tf.placeholder(...)`` (or with a default)."""
    found = [t.target.value for s in module.body if isinstance(s, cst.SimpleStatementLine) for a in s.body
             if isinstance(a, cst.Assign) and isinstance(a.value, cst.Call)
             and table.qualname(a.value.func) in ("tf.placeholder", "tf.placeholder_with_default")
             for t in a.targets if isinstance(t.target, cst.Name)]
    if not found:
        return frozenset()
    counts = collections.Counter(n.value for t in instances(module, cst.AssignTarget) for n in instances(t.target, cst.Name))
    return frozenset(n for n in found if counts[n] == 1)


def _called_in_functions(module: cst.Module, name: str) -> bool:
    """``name(...)`` is called inside some function or class of the file."""
    return any(type(c.func) is cst.Name and c.func.value == name
               for d in instances(module, (cst.FunctionDef, cst.ClassDef)) for c in instances(d.body, cst.Call))


class _Splice(TracingTransformer):
    """Statements replaced by their inlined copies in any statement list (``rewrite``: only the
    blocks holding one are rebuilt, recorded in ``origins``)."""

    def __init__(self, replaced: dict, origins: dict | None = None):
        super().__init__(origins)
        self.replaced = replaced

    def hit(self, node) -> bool:
        return id(node) in self.replaced

    def leave_IndentedBlock(self, original, updated):
        if not any(id(st) in self.replaced for st in original.body):
            return updated
        body = []
        for old, new in zip(original.body, updated.body):
            r = self.replaced.get(id(old))
            body += r.stmts if r is not None else [new]
        return updated.with_changes(body=body)


def is_layer_helper(fn: cst.FunctionDef, table: ImportTable, factories: set, module: cst.Module | None = None) -> bool:
    """``fn`` is a layer helper (Morvan's ``add_layer``): a builder making plain variables,
    inlined at every call when called more than once (``helper_loops`` unrolls the loops
    calling it first). With ``module`` (the file) and no variable reuse anywhere in it
    (``reuses_variables``), ``tf.get_variable`` counts as plain too: each call of a valid TF1
    program then makes new variables (a second ``get_variable`` of a full name without reuse
    is TF1's "already exists" error), which the inlined copies make under the names the
    call's literal arguments give (``with tf.variable_scope(name):`` with ``name="conv1"``)."""
    plain_get = module is not None and not reuses_variables(module, table)
    return _builder(fn, table) and _makes_plain_variables(fn, table, factories, plain_get)


def _hoist_nested_calls(module: cst.Module, helpers: set, names: set, origins: dict) -> cst.Module:
    """``module`` with each call of ``helpers`` nested in a one-line statement
    (``h = tf.nn.relu(layer(x, 3, 4, "l1"))``) hoisted into a statement of its own before it
    (``h_layer = layer(x, 3, 4, "l1")``; ``h = tf.nn.relu(h_layer)``) when that is exact: the
    statement holds one such call, not under ``and``/``or``/``if``-``else``/a lambda/a
    comprehension, and no call is evaluated before it there (only the calls around it, which
    run after it, and those inside its arguments). Itself if none."""
    lines = {}
    for stmt in instances(module, cst.SimpleStatementLine):
        if len(stmt.body) != 1 or not isinstance(stmt.body[0], (cst.Assign, cst.Expr, cst.AugAssign)):
            continue
        small = stmt.body[0]
        calls = [c for c in instances(small, cst.Call) if isinstance(c.func, cst.Name) and c.func.value in helpers]
        if len(calls) != 1 or calls[0] is small.value:
            continue
        call = calls[0]
        if any(call in instances(d, cst.Call) for d in instances(small, _DEFERRING_NODES)):
            continue
        inside = {id(c) for c in instances(call, cst.Call)}
        around = {id(c) for c in instances(small, cst.Call) if c is not call and any(x is call for x in instances(c, cst.Call))}
        order = [c for c in instances(small, cst.Call)]  # (source order: Python's for these nodes)
        before = order[:order.index(call)]
        if any(id(c) not in around and id(c) not in inside for c in before):
            continue
        lines[id(stmt)] = call
    if not lines:
        return module
    fresh = _Fresh(names)
    return _HoistCalls(lines, fresh, origins).rewrite(module)


_DEFERRING_NODES = (cst.BooleanOperation, cst.IfExp, cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp)


class _HoistCalls(TracingTransformer):
    def __init__(self, lines: dict, fresh, origins: dict):
        super().__init__(origins)
        self.lines, self.fresh = lines, fresh

    def hit(self, node) -> bool:
        return id(node) in self.lines

    def on_leave(self, original, updated):
        call = self.lines.get(id(original))
        if call is None:
            return super().on_leave(original, updated)
        small = original.body[0]
        target = small.targets[0].target if isinstance(small, cst.Assign) and len(small.targets) == 1 else None
        base = f"{target.value}_{call.func.value}" if isinstance(target, cst.Name) else f"{call.func.value}_result"
        name = base if base not in self.fresh.taken else self.fresh(base)
        self.fresh.taken.add(name)
        first = cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(name))], call)], leading_lines=original.leading_lines)
        rest = original.with_changes(body=[replace_nodes(small, {call: cst.Name(name)})], leading_lines=[])
        for made in (first, rest):
            self.origins[id(made)] = (made, self.origins.get(id(original), (None, original))[1])
        return cst.FlattenSentinel([first, rest])


_GRADIENT_CALLS = frozenset({"tf.gradients", "tf.hessians"})


def _calls_gradients(fn: cst.FunctionDef, table: ImportTable) -> bool:
    """``fn``'s body calls ``tf.gradients`` or ``tf.hessians`` (a gradient helper)."""
    return any(table.qualname(c.func) in _GRADIENT_CALLS for c in instances(fn.body, cst.Call))


def _variable_makers(defs: dict, table: ImportTable, factories: set, plain_get: bool) -> set:
    """The functions of ``defs`` making variables (``_makes_plain_variables``), also through
    other such functions they call (CIFAR-10's ``_variable_with_weight_decay`` calls
    ``_variable_on_cpu``, which calls ``tf.get_variable``)."""
    out: set = set()
    while True:
        more = {k for k, fn in defs.items() if k not in out and _makes_plain_variables(fn, table, factories | out, plain_get)}
        if not more:
            return out
        out |= more


def reuses_variables(module: cst.Module, table: ImportTable) -> bool:
    """The file may reuse variables through its functions: ``.reuse_variables()`` anywhere, or
    a ``with`` block of ``variable_scope(..., reuse=<not False/None>)`` (or ``tf.AUTO_REUSE``)
    that calls a function of the file (a helper whose own scope reuses is not a layer helper:
    ``_makes_plain_variables``). (A lookup written in the block
    itself, ``with variable_scope("conv1", reuse=True): w = tf.get_variable("weights")``, reads
    a variable the helpers made: the planner resolves it; it does not make a helper reuse.)"""
    defs = {s.name.value for s in module.body if isinstance(s, cst.FunctionDef)}

    def reusing(call) -> bool:
        return table.qualname(call.func) == "tf.variable_scope" and any(
            a.keyword is not None and a.keyword.value == "reuse" and not (isinstance(a.value, cst.Name) and a.value.value in ("False", "None"))
            for a in call.args)

    for n in instances(module, cst.Call):
        if isinstance(n.func, cst.Attribute) and n.func.attr.value == "reuse_variables":
            return True
    for w in instances(module, cst.With):
        if any(isinstance(i.item, cst.Call) and (reusing(i.item) or any(a.attr.value == "AUTO_REUSE" for a in instances(i.item, cst.Attribute)))
               for i in w.items) \
                and any(isinstance(c.func, cst.Name) and c.func.value in defs for c in instances(w.body, cst.Call)):
            return True
    return False


# the functional tf.layers the planner expands (and reuses: rule layers caveat 6) or keeps (dropout)
_REUSABLE_LAYERS = (LAYERS - layers.FULLY_CONNECTED) | {layers.DROPOUT}


def is_reused_layer_builder(fn: cst.FunctionDef, table: ImportTable) -> bool:
    """``fn`` builds its layers with functional ``tf.layers`` calls only (no ``tf.Variable``,
    ``get_variable``, other variable makers), all inside ``with tf.variable_scope(<string>,
    reuse=<expression without calls>)``: called again with ``reuse=True`` it reads the layers the
    first call made, which the planner does when each call is inlined (rule layers, caveat 6).
    The scope may be named by a parameter of ``fn`` (each inlined call's is the string it
    passes), then also without ``reuse=`` (each call's layers under its own name; a name passed
    twice is TF1's "already exists" error, which the planner reports)."""
    if not _builder(fn, table):
        return False
    scoped: set = set()  # ids of calls inside such a scope
    found = False
    # (a scope named by a parameter, with or without ``reuse=``: ``def mlp(x, name): with
    # tf.variable_scope(name, reuse=tf.AUTO_REUSE):``, a WGAN's critic on real and fake data,
    # hunt 36 x_055; a DQN's ``q_network(s, "online")`` / ``(s2, "target")``, x_056; inlined,
    # each call's scope is the string it passes, or the inliner keeps the call)
    params = {p.name.value for p in fn.params.params}
    for w in instances(fn.body, cst.With):
        if len(w.items) != 1 or not isinstance(w.items[0].item, cst.Call):
            continue
        scope = w.items[0].item
        reuse = [a for a in scope.args if a.keyword is not None and a.keyword.value == "reuse"]
        first = scope.args[0].value if scope.args and scope.args[0].keyword is None else None
        named = isinstance(first, cst.Name) and first.value in params
        if table.qualname(scope.func) != "tf.variable_scope" or not (named or (reuse and isinstance(first, cst.SimpleString))) \
                or (reuse and instances(reuse[0].value, cst.Call)):
            continue
        found = True
        scoped.update(id(c) for c in instances(w.body, cst.Call))
    if not found:
        return False
    has_layer = False
    for c in instances(fn.body, cst.Call):
        q = table.qualname(c.func) or ""
        if q in _REUSABLE_LAYERS or q in layers.FLATTEN:
            if id(c) not in scoped:
                return False
            has_layer = True
        elif q in ("tf.Variable", "tf.get_variable") or q.startswith(("tf.contrib.", "tf.keras.", "tf.nn.rnn_cell.")) \
                or (q.startswith("tf.layers.") and q not in _REUSABLE_LAYERS):
            return False
    return has_layer


def _makes_plain_variables(fn: cst.FunctionDef, table: ImportTable, factories: set, plain_get: bool = False) -> bool:
    """``fn`` creates variables with ``tf.Variable`` (or a variable factory of the file) and
    never with ``tf.get_variable`` (unless ``plain_get``: a file that reuses no variable) nor
    under ``variable_scope(..., reuse=...)`` (rule ``variable_store``'s own)."""
    makes = False
    for n in instances(fn.body, cst.Call):
        q = table.qualname(n.func)
        if (q == "tf.get_variable" and not plain_get) \
                or (q == "tf.variable_scope" and any(a.keyword is not None and a.keyword.value == "reuse" for a in n.args)):
            return False
        makes = makes or q in ("tf.Variable", "tf.get_variable") or (isinstance(n.func, cst.Name) and n.func.value in factories)
    return makes


def is_main_guard(stmt) -> bool:
    """``if __name__ == "__main__":`` (no ``else``), its body an indented block."""
    if not (isinstance(stmt, cst.If) and stmt.orelse is None and isinstance(stmt.body, cst.IndentedBlock)):
        return False
    t = stmt.test
    if not (isinstance(t, cst.Comparison) and len(t.comparisons) == 1 and isinstance(t.comparisons[0].operator, cst.Equal)):
        return False
    sides = [t.left, t.comparisons[0].comparator]
    names = [x.value for x in sides if isinstance(x, cst.Name)]
    strings = [x.evaluated_value for x in sides if isinstance(x, cst.SimpleString)]
    return names == ["__name__"] and strings == ["__main__"]


def main_guard_index(body: list):
    """The index of the last statement of ``body`` that is a main guard (``is_main_guard``),
    else None."""
    return next((k for k in range(len(body) - 1, -1, -1) if is_main_guard(body[k])), None)


def _none_defaults_folded(bound: list, body: list) -> tuple:
    """(bound, body) with each parameter bound to ``None`` whose first mention in ``body`` (top
    level) is ``p = p or E`` or ``if p is None: p = E`` (no else) replaced: the statement becomes
    ``p = E`` and the parameter is no longer bound (the same Python: ``None or E`` is ``E``)."""
    body = list(body)
    out = []
    for p, value in bound:
        if not (isinstance(value, cst.Name) and value.value == "None"):
            out.append((p, value))
            continue
        k = next((i for i, st in enumerate(body) if any(n.value == p for n in instances(st, cst.Name))), None)
        folded = _none_fold(body[k], p) if k is not None else None
        if folded is None:
            out.append((p, value))
            continue
        body[k] = folded
    return out, body


def _none_fold(stmt, p: str):
    """``p = E`` for ``p = p or E`` / ``if p is None: p = E``, else None."""
    def assign_of(s):
        if isinstance(s, cst.SimpleStatementLine) and len(s.body) == 1 and isinstance(s.body[0], cst.Assign) \
                and len(s.body[0].targets) == 1 and isinstance(s.body[0].targets[0].target, cst.Name) \
                and s.body[0].targets[0].target.value == p:
            return s.body[0]
        return None

    a = assign_of(stmt)
    if a is not None:
        v = a.value
        if isinstance(v, cst.BooleanOperation) and isinstance(v.operator, cst.Or) and isinstance(v.left, cst.Name) \
                and v.left.value == p and not any(n.value == p for n in instances(v.right, cst.Name)):
            return stmt.with_changes(body=[a.with_changes(value=v.right)])
        return None
    if isinstance(stmt, cst.If) and stmt.orelse is None and isinstance(stmt.body, cst.IndentedBlock) and len(stmt.body.body) == 1:
        t = stmt.test
        inner = assign_of(stmt.body.body[0])
        if isinstance(t, cst.Comparison) and isinstance(t.left, cst.Name) and t.left.value == p and len(t.comparisons) == 1 \
                and isinstance(t.comparisons[0].operator, cst.Is) and isinstance(t.comparisons[0].comparator, cst.Name) \
                and t.comparisons[0].comparator.value == "None" and inner is not None \
                and not any(n.value == p for n in instances(inner.value, cst.Name)):
            return stmt.body.body[0].with_changes(leading_lines=stmt.leading_lines)
    return None


def simple_signature(fn: cst.FunctionDef, table: ImportTable) -> bool:
    """No decorators, ``async``, ``*args``/``**kwargs``/keyword-only/positional-only
    parameters; defaults that ``default_ok`` accepts; an indented body."""
    if fn.decorators or fn.asynchronous is not None or not isinstance(fn.body, cst.IndentedBlock):
        return False
    p = fn.params
    if p.star_arg is not cst.MaybeSentinel.DEFAULT or p.star_kwarg is not None or p.kwonly_params or p.posonly_params:
        return False
    return not any(q.default is not None and not default_ok(q.default, table) for q in p.params)


def default_ok(node, table: ImportTable) -> bool:
    """A parameter default that is the same value read at the call as at the ``def``: a
    literal, or a dotted name of an imported module (``transfer=tf.nn.softplus``)."""
    if _literal(node):
        return True
    base = _chain_base(node)
    return base is not None and base in table.names and not instances(node, cst.Subscript)


def _literal(node) -> bool:
    if isinstance(node, _LITERALS):
        return True
    if isinstance(node, cst.Name):
        return node.value in ("None", "True", "False")
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        return isinstance(node.expression, (cst.Integer, cst.Float))
    return False


_FLATTENED_SCOPES = frozenset({"tf.variable_scope", "tf.name_scope", "tf.device"})


def _call_sites(module: cst.Module, table: ImportTable, once: set, own_session=frozenset(), deep=frozenset(),
                makers=frozenset()) -> list:
    """(statement, target or None, call, owner block node) for calls of ``once`` functions
    forming a whole statement in a block that opens a session (any block for ``own_session``
    functions, which open one), for those of ``makers`` (functions making variables) also in
    the ``variable_scope`` / ``name_scope`` / ``device`` blocks of such a block; calls of
    ``deep`` functions (plain Python, exact anywhere) in any block, also inside loops, ``if``s
    and ``with``s."""
    out = []

    def visit_block(stmts, owner, guard=False, nested=False, outer_session=False, scoped=False):
        has_session = outer_session or any(
            table.qualname(n.func) in SESSION_NAMES
            for s in stmts if not isinstance(s, cst.FunctionDef) for n in instances(s, cst.Call)
        )
        for s in stmts:
            if not nested and isinstance(s, cst.With) and isinstance(s.body, cst.IndentedBlock) and all(
                    (table.qualname(i.item.func) if isinstance(i.item, cst.Call) else None) in _FLATTENED_SCOPES for i in s.items):
                # ``with tf.variable_scope("conv1") as scope:`` around a helper call (CIFAR-10's
                # ``inference``): its statements run once, in the block (the planner flattens it)
                visit_block(list(s.body.body), owner, guard, outer_session=has_session, scoped=True)
                continue
            if isinstance(s, cst.FunctionDef) and isinstance(s.body, cst.IndentedBlock):
                visit_block(list(s.body.body), s)
                continue
            if owner is module and is_main_guard(s):
                # (module scope; only classes made builders: a plain builder function stays
                # importable and the planner calls it)
                visit_block(list(s.body.body), module, guard=True)
                continue
            if deep and isinstance(s, (cst.For, cst.While, cst.If, cst.With)):
                for part in (s.body, getattr(s, "orelse", None)):
                    while isinstance(part, (cst.If, cst.Else)):  # ``elif`` / ``else``
                        if isinstance(part, cst.If):
                            visit_block(list(part.body.body), owner, guard, nested=True)
                        part = part.orelse if isinstance(part, cst.If) else part.body
                    if isinstance(part, cst.IndentedBlock):
                        visit_block(list(part.body), owner, guard, nested=True)
                continue
            target, value = statement_call(s)
            if target is not None and not assigned_names(target):
                continue
            if isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value in deep:
                out.append((s, target, value, owner))
            elif isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value in once \
                    and not nested and (not scoped or value.func.value in makers) and (has_session or value.func.value in own_session) and (not guard or value.func.value in own_session):
                out.append((s, target, value, owner))

    visit_block(list(module.body), module)
    return out


def statement_call(s) -> tuple:
    """(target or None, value) of ``target = value`` / ``value`` as a statement of its own (one
    target); (None, None) for anything else."""
    if not isinstance(s, cst.SimpleStatementLine) or len(s.body) != 1:
        return None, None
    small = s.body[0]
    if isinstance(small, cst.Assign) and len(small.targets) == 1:
        return small.targets[0].target, small.value
    if isinstance(small, cst.Expr):
        return None, small.value
    return None, None


def _bind(fn: cst.FunctionDef, call: cst.Call):
    """[(param name, expression)]: the arguments the call passes in the order it writes them
    (Python evaluates them so: ``f(y=np.random.randn(2), x=np.random.randn(2))`` draws ``y``
    first; a red-team hunt found them bound in parameter order, the draws swapped), then the
    defaults of the others; None if the call does not bind simply."""
    params = list(fn.params.params)
    values = bind_arguments(params, call)
    if values is None:
        return None
    out = list(values.items())
    for p in params:
        if p.name.value in values:
            continue
        if p.default is None:
            return None
        out.append((p.name.value, p.default))
    return out


def _assigned_in_body(fn: cst.FunctionDef) -> set:
    """Names the body (not the parameter list) binds."""
    return _locals(fn.with_changes(params=cst.Parameters()))


def _locals(fn: cst.FunctionDef) -> set:
    found = {p.name.value for p in fn.params.params}
    for n in instances(fn.body, _BINDERS):
        if isinstance(n, cst.AssignTarget):
            found.update(assigned_names(n.target))
        elif isinstance(n, (cst.AnnAssign, cst.AugAssign)):
            found.update(assigned_names(n.target))
        elif isinstance(n, (cst.For, cst.CompFor)):
            found.update(assigned_names(n.target))
        elif isinstance(n, cst.WithItem) and n.asname is not None:
            found.update(assigned_names(n.asname.name))
        elif isinstance(n, cst.NamedExpr):
            found.update(assigned_names(n.target))
        elif isinstance(n, cst.ExceptHandler) and n.name is not None:
            found.update(assigned_names(n.name.name))
        elif isinstance(n, (cst.Import, cst.ImportFrom)):
            return set()  # imports inside the builder: not inlined (refused below)
    return found


def body_free_names(fn: cst.FunctionDef) -> set:
    """Names ``fn``'s body reads that it does not bind (module names, builtins)."""
    return names_in(fn.body) - _locals(fn)


def _inline(fn: cst.FunctionDef, call: cst.Call, target, owner, fresh, site_lines=(), origins=None, taken=frozenset(),
            exclude=(), resolve_dicts=True, tf_table: ImportTable | None = None, per_call_literals: bool = False, site=None):
    """The statements replacing ``target = fn(call args)``, or None if not exactly possible.
    Locals clashing with the names of ``owner`` (except those in ``exclude``: functions being
    inlined too) or ``taken`` (names earlier inlinings made there) are renamed. A returned dict
    is resolved at its subscripts only with ``resolve_dicts`` (else assigned as it is). With
    ``tf_table``, an ``if`` on a parameter that this call decides (``if activation is None:``
    with ``None`` or ``tf.nn.relu`` passed) keeps only the branch Python takes. String
    parameters are read as the literal; with ``per_call_literals`` (a helper inlined at several
    calls) number literals too. ``site``: the call's statement, which the statements binding the
    parameters and the result come from (``origins``)."""
    written = fn  # (the def as the module holds it)
    fn = single_return(fn)
    bound = _bind(fn, call)
    local = _locals(fn)
    if bound is None or not local:
        return None
    if isinstance(owner, cst.FunctionDef) and (names_in(fn.body) - local) & _locals(owner):
        # a global the function reads (``scale``) that the calling function binds as a local:
        # inlined, the body would read the caller's value instead of the module's
        return None
    body = list(fn.body.body)
    if body and _docstring(body[0]):
        body = body[1:]
    ret = None
    if body and isinstance(body[-1], cst.SimpleStatementLine) and isinstance(body[-1].body[0], cst.Return):
        ret = body[-1].body[0].value
        body = body[:-1]
    elif body and _scoped_return(body[-1]) is not None:
        ret = _scoped_return(body[-1])
        if _names_of(ret) is not None:
            body = body[:-1] + [_without_scoped_return(body[-1])]
        else:  # ``return act(z) if act is not None else z`` inside the scopes
            spelled = {n.value for n in instances(fn, cst.Name)}
            result, k = f"{fn.name.value}_result", 1
            while result in local or result in spelled:
                k += 1
                result = f"{fn.name.value}_result_{k}"
            local = local | {result}
            body = body[:-1] + [_without_scoped_return(body[-1], result)]
            ret = cst.Name(result)
    if resolve_dicts and isinstance(target, cst.Name) and isinstance(ret, cst.Dict):
        body, ret = _dict_values_named(body, ret, local, {n.value for n in instances(fn, cst.Name)})
    # names the caller's scope uses (its block; the functions being inlined excluded when they
    # are in it): occurrences counted, as an inlined copy may share its Name nodes with the
    # function (a node in both counts twice in the owner)
    counts = _name_counts(owner).copy()
    if isinstance(owner, cst.Module):
        for f in {id(x): x for x in (written, *exclude)}.values():  # (each once: ``exclude`` may hold ``fn``)
            if any(st is f for st in owner.body):
                counts.subtract(_name_counts(f))
    outside = ({name for name, c in counts.items() if c > 0} - {fn.name.value}) | set(taken)
    targets = assigned_names(target) if target is not None else []
    rename: dict = {}
    tail: list = []
    dict_map = None
    if target is not None and ret is not None:
        returned = _names_of(ret)
        if returned is not None and len(returned) == len(targets) and len(set(returned)) == len(returned) \
                and all(r in local for r in returned) and (isinstance(target, cst.Name) == isinstance(ret, cst.Name)):
            # ``return x, loss`` into ``a, b = f()``: a/b ARE x/loss (but ``_, train_op = f()`` in a
            # scope that never reads ``_``: the local keeps its name, ``_`` is not the tensor)
            rename.update((r, t) for r, t in zip(returned, targets) if not (t == "_" and _only_stored(owner, "_")))
        elif resolve_dicts and isinstance(target, cst.Name) and isinstance(ret, cst.Dict) and _dict_of_names(ret, local) is not None:
            dict_map = _dict_of_names(ret, local)  # {"key": local name}; g["key"] -> that name
        else:
            tail = [cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(target)], ret)])]
    elif target is not None:
        return None  # ``g = f()`` of a function that returns nothing: g is None; rare, keep as is
    throwaway = "_" in local and _only_stored(fn.body, "_")
    for name in sorted(local):
        if name in rename or (name == "_" and throwaway):
            continue  # (``_`` only assigned, never read: the caller's ``_`` may take it)
        if name in outside or name in targets:
            rename[name] = fresh(name)
    if dict_map is not None and not _only_subscripted(owner, target.value, dict_map, written):
        tail = [cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(target)], ret)])]
        dict_map = None
    # ``p = p or make()`` / ``if p is None: p = make()`` first thing for a parameter bound to
    # None: the parameter is ``make()`` (the None binding and the test dropped)
    bound, body = _none_defaults_folded(bound, body)
    # a parameter bound to a plain name that the body never rebinds is that name
    rebound = _assigned_in_body(fn)
    params = []
    chains = []  # parameters bound to ``a.b``: decided once the plain names are known
    for p, value in bound:
        if isinstance(value, cst.Name) and p not in rebound and p not in rename.values() \
                and (value.value == p or value.value not in local):
            rename[p] = value.value
            continue
        chains.append((p, value))
    # a parameter bound to an attribute or literal-key item of a name (``self.t_tf``,
    # ``model["x"]``) that the body never rebinds or returns, in a body that stores no attribute
    # or item, is that expression (read where it was)
    returned_names = set()  # names ``_inline`` maps to the caller's targets or dict keys
    if ret is not None:
        returned_names = set(_names_of(ret) or []) | (
            {e.value.value for e in ret.elements if isinstance(e, cst.DictElement) and isinstance(e.value, cst.Name)}
            if isinstance(ret, cst.Dict) else set())
    stores = any(isinstance(t.target, (cst.Attribute, cst.Subscript)) for t in instances(fn.body, cst.AssignTarget)) \
        or any(isinstance(n.target, (cst.Attribute, cst.Subscript)) for n in instances(fn.body, (cst.AugAssign, cst.AnnAssign)))
    for p, value in chains:
        base = _chain_base(value)
        if base is not None and not stores and p not in rebound and p not in returned_names \
                and p not in rename.values() and (base not in local or rename.get(base) == base):
            rename[p] = value
            continue
        if (isinstance(value, cst.SimpleString) or (per_call_literals and _literal(value))) \
                and p not in rebound and p not in returned_names and p not in rename.values():
            # ``name="h1"``: the scope name the model reads; a helper inlined at several calls:
            # ``add_layer(xs, 1, 10)`` reads ``tf.random_normal([1, 10])`` rather than numbered
            # ``in_size_1 = 10`` copies (an immutable literal read where the body reads it;
            # ``-1`` in parentheses: ``p ** 2`` is ``(-1) ** 2``)
            if isinstance(value, cst.UnaryOperation) and not value.lpar:
                value = value.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
            rename[p] = value
            continue
        params.append(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(rename.get(p, p)))], value)]))
    if site is not None and origins is not None:
        for st in params + tail:  # (the tail's origin carried by the renamer to its copy)
            record_origin(origins, site, st)
    renamer = _Renamer(rename, origins, tf_table)
    stmts = []
    for s in body + tail:
        new = renamer.rewrite(s)  # (a decided top-level ``if``: its branch's statements, or none)
        if isinstance(new, cst.FlattenSentinel):
            stmts += list(new.nodes)
        elif not isinstance(new, cst.RemovalSentinel):
            stmts.append(new)
    if tail and stmts and isinstance(stmts[-1], cst.SimpleStatementLine) and isinstance(stmts[-1].body[0], cst.Assign):
        # the caller's target as the caller wrote it: ``h, s = forward(x)`` of ``return h,
        # tf.reduce_sum(h)`` renamed the local ``h`` (a target), not the target (hunt 7: the
        # copy bound ``h_1, s`` and the caller's ``h`` was never bound, NameError)
        last = stmts[-1]
        value = last.body[0].value
        parts = paired_names(target, value)
        if parts is not None:
            # ``h, out, params = h_1, out_1, [w1, b1, w2]``: one statement per name, as
            # ``model._split_tuples`` splits the caller's own (the planner reads ``params`` as
            # the list of variables it is: a gradient with respect to it)
            made = [last.with_changes(body=[cst.Assign([cst.AssignTarget(t)], v)], leading_lines=last.leading_lines if k == 0 else [])
                    for k, (t, v) in enumerate(parts)]
        else:
            made = [last.with_changes(body=[last.body[0].with_changes(targets=[cst.AssignTarget(target)])])]
        stmts[-1:] = made
        if origins is not None and id(last) in origins:
            for m in made:
                record_origin(origins, last, m)
    out = params + stmts
    if not out:
        return None
    first = out[0]  # keeps the call site's blank lines and comments, and the body's comments
    out[0] = first.with_changes(leading_lines=list(site_lines) + [line for line in first.leading_lines if line.comment is not None])
    if origins is not None and id(first) in origins and origins[id(first)][0] is first:
        record_origin(origins, first, out[0])
    if dict_map is not None:
        return _Resolved(out, target.value, {k: rename.get(v, v) for k, v in dict_map.items()})
    return _Resolved(out, None, None)


def _dict_values_named(body: list, ret: cst.Dict, local: set, used: set) -> tuple:
    """``return {"x": x, "params": [w1, b1]}``: each value that is not a name bound first
    (``params = [w1, b1]`` before the return, in order: the same evaluation), so the dict maps
    keys to names (``_dict_of_names``); ``local`` gets the new names. (body, ret) unchanged if a
    key is not a string literal."""
    if not all(isinstance(e, cst.DictElement) and isinstance(e.key, cst.SimpleString) for e in ret.elements):
        return body, ret
    if all(isinstance(e.value, cst.Name) for e in ret.elements):
        return body, ret
    extra, elements = [], []
    for e in ret.elements:
        if isinstance(e.value, cst.Name):
            elements.append(e)
            continue
        key = e.key.evaluated_value
        base = key if key.isidentifier() and not keyword.iskeyword(key) else "value"
        name, k = base, 1
        while name in local or name in used:
            k += 1
            name = f"{base}_{k}"
        local.add(name)
        extra.append(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(name))], e.value)]))
        elements.append(e.with_changes(value=cst.Name(name)))
    return list(body) + extra, ret.with_changes(elements=elements)


def _chain_base(node):
    """``a`` for ``a.b`` / ``a.b.c`` / ``a["key"]`` / ``a.b[0]`` (names, attributes and literal
    keys only), else None."""
    if not isinstance(node, (cst.Attribute, cst.Subscript)) or node.lpar:
        return None
    while isinstance(node, (cst.Attribute, cst.Subscript)):
        if isinstance(node, cst.Subscript):
            if len(node.slice) != 1 or not isinstance(node.slice[0].slice, cst.Index) \
                    or not isinstance(node.slice[0].slice.value, (cst.SimpleString, cst.Integer)):
                return None
        node = node.value
    return node.value if isinstance(node, cst.Name) else None


def _name_counts(tree) -> collections.Counter:
    """How often each name occurs in ``tree`` (Name nodes; cached with ``instances``)."""
    entry = _COUNTS.get(id(tree))
    if entry is None or entry[0] is not tree:
        entry = _COUNTS[id(tree)] = (tree, collections.Counter(n.value for n in instances(tree, cst.Name)))
        if len(_COUNTS) > 4096:
            _COUNTS.clear()
            _COUNTS[id(tree)] = entry
    return entry[1]


_COUNTS: dict = {}


def _only_stored(tree, name: str) -> bool:
    """``name`` occurs in ``tree`` (a function's body, a module, a function) only in assignment
    and loop targets."""
    stored = set()
    for n in instances(tree, (cst.AssignTarget, cst.For, cst.CompFor)):
        stored |= {id(x) for x in instances(n.target, cst.Name) if x.value == name}
    return all(id(x) in stored for x in instances(tree, cst.Name) if x.value == name)


class _Resolved:
    """Inlined statements, plus a dict variable whose ``g["key"]`` subscripts become names."""

    def __init__(self, stmts, dict_name, mapping):
        self.stmts, self.dict_name, self.mapping = stmts, dict_name, mapping


def _names_of(expr):
    if isinstance(expr, cst.Name):
        return [expr.value]
    if isinstance(expr, (cst.Tuple, cst.List)):
        out = []
        for e in expr.elements:
            if not isinstance(e.value, cst.Name) or isinstance(e, cst.StarredElement):
                return None
            out.append(e.value.value)
        return out
    return None


def _dict_of_names(expr: cst.Dict, local: set):
    out = {}
    for e in expr.elements:
        if not isinstance(e, cst.DictElement) or not isinstance(e.key, cst.SimpleString) or not isinstance(e.value, cst.Name):
            return None
        if e.value.value not in local:
            return None
        out[e.key.evaluated_value] = e.value.value
    return out


def _subscript_key(node):
    if isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name) and len(node.slice) == 1:
        s = node.slice[0].slice
        if isinstance(s, cst.Index) and isinstance(s.value, cst.SimpleString):
            return node.value.value, s.value.evaluated_value
    return None


def _only_subscripted(owner, name: str, mapping: dict, inlined=None) -> bool:
    """``name`` appears in ``owner`` only as ``name["key"]`` with keys of ``mapping`` (besides
    the call-site assignment), not counting ``inlined`` (the function being inlined, whose
    local may share the name: a class's ``net = tf.layers.conv2d(...)`` for an instance ``net``)."""
    total = sum(1 for n in instances(owner, cst.Name) if n.value == name)
    if inlined is not None and isinstance(owner, cst.Module) and any(st is inlined for st in owner.body):
        total -= sum(1 for n in instances(inlined, cst.Name) if n.value == name)
    subs = [k for k in (_subscript_key(n) for n in instances(owner, cst.Subscript)) if k is not None and k[0] == name]
    return all(key in mapping for _, key in subs) and total == len(subs) + 1


def _plain_string(node) -> bool:
    """A one-part ``str`` literal (no ``b``/``f`` prefix)."""
    return type(node) is cst.SimpleString and node.prefix.lower() in ("", "r", "u")


def in_place_of(stmt, branch: list):
    """What replaces a decided ``if`` statement ``stmt`` in its block: the ``branch`` taken (its
    first statement keeping ``stmt``'s comments), or nothing."""
    if not branch:
        return cst.RemovalSentinel.REMOVE
    branch = list(branch)
    branch[0] = branch[0].with_changes(leading_lines=list(stmt.leading_lines) + list(branch[0].leading_lines))
    return cst.FlattenSentinel(branch)


def with_pass_if_empty(block: cst.IndentedBlock) -> cst.IndentedBlock:
    """``block``, with ``pass`` when decided ``if``s left it empty."""
    return block.with_changes(body=[cst.SimpleStatementLine([cst.Pass()])]) if not block.body else block


class _Renamer(TracingTransformer):
    """Renames local names (not attribute names, not keyword names)."""

    def __init__(self, mapping: dict, origins=None, tf_table: ImportTable | None = None):
        super().__init__(origins)
        self.mapping = mapping
        self.tf_table = tf_table  # given: ifs on substituted parameters are decided (``leave_If``)

    def hit(self, node) -> bool:
        return type(node) is cst.Name and node.value in self.mapping  # (no subclasses: no slow ABC check)

    def leave_If(self, original, updated):
        """``if activation is None: A else: B`` with ``activation`` bound to ``None`` (or to a
        TensorFlow function, never None) at this call: the statements of the branch taken."""
        if self.tf_table is None or not any(n.value in self.mapping for n in instances(original.test, cst.Name)):
            return updated
        taken = _decided(updated.test, self.tf_table)
        if taken is None:
            return updated
        if taken:
            branch = list(updated.body.body) if isinstance(updated.body, cst.IndentedBlock) else None
        elif updated.orelse is None:
            branch = []
        elif isinstance(updated.orelse, cst.If):
            branch = [updated.orelse]
        else:
            branch = list(updated.orelse.body.body) if isinstance(updated.orelse.body, cst.IndentedBlock) else None
        return updated if branch is None else in_place_of(updated, branch)

    def leave_IndentedBlock(self, original, updated):
        return with_pass_if_empty(updated)

    def leave_Name(self, original, updated):
        new = self.mapping.get(updated.value)
        if isinstance(new, cst.CSTNode):
            return new.deep_clone()  # (a parameter bound to ``a.b``: a copy at each read)
        return updated.with_changes(value=new) if new else updated

    def leave_BinaryOperation(self, original, updated):
        """``name + "W"`` / ``"%s_W" % name`` with ``name`` bound to a string literal at this
        call: one literal (the ``get_variable`` / scope name the planner reads statically)."""
        if not any(type(side) is cst.Name and side.value in self.mapping for side in (original.left, original.right)):
            return updated
        left, right = updated.left, updated.right
        if not (_plain_string(left) and (_plain_string(right) or type(right) is cst.Integer)) or updated.lpar:
            return updated
        if type(updated.operator) is cst.Add and type(right) is not cst.Integer:
            return string_literal(left.evaluated_value + right.evaluated_value)
        if type(updated.operator) is cst.Modulo:
            try:
                return string_literal(left.evaluated_value % (right.evaluated_value if type(right) is not cst.Integer else int(right.value)))
            except (TypeError, ValueError):
                return updated
        return updated

    def leave_Attribute(self, original, updated):
        value = updated.value
        if isinstance(value, (cst.Integer, cst.Float)) and not value.lpar:
            # a number read in place of ``n`` in ``n.bit_length()``: ``(8).bit_length()``
            updated = updated.with_changes(value=value.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()]))
        return updated.with_changes(attr=original.attr)

    def leave_Arg(self, original, updated):
        return updated.with_changes(keyword=original.keyword)

    def leave_IfExp(self, original, updated):
        """``a if train else b`` with ``train`` bound to ``True``/``False`` at this call (or,
        with ``tf_table``, a test ``leave_If`` decides: ``act(z) if act is not None else z``):
        the branch Python takes (``step(sess, x, y, True)``'s fetches)."""
        if isinstance(original.test, cst.Name) and original.test.value in self.mapping and isinstance(updated.test, cst.Name) \
                and updated.test.value in ("True", "False"):
            taken = updated.test.value == "True"
        elif self.tf_table is not None and any(n.value in self.mapping for n in instances(original.test, cst.Name)):
            taken = _decided(updated.test, self.tf_table)
        else:
            return updated
        if taken is None:
            return updated
        branch = updated.body if taken else updated.orelse
        return branch.with_changes(lpar=updated.lpar, rpar=updated.rpar) if updated.lpar else branch


def _decided(test, table: ImportTable):
    """True/False for an ``if`` test whose value is known from the source alone: ``X is None``
    / ``X is not None`` / ``X`` / ``not X`` where X is ``None``, ``True``, ``False``, a number
    or string literal, or a TensorFlow symbol (``tf.nn.relu``: never None, always true); else
    None."""
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        inner = _decided(test.expression, table)
        return None if inner is None else not inner
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1 \
            and isinstance(test.comparisons[0].operator, (cst.Is, cst.IsNot)) \
            and isinstance(test.comparisons[0].comparator, cst.Name) and test.comparisons[0].comparator.value == "None":
        value = _known_value(test.left, table)
        if value is _UNKNOWN:
            return None
        return (value is None) == isinstance(test.comparisons[0].operator, cst.Is)
    value = _known_value(test, table)
    return None if value is _UNKNOWN else bool(value)


_UNKNOWN = object()


def _known_value(node, table: ImportTable):
    """``None``/``True``/``False``, a literal's truth (``1``, ``"relu"``), ``True`` for a
    TensorFlow symbol; ``_UNKNOWN`` otherwise."""
    if node.lpar:
        return _UNKNOWN
    if isinstance(node, cst.Name) and node.value in ("None", "True", "False"):
        return {"None": None, "True": True, "False": False}[node.value]
    if isinstance(node, (cst.Integer, cst.Float)):
        return node.evaluated_value != 0
    if isinstance(node, cst.SimpleString):
        return bool(node.evaluated_value)
    if isinstance(node, cst.Attribute) and (table.qualname(node) or "").startswith("tf."):
        return True
    return _UNKNOWN


class _SubscriptResolver(TracingTransformer):
    def __init__(self, name: str, mapping: dict, origins=None):
        super().__init__(origins)
        self.name, self.mapping = name, mapping

    def hit(self, node) -> bool:
        key = _subscript_key(node)
        return key is not None and key[0] == self.name

    def leave_Subscript(self, original, updated):
        key = _subscript_key(original)
        if key is not None and key[0] == self.name and key[1] in self.mapping:
            return cst.Name(self.mapping[key[1]])
        return updated


def _replace_in(stmt, replaced: dict, origins=None):
    """``stmt`` (a top-level statement) with call sites replaced, recursively into functions."""
    if isinstance(stmt, cst.FunctionDef) and isinstance(stmt.body, cst.IndentedBlock):
        inner = list(stmt.body.body)
        if any(id(s) in replaced for s in inner):
            new_inner, resolvers = [], []
            for s in inner:
                r = replaced.get(id(s))
                if r is None:
                    new_inner.append(s)
                    continue
                new_inner += r.stmts
                if r.dict_name is not None:
                    resolvers.append(_SubscriptResolver(r.dict_name, r.mapping, origins))
            new = stmt.with_changes(body=stmt.body.with_changes(body=new_inner))
            for resolver in resolvers:
                new = resolver.rewrite(new)
            return new
    return stmt
