"""Loops whose every trip builds and runs a graph of its own, written out (before the graphs
are unwrapped).

ageron's notebooks (and scripts sweeping a setting) build, train and evaluate one graph per
value of a loop variable::

    for method in ["manual", "autodiff", "optimizer"]:
        tf.reset_default_graph()                  # (ageron's reset_graph(), written out first)
        theta = tf.Variable(...)
        ...
        if method == "manual":
            gradients = 2 / m * tf.matmul(tf.transpose(X), error)
        elif method == "autodiff":
            gradients = tf.gradients(mse, [theta])[0]
        ...
        with tf.Session() as sess:
            ...

Each trip starts a new graph. With the values known from the source (a list or tuple literal
of str/int/float/bool/None literals, or ``range`` of static ints), the loop is the same program
as its trips written out, the loop variable replaced by each value and each ``if`` on it
decided (``==``, ``!=``, ``<``..., ``in``/``not in`` a literal tuple or list, ``is [not]``,
``not``, ``and``/``or`` of literals): each trip then starts with a reset, which
``native.graphs`` makes a graph segment of its own, planned as any script's graph and session.

Only loops whose body starts with a graph reset and opens a session, of at most 16 trips,
without ``else``; whose body never binds the loop variable and holds no ``break``/``continue``
of this loop, ``return``/``yield``, ``global``/``nonlocal``, ``del``, ``def``/``class`` or
``try``; and whose every ``if`` reading the loop variable is decided. The loop variable gets
its last value after the loop when read there. Never imports TensorFlow.
"""
from __future__ import annotations

import ast
import operator

import libcst as cst

from migrate.source.codegen import node_code
from migrate.source.native.aliases import ImportTable
from migrate.source.native.graphs import _is_reset
from migrate.source.native.helper_loops import LoopUnroller, _read_before_bound
from migrate.source.native.inline import SESSION_NAMES, _Renamer, in_place_of, with_pass_if_empty
from migrate.source.native.variable_loops import _range_values, _static_names
from migrate.source.native.walk import instances

__all__ = ["unroll_reset_loops"]

_MAX_TRIPS = 16
_REFUSED = (cst.Return, cst.Yield, cst.Global, cst.Nonlocal, cst.Del, cst.FunctionDef, cst.ClassDef, cst.Try)
_COMPARE = {cst.Equal: operator.eq, cst.NotEqual: operator.ne, cst.LessThan: operator.lt, cst.LessThanEqual: operator.le,
            cst.GreaterThan: operator.gt, cst.GreaterThanEqual: operator.ge,
            cst.In: lambda a, b: a in b, cst.NotIn: lambda a, b: a not in b}
_UNKNOWN = object()


def unroll_reset_loops(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each qualifying loop written out as above (itself if none)."""
    origins = origins if origins is not None else {}
    if not any(_starts_with_reset(loop, table) for loop in instances(module, cst.For)):
        return module  # (the common case: no loop resets the graph)
    return _Unroll(table, _static_names(module), origins).rewrite(module)


def _starts_with_reset(loop: cst.For, table: ImportTable) -> bool:
    body = loop.body.body if isinstance(loop.body, cst.IndentedBlock) else ()
    return bool(body) and _is_reset(body[0], table)


class _Unroll(LoopUnroller):
    def __init__(self, table: ImportTable, static: dict, origins: dict):
        super().__init__(origins)
        self.table, self.static = table, static

    def _unrolled(self, loop: cst.For, after: list) -> list | None:
        if loop.orelse is not None or loop.asynchronous is not None or not isinstance(loop.target, cst.Name) \
                or not _starts_with_reset(loop, self.table):
            return None
        var = loop.target.value
        values = _values(loop.iter, self.static)
        if not values or len(values) > _MAX_TRIPS or not _plain_body(loop, var, self.table):
            return None
        out = []
        for value in values:
            trip = []
            for s in loop.body.body:
                # (a deep copy per trip: later passes tell statements apart by identity)
                decided = _IfFolder(var, value).folded(s.deep_clone())
                if decided is None:
                    return None  # (an ``if`` on the loop variable it could not decide)
                trip += [_Renamer({var: value}).rewrite(d) for d in decided]
            out += trip
        out[0] = out[0].with_changes(leading_lines=list(loop.leading_lines))
        if _read_before_bound(var, after):
            out.append(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(var))], values[-1].deep_clone())]))
        return out


def _values(it, static: dict) -> list | None:
    """The loop's values as literal nodes: a list/tuple literal of literals, or a static range."""
    if isinstance(it, (cst.List, cst.Tuple)):
        elements = [e.value for e in it.elements if not isinstance(e, cst.StarredElement)]
        if len(elements) != len(it.elements) or any(_literal(e) is _UNKNOWN for e in elements):
            return None
        return elements
    ints = _range_values(it, static)
    if not ints:
        return None
    return [cst.Integer(str(v)) if v >= 0 else cst.UnaryOperation(cst.Minus(), cst.Integer(str(-v))) for v in ints]


def _literal(node):
    """The Python value of a literal node (str, int, float, True/False/None, a negative number,
    a tuple or list of those: ``ast.literal_eval`` of its code), else ``_UNKNOWN``."""
    try:
        return ast.literal_eval(node_code(node))
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return _UNKNOWN


def _plain_body(loop: cst.For, var: str, table: ImportTable) -> bool:
    """A session opened, the loop variable never bound, none of ``_REFUSED``, no ``break`` or
    ``continue`` of this loop (those inside nested loops are theirs)."""
    body = loop.body
    if not any(table.qualname(c.func) in SESSION_NAMES for c in instances(body, cst.Call)):
        return False
    if instances(body, _REFUSED):
        return False
    binders = instances(body, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For, cst.CompFor, cst.AsName, cst.NamedExpr))
    if any(n.value == var for b in binders for n in instances(b.target if not isinstance(b, cst.AsName) else b.name, cst.Name)):
        return False
    nested = {id(x) for inner in instances(body, (cst.For, cst.While)) for x in instances(inner.body, (cst.Break, cst.Continue))}
    return all(id(x) in nested for x in instances(body, (cst.Break, cst.Continue)))


class _IfFolder(cst.CSTTransformer):
    """A trip's statement with each ``if`` reading the loop variable decided for its value
    (``failed`` when one is not decidable)."""

    def __init__(self, var: str, value):
        self.var, self.value, self.failed = var, _literal(value), False
        self.elifs: set = set()

    def folded(self, stmt) -> list | None:
        """The statements ``stmt`` stands for in this trip; None if an ``if`` is undecided."""
        new = stmt.visit(self)
        if self.failed:
            return None
        if isinstance(new, cst.FlattenSentinel):
            return list(new.nodes)
        return [] if isinstance(new, cst.RemovalSentinel) else [new]

    def visit_If(self, node):
        if isinstance(node.orelse, cst.If):
            self.elifs.add(id(node.orelse))  # (decided with the ``if`` heading its chain)

    def leave_If(self, original, updated):
        if id(original) in self.elifs:
            return updated
        branch = self._taken(updated)
        return updated if branch is None else in_place_of(updated, branch)

    def _taken(self, node: cst.If):
        """The statements of the branch an ``if``/``elif`` chain on the loop variable takes;
        None if it does not read it (left as it is) or cannot be decided (``failed``)."""
        part, reads = node, False
        while isinstance(part, cst.If):
            reads = reads or any(n.value == self.var for n in instances(part.test, cst.Name))
            part = part.orelse
        if not reads:
            return None
        part = node
        while isinstance(part, cst.If):
            value = self.evaluated(part.test)
            if value is _UNKNOWN:
                self.failed = True
                return None
            if value:
                return list(part.body.body)
            part = part.orelse
        return list(part.body.body) if part is not None else []

    def leave_IndentedBlock(self, original, updated):
        return with_pass_if_empty(updated)

    def evaluated(self, node):
        """The value of ``node`` from literals and the loop variable, else ``_UNKNOWN``."""
        if isinstance(node, cst.Name) and node.value == self.var:
            return self.value
        if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Not):
            inner = self.evaluated(node.expression)
            return _UNKNOWN if inner is _UNKNOWN else not inner
        if isinstance(node, cst.BooleanOperation):
            left, right = self.evaluated(node.left), self.evaluated(node.right)
            if left is _UNKNOWN or right is _UNKNOWN:
                return _UNKNOWN
            return (left and right) if isinstance(node.operator, cst.And) else (left or right)
        if isinstance(node, cst.Comparison):
            left = self.evaluated(node.left)
            for target in node.comparisons:
                right = self.evaluated(target.comparator)
                if left is _UNKNOWN or right is _UNKNOWN:
                    return _UNKNOWN
                if isinstance(target.operator, (cst.Is, cst.IsNot)):
                    if right is not None:
                        return _UNKNOWN  # (identity of other literals is CPython's business)
                    holds = (left is None) == isinstance(target.operator, cst.Is)
                else:
                    op = _COMPARE.get(type(target.operator))
                    if op is None:
                        return _UNKNOWN
                    try:
                        holds = op(left, right)
                    except TypeError:
                        return _UNKNOWN
                if not holds:
                    return False
                left = right
            return True
        return _literal(node)
