"""Layer calls nested as another call's input, hoisted into statements of their own.

The planner expands ``y = tf.layers.dense(x, n)`` (and ``conv2d``, the pools, ``flatten``,
``fully_connected``, ``batch_normalization``) where it is a statement's value, from the static
shape of its input. A chain written in one expression (or left by ``layer_objects``)::

    h = tf.layers.dense(tf.layers.flatten(tf.layers.max_pooling2d(conv, 2, 2)), 16)
        ->  h_max_pooling2d = tf.layers.max_pooling2d(conv, 2, 2)
            h_flatten = tf.layers.flatten(h_max_pooling2d)
            h = tf.layers.dense(h_flatten, 16)

Only layer calls on the statement's first-argument spine are hoisted (the value's first
positional argument, its first positional argument, ...: each call's func a dotted name; both
operands of an arithmetic operator: ``pred = l2(h) + l3(x)``; the values of a dict, list or
tuple literal that is the statement's value, a name read only as fetches: ``outs = {"a": a(x), "b": b(x)}``), so the ops are made in the order
Python made them (a call's first argument is evaluated before anything else of it, an
operator's left operand before its right; no call stays in a left operand when one is hoisted
out of the right): op names, TF1's counted op seeds and variable names stay the same. The
statement is ``name = <value>`` (or ``self.name = <value>``) on a line of its own, or ``return
<layer call>`` (the returned call bound too: ``out_dense = ...; return out_dense``); new names
are fresh (``<name>_<layer>``).
Rebuilt statements are recorded in ``origins``. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable, dotted
from migrate.source.native.context import fresh_name, replace_nodes
from migrate.source.native.walk import TracingTransformer, instances, record_origin
from migrate.source.rules import batch_norm, conv_layers, layers
from migrate.source.rules.keras_v1 import without_weights

__all__ = ["hoist_layer_chains", "LAYERS", "fetched_literal"]

LAYERS = conv_layers.ALL | {"tf.layers.dense", layers.EMBEDDING} | layers.FULLY_CONNECTED | batch_norm.NAMES  # (expanded as statements)


def hoist_layer_chains(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with the nested layer calls above hoisted (itself if none)."""
    kept = {a.targets[0].target.value for a in instances(module, cst.Assign) if len(a.targets) == 1
            and type(a.targets[0].target) is cst.Name and type(a.value) is cst.Call and without_weights(table.qualname(a.value.func))}
    lines = [s for s in instances(module, cst.SimpleStatementLine) if _spine_layers(s, table, kept) and (
        _elements(s.body[0].value) is None or fetched_literal(s.body[0], module))]
    if not lines:
        return module
    taken = {n.value for n in instances(module, cst.Name)}
    return _Hoist({id(s) for s in lines}, table, taken, origins, kept).rewrite(module)


def _spine(value, table: ImportTable) -> list:
    """The calls down ``value``'s first-argument spine below ``value`` (outermost first), the
    spine going through both operands of an arithmetic operator (``fc(h) + h``, ``l2(h) +
    l3(x)``: hunt 31 k_088), left first: the reverse of the order Python makes them in."""
    out: list = []
    _evaluated(value, out, table, top=True)
    return out[::-1]


def _evaluated(node, out: list, table: ImportTable, top: bool = False) -> None:
    """Appends to ``out`` the calls on ``node``'s spine in the order Python evaluates them
    (a call's first argument before the call; an operator's left operand before its right)."""
    t = type(node)
    if t is cst.BinaryOperation:
        _evaluated(node.left, out, table)
        _evaluated(node.right, out, table)
        return
    if top and _elements(node) is not None:
        for element in _elements(node):
            _evaluated(element, out, table)
        return
    if t is not cst.Call:
        return
    if (dotted(node.func) is not None or _built_in_place(node, table)) and node.args \
            and node.args[0].keyword is None and not node.args[0].star:
        _evaluated(node.args[0].value, out, table)
    if not top:
        out.append(node)


def fetched_literal(small, module: cst.Module) -> bool:
    """``small`` is ``name = <dict / list / tuple literal>`` (``_elements``) and ``name`` is read
    only inside ``<session>.run(...)`` calls (``sess.run(outs, ...)``): its layer calls may be
    hoisted (the planner takes a dict or list of plain names for a container of references, not
    graph code: read by graph code, ``fetches["recon"] - x``, it would not place that code; hunt
    35 v_016). ``layer_objects`` asks it of the statement holding a Keras layer call."""
    if type(small) is not cst.Assign or len(small.targets) != 1 or type(small.targets[0].target) is not cst.Name \
            or _elements(small.value) is None:
        return False
    name = small.targets[0].target.value
    inside = sum(1 for c in instances(module, cst.Call) if type(c.func) is cst.Attribute and c.func.attr.value == "run"
                 for n in instances(c, cst.Name) if n.value == name)
    return inside == sum(1 for n in instances(module, cst.Name) if n.value == name) - 1


def _elements(value) -> list | None:
    """The values of a dict literal with string keys, or the elements of a list or tuple
    literal, in the order Python evaluates them (``outs = {"a": a(x), "b": b(x)}``, a fetch
    dict: hunt 35 v_070); None for another value."""
    t = type(value)
    if t is cst.Dict and all(type(e) is cst.DictElement and isinstance(e.key, cst.SimpleString) for e in value.elements):
        return [e.value for e in value.elements]
    if t in (cst.List, cst.Tuple) and all(type(e) is cst.Element for e in value.elements):
        return [e.value for e in value.elements]
    return None


def _in_order(value, hoisted: list) -> bool:
    """Hoisting ``hoisted`` out of ``value`` keeps the order ops are made in: no call left in an
    operator's left operand is made before one hoisted out of its right operand (``tf.nn.relu(l2(h))
    + l3(x)`` would make ``l3``'s variables before the relu), nor in an element of a dict, list or
    tuple literal before one hoisted out of a later element."""
    ids = {id(c) for c in hoisted}
    for op in instances(value, cst.BinaryOperation):
        if any(id(c) in ids for c in instances(op.right, cst.Call)) \
                and any(id(c) not in ids for c in instances(op.left, cst.Call)):
            return False
    left_behind = False  # (a call left in an earlier element)
    for element in _elements(value) or ():
        calls = instances(element, cst.Call)
        if left_behind and any(id(c) in ids for c in calls):
            return False
        left_behind = left_behind or any(id(c) not in ids for c in calls)
    return True


def _spine_layers(stmt: cst.SimpleStatementLine, table: ImportTable, kept: set = frozenset()) -> list:
    """The layer calls to hoist out of ``stmt`` (outermost first), or []; of ``return <layer
    call>`` the returned call too (``return tf.layers.dense(z, 3)`` in a GAN's generator: hunt
    19's g056 was refused as a layer "not a statement of its own"). (A cell made in place as an
    RNN's argument is bound to a name by ``statement_forms``.)"""
    small = stmt.body[0] if len(stmt.body) == 1 else None
    if type(small) is cst.Return and type(small.value) is cst.Call and table.qualname(small.value.func) in LAYERS:
        found = [small.value] + _hoisted_calls(_spine(small.value, table), table, kept)
    elif type(small) is not cst.Assign or len(small.targets) != 1 or _target_name(small.targets[0].target) is None:
        return []
    else:
        found = _hoisted_calls(_spine(small.value, table), table, kept)
    return found if found and _in_order(small.value, found) else []


def _built_in_place(c: cst.Call, table: ImportTable) -> bool:
    """``c`` is ``<Keras layer without weights>(...)(inputs)``: built and applied at once (not
    another computed callee, ``f()(x)``: ``f()`` is made before the input)."""
    return type(c.func) is cst.Call and without_weights(table.qualname(c.func.func))


def _hoisted_calls(spine: list, table: ImportTable, kept: set = frozenset()) -> list:
    """The calls of ``spine`` to hoist: its layer calls (``LAYERS``) and, when it has one, the
    Keras layers without weights between them, built and applied at once (a Sequential's
    ``LeakyReLU``, spelled so by ``layer_objects``) or bound to a name of ``kept``
    (``dense(pool(conv(x)))``: the layer above needs its input's statement, hunt 33 q_002)."""
    layered = [c for c in spine if table.qualname(c.func) in LAYERS]
    if not layered:
        return []
    return [c for c in spine if table.qualname(c.func) in LAYERS or (
        _built_in_place(c, table)) or (type(c.func) is cst.Name and c.func.value in kept)]


def _target_name(target) -> str | None:
    """The name new statements are named after: ``h`` of ``h = ...`` and of ``self.h = ...``
    (a graph-building class's ``__init__``, taken as builder code later)."""
    if type(target) is cst.Name:
        return target.value
    if type(target) is cst.Attribute and type(target.value) is cst.Name and target.value.value == "self":
        return target.attr.value
    return None


class _Hoist(TracingTransformer):
    def __init__(self, lines: set, table: ImportTable, taken: set, origins=None, kept: set = frozenset()):
        super().__init__(origins)
        self.lines, self.table, self.taken, self.kept = lines, table, taken, kept

    def hit(self, node) -> bool:
        return id(node) in self.lines

    def _hoisted(self, stmt: cst.SimpleStatementLine) -> list:
        small = stmt.body[0]
        calls = _spine_layers(stmt, self.table, self.kept)
        target = _target_name(small.targets[0].target) if type(small) is cst.Assign else "out"
        names = {id(c): fresh_name(self.taken, f"{target}_{_layer_word(c, self.table)}") for c in reversed(calls)}
        out = []
        for c in reversed(calls):  # innermost first: the order Python made them
            made = record_origin(self.origins, c, _replaced(c, names, calls))  # (a refusal of the layer: where it is written)
            out.append(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(names[id(c)]))], made)]))
        value = cst.Name(names[id(small.value)]) if id(small.value) in names \
            else record_origin(self.origins, small.value, _replaced(small.value, names, calls))
        out.append(stmt.with_changes(body=[small.with_changes(value=value)], leading_lines=[]))
        out[0] = out[0].with_changes(leading_lines=stmt.leading_lines)
        return out

    def on_leave(self, original, updated):
        if id(original) in self.lines:
            made = self._hoisted(original)
            for m in made:
                self.origins[id(m)] = (m, original)
            return cst.FlattenSentinel(made)
        return super().on_leave(original, updated)


def _layer_word(c: cst.Call, table: ImportTable) -> str:
    """``dense`` of ``tf.layers.dense(...)``, ``leakyrelu`` of ``tf.keras.layers.LeakyReLU(0.2)(...)``,
    ``pool`` of ``pool(h)``."""
    if type(c.func) is cst.Name and table.qualname(c.func) is None:
        return c.func.value
    return (table.qualname(c.func) or table.qualname(c.func.func)).rpartition(".")[2].lower()


def _replaced(node, names: dict, calls: list):
    """``node`` with each hoisted call below it (``calls``; ``names``: their new names) replaced
    by its name."""
    return replace_nodes(node, {c: cst.Name(names[id(c)]) for c in calls if c is not node})
