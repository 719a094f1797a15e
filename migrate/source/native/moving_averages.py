"""``tf.train.ExponentialMovingAverage`` of variables written out as TF1 built it (before planning).

TF1's ``ema.apply([W, b])`` made one shadow variable per variable (named ``W/<ema name>``,
starting at the variable's initial value, not trainable) and returned a group of updates
``shadow -= (shadow - W) * (1 - decay)`` (``decay = min(decay, (1 + n) / (10 + n))`` with
``num_updates=n``), all in float32 arithmetic; ``ema.average(W)`` was the shadow. Written out::

    ema = tf.train.ExponentialMovingAverage(decay=0.9)
    with tf.control_dependencies([opt]):
        training_op = ema.apply([W, b])
    W_avg = ema.average(W)
        ->
    W_ema = tf.Variable(W.initialized_value(), trainable=False, name="W/ExponentialMovingAverage")
    b_ema = ...
    with tf.control_dependencies([opt]):
        training_op = tf.group(tf.assign_sub(W_ema, (W_ema - W) * tf.cast(1.0 - tf.constant(0.9), W_ema.dtype)),
                               tf.assign_sub(b_ema, ...))
    W_avg = W_ema

so the planner converts them as any variables and updates (the shadows are made where TF1 made
them: before the statement holding ``apply``). Only when every use of the average object is
``E.apply([<variables>])`` (a list literal of names each bound once to ``tf.Variable`` /
``tf.get_variable``), ``E.average(<one of them>)`` or ``E.average_name(...)`` of a named one,
the object made once by a module-level statement of its own (dropped) with ``decay``, ``num_updates``, ``zero_debias`` (moot:
it applies to tensors only) and a literal ``name``; tensors averaged (a loss), ``apply()`` of
all variables, ``variables_to_restore()`` and other uses leave the file as it is (refused
where planned). ``rewrite_moving_averages(module, table, origins)``; never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.constants import binding_counts
from migrate.source.native.context import arg, call, expr, fresh_name
from migrate.source.native.walk import TracingTransformer, instances

__all__ = ["rewrite_moving_averages"]

_EMA = "tf.train.ExponentialMovingAverage"
_MAKERS = {"tf.Variable", "tf.get_variable"}


def rewrite_moving_averages(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with the averages described above written out (itself if none qualifies)."""
    if not any(n.attr.value == "ExponentialMovingAverage" for n in instances(module, cst.Attribute)):
        return module
    made = {}  # E -> (its Assign, decay, num_updates, name)
    for a in instances(module, cst.Assign):
        if len(a.targets) == 1 and type(a.targets[0].target) is cst.Name and type(a.value) is cst.Call \
                and table.qualname(a.value.func) == _EMA:
            spec = _spec(a.value)
            if spec is not None:
                made[a.targets[0].target.value] = (a, *spec)
    if not made:
        return module
    counts = binding_counts(module)
    variables = _variables(module, table, counts)
    top_of = {id(c): id(s) for s in module.body for c in instances(s, cst.Call)}  # call -> its top-level statement
    plans, dropped = {}, set()
    for name, (stmt, decay, updates, ema_name) in made.items():
        line = next((s for s in module.body if type(s) is cst.SimpleStatementLine and len(s.body) == 1 and s.body[0] is stmt), None)
        plan = _plan(module, name, variables, counts, top_of) if line is not None else None
        if plan is not None:
            plans[name] = (plan, decay, updates, ema_name)
            dropped.add(id(line))  # (the object itself: every use is written out)
    if not plans:
        return module
    taken = {n.value for n in instances(module, cst.Name)}  # (a shadow's name is new to the file)
    return _Rewrite(plans, variables, dropped, taken, table.primary or "tf", origins).rewrite(module)


def _spec(call: cst.Call):
    """(decay, num_updates or None, name) of ``tf.train.ExponentialMovingAverage(...)``, None if
    it has arguments this pass does not take."""
    for k, a in enumerate(call.args):
        if a.star or (a.keyword is None and k > 3) or (a.keyword is not None and a.keyword.value not in ("decay", "num_updates", "zero_debias", "name")):
            return None
    decay = arg(call, 0, "decay")
    updates = arg(call, 1, "num_updates")
    name = arg(call, 3, "name")
    if decay is None or (name is not None and not isinstance(name, cst.SimpleString)):
        return None
    if updates is not None and type(updates) is cst.Name and updates.value == "None":
        updates = None
    return decay, updates, (name.evaluated_value if name is not None else "ExponentialMovingAverage")


def _variables(module: cst.Module, table: ImportTable, counts) -> dict:
    """{name: its TF1 name or None} of the module-level names bound once to ``tf.Variable`` /
    ``tf.get_variable`` (the TF1 name: a literal ``name=`` of a top-level statement, outside
    blocks that could prefix it)."""
    out = {}
    for stmt in module.body:
        top = type(stmt) is cst.SimpleStatementLine
        for a in instances(stmt, cst.Assign):
            if len(a.targets) == 1 and type(a.targets[0].target) is cst.Name and type(a.value) is cst.Call \
                    and table.qualname(a.value.func) in _MAKERS and counts.get(a.targets[0].target.value) == 1:
                q = table.qualname(a.value.func)
                given = arg(a.value, None, "name") if q == "tf.Variable" else arg(a.value, 0, "name")
                out[a.targets[0].target.value] = given.evaluated_value if isinstance(given, cst.SimpleString) and top else None
    return out


def _plan(module, name: str, variables: dict, counts, top_of: dict):
    """{id(node): what it becomes} for the uses of average object ``name`` (an apply: the
    variables and its top-level statement, where the shadows are made), or None when some use
    is not one this pass writes out."""
    if counts.get(name) != 1:
        return None
    uses = [n for n in instances(module, cst.Name) if n.value == name]
    calls = [c for c in instances(module, cst.Call) if type(c.func) is cst.Attribute and type(c.func.value) is cst.Name
             and c.func.value.value == name]
    if len(uses) != 1 + len(calls):  # (the binding, and one call per other use)
        return None
    plan = {}
    for c in calls:
        method = c.func.attr.value
        if method == "apply":
            listed = arg(c, 0, "var_list")
            if len(c.args) != 1 or not isinstance(listed, (cst.List, cst.Tuple)) or not listed.elements or not all(
                    type(e.value) is cst.Name and e.value.value in variables for e in listed.elements):
                return None
            plan[id(c)] = ("apply", [e.value.value for e in listed.elements], top_of[id(c)])
        elif method in ("average", "average_name"):
            v = arg(c, 0, "var")
            if len(c.args) != 1 or type(v) is not cst.Name or v.value not in variables:
                return None
            plan[id(c)] = (method, v.value)
        else:
            return None
    applied = [p for p in plan.values() if p[0] == "apply"]
    averaged = {p[1] for p in plan.values() if p[0] != "apply"}
    if not applied or not averaged <= {v for p in applied for v in p[1]}:
        return None  # (an average of a variable no apply made a shadow for: TF1 returned None)
    if any(p[0] == "average_name" and variables[p[1]] is None for p in plan.values()):
        return None
    return plan


class _Rewrite(TracingTransformer):
    def __init__(self, plans: dict, variables: dict, dropped: set, taken: set, tf: str, origins):
        super().__init__(origins)
        self.variables, self.dropped, self.tf = variables, dropped, tf
        self.calls: dict = {}  # id(call) -> (ema name, plan entry)
        self.before: dict = {}  # id(top-level statement) -> shadow creations to put before it
        self.shadows: dict = {}  # (ema name, variable) -> shadow name
        self.taken = set(taken)
        for ema, (plan, decay, updates, ema_name) in plans.items():
            for cid, entry in plan.items():
                self.calls[cid] = (ema, entry, decay, updates, ema_name)
                if entry[0] == "apply":
                    for v in entry[1]:
                        if (ema, v) in self.shadows:
                            continue  # (applied again: TF1's apply reused the shadow it made first)
                        shadow = fresh_name(self.taken, f"{v}_{ema}")
                        self.shadows[(ema, v)] = shadow
                        self.before.setdefault(entry[2], []).append(self._creation(shadow, v, ema_name))

    def _creation(self, shadow: str, v: str, ema_name: str) -> cst.SimpleStatementLine:
        tf1 = self.variables[v]
        named = f', name="{tf1}/{ema_name}"' if tf1 is not None else ""
        return cst.parse_statement(f"{shadow} = {self.tf}.Variable({v}.initialized_value(), trainable=False{named})\n")

    def hit(self, node) -> bool:
        return id(node) in self.calls or id(node) in self.before or id(node) in self.dropped

    def leave_Call(self, original, updated):
        entry = self.calls.get(id(original))
        if entry is None:
            return updated
        ema, plan, decay, updates, ema_name = entry
        if plan[0] == "average":
            return cst.Name(self.shadows[(ema, plan[1])])
        if plan[0] == "average_name":
            return cst.SimpleString(repr(f"{self.variables[plan[1]]}/{ema_name}"))
        tf = lambda name: expr(f"{self.tf}.{name}")  # noqa: E731
        factor = call(tf("constant"), decay)
        if updates is not None:  # TF1: min(decay, (1 + n) / (10 + n)), n cast to float32
            n = call(tf("cast"), updates, tf("float32"))
            paren = dict(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
            ratio = cst.BinaryOperation(cst.BinaryOperation(cst.Float("1.0"), cst.Add(), n, **paren), cst.Divide(),
                                        cst.BinaryOperation(cst.Float("10.0"), cst.Add(), n, **paren))
            factor = call(tf("minimum"), factor, ratio)
        group = []
        for v in plan[1]:
            s = self.shadows[(ema, v)]
            rate = call(tf("cast"), cst.BinaryOperation(cst.Float("1.0"), cst.Subtract(), factor), expr(f"{s}.dtype"))
            group.append(call(tf("assign_sub"), cst.Name(s), cst.BinaryOperation(expr(f"({s} - {v})"), cst.Multiply(), rate)))
        return call(tf("group"), *group)

    def leave_Module(self, original, updated):
        body = []
        for old, new in zip(original.body, updated.body):
            if id(old) in self.dropped:
                continue
            made = self.before.get(id(old), [])
            if made:
                made = [made[0].with_changes(leading_lines=new.leading_lines)] + made[1:]
                new = new.with_changes(leading_lines=[])
            body += made + [new]
        return updated.with_changes(body=body)
