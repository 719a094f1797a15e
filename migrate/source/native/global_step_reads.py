"""``tf.train.global_step(sess, step)`` read as ``int(sess.run(step))`` (before planning), and
``tf.train.get_global_step()`` as the script's global step variable (after inlining).

Training loops print and checkpoint with TF1's helper::

    current_step = tf.train.global_step(sess, global_step)

which in graph mode is ``int(sess.run(global_step_tensor))``. Written as that, the ``sess.run``
is a site like any other (the converted code reads the step variable, as a number). Only with
the session as a plain name and the two arguments by position (or ``sess=`` /
``global_step_tensor=``); anything else is left for the planner to report.

``tf.train.get_global_step()`` returned TF1's GLOBAL_STEP collection's variable, else the
graph's tensor ``global_step:0`` (Mechanics 101: ``global_step = tf.Variable(0,
name='global_step', trainable=False)`` in ``training()``, read back after a restore). Read
after inlining (the binding may come from a builder), it becomes that variable's name when the
file binds exactly one name, once, to ``tf.Variable(..., name='global_step')``,
``tf.get_variable('global_step', ...)``, ``tf.train.get_or_create_global_step()`` or
``tf.train.create_global_step()`` outside any ``name_scope``/``variable_scope``, and the call
(no arguments) comes after that binding in the same function (or both at module level). In a
file that makes no global step at all (no maker call, no string argument ``global_step``, no
``GraphKeys.GLOBAL_STEP``), the getter
returned None: ``minimize(..., global_step=tf.train.get_global_step())`` becomes
``global_step=None`` (no increment). Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import binding_counts
from migrate.source.native.context import arg
from migrate.source.native.walk import TracingTransformer, children, instances, nodes

__all__ = ["read_global_steps", "resolve_get_global_step"]

_HELPER = "tf.train.global_step"


def read_global_steps(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each ``tf.train.global_step(sess, step)`` as ``int(sess.run(step))``."""
    if not any(_parts(c, table) for c in instances(module, cst.Call)):
        return module
    return _Rewrite(table, origins).rewrite(module)


def _parts(call: cst.Call, table: ImportTable):
    """(session name node, step expression) of a convertible call, else None."""
    if table.qualname(call.func) != _HELPER or len(call.args) != 2 or any(a.star for a in call.args):
        return None
    sess, step = arg(call, 0, "sess"), arg(call, 1, "global_step_tensor")
    return (sess, step) if isinstance(sess, cst.Name) and step is not None else None


class _Rewrite(TracingTransformer):
    def __init__(self, table: ImportTable, origins=None):
        super().__init__(origins)
        self.table = table

    def hit(self, node) -> bool:
        return isinstance(node, cst.Call) and _parts(node, self.table) is not None

    def leave_Call(self, original, updated):
        parts = _parts(original, self.table)
        if parts is None:
            return updated
        sess, step = parts
        run = cst.Call(cst.Attribute(sess, cst.Name("run")), [cst.Arg(step)])
        return cst.Call(cst.Name("int"), [cst.Arg(run)])


_GETTER = "tf.train.get_global_step"
_MAKERS = {"tf.train.get_or_create_global_step", "tf.train.create_global_step"}
_SCOPES = {"tf.name_scope", "tf.variable_scope"}


def resolve_get_global_step(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each ``tf.train.get_global_step()`` read as the global step variable's
    name (see the module doc; itself if none or the variable is not known)."""
    getters = [c for c in instances(module, cst.Call) if not c.args and table.qualname(c.func) == _GETTER]
    if not getters:
        return module
    order = nodes(module)
    owner: dict = {}  # id(node) -> the innermost FunctionDef around it (None: module level)
    scoped: set = set()  # ids of nodes inside a name_scope / variable_scope block
    _owners(module, None, False, owner, scoped, table)
    found = [(a, a.targets[0].target.value) for a in instances(module, cst.Assign)
             if len(a.targets) == 1 and type(a.targets[0].target) is cst.Name and _makes_global_step(a.value, table)]
    if len(found) > 1 or found and (id(found[0][0]) in scoped or binding_counts(module)[found[0][1]] != 1):
        return module
    if not found and not _names_a_global_step(module, table):
        # no global step anywhere: TF1's getter returned None (aymericdamien's
        # ``minimize(loss, global_step=tf.train.get_global_step())`` incremented nothing)
        none_args = {id(a.value) for a in instances(module, cst.Arg)
                     if a.keyword is not None and a.keyword.value == "global_step" and id(a.value) in {id(c) for c in getters}}
        return _Getters(none_args, "None", origins).rewrite(module) if none_args else module
    if not found:
        return module
    binding, name = found[0]
    position = {id(n): k for k, n in enumerate(order)}
    replaced = {id(c) for c in getters if owner.get(id(c)) is owner.get(id(binding)) and position[id(c)] > position[id(binding)]}
    if not replaced:
        return module
    return _Getters(replaced, name, origins).rewrite(module)


def _names_a_global_step(module: cst.Module, table: ImportTable) -> bool:
    """Whether the file may make a global step: a call of a global-step maker, a string
    argument ``global_step`` (a variable named so) or ``GraphKeys.GLOBAL_STEP``."""
    called = {table.qualname(c.func) or "" for c in instances(module, cst.Call)}  # (the makers end in global_step too)
    return any(q.endswith("global_step") and q != _GETTER for q in called) \
        or any(type(a.value) is cst.SimpleString and "global_step" in a.value.value for a in instances(module, cst.Arg)) \
        or any(a.attr.value == "GLOBAL_STEP" for a in instances(module, cst.Attribute))


def _makes_global_step(value, table: ImportTable) -> bool:
    if type(value) is not cst.Call:
        return False
    q = table.qualname(value.func)
    if q in _MAKERS:
        return True
    name = arg(value, None, "name") if q == "tf.Variable" else arg(value, 0, "name") if q == "tf.get_variable" else None
    return isinstance(name, cst.SimpleString) and name.evaluated_value == "global_step"


def _owners(node, fn, in_scope: bool, owner: dict, scoped: set, table: ImportTable) -> None:
    """Fill ``owner`` and ``scoped`` for ``node``'s subtree (see ``resolve_get_global_step``)."""
    stack = [(node, fn, in_scope)]
    while stack:
        n, f, inside = stack.pop()
        owner[id(n)] = f
        if inside:
            scoped.add(id(n))
        if type(n) is cst.FunctionDef:
            f = n
        elif type(n) is cst.With and any(type(i.item) is cst.Call and table.qualname(i.item.func) in _SCOPES for i in n.items):
            inside = True
        stack.extend((child, f, inside) for child in children(n))


class _Getters(TracingTransformer):
    def __init__(self, replaced: set, name: str, origins=None):
        super().__init__(origins)
        self.replaced, self.name = replaced, name

    def hit(self, node) -> bool:
        return id(node) in self.replaced

    def leave_Call(self, original, updated):
        return cst.Name(self.name) if id(original) in self.replaced else updated
