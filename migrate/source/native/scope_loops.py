"""Loops that build one scoped layer per iteration, unrolled before the helpers are inlined.

Jim Fleming's highway network (and much research code) names each layer's scope after the
loop variable and picks the layer kind by its value::

    for i in range(num_layers):
        with tf.variable_scope('layer_{0}'.format(i)):
            if i == 0:
                prev_y = dense_layer(x, ...)
            elif i == num_layers - 1:
                y = dense_layer(tf.nn.dropout(prev_y, keep_prob), ...)
            else:
                prev_y = highway_layer(prev_y, ...)

TF1 ran the loop once, while building the graph. With the trip count known from the source
(``range`` of int literals or of module names bound once to ints), the loop is the same
program as its iterations written out, the loop variable replaced by its value, each scope
name folded to its string literal and each ``if`` on the loop variable replaced by the branch
it takes (names kept: each iteration rebinds ``prev_y`` from the previous one, as the loop
did)::

    with tf.variable_scope('layer_0'):
        prev_y = dense_layer(x, ...)
    with tf.variable_scope('layer_1'):
        prev_y = highway_layer(prev_y, ...)
    ...

after which the inliner takes the helper calls and the planner the scope blocks. Only loops
``for NAME in range(...)`` without ``else``, of at most 32 trips, whose body holds
single-statement lines (assignments to names, expression calls), ``with tf.variable_scope(...)``
/ ``tf.name_scope(...)`` blocks (no ``as``) and ``if`` statements of the same, at least one of
those scopes named by an expression of the loop variable that folds to a string
(``'fmt'.format(i)``, ``'fmt' % i``, ``f'...{i}'``, ``'layer' + str(i)``), every ``if`` test
decidable from int literals, the loop variable and module int constants; no ``break``/
``continue``/``return``, nested loops, functions or ``try``, no ``sess.run``/``.eval``; the loop
variable never rebound (its last value bound after the loop when read there). Never imports
TensorFlow.
"""
from __future__ import annotations

import operator

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import string_value
from migrate.source.native.context import assigned_names, string_literal
from migrate.source.native.helper_loops import LoopUnroller, with_loop_variable_after
from migrate.source.native.variable_loops import _range_values, _static, _static_names, _Substitute
from migrate.source.native.walk import instances

__all__ = ["unroll_scope_loops"]

_SCOPES = ("tf.variable_scope", "tf.name_scope")
_COMPARE = {cst.Equal: operator.eq, cst.NotEqual: operator.ne, cst.LessThan: operator.lt,
            cst.LessThanEqual: operator.le, cst.GreaterThan: operator.gt, cst.GreaterThanEqual: operator.ge}


def unroll_scope_loops(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each qualifying loop unrolled as above (itself if none)."""
    origins = origins if origins is not None else {}
    if not any(_scope_named_by(loop, table) for loop in instances(module, cst.For)):
        return module  # (the common case: no loop names a scope after its variable)
    return _Unroll(table, _static_names(module), origins).rewrite(module)


def _scope_named_by(loop: cst.For, table: ImportTable) -> bool:
    """``loop`` holds a ``with tf.variable_scope(<expression of the loop variable>)``."""
    if not isinstance(loop.target, cst.Name):
        return False
    var = loop.target.value
    return any(_scope_item(w, table) is not None and any(n.value == var for n in instances(_scope_item(w, table), cst.Name))
               for w in instances(loop.body, cst.With))


def _scope_item(w: cst.With, table: ImportTable):
    """The name argument of ``with tf.variable_scope(name):`` / ``tf.name_scope(name):``, else None."""
    if len(w.items) != 1 or w.items[0].asname is not None or not isinstance(w.items[0].item, cst.Call):
        return None
    call = w.items[0].item
    if table.qualname(call.func) not in _SCOPES or not call.args or call.args[0].keyword is not None:
        return None
    return call.args[0].value


class _Unroll(LoopUnroller):
    def __init__(self, table: ImportTable, static: dict, origins: dict):
        super().__init__(origins)
        self.table, self.static = table, static

    def _unrolled(self, loop: cst.For, after: list) -> list | None:
        if loop.orelse is not None or loop.asynchronous is not None or not isinstance(loop.body, cst.IndentedBlock) \
                or not _scope_named_by(loop, self.table):
            return None
        values = _range_values(loop.iter, self.static)
        if not values:
            return None
        var = loop.target.value
        if not _plain_body(loop.body.body, var, self.table):
            return None
        out = []
        for value in values:
            for s in loop.body.body:
                # (a deep copy per iteration: later passes tell statements apart by identity)
                new = _Fold(self.static).fold(_Substitute(var, value, {}).rewrite(s.deep_clone()))
                if new is None:
                    return None  # (an ``if`` it could not decide, a scope name it could not fold)
                out += [x.with_changes(leading_lines=[]) for x in new]
        return with_loop_variable_after(out, loop, var, values[-1], after) if out else None


def _plain_body(stmts, var: str, table: ImportTable) -> bool:
    """Single-statement lines, scope blocks and ``if``s of those, as the module docstring lists."""
    for s in stmts:
        if isinstance(s, cst.SimpleStatementLine):
            if len(s.body) != 1:
                return False
            small = s.body[0]
            if isinstance(small, cst.Assign):
                if len(small.targets) != 1 or not assigned_names(small.targets[0].target) or var in assigned_names(small.targets[0].target):
                    return False
            elif not (isinstance(small, cst.Expr) and isinstance(small.value, cst.Call)):
                return False
            if any(isinstance(c.func, cst.Attribute) and c.func.attr.value in ("run", "eval") for c in instances(small, cst.Call)):
                return False
            continue
        if isinstance(s, cst.With):
            if _scope_item(s, table) is None or not isinstance(s.body, cst.IndentedBlock) or not _plain_body(s.body.body, var, table):
                return False
            continue
        if isinstance(s, cst.If):
            part = s
            while isinstance(part, cst.If):
                if not isinstance(part.body, cst.IndentedBlock) or not _plain_body(part.body.body, var, table):
                    return False
                part = part.orelse
            if isinstance(part, cst.Else) and not (isinstance(part.body, cst.IndentedBlock) and _plain_body(part.body.body, var, table)):
                return False
            continue
        return False
    return True


class _Fold:
    """One iteration's statement with its ``if``s decided and its scope names folded."""

    def __init__(self, static: dict):
        self.static = static

    def fold(self, stmt) -> list | None:
        """The statements ``stmt`` stands for (several for a decided ``if``), None if undecidable."""
        if isinstance(stmt, cst.SimpleStatementLine):
            return [stmt]
        if isinstance(stmt, cst.With):
            call = stmt.items[0].item
            name = _folded_string(call.args[0].value, self.static)
            if name is None:
                return None
            body = self.fold_all(stmt.body.body)
            if body is None:
                return None
            if not body:
                return []
            call = call.with_changes(args=[call.args[0].with_changes(value=string_literal(name)), *call.args[1:]])
            item = stmt.items[0].with_changes(item=call)
            return [stmt.with_changes(items=[item], body=stmt.body.with_changes(body=body))]
        if isinstance(stmt, cst.If):
            part = stmt
            while isinstance(part, cst.If):
                taken = _decided(part.test, self.static)
                if taken is None:
                    return None
                if taken:
                    return self.fold_all(part.body.body)
                part = part.orelse
            return self.fold_all(part.body.body) if isinstance(part, cst.Else) else []
        return None

    def fold_all(self, stmts) -> list | None:
        out = []
        for s in stmts:
            made = self.fold(s)
            if made is None:
                return None
            out += made
        return out


def _decided(test, static: dict):
    """True/False for a test over int literals and module int constants, else None."""
    if isinstance(test, cst.Comparison):
        left = _static(test.left, static)
        if not isinstance(left, int):
            return None
        for target in test.comparisons:
            op = _COMPARE.get(type(target.operator))
            right = _static(target.comparator, static)
            if op is None or not isinstance(right, int):
                return None
            if not op(left, right):
                return False
            left = right
        return True
    if isinstance(test, cst.BooleanOperation):
        a, b = _decided(test.left, static), _decided(test.right, static)
        if a is None or b is None:
            return None
        return (a and b) if isinstance(test.operator, cst.And) else (a or b)
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        a = _decided(test.expression, static)
        return None if a is None else not a
    return None


def _folded_string(node, static: dict) -> str | None:
    """The string a scope name spells once the loop variable is a literal: what
    ``constants.string_value`` folds (a literal, ``+``, ``'fmt' % ints``), ``'fmt'.format(ints)``,
    ``f'..{int}..'``, ``'a' + str(int)``; else None."""
    if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr.value == "format" \
            and isinstance(node.func.value, cst.SimpleString) and all(a.keyword is None and not a.star for a in node.args):
        values = [_static(a.value, static) for a in node.args]
        fmt = node.func.value.evaluated_value
        if not isinstance(fmt, str) or not all(isinstance(v, int) for v in values):
            return None
        try:
            return fmt.format(*values)
        except (IndexError, KeyError, ValueError):
            return None
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, cst.Add):
        a, b = _folded_string(node.left, static), _folded_string(node.right, static)
        return a + b if a is not None and b is not None else None
    if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "str" and len(node.args) == 1:
        v = _static(node.args[0].value, static)
        return str(v) if isinstance(v, int) else None
    if isinstance(node, cst.FormattedString) and node.prefix in ("f", "F"):
        out = []
        for part in node.parts:
            if isinstance(part, cst.FormattedStringText):
                out.append(part.value)
                continue
            v = _static(part.expression, static)
            if not isinstance(v, int) or part.conversion is not None or part.format_spec is not None:
                return None
            out.append(str(v))
        text = "".join(out)
        return None if "\\" in text or "{" in text or "}" in text else text
    return string_value(node, {}, {k: v for k, v in static.items() if isinstance(v, int)})
