"""Row-by-row gradient loops (and loops making placeholders) written with ``append`` folded
into the comprehension they equal.

The TF1 Jacobian idiom comes in two spellings; the planner knows the comprehension::

    rows = []                                   rows = [tf.gradients(y[i], x)[0] for i in range(3)]
    for i in range(3):                   ->
        rows.append(tf.gradients(y[i], x)[0])

``fold_append_loops(module, table, origins)`` rewrites the left form into the right one before
planning, where it is the same Python: ``rows = []`` directly followed by a ``for`` over one
name (no ``else``) whose body is only ``rows.append(<expr>)``, after up to three temporaries
each read once by the statements after it (cleverhans's ``d, = <expr>`` / ``d = <expr>`` then
``rows.append(d)``: ``<expr>[0]`` / ``<expr>``; ``hi = h[:, i]`` then ``rows.append(tf.gradients(hi,
x)[0])``: put in place), ``<expr>`` calls
``tf.gradients`` (or is a ``tf.placeholder(...)``: udacity's ``train_data = list()`` then
``train_data.append(tf.placeholder(...))``) and reads neither ``rows`` nor anything the loop's iterable could change, and
the loop name (and ``d``) is not read after the loop in that block (the comprehension does not
bind them).
Comments above the loop or in its body move above the comprehension. Anything else is left
as written. Rebuilt statements are recorded in ``origins`` (``id(new)
-> (new, the for statement)``) so diagnostics point at the source. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import assigned_names, names_in
from migrate.source.native.model import single_small
from migrate.source.native.walk import TracingTransformer, instances, nodes

__all__ = ["fold_append_loops"]


def fold_append_loops(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with the append loops described above folded (itself if there are none)."""
    loops = {id(loop) for loop in instances(module, cst.For) if _candidate(loop, table)}
    if not loops:
        return module  # (the common case: no full visit of the tree, which costs as much as a parse)
    return _Folder(table, loops, origins).rewrite(module)


class _Folder(TracingTransformer):
    """Visits only the candidate loops and their ancestors (every other node keeps its identity:
    later passes find the import statements by identity); folds in the enclosing bodies."""

    def __init__(self, table: ImportTable, loops: set, origins=None):
        super().__init__(origins)
        self.table, self.loops = table, loops

    def hit(self, node) -> bool:
        return id(node) in self.loops

    def leave_Module(self, original, updated):
        body = self._fold(list(updated.body))
        return updated if body is None else updated.with_changes(body=body)

    leave_IndentedBlock = leave_Module

    def _fold(self, body: list) -> list | None:
        out, i, changed = [], 0, False
        while i < len(body):
            folded = self._pair(body[i], body[i + 1], body[i + 2:]) if i + 1 < len(body) else None
            if folded is None:
                out.append(body[i])
                i += 1
                continue
            out.append(folded)
            i += 2
            changed = True
        return out if changed else None

    def _pair(self, first, loop, rest):
        """The comprehension statement for ``first`` + ``loop``, or None."""
        name = _empty_list_target(first)
        if name is None or not isinstance(loop, cst.For) or loop.orelse is not None or loop.asynchronous is not None:
            return None
        if not isinstance(loop.body, cst.IndentedBlock):
            return None
        bound = set(assigned_names(loop.target))  # (empty for a subscript or attribute target: not a comprehension's)
        if not bound:
            return None
        value, temps = _loop_value(loop.body.body, name)
        if value is None or not _foldable(value, self.table):
            return None
        if name in names_in(value) | names_in(loop.iter) or name in bound | set(temps):
            return None
        if any(not _rebound_first(n, rest) for n in bound | set(temps) if n != "_"):
            return None  # read after the loop: the comprehension would not bind it
        comp = cst.ListComp(elt=value, for_in=cst.CompFor(target=loop.target, iter=loop.iter))
        assign = first.body[0].with_changes(value=comp)
        # comments above the loop and in its body go above the comprehension
        comments = [line for line in list(loop.leading_lines) + [x for st in loop.body.body for x in st.leading_lines]
                    if line.comment is not None]
        new = first.with_changes(body=[assign], leading_lines=list(first.leading_lines) + comments)
        self.origins[id(new)] = (new, loop)
        self.origins[id(comp)] = (comp, loop)
        return new


def _rebound_first(name: str, rest: list) -> bool:
    """Whether ``rest`` (the statements after the loop) never reads ``name`` before a later
    ``for`` binds it again (Juliani's ``for idx, var in enumerate(tvars)``, then ``for idx, grad
    in enumerate(grads)``): its first occurrence, if any, is a ``for`` target."""
    targets: set = set()
    hidden: set = set()  # ids of the nodes inside comprehensions binding ``name`` (their own scope)
    for node in (n for s in rest for n in nodes(s)):
        if id(node) in hidden:
            continue
        if type(node) in (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp):
            comp, bound = node.for_in, False
            while comp is not None:
                bound = bound or name in assigned_names(comp.target)
                comp = comp.inner_for_in
            if bound:  # (``[tf.gradients(h[:, i], W)[0] for i in range(3)]`` after the loop: hunt 27 g002)
                hidden.update(id(n) for n in nodes(node) if n is not node)
        elif type(node) is cst.For:
            targets.update(id(t) for t in nodes(node.target) if type(t) is cst.Name)
        elif type(node) is cst.Name and node.value == name:
            return id(node) in targets
    return True


def _candidate(loop: cst.For, table: ImportTable) -> bool:
    """A loop whose body is one ``x.append(...)`` of a ``tf.gradients`` expression (or
    ``d, = tf.gradients(...)`` then ``x.append(d)``)."""
    body = loop.body.body if isinstance(loop.body, cst.IndentedBlock) else ()
    if not 1 <= len(body) <= _MAX_BODY or not isinstance(body[-1], cst.SimpleStatementLine) or len(body[-1].body) != 1:
        return False
    c = body[-1].body[0].value if isinstance(body[-1].body[0], cst.Expr) else None
    if not (isinstance(c, cst.Call) and isinstance(c.func, cst.Attribute) and isinstance(c.func.value, cst.Name)):
        return False
    value, _ = _loop_value(body, c.func.value.value)
    return value is not None and _foldable(value, table)


def _foldable(value, table: ImportTable) -> bool:
    """An appended value calling ``tf.gradients``, or a ``tf.placeholder(...)`` (a list of
    placeholders, which the planner knows as a comprehension: rule placeholders)."""
    if type(value) is cst.Call and table.qualname(value.func) == "tf.placeholder":
        return True
    return any(table.qualname(x.func) == "tf.gradients" for x in instances(value, cst.Call))


_MAX_BODY = 4  # statements of a loop body folded (temporaries, then the append)
_GROUPED = (cst.BinaryOperation, cst.UnaryOperation, cst.BooleanOperation, cst.Comparison, cst.IfExp, cst.Lambda)


def _loop_value(body, name: str) -> tuple:
    """(the value a loop body appends to ``name``, the temporary names it went through): ``name.append(value)``;
    cleverhans's ``jacobian_graph`` body ``d, = value`` (the value's one element: ``value[0]``)
    then ``name.append(d)``; or temporaries each read once by the statements after them, put
    in their place (hunt 27's g002: ``hi = h[:, i]`` then ``rows.append(tf.gradients(hi, W)[0])``;
    ``g, = tf.gradients(...)`` then ``rows.append(tf.reshape(g, [-1]))``). (None, ()) for any
    other body."""
    if not body:
        return None, ()
    value = _appended(body[-1], name)
    if value is None:
        return None, ()
    temps = []
    for k in range(len(body) - 2, -1, -1):
        first = single_small(body[k])
        if not (isinstance(first, cst.Assign) and len(first.targets) == 1):
            return None, ()
        target = first.targets[0].target
        if isinstance(target, cst.Name):
            temp, made = target.value, first.value
        elif isinstance(target, (cst.Tuple, cst.List)) and len(target.elements) == 1 and not isinstance(target.elements[0], cst.StarredElement) \
                and isinstance(target.elements[0].value, cst.Name):
            temp, made = target.elements[0].value.value, cst.Subscript(first.value, [cst.SubscriptElement(cst.Index(cst.Integer("0")))])
        else:
            return None, ()
        reads = [n for n in nodes(value) if type(n) is cst.Name and n.value == temp]
        earlier = set().union(*(names_in(b) for b in body[:k])) if k else set()
        if len(reads) != 1 or temp in names_in(first.value) or temp in earlier or temp == name:
            return None, ()
        if isinstance(made, _GROUPED) and not made.lpar:
            made = made.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
        value = value.deep_replace(reads[0], made) if value is not reads[0] else made
        temps.append(temp)
    return value, tuple(temps)


def _empty_list_target(stmt) -> str | None:
    """``name`` of ``name = []`` (or ``list()``)."""
    a = single_small(stmt)
    if not isinstance(a, cst.Assign) or len(a.targets) != 1 or not isinstance(a.targets[0].target, cst.Name):
        return None
    empty_call = type(a.value) is cst.Call and type(a.value.func) is cst.Name and a.value.func.value == "list" and not a.value.args
    if not (isinstance(a.value, cst.List) and not a.value.elements) and not empty_call:
        return None
    return a.targets[0].target.value


def _appended(stmt, name: str):
    """``value`` of the statement ``name.append(value)``, else None."""
    small = single_small(stmt)
    if not isinstance(small, cst.Expr):
        return None
    c = small.value
    if not (isinstance(c, cst.Call) and isinstance(c.func, cst.Attribute) and c.func.attr.value == "append"
            and isinstance(c.func.value, cst.Name) and c.func.value.value == name and len(c.args) == 1
            and c.args[0].keyword is None and not c.args[0].star):
        return None
    return c.args[0].value
