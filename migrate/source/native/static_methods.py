"""Graph-building methods that never read their instance, moved out of their class.

Model classes of TF1 tutorials keep helpers that build graph pieces without touching the
instance, as static methods or as methods that ignore ``self``::

    class legacy_seq2seq(object):            # a class used as a namespace
        @staticmethod
        def sequence_loss_by_example(logits, targets, weights): ...tf...

    class LSTMRNN(object):
        def __init__(self, ...):
            ... self._weight_variable([n, m]) ... softmax_loss_function=self.ms_error ...
        @staticmethod
        def ms_error(labels, logits):
            return tf.square(tf.subtract(labels, logits))
        def _weight_variable(self, shape, name='weights'):
            return tf.get_variable(shape=shape, initializer=..., name=name)

Such a method is the module function ``def ms_error(labels, logits)`` /
``def _weight_variable(shape, name='weights')`` (``self`` dropped), and ``self.ms_error`` /
``LSTMRNN.ms_error`` / ``self._weight_variable(...)`` read it: the same Python, as long as
nothing overrides the method. ``hoist_static_methods`` does that rewrite, so the inliners see
plain graph-building functions (and the class methods left read ``self`` only for the state
``__init__`` sets: ``native.builder_classes``). A class left with nothing but a docstring and
named nowhere else (the namespace class) is dropped.

A method moves when: its class is a module-level ``class C`` or ``class C(object)`` with no
decorator or keyword and no class of the file derives from it; the method is decorated with
``@staticmethod`` alone, or undecorated with a first parameter ``self`` that its body never
reads (and not a ``__dunder__``); its body uses TensorFlow (other helpers stay as written);
every read of its name as an attribute is ``self.<name>`` inside the class's own methods or
``C.<name>``, and nothing assigns to such an attribute. The function keeps the method's name
unless the module uses that name, else ``C_<name>``. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.helpers import is_docstring, plain_class
from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["hoist_static_methods"]


def hoist_static_methods(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with the qualifying methods moved out as module functions (see the module
    doc); ``module`` itself if there is none. ``origins`` (``id(new node) -> (new node, node
    as written)``) gets each rebuilt node, so diagnostics point at the source."""
    origins = origins if origins is not None else {}
    if not any(isinstance(stmt, cst.ClassDef) for stmt in module.body):
        return module  # (the common case: no walk of the tree)
    # names read or bound as plain names (not attribute names, not methods' own names)
    not_plain = {id(a.attr) for a in instances(module, cst.Attribute)} | {
        id(m.name) for c in instances(module, cst.ClassDef) for m in c.body.body if isinstance(m, cst.FunctionDef)}
    names = {n.value for n in instances(module, cst.Name) if id(n) not in not_plain}
    derived = {b.value.value for c in instances(module, cst.ClassDef) for b in c.bases if isinstance(b.value, cst.Name)}
    targets = list(instances(module, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign)))
    stored = {a.attr.value for t in targets for a in instances(t.target, cst.Attribute)}
    body, moves = [], {}  # moves: class name -> {method: function name}
    for stmt in module.body:
        moved = _hoisted(stmt, module, table, names, derived, stored, origins) if isinstance(stmt, cst.ClassDef) else None
        if moved is None:
            body.append(stmt)
            continue
        functions, kept, local = moved
        body += functions
        if kept is not None:
            body.append(kept)
        moves[stmt.name.value] = local
        names |= set(local.values())
    if not moves:
        return module
    return _Reads(moves, origins).rewrite(module.with_changes(body=body))


def _hoisted(cls: cst.ClassDef, module: cst.Module, table: ImportTable, names: set, derived: set, stored: set, origins: dict):
    """([module functions], the class without them or None when nothing else is left of it
    and its name is read nowhere else, {method: function name}) for a class with methods to
    move; else None."""
    cname = cls.name.value
    if cname in derived or not plain_class(cls):
        return None
    members = list(cls.body.body)
    methods = [m for m in members if isinstance(m, cst.FunctionDef)]
    movable = {}
    for m in methods:
        static = _static_form(m)
        if static is not None and m.name.value not in stored and _uses_tf(m, table) \
                and sum(1 for x in methods if x.name.value == m.name.value) == 1:
            movable[m.name.value] = static
    own_selfs = {id(a) for m in methods if _first_param(m) == "self" and m.name.value not in movable and not m.decorators
                 for a in instances(m.body, cst.Attribute) if isinstance(a.value, cst.Name) and a.value.value == "self"}
    for a in instances(module, cst.Attribute):
        if a.attr.value in movable and id(a) not in own_selfs and not (isinstance(a.value, cst.Name) and a.value.value == cname):
            del movable[a.attr.value]  # read on something else (an instance passed around, another object)
    if not movable:
        return None
    local, spelled = {}, set(names)
    for name in movable:
        new, k = (name if name not in names else f"{cname}_{name}"), 1
        while new != name and new in spelled:
            k += 1
            new = f"{cname}_{name}_{k}"
        spelled.add(new)
        local[name] = new
    moved = [m for m in methods if m.name.value in movable]
    functions = [movable[m.name.value].with_changes(name=cst.Name(local[m.name.value]), leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
                 for m in moved]
    functions[0] = functions[0].with_changes(leading_lines=cls.leading_lines)
    for fn, m in zip(functions, moved):
        origins[id(fn)] = (fn, m)
    reads = _Reads({cname: local, "self": local}, origins)  # (inside the class ``self.<moved>`` too)
    rest = [reads.rewrite(s) for s in members if not (isinstance(s, cst.FunctionDef) and s.name.value in movable)]
    if all(is_docstring(s) or _is_pass(s) for s in rest) and not _named_elsewhere(module, cls, local):
        return functions, None, local
    kept = cls.with_changes(body=cls.body.with_changes(body=rest or [cst.SimpleStatementLine([cst.Pass()])]),
                            leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
    origins[id(kept)] = (kept, cls)
    return functions, kept, local


def _named_elsewhere(module: cst.Module, cls: cst.ClassDef, local: dict) -> bool:
    """The class name is read other than as ``C.<moved method>`` outside its own definition."""
    cname = cls.name.value
    inside = {id(n) for n in instances(cls, cst.Name)}
    moved_heads = {id(a.value) for a in instances(module, cst.Attribute)
                   if isinstance(a.value, cst.Name) and a.value.value == cname and a.attr.value in local}
    return any(n.value == cname and id(n) not in inside and id(n) not in moved_heads for n in instances(module, cst.Name))


def _static_form(m: cst.FunctionDef):
    """The method as a plain function (``@staticmethod`` dropped, or an unread ``self``
    dropped), or None if it reads its instance or class."""
    if m.asynchronous is not None or (m.name.value.startswith("__") and m.name.value.endswith("__")):
        return None
    if len(m.decorators) == 1:
        d = m.decorators[0].decorator
        if isinstance(d, cst.Name) and d.value == "staticmethod":
            return m.with_changes(decorators=[])
        return None
    if m.decorators or _first_param(m) != "self":
        return None
    if any(n.value == "self" for n in instances(m.body, cst.Name)) \
            or any(n.value == "self" for p in list(m.params.params[1:]) + list(m.params.kwonly_params) if p.default is not None
                   for n in instances(p.default, cst.Name)):
        return None
    params = m.params.params[1:]
    return m.with_changes(params=m.params.with_changes(params=params))


def _first_param(m: cst.FunctionDef):
    ps = m.params.posonly_params or m.params.params
    return ps[0].name.value if ps else None


def _uses_tf(m: cst.FunctionDef, table: ImportTable) -> bool:
    return any(table.names_tf(a) for a in instances(m, cst.Attribute))


def _is_pass(s) -> bool:
    return isinstance(s, cst.SimpleStatementLine) and all(isinstance(x, cst.Pass) for x in s.body)


class _Reads(TracingTransformer):
    """``<receiver>.<moved>`` -> the module function's name, for ``moves`` = {receiver name
    (``C``, and ``self`` inside the class): {method: function name}}."""

    def __init__(self, moves: dict, origins: dict):
        super().__init__(origins)
        self.moves = moves

    def hit(self, node) -> bool:
        return type(node) is cst.Attribute and type(node.value) is cst.Name and node.value.value in self.moves \
            and node.attr.value in self.moves[node.value.value]

    def leave_Attribute(self, original, updated):
        if self.hit(updated):
            return cst.Name(self.moves[updated.value.value][updated.attr.value], lpar=updated.lpar, rpar=updated.rpar)
        return updated
