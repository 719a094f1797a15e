"""Graph segments: the statements between two ``tf.reset_default_graph()`` calls.

A TF1 script may build a graph, run it, reset the default graph and build another one::

    a = tf.Variable(1.0)              # segment 1
    sess = tf.Session()
    ...
    ops.reset_default_graph()
    a = tf.Variable(2.0)              # segment 2: new graph, new variable, new session
    sess = tf.Session()

``graphs.unwrap_graphs`` drops the resets and records the statement after each one;
``native._emit_module_body`` plans each segment as a block of its own (its variables, sessions
and ``sess.run`` sites), so names rebound from one graph to the next are no longer "the same
name bound to two variables". Eager code has no graphs, so that is only right while no segment
reads a graph object (tensor, variable, operation, session) an earlier segment made: TF1 kept
the old graph alive for such a read (``old_sess.run(old_tensor)`` after the reset), the
converted code would not. ``check_segment`` refuses that.

The same holds without a reset when a script rebinds its graph names after a ``with
tf.Session()`` block closed (``a = tf.constant(2)`` ... ``with tf.Session()`` ... ``a =
tf.placeholder(tf.int16)``): if nothing after the rebinding reads the old objects, they are
unreachable, and the rest of the block is a segment too (``implicit_split``; with a ``sess =
tf.Session()`` still open, from its last use on, the new segment opening it again). Not when the rest
reads graph-wide state (collections, ``merge_all``, a ``Saver`` of all variables), which in TF1
still holds the old objects, or when a function defined before reads them. Never imports
TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Context, Refusal, assigned_names, free_names, names_in
from migrate.source.native.inline import _locals, starts_segment as marked_start
from migrate.source.native.model import bindings, flat_session, graph_bound_names, session_call, tf_names_in, uses_session
from migrate.source.native.walk import instances

__all__ = ["starts_segment", "check_segment", "implicit_split", "top_level_targets"]

RULE = "graph"
# TF1 calls that read the whole graph (old objects included)
_GRAPH_WIDE = {
    "tf.trainable_variables", "tf.global_variables", "tf.all_variables", "tf.local_variables",
    "tf.model_variables", "tf.get_collection", "tf.summary.merge_all", "tf.merge_all_summaries",
    "tf.get_default_graph", "tf.train.Saver",
}


def starts_segment(stmt: cst.CSTNode, ctx: Context) -> bool:
    """Whether ``stmt`` is the first statement after a dropped reset (or was rebuilt from it)."""
    return marked_start(stmt, ctx.segments, ctx.origins)


def check_segment(stmts: list, earlier: set, ctx: Context) -> None:
    """Raise ``Refusal`` if ``stmts`` (a later segment) read a name in ``earlier`` (graph objects
    of earlier segments: ``model.graph_bound_names``) before binding it again."""
    rebound: set = set()
    for stmt in stmts:
        bound = {name for names, _ in bindings(stmt) for name in names}
        stale = (_module_reads(stmt) - bound - rebound) & earlier
        if stale:
            names = ", ".join(f"'{name}'" for name in sorted(stale))
            raise Refusal(stmt, RULE, f"graph objects of an earlier graph are used here: {names} (made before a tf.reset_default_graph() or in "
                          "another graph's 'with graph.as_default():' block; TF1 kept that graph for them; eager code has one "
                          "namespace): run them in that graph's own session block")
        rebound |= bound


def top_level_targets(stmt) -> list:
    """Names a one-assignment statement line binds (``a = ...``, ``a, b = ...``), else []."""
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Assign):
        return [n for t in stmt.body[0].targets for n in assigned_names(t.target)]
    return []


def implicit_split(stmt, staged: list, rest: list, ctx: Context) -> tuple[int, list] | None:
    """Where a segment starts with no reset: ``(index into staged, statements to put first)``,
    or None. ``staged`` is the current segment; ``stmt`` (``rest``: it and what follows) is a
    graph-building assignment rebinding a graph name made before the segment's last session
    use, and nothing from there on reads the old objects (see module doc). The split is after
    the last ``with`` session block, or, with ``sess = tf.Session()`` still open, after the
    last statement using it, the new segment opening a session of that name again (TF1's
    session kept the old graph's state, which nothing reads any more)."""
    if not tf_names_in(stmt.body[0].value, ctx):
        return None
    flat = [k for k, s in enumerate(staged) if flat_session(s, ctx)]
    withs = [k for k, s in enumerate(staged) if isinstance(s, cst.With) and any(session_call(i.item, ctx) for i in s.items)]
    opened: list = []
    if flat:
        sess = flat_session(staged[flat[-1]], ctx)
        uses = [k for k in range(flat[-1] + 1, len(staged)) if uses_session(staged[k], sess)]
        if len(flat) > 1 or (withs and withs[-1] > flat[-1]) or not uses or any(_closes(s, sess) for s in staged):
            return None
        cut = uses[-1] + 1
        opened = [staged[flat[-1]].deep_clone().with_changes(leading_lines=[])]
    elif withs:
        cut = withs[-1] + 1
    else:
        return None
    head, tail = staged[:cut], opened + staged[cut:] + rest
    graph = graph_bound_names(head, ctx)
    if not set(top_level_targets(stmt)) & graph:
        return None
    if any(isinstance(s, cst.ClassDef) and names_in(s) & graph or isinstance(s, cst.FunctionDef) and _free_names(s) & graph
           for s in head):
        return None  # (a def reading an old object when called later; its own locals are not the module's)
    if any(ctx.call_name(c) in _GRAPH_WIDE for s in tail for c in instances(s, cst.Call)):
        return None
    try:
        check_segment(tail, graph, ctx)
    except Refusal:
        return None
    return cut, opened


def _module_reads(stmt) -> set:
    """The module names ``stmt`` reads: a def's free names (not its parameters and locals:
    ageron's ``def relu(X):`` after a reset, next to an old graph's ``X``); elsewhere
    ``context.free_names`` (not a comprehension's own targets)."""
    return _free_names(stmt) if isinstance(stmt, cst.FunctionDef) else free_names(stmt)


def _free_names(fn: cst.FunctionDef) -> set:
    """The names ``fn`` may read from the module: all it names but its parameters and locals
    (names it declares ``global`` stay; its locals are those the inliner renames)."""
    declared = {n.name.value for g in instances(fn, cst.Global) for n in g.names}
    return names_in(fn) - (_locals(fn) - declared)


def _closes(stmt, sess: str) -> bool:
    """Whether ``stmt`` is ``sess.close()``."""
    small = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
    return (isinstance(small, cst.Expr) and isinstance(small.value, cst.Call) and isinstance(small.value.func, cst.Attribute)
            and small.value.func.attr.value == "close" and isinstance(small.value.func.value, cst.Name)
            and small.value.func.value.value == sess)
