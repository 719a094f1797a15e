"""TF1's ``gradient_override_map`` blocks, written as ``tf.custom_gradient`` functions (before
planning).

TF1 scripts replace an op's gradient for the ops made in a block (the straight-through
estimator of binarized networks, gradient reversal, a hand-written gradient)::

    with tf.get_default_graph().gradient_override_map({"Sign": "Identity"}):
        s = tf.sign(x)

TF2 has no graph whose op types a map could name; the same maths is a function with a custom
gradient, which the planner converts as it converts the script's own ``tf.custom_gradient``
functions (and which TF1 runs too, for a compat island)::

    @tf.custom_gradient
    def sign_identity_gradient(x):
        def grad(dy):
            return dy
        return tf.sign(x), grad


    s = sign_identity_gradient(x)

A map to ``"Identity"`` passes the incoming gradient through; a map to a name the file
registers (``@tf.RegisterGradient("Reverse") def _reverse(op, grad)``) calls that function with
an object holding the op's ``inputs`` and ``outputs`` (what such functions read; ``op.get_attr``
is not there). Only a module-level ``with`` whose graph is ``tf.get_default_graph()`` (or a name
bound once to it), whose map is a dict literal of strings, whose body is simple statements, and
in which every call of an op the map names is a one-input op this module knows the type of
(``tf.sign`` is ``Sign``), called with that input first; a Python operator whose op the map names
(``x * y`` with ``"Mul"``) leaves the block as it is (the planner refuses it, as before). Ops
the map does not name are unchanged. Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import fresh_name
from migrate.source.native.walk import instances, record_origin

__all__ = ["write_gradient_overrides"]

# one-input ops: TF1 function -> the op type its gradient_override_map key names
OP_TYPES = {
    "tf.sign": "Sign", "tf.round": "Round", "tf.floor": "Floor", "tf.ceil": "Ceil", "tf.identity": "Identity",
    "tf.square": "Square", "tf.sqrt": "Sqrt", "tf.abs": "Abs", "tf.exp": "Exp", "tf.log": "Log", "tf.math.log": "Log",
    "tf.nn.relu": "Relu", "tf.nn.relu6": "Relu6", "tf.sigmoid": "Sigmoid", "tf.nn.sigmoid": "Sigmoid", "tf.tanh": "Tanh",
    "tf.nn.tanh": "Tanh", "tf.negative": "Neg", "tf.reciprocal": "Reciprocal", "tf.math.sign": "Sign",
    "tf.math.round": "Round", "tf.math.floor": "Floor", "tf.math.ceil": "Ceil",
}
# Python operators whose op a map may name (such a block is left as it is)
_OPERATOR_TYPES = {"Add", "AddV2", "Sub", "Mul", "RealDiv", "Div", "FloorDiv", "Pow", "Neg", "MatMul", "FloorMod"}
_GRAPHS = frozenset({"tf.get_default_graph", "tf.compat.v1.get_default_graph"})
_REGISTER = frozenset({"tf.RegisterGradient", "tf.compat.v1.RegisterGradient"})
_OP_CLASS = "_OverriddenOp"


def write_gradient_overrides(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each eligible ``gradient_override_map`` block written as calls of
    ``tf.custom_gradient`` functions (itself if it has none)."""
    maps = {id(s): m for s in module.body if type(s) is cst.With for m in [_override_map(s, module, table)] if m is not None}
    if not maps:
        return module
    origins = origins if origins is not None else {}
    registered = _registered(module, table)
    taken = {n.value for n in instances(module, cst.Name)}
    tf = table.primary or "tf"
    body, made, needs_op = [], {}, False
    for stmt in module.body:
        plan = _plan(stmt, maps[id(stmt)], registered, table) if id(stmt) in maps else None
        if plan is None:
            body.append(stmt)
            continue
        defs, renamed = [], {}
        for q, target in plan:
            key = (q, target)
            if key not in made:
                name = fresh_name(taken, f"{q.rpartition('.')[2]}_{target.lower()}_gradient")
                made[key] = name
                defs.append(_function(name, q, target, registered, tf))
                needs_op = needs_op or target != "Identity"
            renamed[q] = made[key]
        inner = [s.visit(_Calls(renamed, table, origins)) for s in stmt.body.body]
        blank = [cst.EmptyLine(), cst.EmptyLine()]
        comments = [line for line in stmt.leading_lines if line.comment is not None]
        defs = [d.with_changes(leading_lines=blank + (comments if k == 0 else [])) for k, d in enumerate(defs)]
        if inner:
            inner[0] = inner[0].with_changes(leading_lines=(blank if defs else comments) + list(inner[0].leading_lines))
        body += defs + [record_origin(origins, stmt, s) for s in inner]
    if needs_op:
        at = _after_imports(body)
        if at < len(body):
            body[at] = body[at].with_changes(leading_lines=[cst.EmptyLine(), cst.EmptyLine()] + [
                line for line in body[at].leading_lines if line.comment is not None])
        body.insert(at, _op_class())
    return module.with_changes(body=body)


def _override_map(stmt: cst.With, module: cst.Module, table: ImportTable) -> dict | None:
    """{op type: gradient name} of ``with <default graph>.gradient_override_map({...}):``, or None."""
    if len(stmt.items) != 1 or stmt.items[0].asname is not None or type(stmt.body) is not cst.IndentedBlock:
        return None
    c = stmt.items[0].item
    if type(c) is not cst.Call or type(c.func) is not cst.Attribute or c.func.attr.value != "gradient_override_map" \
            or len(c.args) != 1 or c.args[0].keyword is not None or type(c.args[0].value) is not cst.Dict:
        return None
    if not _default_graph(c.func.value, module, table):
        return None
    out = {}
    for e in c.args[0].value.elements:
        if type(e) is not cst.DictElement or type(e.key) is not cst.SimpleString or type(e.value) is not cst.SimpleString:
            return None
        out[e.key.evaluated_value] = e.value.evaluated_value
    return out or None


def _default_graph(node, module: cst.Module, table: ImportTable) -> bool:
    if type(node) is cst.Call and not node.args and table.qualname(node.func) in _GRAPHS:
        return True
    if type(node) is not cst.Name:
        return False
    values = [a.value for a in instances(module, cst.Assign) for t in a.targets if type(t.target) is cst.Name and t.target.value == node.value]
    return len(values) == 1 and type(values[0]) is cst.Call and not values[0].args and table.qualname(values[0].func) in _GRAPHS


def _registered(module: cst.Module, table: ImportTable) -> dict:
    """{gradient name: the module-level function ``@tf.RegisterGradient(name)`` decorates}."""
    out = {}
    for fn in module.body:
        if type(fn) is not cst.FunctionDef or len(fn.params.params) != 2:
            continue
        for d in fn.decorators:
            c = d.decorator
            if type(c) is cst.Call and table.qualname(c.func) in _REGISTER and len(c.args) == 1 \
                    and type(c.args[0].value) is cst.SimpleString:
                out[c.args[0].value.evaluated_value] = fn.name.value
    return out


def _plan(stmt: cst.With, mapping: dict, registered: dict, table: ImportTable) -> list | None:
    """[(TF1 function, gradient name)] for the block's overridden calls, or None if the block is
    not taken (see the module's docstring)."""
    if not all(type(s) is cst.SimpleStatementLine for s in stmt.body.body) or set(mapping) & _OPERATOR_TYPES:
        return None
    if any(target != "Identity" and target not in registered for target in mapping.values()):
        return None
    found = []
    for c in instances(stmt.body, cst.Call):
        q = table.qualname(c.func)
        op = OP_TYPES.get(q)
        if op not in mapping:
            if q is None and type(c.func) is cst.Name:
                return None  # (a function of the file: ops it makes inside are overridden too)
            continue
        if len(c.args) != 1 or c.args[0].keyword is not None or c.args[0].star:
            return None  # (``name=`` too: a custom_gradient function takes no keywords)
        if (q, mapping[op]) not in found:
            found.append((q, mapping[op]))
    return found or None


def _function(name: str, q: str, target: str, registered: dict, tf: str) -> cst.FunctionDef:
    """The ``tf.custom_gradient`` function computing ``q`` with the gradient ``target``."""
    op = tf + q[2:]
    if target == "Identity":
        text = (f"@{tf}.custom_gradient\ndef {name}(x):\n    def grad(dy):\n        return dy\n"
                f"    return {op}(x), grad\n")
    else:
        text = (f"@{tf}.custom_gradient\ndef {name}(x):\n    y = {op}(x)\n\n    def grad(dy):\n"
                f"        return {registered[target]}({_OP_CLASS}([x], [y]), dy)\n    return y, grad\n")
    return cst.parse_statement(text)


def _op_class() -> cst.ClassDef:
    return cst.parse_statement(
        f"class {_OP_CLASS}(object):\n"
        "    \"\"\"The op a gradient function registered with tf.RegisterGradient reads: its inputs and outputs.\"\"\"\n\n"
        "    def __init__(self, inputs, outputs):\n        self.inputs = inputs\n        self.outputs = outputs\n"
    ).with_changes(leading_lines=[cst.EmptyLine(), cst.EmptyLine()])


def _after_imports(body: list) -> int:
    k = 0
    for i, s in enumerate(body):
        if type(s) is cst.SimpleStatementLine and all(type(x) in (cst.Import, cst.ImportFrom, cst.Expr) for x in s.body):
            k = i + 1
        else:
            break
    return k


class _Calls(cst.CSTTransformer):
    def __init__(self, renamed: dict, table: ImportTable, origins: dict):
        super().__init__()
        self.renamed, self.table, self.origins = renamed, table, origins

    def leave_Call(self, original, updated):
        q = self.table.qualname(original.func)
        if q in self.renamed:
            return record_origin(self.origins, original, updated.with_changes(func=cst.Name(self.renamed[q])))
        return updated
