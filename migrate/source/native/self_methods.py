"""Graph-building methods that ``__init__`` calls through ``self``, inlined into it (before planning).

Model classes split their graph into methods that ``__init__`` calls (ywpkwon's siamese
network, Metzen's VAE)::

    class siamese:
        def __init__(self):
            self.x1 = tf.placeholder(tf.float32, [None, 784])
            with tf.variable_scope("siamese") as scope:
                self.o1 = self.network(self.x1)
                ...
            self.loss = self.loss_with_spring()

        def network(self, x):
            fc1 = self.fc_layer(x, 1024, "fc1")
            ...
            return fc3

Calling a method through ``self`` runs its body with ``self`` the same object, so the body
written in place of the call (parameters bound first, locals renamed where they clash, the
returned value assigned to the call's target: ``native.inline``'s ``_inline``) is the same
program; repeated until no such call is left (``network`` calls ``self.fc_layer``). A method
no other code names any more leaves the class, so ``native.builder_classes`` can then treat it
as a class of one ``__init__``. Only for a class defined at module level without decorators
and not subclassed in the file, and methods without decorators that ``native.inline`` would
inline as builders (plain parameters, no nested functions, ``yield``, ``global``, early
``return``; TensorFlow calls, no session opened) and that are not variable factories (``initial
= ...; return tf.Variable(initial)``: moved out as such by ``native.static_methods``), never assigned as ``self.<name>``, called as
a whole statement (``target = self.m(...)`` or ``self.m(...)``) in ``__init__`` or in ``with``
blocks there. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.helpers import variable_factories
from migrate.source.native.inline import _builder, _Fresh, _inline, _Splice, statement_call
from migrate.source.native.walk import instances

__all__ = ["inline_self_methods"]

_MAX_ROUNDS = 8


def inline_self_methods(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with the calls above inlined (itself if none)."""
    origins = origins if origins is not None else {}
    classes = [s for s in module.body if isinstance(s, cst.ClassDef)]
    if not classes:
        return module
    bases = {b.value.value for c in instances(module, cst.ClassDef) for b in c.bases if isinstance(b.value, cst.Name)}
    names = {n.value for n in instances(module, cst.Name)}
    new_body = list(module.body)
    for k, stmt in enumerate(module.body):
        if not isinstance(stmt, cst.ClassDef) or stmt.decorators or stmt.name.value in bases:
            continue
        new = _inlined_in(stmt, module, table, names, origins)
        if new is not None:
            origins[id(new)] = (new, stmt)
            new_body[k] = new
    return module.with_changes(body=new_body) if any(a is not b for a, b in zip(new_body, module.body)) else module


def _inlined_in(cls: cst.ClassDef, module: cst.Module, table: ImportTable, names: set, origins: dict):
    """The class with its ``__init__``'s ``self.m(...)`` calls inlined, or None if none is."""
    if not isinstance(cls.body, cst.IndentedBlock):
        return None
    members = list(cls.body.body)
    init = next((m for m in members if isinstance(m, cst.FunctionDef) and m.name.value == "__init__"), None)
    if init is None or init.decorators or not isinstance(init.body, cst.IndentedBlock):
        return None
    defs: dict = {}
    for m in members:
        if isinstance(m, cst.FunctionDef) and m.name.value != "__init__":
            defs[m.name.value] = None if m.name.value in defs else m
    assigned = {t.target.attr.value for t in instances(cls, cst.AssignTarget)
                if isinstance(t.target, cst.Attribute) and isinstance(t.target.value, cst.Name) and t.target.value.value == "self"}
    methods = {name: fn for name, fn in defs.items() if fn is not None and not fn.decorators and name not in assigned
               and fn.params.params and fn.params.params[0].name.value == "self" and _builder(fn, table)
               and not variable_factories(cst.Module(body=[fn]), table)}  # (a factory stays one: ``native.static_methods``)
    if not methods:
        return None
    fresh = _Fresh(names)
    new_init = init
    for _ in range(_MAX_ROUNDS):
        sites = _sites(new_init.body.body, methods)
        if not sites:
            break
        replaced = {}
        taken: set = set()
        for stmt, target, call in sites:
            fn = methods[call.func.attr.value]
            as_function = cst.Call(cst.Name(fn.name.value), [cst.Arg(cst.Name("self")), *call.args])
            made = _inline(fn, as_function, target, new_init, fresh, stmt.leading_lines, origins, frozenset(taken), tf_table=table, site=stmt)
            if made is None:
                return None  # (every call inlined or none: a method half inlined helps nothing)
            replaced[id(stmt)] = made
            taken.update(n.value for st in made.stmts for n in instances(st, cst.Name))
        new_init = _Splice(replaced, origins).rewrite(new_init)
    else:
        return None  # (still calling after the last round: a recursion)
    if new_init is init:
        return None
    # the methods nothing names any more leave the class (named only by each other, if at all)
    others = [s for s in module.body if s is not cls] + [new_init] + \
        [m for m in members if m is not init and not (isinstance(m, cst.FunctionDef) and m.name.value in methods)]
    needed = set().union(*(_named_by(s) for s in others))
    removable = {name for name in methods if name not in needed}
    changed = True
    while changed:  # a kept method keeps what it names
        changed = False
        for name in list(removable):
            if any(name in _named_by(methods[k]) for k in methods if k not in removable and k != name):
                removable.discard(name)
                changed = True
    kept = [new_init if m is init else m for m in members
            if not (isinstance(m, cst.FunctionDef) and m is not init and m.name.value in removable)]
    return cls.with_changes(body=cls.body.with_changes(body=kept))


def _named_by(node) -> set:
    """The names and attribute names ``node`` spells."""
    return {n.value for n in instances(node, cst.Name)} | {a.attr.value for a in instances(node, cst.Attribute)}


def _sites(stmts, methods: dict) -> list:
    """(statement, target or None, call) for ``target = self.m(...)`` / ``self.m(...)`` whole
    statements, in ``stmts`` and in the bodies of its ``with`` blocks."""
    out = []
    for s in stmts:
        if isinstance(s, cst.With) and isinstance(s.body, cst.IndentedBlock):
            out += _sites(s.body.body, methods)
            continue
        target, value = statement_call(s)
        if isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and isinstance(value.func.value, cst.Name) \
                and value.func.value.value == "self" and value.func.attr.value in methods \
                and not any(a.star for a in value.args):
            out.append((s, target, value))
    return out
