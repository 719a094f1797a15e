"""Python random draws inside graph code lifted into a statement of their own (before planning).

TF1 evaluates the Python parts of a graph-building statement once, while building::

    y = tf.matmul(x, rng.randn(2, 2).astype(np.float32))     (x: a placeholder)

draws one matrix, a constant of the graph. The converted statement runs inside each
``sess.run`` function (it reads the placeholder), where Python runs at every trace: one draw per
function, in another order. So the draw is lifted first, the same Python::

    y_draw = rng.randn(2, 2).astype(np.float32)
    y = tf.matmul(x, y_draw)

``lift_python_draws(module, table, origins)`` does this for statements that read a name graph
code bound (so they may run per ``sess.run``) and are neither variable creations (made once
anyway), feed dicts nor ``sess.run``/``.eval`` calls. A draw is a call of ``np.random.*`` / ``numpy.random.*`` / ``random.*``, a
method of a name bound to ``np.random.RandomState(...)`` / ``default_rng(...)``, or
``time.time()`` — with the chain of plain (non-TF) calls and attributes around it
(``.astype(...)``). Rebuilt statements are recorded in ``origins``. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable, dotted
from migrate.source.native.context import names_in
from migrate.source.native.model import runs_graph, single_small
from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["lift_python_draws"]

_DRAW_PREFIXES = ("np.random.", "numpy.random.", "random.", "time.time")
_GENERATORS = {"np.random.RandomState", "numpy.random.RandomState", "np.random.default_rng", "numpy.random.default_rng",
               "random.Random"}
GENERATOR_MAKERS = _GENERATORS  # (the calls making a random generator: ``np.random.RandomState(3)``)
_CREATIONS = {"tf.Variable", "tf.get_variable"}


def lift_python_draws(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with the draws described above lifted (itself if there are none)."""
    generators = generator_names(module)

    def is_draw(c: cst.Call) -> bool:
        return is_python_draw(c, table) or is_generator_draw(c, generators, table)

    draws = [c for c in instances(module, cst.Call) if is_draw(c)]
    if not draws:
        return module
    graph = {t.target.value for n in instances(module, cst.Assign)
             if any(table.qualname(c.func) is not None for c in instances(n.value, cst.Call))
             for t in n.targets if isinstance(t.target, cst.Name)}
    # (``probs = sess.run(output, ...)``: numbers, not graph values)
    assigns = [(n, names_in(n.value)) for n in instances(module, cst.Assign) if not runs_graph(n.value)]
    grown = True
    while grown:  # ``h = x * draw`` then ``y = h + draw``: values computed from graph values are graph values
        grown = False
        for n, read in assigns:
            if read & graph:
                for t in n.targets:
                    if isinstance(t.target, cst.Name) and t.target.value not in graph:
                        graph.add(t.target.value)
                        grown = True
    draw_ids = {id(c) for c in draws}
    taken = {n.value for n in instances(module, cst.Name)}

    def liftable(stmt) -> bool:
        small = single_small(stmt)
        if not isinstance(small, (cst.Assign, cst.Expr)):
            return False
        value = small.value
        calls = instances(value, cst.Call)
        if not any(id(c) in draw_ids for c in calls) or isinstance(value, cst.Dict):
            return False  # (a feed dict is not graph code)
        if isinstance(value, cst.Call) and table.qualname(value.func) in _CREATIONS:
            return False
        if runs_graph(value):
            return False  # runs the graph: Python code, run where it stands
        return bool(names_in(value) & graph)

    class _Lift(cst.CSTTransformer):
        """Replaces each outermost draw chain of one statement by a fresh name."""

        def __init__(self, stem):
            super().__init__()
            self.stem, self.made, self.inner = stem, [], set()

        def on_leave(self, original, updated):
            updated = super().on_leave(original, updated)
            if isinstance(original, cst.BaseExpression) and _plain_chain(original, draw_ids, table) and id(original) not in self.inner:
                name = f"{self.stem}_draw"
                k = 1
                while name in taken:
                    k += 1
                    name = f"{self.stem}_draw_{k}"
                taken.add(name)
                self.made.append(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(name))], updated)]))
                return cst.Name(name)
            return updated

        def on_visit(self, node):
            if isinstance(node, (cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp, cst.Lambda)):
                # a draw per element or per call (``[rng.choice(2, p=p) for p in probs]``): lifted,
                # it would be one draw, reading the comprehension's name where it is not bound
                self.inner.update(id(n) for n in instances(node, cst.BaseExpression) if n is not node)
            if isinstance(node, cst.BaseExpression) and _plain_chain(node, draw_ids, table):
                self.inner.update(id(n) for n in instances(node, cst.BaseExpression) if n is not node)
            return super().on_visit(node)

    wanted = {id(n) for n in instances(module, cst.SimpleStatementLine) if liftable(n)}
    if not wanted:
        return module

    class _Statements(TracingTransformer):
        """Only the lifted statements and their ancestors are visited: every other node keeps
        its identity (later passes find the import statements by identity)."""

        def hit(self, node) -> bool:
            return id(node) in wanted

        def leave_SimpleStatementLine(self, original, updated):
            if id(original) not in wanted:
                return updated
            small = original.body[0]
            stem = small.targets[0].target.value if isinstance(small, cst.Assign) and isinstance(small.targets[0].target, cst.Name) else "value"
            lift = _Lift(stem)
            value = small.value.visit(lift)  # (the original statement: the draws' ids are its nodes')
            if not lift.made:
                return updated
            lift.made[0] = lift.made[0].with_changes(leading_lines=original.leading_lines)
            new = original.with_changes(body=[small.with_changes(value=value)], leading_lines=[])
            for n in lift.made + [new]:
                self.origins[id(n)] = (n, original)
            return cst.FlattenSentinel(lift.made + [new])

    return _Statements(origins).rewrite(module)


def generator_names(module: cst.Module) -> set:
    """Names the file binds to a random generator (``rng = np.random.RandomState(3)``)."""
    return {t.target.value for n in instances(module, cst.Assign) if isinstance(n.value, cst.Call)
            and dotted(n.value.func) in _GENERATORS for t in n.targets if isinstance(t.target, cst.Name)}


def is_generator_draw(call: cst.Call, generators: set, table: ImportTable) -> bool:
    """A draw from a generator: a method (not ``seed``/``get_state``/``set_state``) of a name in
    ``generators`` (``rng.standard_normal(2)``; a function parameter of that name too)."""
    return table.qualname(call.func) is None and isinstance(call.func, cst.Attribute) and isinstance(call.func.value, cst.Name) \
        and call.func.value.value in generators and call.func.attr.value not in ("seed", "get_state", "set_state")


def is_python_draw(call: cst.Call, table: ImportTable) -> bool:
    """A call of ``np.random.*`` / ``random.*`` / ``time.time`` (not TensorFlow, not a seed)."""
    name = dotted(call.func) or ""
    return table.qualname(call.func) is None and name.startswith(_DRAW_PREFIXES) and name not in _GENERATORS \
        and not name.endswith(".seed")


def _plain_chain(node, draw_ids: set, table: ImportTable) -> bool:
    """``node`` is a draw, or a plain call/attribute whose receiver chain holds one
    (``rng.randn(2, 2).astype(np.float32)``) and calls no TensorFlow."""
    if isinstance(node, cst.Call) and id(node) in draw_ids:
        return True
    if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and table.qualname(node.func) is None:
        return _plain_chain(node.func.value, draw_ids, table) and not any(
            table.qualname(c.func) is not None for a in node.args for c in instances(a.value, cst.Call))
    if isinstance(node, cst.Attribute):
        return _plain_chain(node.value, draw_ids, table)
    return False
