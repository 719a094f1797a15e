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
converted code would not. ``check_segment`` refuses that. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Context, Refusal, names_in
from migrate.source.native.model import bindings

__all__ = ["starts_segment", "check_segment"]

RULE = "graph"


def starts_segment(stmt: cst.CSTNode, ctx: Context) -> bool:
    """Whether ``stmt`` is the first statement after a dropped reset (or was rebuilt from it)."""
    if ctx.segments.get(id(stmt)) is stmt:
        return True
    origin = ctx.origins.get(id(stmt))
    return origin is not None and origin[0] is stmt and ctx.segments.get(id(origin[1])) is origin[1]


def check_segment(stmts: list, earlier: set, ctx: Context) -> None:
    """Raise ``Refusal`` if ``stmts`` (a later segment) read a name in ``earlier`` (graph objects
    of earlier segments: ``model.graph_bound_names``) before binding it again."""
    rebound: set = set()
    for stmt in stmts:
        bound = {name for names, _ in bindings(stmt) for name in names}
        stale = (names_in(stmt) - bound - rebound) & earlier
        if stale:
            names = ", ".join(f"'{name}'" for name in sorted(stale))
            raise Refusal(stmt, RULE, f"graph objects made before tf.reset_default_graph() are used after it: {names} (TF1 kept the old graph for them; eager code has one namespace)")
        rebound |= bound
