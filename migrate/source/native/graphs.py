"""Explicit graph objects unwrapped before planning: eager TF2 has no graphs to hold ops.

A common TF1 layout names its graph::

    g = tf.Graph()
    with g.as_default():
        x = tf.placeholder(tf.float32, [2])
        y = tf.reduce_sum(x * x)
    with tf.Session(graph=g) as sess:
        print(sess.run(y, {x: [1.0, 2.0]}))

``unwrap_graphs(module, table)`` turns that into the layout the planner knows — the ``with``
body in its place, ``g = tf.Graph()`` gone, ``graph=g`` dropped from the session — and drops
``tf.reset_default_graph()`` statements; the statement after a dropped reset is recorded in
``segments`` (``id -> node``): the converter plans each graph's statements as a block of its own
(``native._emit_module_body``), as TF1 built a new graph there. Graph objects are unwrapped only when the graph's name is used for nothing else:
``g.as_default()`` as the sole item of a ``with`` (no ``as``) in the block that creates it and
``graph=g`` in ``tf.Session``/``tf.InteractiveSession`` calls, and no TF op made outside the
graphs' blocks (in the default graph). A program that ran under TF1 never uses one graph's
tensors in another graph's session, so putting every graph's code in one eager namespace keeps
its behaviour (names can only collide as Python names, which the code already reuses). The
official tutorials' anonymous ``with tf.Graph().as_default():`` (fully_connected_feed, in a
function) is unwrapped the same way when no TF op is made in the default graph: by code
outside the graphs' blocks or by a function that code reaches (called or named, as
``tf.app.run(main=main)``); ``tf.gfile``/``tf.app``/``tf.flags``/``tf.logging`` calls make no op.
Anything else is left as it is (and the planner reports it). Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.walk import TracingTransformer, children, instances, nodes, record_origin
from migrate.source.rules.random_streams import SEED_SETTERS
from migrate.source.rules.tensor_by_name import LOOKUPS

__all__ = ["unwrap_graphs"]

_SESSIONS = {"tf.Session", "tf.InteractiveSession"}
SEED_NOTE = ("sets the default graph's seed, and TF1 built the model in another graph (tf.Graph()), whose draws it did "
             "not seed (they changed from run to run); the converted code has one global seed, this one: its draws repeat")


def unwrap_graphs(module: cst.Module, table: ImportTable, origins: dict | None = None, segments: dict | None = None,
                  notes: list | None = None) -> cst.Module:
    """``module`` with explicit graphs unwrapped and default-graph resets dropped (itself if
    there is nothing to do); rebuilt nodes are recorded in ``origins`` (see ``inline``), the
    first statement after each reset that follows other statements in ``segments``, notes
    ((node, rule, reason): a graph seed that now seeds the unwrapped graphs) in ``notes``."""
    graphs = _graph_names(module, table, notes)
    if any(_as_default(w, table) == ANONYMOUS for w in instances(module, cst.With)) \
            and not _ops_outside(module, graphs | {ANONYMOUS}, table, notes):
        graphs = graphs | {ANONYMOUS}  # ``with tf.Graph().as_default():`` (the official tutorials' layout)
    resets = any(reset_call(n, table) for n in instances(module, cst.Call))
    if not graphs and not resets:
        return module
    origins = origins if origins is not None else {}
    new = module.with_changes(body=_block(list(module.body), graphs, table, segments if segments is not None else {}, origins))
    if graphs:
        new = _DropGraphArg(graphs, table, origins).rewrite(new)
    return _without_unused_internal_imports(new, table) if resets else new


def _without_unused_internal_imports(module: cst.Module, table: ImportTable) -> cst.Module:
    """Drop ``from tensorflow.python.framework import ops`` (top level) once the dropped resets
    were its only uses."""
    imports = [s for s in module.body if isinstance(s, cst.SimpleStatementLine) and len(s.body) == 1
               and isinstance(s.body[0], cst.ImportFrom) and not isinstance(s.body[0].names, cst.ImportStar)]
    import_ids = {id(s) for s in imports}
    used = {n.value for s in module.body if id(s) not in import_ids for n in instances(s, cst.Name)}
    unused = {local for local, full in table.internal.items() if full == "tensorflow.python.framework.ops" and local not in used}
    if not unused:
        return module
    body, carried = [], []
    for s in module.body:
        if id(s) in import_ids:
            kept = [a for a in s.body[0].names
                    if (a.asname.name.value if a.asname is not None else a.name.value) not in unused]
            if not kept:
                carried += list(s.leading_lines)
                continue
            if len(kept) < len(s.body[0].names):
                kept[-1] = kept[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
                s = s.with_changes(body=[s.body[0].with_changes(names=kept)])
        if carried:
            s = s.with_changes(leading_lines=carried + list(s.leading_lines))
            carried = []
        body.append(s)
    return module.with_changes(body=body)


def _graph_names(module: cst.Module, table: ImportTable, notes: list | None = None) -> set:
    """Names bound once to ``tf.Graph()`` and used only as the unwrapping allows."""
    assigned: dict = {}
    for n in instances(module, cst.Assign):
        if len(n.targets) == 1 and isinstance(n.targets[0].target, cst.Name):
            name = n.targets[0].target.value
            graph = isinstance(n.value, cst.Call) and not n.value.args and table.qualname(n.value.func) == "tf.Graph"
            assigned.setdefault(name, []).append((graph, n))
    # a name bound to a new graph again (the notebooks' ``graph = tf.Graph()`` per cell): only
    # at module level, where each new graph starts a segment of its own (as a reset does)
    top = {id(s.body[0]) for s in module.body if isinstance(s, cst.SimpleStatementLine) and len(s.body) == 1}
    candidates = {name for name, binds in assigned.items() if all(graph for graph, _ in binds)
                  and (len(binds) == 1 or all(id(n) in top for _, n in binds))}
    if not candidates:
        return set()
    allowed: dict = {name: 0 for name in candidates}  # uses the unwrapping removes
    total: dict = {name: 0 for name in candidates}
    # a keyword's Name (``graph=`` of ``tf.Session(graph=graph)``) is not a use of a variable
    keywords = {id(a.keyword) for a in instances(module, cst.Arg) if a.keyword is not None}
    for n in instances(module, (cst.Name, cst.Assign, cst.With, cst.Call)):
        if isinstance(n, cst.Name) and n.value in total and id(n) not in keywords:
            total[n.value] += 1
        elif isinstance(n, cst.Assign) and isinstance(n.targets[0].target, cst.Name) and n.targets[0].target.value in allowed:
            allowed[n.targets[0].target.value] += 1
        elif isinstance(n, cst.With):
            name = _as_default(n, table)
            if name in allowed:
                allowed[name] += 1
        elif isinstance(n, cst.Call) and table.qualname(n.func) in _SESSIONS:
            for a in n.args:
                if a.keyword is not None and a.keyword.value == "graph" and isinstance(a.value, cst.Name) and a.value.value in allowed:
                    allowed[a.value.value] += 1
        elif isinstance(n, cst.Call) and _graph_lookup(n, allowed):
            allowed[n.func.value.value] += 1  # ``g.get_tensor_by_name("out:0")``: the default graph's, unwrapped
    graphs = {name for name in candidates if total[name] == allowed[name]}
    if graphs and _ops_outside(module, graphs, table, notes):
        return set()  # ops in the default graph too: which graph a tensor is in would matter
    return graphs


def _graph_lookup(call: cst.Call, graphs) -> bool:
    """``g.get_tensor_by_name(...)`` / ``g.get_operation_by_name(...)`` of a graph name of ``graphs``."""
    f = call.func
    return isinstance(f, cst.Attribute) and f.attr.value in LOOKUPS and isinstance(f.value, cst.Name) and f.value.value in graphs


_OUTSIDE_OK = _SESSIONS | {"tf.Graph", "tf.reset_default_graph"}
_NOT_OPS = ("tf.gfile.", "tf.io.gfile.", "tf.app.", "tf.flags.", "tf.logging.")  # files, flags, logs: no graph op


def _ops_outside(module: cst.Module, graphs: set, table: ImportTable, notes: list | None = None) -> bool:
    """Whether TF ops are made outside the ``with g.as_default():`` blocks (in the default
    graph): by the module's code outside them, or by a function that code reaches (called or
    named: ``tf.app.run(main=main)``) outside them; a builder function only called inside a
    graph's block makes that graph's ops. A graph seed set outside them is no op: when the
    blocks set none of their own, TF1's draws in them were not repeatable and the converted
    ones are (noted in ``notes``: (node, rule, reason))."""
    inside: set = set()
    for n in instances(module, cst.With):
        # ``with g.as_default():`` and ``with tf.Session(graph=g) as sess:`` (a session's block
        # makes its graph the default one) hold g's ops
        if _as_default(n, table) in graphs or _session_block_graph(n, table) in graphs:
            inside.update(id(m) for m in nodes(n.body))
            for item in n.items[1:]:  # ``tf.device(...)`` next to ``g.as_default()``
                inside.update(id(m) for m in nodes(item))
    defs: dict = {}
    for fn in instances(module, cst.FunctionDef):
        defs.setdefault(fn.name.value, []).append(fn)
    seeded = _graphs_seeded(module, graphs, table)
    seeds: list = []
    seen: set = set()
    pending = [s for s in module.body if not isinstance(s, cst.FunctionDef)]
    while pending:
        tree = pending.pop()
        stack = [tree]
        while stack:
            n = stack.pop()
            if id(n) in inside:
                continue
            if isinstance(n, cst.Call):
                q = table.qualname(n.func) or ""
                if q.startswith("tf.") and q not in _OUTSIDE_OK and not q.startswith(_NOT_OPS) and q not in SEED_SETTERS:
                    return True
                if q in SEED_SETTERS and not seeded:
                    seeds.append((n, "random_streams", f"{q} {SEED_NOTE}"))
            elif isinstance(n, cst.Name) and n.value in defs and n.value not in seen:
                seen.add(n.value)
                pending += [fn.body for fn in defs[n.value]]
            if isinstance(n, cst.FunctionDef):
                continue  # a nested def runs when called (reached by its name)
            stack.extend(children(n))
    if notes is not None:
        notes += seeds
    return False



def _graphs_seeded(module: cst.Module, graphs: set, table: ImportTable) -> bool:
    """Every ``with g.as_default():`` block of ``graphs`` sets its graph seed before it calls
    anything else of TensorFlow (Fleming's highway network: ``tf.set_random_seed(42)`` at the
    top of the file and again first thing in the graph's block): a seed set outside them then
    seeds no op of theirs, and unwrapped it is overridden before any."""
    blocks = [n for n in instances(module, cst.With) if _as_default(n, table) in graphs]
    if not blocks:
        return False
    for n in blocks:
        # the first statement calling TensorFlow must be ``tf.set_random_seed(...)`` itself
        first = next((st for st in n.body.body if any(_makes_op(table.qualname(c.func)) for c in instances(st, cst.Call))), None)
        small = first.body[0] if isinstance(first, cst.SimpleStatementLine) and len(first.body) == 1 else None
        if not (isinstance(small, cst.Expr) and isinstance(small.value, cst.Call) and table.qualname(small.value.func) in SEED_SETTERS):
            return False
    return True


def _makes_op(q: str | None) -> bool:
    return q is not None and q.startswith("tf.") and not q.startswith(_NOT_OPS)


def _session_block_graph(stmt, table: ImportTable) -> str | None:
    """``g`` of ``with tf.Session(graph=g) [as sess]:``, else None."""
    if not isinstance(stmt, cst.With) or len(stmt.items) != 1:
        return None
    call = stmt.items[0].item
    if isinstance(call, cst.Call) and table.qualname(call.func) in _SESSIONS:
        for a in call.args:
            if a.keyword is not None and a.keyword.value == "graph" and isinstance(a.value, cst.Name):
                return a.value.value
    return None


ANONYMOUS = "<tf.Graph()>"  # the graph of ``with tf.Graph().as_default():`` (no name)


def _as_default(stmt, table: ImportTable) -> str | None:
    """``g`` of ``with g.as_default():`` (the first item, no ``as``; other items, such as the
    word2vec notebook's ``tf.device('/cpu:0')``, stay as a ``with`` of their own), ``ANONYMOUS``
    for ``with tf.Graph().as_default():``, else None."""
    if not isinstance(stmt, cst.With) or not stmt.items or stmt.items[0].asname is not None:
        return None
    call = stmt.items[0].item
    if isinstance(call, cst.Call) and not call.args and isinstance(call.func, cst.Attribute) \
            and call.func.attr.value == "as_default":
        if isinstance(call.func.value, cst.Name):
            return call.func.value.value
        made = call.func.value
        if isinstance(made, cst.Call) and not made.args and table.qualname(made.func) == "tf.Graph":
            return ANONYMOUS
    return None


def _block(stmts: list, graphs: set, table: ImportTable, segments: dict, origins: dict, bound: set | None = None) -> list:
    """``stmts`` with the graphs' blocks unwrapped; a statement rebuilt (the comments of what was
    dropped before it) recorded in ``origins``."""
    bound = bound if bound is not None else set()  # graph names bound so far (module level)
    out: list = []
    carried: list = []  # leading lines of removed statements, for the next one
    reset = False  # a reset was dropped after statements other than imports: the next one starts a segment
    previous = None  # the graph of the last graph block unwrapped here
    for s in stmts:
        if _is_graph_assign(s, graphs) or _is_reset(s, table):
            carried += list(s.leading_lines)
            # (a graph name bound again: a new graph, its statements a segment of their own)
            again = _is_graph_assign(s, graphs) and s.body[0].targets[0].target.value in bound
            reset = reset or ((_is_reset(s, table) or again) and not all(map(_is_import, out)))
            if _is_graph_assign(s, graphs):
                bound.add(s.body[0].targets[0].target.value)
            continue
        name = _as_default(s, table)
        if name in graphs and isinstance(s.body, cst.IndentedBlock) and len(s.items) > 1:
            # ``with g.as_default(), tf.device(d):`` -> ``with tf.device(d):`` (the rest of the items)
            items = list(s.items[1:])
            items[-1] = items[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
            s = s.with_changes(items=items)
            name = None
        if name in graphs and isinstance(s.body, cst.IndentedBlock):
            if previous is not None and (name == ANONYMOUS or name != previous) and not all(map(_is_import, out)):
                # another graph than the last block's (each ``tf.Graph()`` block a new one: a
                # Saver script's save and restore graphs): its statements a segment of their own
                reset = True
            previous = name
            inner = _block(list(s.body.body), graphs, table, segments, origins)
            if inner:
                first = inner[0]
                inner[0] = first.with_changes(leading_lines=carried + list(s.leading_lines) + list(first.leading_lines))
                record_origin(origins, first, inner[0])
                carried = []
                if reset:
                    segments[id(inner[0])], reset = inner[0], False
            out += inner
            continue
        s = _nested(s, graphs, table, segments, origins)
        if carried:
            before, s = s, s.with_changes(leading_lines=carried + list(s.leading_lines))
            record_origin(origins, before, s)
            carried = []
        if reset:
            segments[id(s)], reset = s, False
        out.append(s)
    return out


def _nested(s, graphs, table, segments, origins):
    """Function and ``if``/``with`` bodies are blocks too (``def main(): g = tf.Graph() ...``)."""
    if isinstance(s, (cst.FunctionDef, cst.With, cst.For, cst.While, cst.If)) and isinstance(s.body, cst.IndentedBlock):
        body = _block(list(s.body.body), graphs, table, segments, origins)
        if body and [id(x) for x in body] != [id(x) for x in s.body.body]:
            new = s.with_changes(body=s.body.with_changes(body=body))
            record_origin(origins, s, new)
            return new
    return s


def _is_graph_assign(s, graphs: set) -> bool:
    if not isinstance(s, cst.SimpleStatementLine) or len(s.body) != 1 or not isinstance(s.body[0], cst.Assign):
        return False
    target = s.body[0].targets[0].target
    return isinstance(target, cst.Name) and target.value in graphs


_RESETS = ("tf.reset_default_graph", "tensorflow.python.framework.ops.reset_default_graph")


def reset_call(call: cst.Call, table: ImportTable) -> bool:
    """``tf.reset_default_graph()``, also as ``ops.reset_default_graph()`` after ``from
    tensorflow.python.framework import ops`` (that import is left as written)."""
    return (table.qualname(call.func) or table.internal_name(call.func)) in _RESETS


def _is_import(s) -> bool:
    return isinstance(s, cst.SimpleStatementLine) and all(isinstance(x, (cst.Import, cst.ImportFrom)) for x in s.body)


def _is_reset(s, table: ImportTable) -> bool:
    return (
        isinstance(s, cst.SimpleStatementLine) and len(s.body) == 1 and isinstance(s.body[0], cst.Expr)
        and isinstance(s.body[0].value, cst.Call) and reset_call(s.body[0].value, table)
    )


class _DropGraphArg(TracingTransformer):
    """``tf.Session(graph=g)`` -> ``tf.Session()`` for unwrapped graphs, and ``g.get_tensor_by_name(n)``
    -> ``tf.get_default_graph().get_tensor_by_name(n)`` (the one graph's lookup, which rule
    ``tensor_by_name`` resolves; hunt 39 za_050)."""

    def __init__(self, graphs: set, table: ImportTable, origins=None):
        super().__init__(origins)
        self.graphs, self.table = graphs, table

    def hit(self, node) -> bool:
        return isinstance(node, cst.Call) and (self.table.qualname(node.func) in _SESSIONS or _graph_lookup(node, self.graphs))

    def leave_Call(self, original, updated):
        if _graph_lookup(original, self.graphs):
            alias = self.table.primary or "tf"
            return updated.with_changes(func=updated.func.with_changes(value=cst.parse_expression(f"{alias}.get_default_graph()")))
        if self.table.qualname(original.func) not in _SESSIONS:
            return updated
        args = [a for a in updated.args if not (a.keyword is not None and a.keyword.value == "graph"
                                                and isinstance(a.value, cst.Name) and a.value.value in self.graphs)]
        if len(args) == len(updated.args):
            return updated
        if args:
            args[-1] = args[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
        return updated.with_changes(args=args)
