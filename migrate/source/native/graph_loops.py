"""Module-level loops that build graph ops, outlined into a function (before planning).

Research code (and the model classes ``native.builder_classes`` turns into module code) builds
networks in loops::

    H = X
    for W, b in zip(weights[:-1], biases[:-1]):
        H = tf.tanh(tf.add(tf.matmul(H, W), b))

The planner converts graph *statements*; a compound statement reading graph values is beyond
it. The loop is the same Python as a call of a function holding it::

    def H_loop(H, weights, biases):
        for W, b in zip(weights[:-1], biases[:-1]):
            H = tf.tanh(tf.add(tf.matmul(H, W), b))
        return H


    H = H_loop(H, weights, biases)

which the planner plans like any graph-building helper call (the function is called inside
each ``sess.run`` function that needs ``H``). Exact when: the loop is a module-level ``for``
without ``else``, whose body holds no ``return``/``yield``/``global``/``nonlocal``/``def``/
``class``/``lambda``/``del``, runs no session (``.run``/``.eval``), creates no variables or
layers (only ``tf.*`` ops outside ``tf.Variable``/``tf.get_variable``/``tf.layers``/
``tf.contrib``/``tf.keras``/``tf.train``/``tf.compat``/``tf.summary``/``tf.assign*``/
``tf.variable_scope``/``tf.name_scope``, builtins and methods), and calls at least one
``tf.*`` op. Every module name the loop reads becomes a parameter (the same objects); the
names it binds that the rest of the file reads are returned, in order, and bound by the call.
Never imports TensorFlow.
"""
from __future__ import annotations

import builtins

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import assigned_names, name_nodes_read
from migrate.source.native.inline import SESSION_NAMES, _Renamer, main_guard_index
from migrate.source.native.walk import instances

__all__ = ["outline_graph_loops"]

_REFUSED = (cst.Return, cst.Yield, cst.Await, cst.Global, cst.Nonlocal, cst.FunctionDef, cst.ClassDef, cst.Lambda,
            cst.Del, cst.Import, cst.ImportFrom, cst.With, cst.Try, cst.NamedExpr)
_STATEFUL = ("tf.Variable", "tf.get_variable", "tf.layers.", "tf.contrib.", "tf.keras.", "tf.train.", "tf.compat.",
             "tf.summary.", "tf.assign", "tf.variable_scope", "tf.name_scope", "tf.Session", "tf.InteractiveSession",
             "tf.global_variables", "tf.trainable_variables", "tf.get_collection", "tf.add_to_collection",
             "tf.random", "tf.set_random_seed", "tf.placeholder", "tf.py_func", "tf.print", "tf.Print",
             "tf.control_dependencies", "tf.group", "tf.no_op", "tf.while_loop", "tf.cond", "tf.gradients",
             "tf.hessians", "tf.stop_gradient", "tf.nn.dropout", "tf.losses.", "tf.metrics.")
_BUILTINS = frozenset(dir(builtins))


def outline_graph_loops(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each qualifying loop of the module body, or of the body of a final
    ``if __name__ == "__main__":`` (module scope too), outlined as above (itself if none)."""
    origins = origins if origins is not None else {}
    body = list(module.body)
    guard = main_guard_index(body)
    if not any(isinstance(s, cst.For) for s in body) and (guard is None or not any(isinstance(s, cst.For) for s in body[guard].body.body)):
        return module
    taken = {n.value for n in instances(module, cst.Name)}
    helpers: dict = {}  # canonical loop code -> function name: the same loop twice, one function
    ctx = (table, set(table.names), taken, helpers, origins)
    new_body, _ = _outline_in(body, [], [], ctx)
    if guard is not None:
        g = new_body.index(body[guard]) if any(x is body[guard] for x in new_body) else None
        if g is not None:
            inner, defs = _outline_in(list(body[guard].body.body), new_body[:g], new_body[g + 1:], ctx)
            if defs or inner != list(body[guard].body.body):
                new_guard = body[guard].with_changes(body=body[guard].body.with_changes(body=inner))
                origins[id(new_guard)] = (new_guard, body[guard])
                new_body[g:g + 1] = defs + [new_guard]  # (defs at module level, before the guard)
    if new_body == body:
        return module
    return module.with_changes(body=new_body)


def _outline_in(stmts: list, prefix: list, suffix: list, ctx) -> tuple:
    """(stmts with their loops outlined, defs to put before them); ``prefix``/``suffix``: the
    statements of the same scope before/after them. With a ``prefix`` (a guard's body) every def
    goes before the statements; else before its loop or an earlier ``sess = tf.Session()``."""
    table, aliases, taken, helpers, origins = ctx
    loops = [k for k, s in enumerate(stmts) if isinstance(s, cst.For) and _qualifies(s, table)]
    if not loops:
        return list(stmts), []
    outlined = {}
    dropped = set()  # ids of ``L = []`` statements moved into an outlined function
    for k in loops:
        made = _outline(stmts[k], prefix + stmts[:k], stmts[k + 1:] + suffix, aliases, taken, helpers, dropped)
        if made is not None:
            outlined[k] = made
    # a def goes before the loop, or before a ``sess = tf.Session()`` that precedes the loop (the
    # planner moves graph statements of a session region before it, not past a def)
    sessions = [i for i, s in enumerate(stmts) if _opens_session(s, table)]
    defs_at: dict = {}
    hoisted = []
    for k in loops:
        if k in outlined:
            defs, calls = outlined[k]
            if defs and prefix:
                hoisted += defs
                for d in defs:
                    origins[id(d)] = (d, stmts[k])
            elif defs:
                at = min([i for i in sessions if i < k] + [k])
                defs_at.setdefault(at, []).extend(defs)
            outlined[k] = calls
    new = list(stmts)
    for k in sorted(set(outlined) | set(defs_at), reverse=True):  # (indices stay valid)
        made = defs_at.get(k, []) + (outlined[k] if k in outlined else [])
        for node in made:
            origins[id(node)] = (node, stmts[k])
        new[k:k + 1] = made + ([] if k in outlined else [stmts[k]])
    return [s for s in new if id(s) not in dropped], hoisted


def _opens_session(stmt, table: ImportTable) -> bool:
    """``sess = tf.Session(...)`` / ``tf.InteractiveSession(...)`` (a module statement)."""
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Assign):
        v = stmt.body[0].value
        return isinstance(v, cst.Call) and table.qualname(v.func) in SESSION_NAMES
    return False


def _qualifies(loop: cst.For, table: ImportTable) -> bool:
    if loop.orelse is not None or loop.asynchronous is not None or not isinstance(loop.body, cst.IndentedBlock):
        return False
    if instances(loop, _REFUSED):
        return False
    ops = False
    for c in instances(loop, cst.Call):
        f = c.func
        if isinstance(f, cst.Attribute) and f.attr.value in ("run", "eval"):
            return False
        q = table.qualname(f)
        if q is not None:
            if not q.startswith("tf.") or q.startswith(_STATEFUL):
                return False
            ops = True
        elif isinstance(f, cst.Name) and f.value not in _BUILTINS:
            return False  # a function of the file (it may create variables or run a session)
    return ops


def _outline(loop: cst.For, before: list, after: list, aliases: set, taken: set, helpers: dict, dropped: set):
    """(function defs, call statements) replacing ``loop`` (no def for a part whose identical
    loop was outlined before: its function is called), or None. One function per part of the
    loop (``_parts``). The ``L = []`` statements of the lists the functions fill
    (``_filled_lists``) are added to ``dropped`` (by id)."""
    bound_in = _bound(loop)
    read = _read(loop)
    module_bound = set()
    for s in before:
        module_bound |= _bound(s)
    later = _live_after(after)
    filled = _filled_lists(loop, before, later, bound_in)
    own = {x.value for x in instances(loop.target, cst.Name)}  # the loop's target: bound before any read
    returned = [n for n in _ordered_bound(loop) if n in later] + list(filled)
    if not returned:
        return None  # (a loop only filling containers: left as it is)
    if any(n not in module_bound and n not in bound_in for n in read if n not in _BUILTINS and n not in aliases):
        return None  # a name bound after the loop (a later def): keep the loop
    dropped.update(id(s) for s in filled.values())
    defs, calls = [], []

    def params_of(part) -> list:
        """Names read in ``part`` that the module bound before the loop (not the tf alias)."""
        return [n for n in _read(part) if n in module_bound and n not in aliases and n not in own and n not in filled]

    parts = [(part, names, params_of(part)) for part, names in _parts(loop, returned)]
    if any(set(params) & set(returned) for _, _, params in parts) and len(parts) > 1:
        # a part starting from a name another part returns would get that part's result, not the
        # value before the loop: one function
        parts = [(loop, returned, params_of(loop))]
    for part, names, params in parts:
        part_filled = [s for n, s in filled.items() if n in names]
        lead = loop.leading_lines if not calls else []
        key = _canonical(part, params, names)
        if key in helpers:
            name, _ = helpers[key]
            calls.append(_call(name, params, names, lead))
            continue
        base = f"{names[0]}_loop"
        name, k = base, 1
        while name in taken:
            k += 1
            name = f"{base}_{k}"
        taken.add(name)
        helpers[key] = (name, params)
        ret_value = cst.Name(names[0]) if len(names) == 1 else cst.Tuple([cst.Element(cst.Name(n)) for n in names], lpar=[], rpar=[])
        ret = cst.SimpleStatementLine([cst.Return(ret_value)])
        defs.append(cst.FunctionDef(
            name=cst.Name(name),
            params=cst.Parameters([cst.Param(cst.Name(p)) for p in params]),
            body=cst.IndentedBlock([s.with_changes(leading_lines=[]) for s in part_filled] + [part.with_changes(leading_lines=[]), ret]),
            leading_lines=([cst.EmptyLine()] * 2 if before or defs else [])
            + ([line for line in loop.leading_lines if line.comment is not None] if not defs else []),
        ))
        calls.append(_call(name, params, names, [cst.EmptyLine(), cst.EmptyLine()] if not calls else []))
    return defs, calls


def _parts(loop: cst.For, returned: list) -> list:
    """[(loop, the names it returns)]: the loop itself, or, when the names ``returned`` need
    different statements of its body, one loop per group of names needing the same ones, each
    holding only those statements (in order; a hand-unrolled RNN's predictions need the state,
    its losses also the fed labels: a ``sess.run`` of the predictions must not need the labels,
    as in TF1, which ran only the ops a fetch needs). Split only bodies of single-statement lines
    assigning names or tuples of names (``=``, ``+=``) or appending to a list (``L.append(...)``):
    the statements a name needs are then found by what each reads and binds, across iterations
    (a statement binding a name a needed statement reads is needed, whatever its place)."""
    whole = [(loop, returned)]
    body = loop.body.body
    if len(returned) < 2:
        return whole
    binds, reads = [], []
    for stmt in body:
        if type(stmt) is not cst.SimpleStatementLine or len(stmt.body) != 1:
            return whole
        small = stmt.body[0]
        if type(small) is cst.Assign:
            targets = [t.target for t in small.targets]
        elif type(small) is cst.AugAssign:
            targets = [small.target]
        elif (type(small) is cst.Expr and type(small.value) is cst.Call and type(small.value.func) is cst.Attribute
              and small.value.func.attr.value == "append" and type(small.value.func.value) is cst.Name):
            targets = [small.value.func.value]
        else:
            return whole
        names = set()
        for t in targets:
            if type(t) is cst.Name:
                names.add(t.value)
            elif type(t) in (cst.Tuple, cst.List) and all(type(e.value) is cst.Name for e in t.elements):
                names |= {e.value.value for e in t.elements}
            else:
                return whole
        binds.append(names)
        reads.append(set(_read(stmt)))
    groups: dict = {}
    for r in returned:
        needed, kept, changed = {r}, set(), True
        while changed:
            changed = False
            for k in range(len(body)):
                if k not in kept and binds[k] & needed:
                    kept.add(k)
                    needed |= reads[k]
                    changed = True
        if not kept:
            return whole  # (the loop's own target, read after it)
        groups.setdefault(frozenset(kept), []).append(r)
    if len(groups) == 1:
        return whole
    return [(loop.with_changes(body=loop.body.with_changes(body=[body[k] for k in sorted(kept)])), names)
            for kept, names in groups.items()]


def _filled_lists(loop: cst.For, before: list, later: set, bound_in: set) -> dict:
    """{name: its ``name = []`` statement} for the lists the loop fills that start empty right
    before it: a whole statement ``L = []`` of the module before the loop, without comments, L
    named by no statement between it and the loop, bound nowhere in the loop, and read after
    it. The outlined function starts them empty itself (TF1 ran the loop once; the function
    runs in every ``sess.run`` function that needs them: a module list would grow at each
    call) and returns them."""
    out = {}
    candidates = {c.func.value.value for c in instances(loop, cst.Call)
                  if type(c.func) is cst.Attribute and type(c.func.value) is cst.Name and c.func.attr.value == "append"}
    for name in sorted(candidates):
        if name in bound_in or name not in later:
            continue
        for s in reversed(before):
            if type(s) is cst.SimpleStatementLine and len(s.body) == 1 and type(s.body[0]) is cst.Assign:
                a = s.body[0]
                if (len(a.targets) == 1 and type(a.targets[0].target) is cst.Name and a.targets[0].target.value == name
                        and type(a.value) is cst.List and not a.value.elements):
                    if not any(line.comment is not None for line in s.leading_lines) and s.trailing_whitespace.comment is None:
                        out[name] = s
                    break
            if any(n.value == name for n in instances(s, cst.Name)):
                break
    order = {id(s): k for k, s in enumerate(before)}
    return dict(sorted(out.items(), key=lambda item: order[id(item[1])]))  # (source order)


def _call(name: str, params: list, returned: list, leading_lines) -> cst.SimpleStatementLine:
    """``a, b = name(params...)``."""
    target = cst.Name(returned[0]) if len(returned) == 1 else cst.Tuple([cst.Element(cst.Name(n)) for n in returned], lpar=[], rpar=[])
    return cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(target)], cst.Call(cst.Name(name), [cst.Arg(cst.Name(p)) for p in params]))],
                                   leading_lines=list(leading_lines))


def _canonical(loop: cst.For, params: list, returned: list) -> str:
    """The loop's code with parameters, returned and bound names numbered in order of
    appearance (loops equal up to their names' spelling get the same text)."""
    names = {}
    for group, prefix in ((params, "p"), (returned, "r"), (_ordered_bound(loop), "l")):
        for n in group:
            names.setdefault(n, f"{prefix}{len(names)}")
    code = _Renamer(names).rewrite(cst.Module([loop.with_changes(leading_lines=[])])).code
    return f"{len(params)}:{len(returned)}:{code}"


def _live_after(after: list) -> set:
    """Names the statements ``after`` read before rebinding them (a plain assignment rebinds;
    a binding inside a compound statement may not run, so it does not count)."""
    live, dead = set(), set()
    for s in after:
        targets = {id(x) for t in instances(s, (cst.AssignTarget, cst.For, cst.CompFor))
                   for x in instances(t.target, cst.Name)}
        live |= {n for n in _read(s, targets) if n not in dead}
        if isinstance(s, cst.SimpleStatementLine):
            for t in instances(s, cst.AssignTarget):
                dead |= set(assigned_names(t.target))
    return live


def _bound(node) -> set:
    return set(_ordered_bound(node))


def _ordered_bound(node) -> list:
    """Names ``node`` binds (assignment, loop and comprehension targets), in order."""
    out = []
    for n in instances(node, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For, cst.CompFor, cst.FunctionDef, cst.ClassDef,
                              cst.Import, cst.ImportFrom, cst.WithItem)):
        if isinstance(n, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For)):
            names = assigned_names(n.target) or [x.value for x in instances(n.target, cst.Name)]
        elif isinstance(n, cst.CompFor):
            continue  # a comprehension's own scope
        elif isinstance(n, (cst.FunctionDef, cst.ClassDef)):
            names = [n.name.value]
        elif isinstance(n, cst.WithItem):
            names = [x.value for x in instances(n.asname.name, cst.Name)] if n.asname else []
        else:
            names = [((a.asname.name.value if a.asname else _first(a.name))) for a in n.names] if not isinstance(n.names, cst.ImportStar) else []
        for x in names:
            if x not in out:
                out.append(x)
    return out


def _first(name) -> str:
    while isinstance(name, cst.Attribute):
        name = name.value
    return name.value


def _read(node, skip_ids=frozenset()) -> list:
    """Names ``node`` reads (not attribute or keyword names, nor the nodes ``skip_ids``), in
    order, without repeats."""
    out = []
    for n in name_nodes_read(node):
        if id(n) not in skip_ids and n.value not in out:
            out.append(n.value)
    return out
