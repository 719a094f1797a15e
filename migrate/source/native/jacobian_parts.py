"""Jacobian loops written over several statements, folded into one (before planning).

The Stack Overflow answer to "dL/dW by parts" builds dh/dW row by row in three statements::

    h_list = tf.unstack(h_flat)                                # n_out scalars
    jac_rows = [tf.gradients(h_j, W)[0] for h_j in h_list]     # each [n_in, n_out]
    jacobian = tf.stack(jac_rows)                              # [n_out, n_in, n_out]

Rule ``jacobian_loops`` knows the one-expression spelling
(``tf.stack([tf.gradients(h_j, W)[0] for h_j in tf.unstack(h_flat)])``: ``tape.jacobian``).
``fold_jacobian_parts(module, table)`` writes the statements as that expression::

    # n_out scalars
    # each [n_in, n_out]
    jacobian = tf.stack([tf.gradients(h_j, W)[0] for h_j in tf.unstack(h_flat)])  # [n_out, n_in, n_out]

when each intermediate name (``h_list``, ``jac_rows``) is bound once in the file and read once,
by the next step, later in the same statement list (a simple statement or a ``with`` block, not
inside a def or lambda), with no name its value reads bound in between (building an op later in
the graph gives the same op). Each step is folded on its own:
``rows = [tf.gradients(p, W)[0] for p in tf.split(h, 4, axis=1)]`` then ``tf.stack(rows)``
too; rows of another loop (``for i in range(n)``, which the rule keeps a loop) are left as
written. The comments of the folded statements go before the statement that remains. Never
imports TensorFlow.
"""
from __future__ import annotations

import collections

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import bound_names
from migrate.source.native.context import names_in, replace_nodes
from migrate.source.native.walk import TracingTransformer, instances, record_origin

__all__ = ["fold_jacobian_parts"]

_SPLITTERS = {"tf.split", "tf.unstack"}
_COMBINERS = {"tf.stack", "tf.concat"}


def fold_jacobian_parts(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with the qualifying steps folded (itself if none)."""
    comps = [c for c in instances(module, cst.ListComp) if _gradient_rows(c, table)]
    if not comps:
        return module  # (no list of tf.gradients rows: the common case)
    assigned = {id(a.value) for a in instances(module, cst.Assign)}
    if not any(isinstance(c.for_in.iter, cst.Name) or id(c) in assigned for c in comps):
        return module  # (rows written inside one expression, as the rule reads them)
    fold = _Fold(table, None, origins)
    candidates = [a for a in instances(module, cst.Assign) if fold.step_value(a) is not None]  # (names not counted yet)
    if not candidates:
        return module
    named = {a.targets[0].target.value for a in candidates}
    fold.spelled = collections.Counter(n.value for n in instances(module, cst.Name) if n.value in named)
    # the steps (their ``Assign`` nodes): only the blocks holding one are walked
    fold.steps = {id(a) for a in candidates if fold.step_value(a) is not None}
    return fold.rewrite(module) if fold.steps else module


def _gradient_rows(comp: cst.ListComp, table: ImportTable) -> bool:
    """``[tf.gradients(p, x)[0] for p in rows]`` / ``[tf.gradients(p, x) for p in rows]``."""
    elt = comp.elt
    if isinstance(elt, cst.Subscript):
        elt = elt.value
    return isinstance(elt, cst.Call) and table.qualname(elt.func) == "tf.gradients" and comp.for_in.inner_for_in is None \
        and not comp.for_in.ifs and isinstance(comp.for_in.target, cst.Name)


def _assigned(stmt) -> tuple[str, cst.BaseExpression] | None:
    """(name, value) of ``name = value`` alone on its line."""
    if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 and isinstance(stmt.body[0], cst.Assign) \
            and len(stmt.body[0].targets) == 1 and isinstance(stmt.body[0].targets[0].target, cst.Name):
        return stmt.body[0].targets[0].target.value, stmt.body[0].value
    return None


class _Fold(TracingTransformer):
    def __init__(self, table: ImportTable, spelled: collections.Counter | None, origins):
        super().__init__(origins)
        self.table, self.spelled = table, spelled
        self.steps: set = set()  # ids of the ``Assign`` nodes that may be steps

    def hit(self, node) -> bool:
        return type(node) is cst.SimpleStatementLine and len(node.body) == 1 and id(node.body[0]) in self.steps

    def step_value(self, assign: cst.Assign):
        """The value of ``name = value`` when it may fold into a later statement: a
        split/unstack call, or a list of ``tf.gradients`` rows over one, bound to a name
        written twice in the file; else None."""
        if len(assign.targets) != 1 or not isinstance(assign.targets[0].target, cst.Name) \
                or (self.spelled is not None and self.spelled[assign.targets[0].target.value] != 2):
            return None  # (``spelled`` None: the names not counted yet)
        value = assign.value
        if isinstance(value, cst.ListComp) and _gradient_rows(value, self.table) and (
                (isinstance(value.for_in.iter, cst.Call) and self.table.qualname(value.for_in.iter.func) in _SPLITTERS)
                or (self.spelled is None and isinstance(value.for_in.iter, cst.Name))):
            return value  # (rows over ``range`` stay as written; over a name: a split folded into them first)
        if isinstance(value, cst.Call) and self.table.qualname(value.func) in _SPLITTERS:
            return value
        return None

    def _step(self, stmt):
        """(name, value) of a step (``step_value``) written as a statement of its own."""
        a = _assigned(stmt)
        if a is None or self.step_value(stmt.body[0]) is None:
            return None
        return a

    def _folded(self, body: list) -> list | None:
        out, changed = list(body), False
        k = 0
        while k < len(out):
            step = self._step(out[k])
            if step is None:
                k += 1
                continue
            name, value = step
            use = next((j for j in range(k + 1, len(out)) if name in names_in(out[j])), None)
            between = out[k + 1:use] if use is not None else []
            target = out[use] if use is not None else None
            node = self._read(target, name, value) if target is not None else None
            if node is None or (bound_names(between) & (names_in(value) | {name})):
                k += 1
                continue
            new = replace_nodes(target, {node: value})
            comments = list(out[k].leading_lines) + _trailing(out[k])
            new = new.with_changes(leading_lines=comments + list(new.leading_lines))
            out[use] = record_origin(self.origins, target, new)
            del out[k]
            changed = True
        return out if changed else None

    def _read(self, stmt, name: str, value):
        """The one ``Name`` node reading ``name`` in ``stmt`` where the folded form is the rule's:
        the iterable of a rows comprehension (for a splitter) or the list of a combiner call."""
        reads = [n for n in instances(stmt, cst.Name) if n.value == name]
        if len(reads) != 1 or not isinstance(stmt, (cst.SimpleStatementLine, cst.With)) \
                or any(reads[0] in instances(f, cst.Name) for f in instances(stmt, (cst.FunctionDef, cst.Lambda, cst.ClassDef))):
            return None  # (a def or lambda would build the ops when called, perhaps after a name it reads was bound again)
        if isinstance(value, cst.Call):  # a splitter: read as a rows comprehension's iterable
            return reads[0] if any(c.for_in.iter is reads[0] and _gradient_rows(c, self.table)
                                   for c in instances(stmt, cst.ListComp)) else None
        return reads[0] if any(self.table.qualname(c.func) in _COMBINERS and c.args and c.args[0].value is reads[0]
                               for c in instances(stmt, cst.Call)) else None

    def leave_Module(self, original, updated):
        body = self._folded(list(updated.body))
        return updated if body is None else updated.with_changes(body=body)

    def leave_IndentedBlock(self, original, updated):
        body = self._folded(list(updated.body))
        return updated if body is None else updated.with_changes(body=body)


def _trailing(stmt) -> list:
    """The trailing comment of ``stmt`` as a comment line of its own (none: ``[]``)."""
    comment = stmt.trailing_whitespace.comment if isinstance(stmt, cst.SimpleStatementLine) else None
    return [cst.EmptyLine(comment=comment)] if comment is not None else []
