"""Statement forms the planner reads one way, written in their plain spelling.

TF1 scripts and notebooks write::

    x = tf.placeholder(tf.float32, [None, 2]); y = tf.placeholder(tf.float32, [None, 1])
    sess = tf.Session(); sess.run(tf.global_variables_initializer())
    w = w_saved = tf.Variable(tf.ones([2, 1]))
    h: tf.Tensor = tf.matmul(x, w)
    res = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)
    outputs, (c, h) = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)
    outputs, states = tf.nn.bidirectional_dynamic_rnn(tf.nn.rnn_cell.GRUCell(4), tf.nn.rnn_cell.GRUCell(4), x, dtype=tf.float32)

The planner reads one plain assignment or expression per line: each of these was "a statement
the converter does not model" (red-team hunt 16's most frequent island after the v1 switches,
with messages blaming loops and branches). They become::

    x = tf.placeholder(tf.float32, [None, 2])         (one line per ``;``-joined statement: the
    y = tf.placeholder(tf.float32, [None, 1])          line's leading comments go with the first,
                                                       its trailing comment with the last)
    w = tf.Variable(tf.ones([2, 1]))                   (targets assigned left to right, as Python
    w_saved = w                                         does: the same object under both names)
    h = tf.matmul(x, w)                                (the annotation dropped)
    res_outputs, res_state = tf.nn.dynamic_rnn(...)    (an RNN's result as the two names the
    res = (res_outputs, res_state)                      planner expands, then packed or unpacked
    outputs, state = tf.nn.dynamic_rnn(...)             as written: hunt 17's n02, n03 were
    c, h = state                                        islands; new names are unused ones)
    cell_fw = tf.nn.rnn_cell.GRUCell(4)                (RNN cells constructed in the RNN call,
    cell_bw = tf.nn.rnn_cell.GRUCell(4)                 bound to names first, in the order
    outputs, states = tf.nn.bidirectional_dynamic_rnn(  Python made them: hunt 20's d08)
        cell_fw, cell_bw, x, dtype=tf.float32)

Python runs the same statements in the same order. Only TensorFlow code changes: a ``;``-joined
line naming TensorFlow, calling a function the module defines or ``.run`` / ``.eval`` /
``.close``, chained and annotated
assignments (of plain names) whose value calls TensorFlow, ``dynamic_rnn`` / ``static_rnn`` results
bound to one name or to a nested target (plain names), RNN cells constructed inline in an RNN
call; one-line suites (``if c: a; b``) are
left as written. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import fresh_name
from migrate.source.native.walk import TracingTransformer, instances, record_origin
from migrate.source.rules import rnns

__all__ = ["plain_statement_forms"]


def plain_statement_forms(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with its ``;``-joined lines split, and its chained and annotated assignments
    of TensorFlow values made plain (itself if it has none)."""
    functions = frozenset(f.name.value for f in module.body if type(f) is cst.FunctionDef)
    found = {id(line) for line in instances(module, cst.SimpleStatementLine) if _changes(line, table, functions)}
    if not found:
        return module
    return _Plain(found, table, origins, {n.value for n in instances(module, cst.Name)}).rewrite(module)


# methods of sessions and tensors whose calls make a line TF1's (``_, l = sess.run(...); print(l)``)
_SESSION_METHODS = frozenset({"run", "eval", "close"})


_RNNS = frozenset({rnns.DYNAMIC_RNN, "tf.compat.v1.nn.dynamic_rnn"} | rnns.STATIC_RNN)


def _rnn_packed(small, table: ImportTable) -> bool:
    """``res = tf.nn.dynamic_rnn(...)`` or ``outputs, (c, h) = ...`` (plain names; not the two
    plain names the planner reads)."""
    if type(small) is not cst.Assign or len(small.targets) != 1 or type(small.value) is not cst.Call \
            or table.qualname(small.value.func) not in _RNNS:
        return False
    t = small.targets[0].target
    if type(t) is cst.Name:
        return True
    return type(t) in (cst.Tuple, cst.List) and len(t.elements) == 2 and all(type(e) is cst.Element for e in t.elements) \
        and any(type(e.value) in (cst.Tuple, cst.List) for e in t.elements) and all(_names_only(e.value) for e in t.elements)


def _names_only(target) -> bool:
    """A plain name, or a tuple / list of plain names."""
    return type(target) is cst.Name or type(target) in (cst.Tuple, cst.List) and all(
        type(e) is cst.Element and type(e.value) is cst.Name for e in target.elements)


_CELL_PARAMS = {rnns.BIDIRECTIONAL_DYNAMIC: ("cell_fw", "cell_bw")} | {q: ("cell_fw", "cell_bw") for q in rnns.BIDIRECTIONAL_STATIC} \
    | {q: ("cell",) for q in _RNNS}
_MADE_CELLS = frozenset(set(rnns.CELLS) | rnns.MULTI)


def _inline_cells(small, table: ImportTable) -> list:
    """The arguments of an RNN call (the value of an assignment) that construct its cells there
    (``tf.nn.bidirectional_dynamic_rnn(tf.nn.rnn_cell.GRUCell(4), tf.nn.rnn_cell.GRUCell(4), x,
    ...)``: hunt 20's d08), as ``(index into args, parameter name)``."""
    if type(small) is not cst.Assign or type(small.value) is not cst.Call:
        return []
    params = _CELL_PARAMS.get(table.qualname(small.value.func))
    if params is None:
        return []
    out = []
    for k, a in enumerate(small.value.args):
        name = a.keyword.value if a.keyword is not None else (params[k] if k < len(params) and not a.star else None)
        if name in params and type(a.value) is cst.Call and table.qualname(a.value.func) in _MADE_CELLS:
            out.append((k, name))
    return out


def _changes(line: cst.SimpleStatementLine, table: ImportTable, functions: frozenset = frozenset()) -> bool:
    if len(line.body) > 1:
        # (only lines of TensorFlow code: ``i = self._i; self._i += n`` stays as written; a call
        # of a module function may build graph: ``dr = D(real, False); df = D(fake, True)``, hunt 19's g056)
        return any(table.is_tf_alias(n.value) for n in instances(line, cst.Name)) or any(
            type(c.func) is cst.Name and c.func.value in functions for c in instances(line, cst.Call)) or any(
            type(c.func) is cst.Attribute and c.func.attr.value in _SESSION_METHODS for c in instances(line, cst.Call))
    small = line.body[0]
    return ((_chained(small) or _annotated(small)) and any(table.names_tf(c.func) for c in instances(small.value, cst.Call))) \
        or _rnn_packed(small, table) or bool(_inline_cells(small, table))


def _chained(small) -> bool:
    """``a = b = value`` (plain names)."""
    return type(small) is cst.Assign and len(small.targets) > 1 and all(type(t.target) is cst.Name for t in small.targets)


def _annotated(small) -> bool:
    """``a: T = value`` (a plain name, a value)."""
    return type(small) is cst.AnnAssign and small.value is not None and type(small.target) is cst.Name


def _plain(small, fresh, table: ImportTable) -> list:
    """The plain statements ``small`` runs (itself when plain); ``fresh(base)``: an unused name."""
    cells = _inline_cells(small, table)
    if cells:
        # the cells constructed first, each bound to a name (Python evaluated them first too)
        args, made = list(small.value.args), []
        for k, param in cells:
            name = cst.Name(fresh(param))
            made.append(cst.Assign([cst.AssignTarget(name)], args[k].value))
            args[k] = args[k].with_changes(value=name)
        return made + _plain(small.with_changes(value=small.value.with_changes(args=args)), fresh, table)
    packed = _rnn_packed(small, table)
    if packed and type(small.targets[0].target) is cst.Name:
        # ``res = tf.nn.dynamic_rnn(...)`` (``_changes`` chose it): two names, packed after
        res = small.targets[0].target.value
        names = [cst.Name(fresh(f"{res}_outputs")), cst.Name(fresh(f"{res}_state"))]
        return [cst.Assign([cst.AssignTarget(cst.Tuple([cst.Element(n) for n in names], lpar=[], rpar=[]))], small.value),
                cst.Assign([cst.AssignTarget(cst.Name(res))], cst.Tuple([cst.Element(n) for n in names]))]
    if packed:
        # ``outputs, (c, h) = tf.nn.dynamic_rnn(...)``: the nested part bound to a name, unpacked after
        elements, after = [], []
        for e in small.targets[0].target.elements:
            if type(e.value) in (cst.Tuple, cst.List):
                name = cst.Name(fresh("state"))
                elements.append(e.with_changes(value=name))
                after.append(cst.Assign([cst.AssignTarget(e.value.with_changes(lpar=[], rpar=[]) if type(e.value) is cst.Tuple
                                                          else e.value)], name))
            else:
                elements.append(e)
        target = small.targets[0].target.with_changes(elements=elements)
        return [small.with_changes(targets=[small.targets[0].with_changes(target=target)])] + after
    if _chained(small):
        first = small.targets[0].target
        return [cst.Assign([cst.AssignTarget(first)], small.value)] + [
            cst.Assign([cst.AssignTarget(t.target)], cst.Name(first.value)) for t in small.targets[1:]]
    if _annotated(small):
        return [cst.Assign([cst.AssignTarget(small.target)], small.value)]
    return [small.with_changes(semicolon=cst.MaybeSentinel.DEFAULT)]


class _Plain(TracingTransformer):
    def __init__(self, found: set, table: ImportTable, origins=None, taken: set | None = None):
        super().__init__(origins)
        self.found = found
        self.table = table
        self.taken = taken if taken is not None else set()

    def fresh(self, base: str) -> str:
        return fresh_name(self.taken, base)

    def hit(self, node) -> bool:
        return id(node) in self.found

    def leave_SimpleStatementLine(self, original, updated):
        if id(original) not in self.found:
            return updated
        plain = [(old, new) for old, small in zip(original.body, updated.body) for new in _plain(small, self.fresh, self.table)]
        lines = []
        for i, (old, small) in enumerate(plain):
            line = cst.SimpleStatementLine(
                body=[small],
                leading_lines=updated.leading_lines if i == 0 else (),
                trailing_whitespace=updated.trailing_whitespace if i == len(plain) - 1 else cst.TrailingWhitespace(),
            )
            record_origin(self.origins, old, small)
            record_origin(self.origins, old, line)
            lines.append(line)
        return cst.FlattenSentinel(lines)
