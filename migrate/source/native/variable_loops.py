"""Module-level loops that create variables into lists, unrolled (before planning).

PINN and MLP code makes one weight per layer in a loop::

    weights, biases = [], []
    for l in range(0, len(layers) - 1):
        W = tf.Variable(tf.truncated_normal([layers[l], layers[l + 1]], stddev=0.1))
        b = tf.Variable(tf.zeros([1, layers[l + 1]]))
        weights.append(W)
        biases.append(b)

The planner converts variables made by statements of their own (created once, listed by name
in the optimizers' updates). When the trip count is known from the source (``range`` of int
literals, of module names bound once to int or list literals, ``len`` of those), the loop is
the same program as its iterations written out, the loop variable replaced by its value and
each iteration's names numbered::

    W_1 = tf.Variable(tf.truncated_normal([layers[0], layers[0 + 1]], stddev=0.1))
    b_1 = tf.Variable(tf.zeros([1, layers[0 + 1]]))
    W_2 = ...
    weights = [W_1, W_2, W_3]
    biases = [b_1, b_2, b_3]

(the ops are made in the same order; ``weights`` holds the same variables; names the rest of
the file reads after the loop get the last iteration's value). Unrolled only when: the loop is
``for NAME in range(...)`` at module level without ``else``, at most 32 iterations; its body is
plain assignments to names and ``L.append(name)`` of lists bound to ``[]`` before the loop and
not read in between; it creates a variable (``tf.Variable``/``tf.get_variable``) and runs no
session. (``model._unrolled`` unrolls ``range(N)`` graph loops during analysis, keeping the
names: enough for ``h = tf.layers.dense(h, ...)``, not for variables that must be listed by
name; the two could become one pass.) Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import assigned_names
from migrate.source.native.inline import _Renamer, is_main_guard, main_guard_index
from migrate.source.native.walk import instances

__all__ = ["unroll_variable_loops"]

_MAX_TRIPS = 32
_CREATORS = ("tf.Variable", "tf.get_variable")


def unroll_variable_loops(module: cst.Module, table: ImportTable, origins: dict | None = None) -> cst.Module:
    """``module`` with each qualifying loop of the module body, or of the body of a final
    ``if __name__ == "__main__":`` (module scope too), unrolled as above (itself if none)."""
    origins = origins if origins is not None else {}
    body = list(module.body)
    guard = main_guard_index(body)
    blocks = [(body, [], [])]
    if guard is not None:
        blocks.append((list(body[guard].body.body), body[:guard], body[guard + 1:]))
    if not any(isinstance(s, cst.For) and _creates_variables(s, table) for b, _, _ in blocks for s in b):
        return module
    taken = {n.value for n in instances(module, cst.Name)}
    static = _static_names(module)
    new_body = _unroll_in(body, [], [], table, static, taken, origins)
    if guard is not None:
        inner = list(body[guard].body.body)
        new_inner = _unroll_in(inner, body[:guard], body[guard + 1:], table, static, taken, origins)
        if new_inner != inner:
            g = next(i for i, x in enumerate(new_body) if x is body[guard])
            new_guard = body[guard].with_changes(body=body[guard].body.with_changes(body=new_inner))
            origins[id(new_guard)] = (new_guard, body[guard])
            new_body[g] = new_guard
    return module.with_changes(body=new_body) if new_body != body else module


def _unroll_in(stmts: list, prefix: list, suffix: list, table, static: dict, taken: set, origins: dict) -> list:
    """``stmts`` with their qualifying loops unrolled (``prefix``/``suffix``: the statements of
    the same scope before/after them)."""
    stmts = list(stmts)
    loops = [k for k, s in enumerate(stmts) if isinstance(s, cst.For) and _creates_variables(s, table)]
    for k in reversed(loops):  # later loops first: earlier indices stay valid
        new = _unroll(prefix + stmts, len(prefix) + k, table, static, taken, suffix)
        if new is None:
            continue
        start, stop, made = new
        if start < len(prefix):
            continue  # (a list bound before the guard: left alone)
        loop = stmts[k]
        for s in made:
            origins.setdefault(id(s), (s, loop))
        stmts[start - len(prefix):stop - len(prefix)] = made
    return stmts


def _creates_variables(loop: cst.For, table: ImportTable) -> bool:
    return any(table.qualname(c.func) in _CREATORS for c in instances(loop.body, cst.Call))


def _unroll(body: list, k: int, table: ImportTable, static: dict, taken: set, suffix=()):
    """(start, stop, statements replacing body[start:stop]), or None (``suffix``: statements
    of the same scope after ``body``)."""
    loop = body[k]
    if loop.orelse is not None or loop.asynchronous is not None or not isinstance(loop.target, cst.Name) \
            or not isinstance(loop.body, cst.IndentedBlock):
        return None
    values = _range_values(loop.iter, static)
    if values is None or not values or len(values) > _MAX_TRIPS:
        return None
    var = loop.target.value
    lists: dict = {}  # list name -> element names (per iteration)
    steps = []
    for s in loop.body.body:
        if not isinstance(s, cst.SimpleStatementLine) or len(s.body) != 1:
            return None
        small = s.body[0]
        if isinstance(small, cst.Assign) and len(small.targets) == 1 and assigned_names(small.targets[0].target):
            steps.append(s)
            continue
        appended = _append(small)
        if appended is None:
            return None
        lists.setdefault(appended[0], [])
        steps.append(s)
    if not lists:
        return None
    for c in instances(loop.body, cst.Call):
        if isinstance(c.func, cst.Attribute) and c.func.attr.value in ("run", "eval"):
            return None
        q = table.qualname(c.func)
        if q is None and isinstance(c.func, cst.Name):
            return None  # a function of the file: it may do anything per iteration
    bound = []
    for s in steps:
        small = s.body[0]
        if isinstance(small, cst.Assign):
            for n in assigned_names(small.targets[0].target):
                if n not in bound:
                    bound.append(n)
    if var in bound or set(lists) & (set(bound) | {var}):
        return None
    # the lists: bound to [] before the loop, not read between, read in the loop only by append
    found = _empty_bindings(body[:k], set(lists))
    if found is None:
        return None
    first = min(i for i, _ in found.values())
    binding = {i for i, _ in found.values()}
    between = [s for i, s in enumerate(body[first:k], first) if i not in binding]
    if any(n.value in lists for s in between for n in instances(s, cst.Name)):
        return None
    reads = [n for n in instances(loop.body, cst.Name) if n.value in lists]
    if len(reads) != sum(1 for s in steps if _append(s.body[0]) is not None):
        return None
    # unroll
    out = []
    elements = {name: [] for name in lists}
    last = {}
    for i, value in enumerate(values):
        mapping = {}
        for n in bound:
            fresh, m = f"{n}_{i + 1}", 1
            while fresh in taken:
                m += 1
                fresh = f"{n}_{i + 1}_{m}"
            taken.add(fresh)
            mapping[n] = fresh
        # a name read before the iteration binds it reads the previous iteration's (the value
        # before the loop in the first): ``h = h * w`` -> ``h_1 = h * w_1``, ``h_2 = h_1 * w_2``
        current = dict(last)
        for s in steps:
            small = s.body[0]
            appended = _append(small)
            if appended is not None:
                elements[appended[0]].append(current.get(appended[1], appended[1]))
                continue
            targets = assigned_names(small.targets[0].target)
            value_node = _Substitute(var, value, current).rewrite(small.value)
            current.update({n: mapping[n] for n in targets})
            target_node = _Substitute(var, value, current).rewrite(small.targets[0].target)
            new = s.with_changes(body=[small.with_changes(targets=[small.targets[0].with_changes(target=target_node)], value=value_node)])
            out.append(new.deep_clone().with_changes(leading_lines=[]))
        last = mapping
    if out:
        out[0] = out[0].with_changes(leading_lines=list(loop.leading_lines))
    for name in lists:
        out.append(cst.SimpleStatementLine([cst.Assign(
            [cst.AssignTarget(cst.Name(name))], cst.List([cst.Element(cst.Name(e)) for e in elements[name]]))]))
    later = set()  # names read after the loop (binding occurrences left out)
    for s in list(body[k + 1:]) + list(suffix):
        targets = {id(x) for t in instances(s, (cst.AssignTarget, cst.For, cst.CompFor)) for x in instances(t.target, cst.Name)}
        later |= {n.value for n in instances(s, cst.Name) if id(n) not in targets}
    for n in bound:
        if n in later:
            out.append(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(n))], cst.Name(last[n]))]))
    if var in later:
        out.append(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(var))], cst.Integer(str(values[-1])))]))
    # the empty bindings: dropped (``weights, biases = [], []``), other targets kept
    replaced = {}
    for name, (i, stmt) in found.items():
        replaced.setdefault(i, set()).add(name)
    new_before = []
    for i, s in enumerate(body[first:k]):
        i += first
        if i not in replaced:
            new_before.append(s)
            continue
        kept = _without(s, replaced[i])
        if kept is not None:
            new_before.append(kept)
        elif s.leading_lines and out:
            out[0] = out[0].with_changes(leading_lines=list(s.leading_lines) + list(out[0].leading_lines))
    return first, k + 1, new_before + out


def _append(small):
    """(list name, appended name) of ``L.append(N)``, else None."""
    if isinstance(small, cst.Expr) and isinstance(small.value, cst.Call):
        c = small.value
        if isinstance(c.func, cst.Attribute) and c.func.attr.value == "append" and isinstance(c.func.value, cst.Name) \
                and len(c.args) == 1 and c.args[0].keyword is None and not c.args[0].star and isinstance(c.args[0].value, cst.Name):
            return c.func.value.value, c.args[0].value.value
    return None


def _empty_bindings(before: list, lists: set):
    """{list name: (index, statement)} of the last module statement binding each to ``[]``
    (``L = []`` or ``A, B = [], []``); None if one is missing or bound otherwise after it."""
    out = {}
    for i, s in enumerate(before):
        if not isinstance(s, cst.SimpleStatementLine):
            if any(n in lists for n in _names_bound(s)):
                return None
            continue
        for small in s.body:
            if isinstance(small, cst.Assign) and len(small.targets) == 1:
                pairs = _pairs(small.targets[0].target, small.value)
                for name, value in pairs:
                    if name in lists:
                        if isinstance(value, cst.List) and not value.elements and len(s.body) == 1:
                            out[name] = (i, s)
                        else:
                            out.pop(name, None)
                continue
            if any(n in lists for n in _names_bound(small)):
                return None
    return out if set(out) == lists else None


def _pairs(target, value) -> list:
    if isinstance(target, cst.Name):
        return [(target.value, value)]
    if isinstance(target, (cst.Tuple, cst.List)) and isinstance(value, (cst.Tuple, cst.List)) \
            and len(target.elements) == len(value.elements):
        out = []
        for t, v in zip(target.elements, value.elements):
            out += _pairs(t.value, v.value)
        return out
    return [(n, None) for n in assigned_names(target)]


def _names_bound(node) -> set:
    out = set()
    for n in instances(node, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For)):
        out |= set(assigned_names(n.target))
    return out


def _without(stmt: cst.SimpleStatementLine, names: set):
    """``A, B = [], []`` without the bindings of ``names`` (None if nothing is left)."""
    a = stmt.body[0]
    target, value = a.targets[0].target, a.value
    if isinstance(target, cst.Name):
        return None
    keep = [(t, v) for t, v in zip(target.elements, value.elements) if not (isinstance(t.value, cst.Name) and t.value.value in names)]
    if not keep:
        return None
    if len(keep) == 1:
        return stmt.with_changes(body=[a.with_changes(targets=[a.targets[0].with_changes(target=keep[0][0].value)], value=keep[0][1].value)])
    return stmt.with_changes(body=[a.with_changes(
        targets=[a.targets[0].with_changes(target=target.with_changes(elements=[t.with_changes(comma=cst.MaybeSentinel.DEFAULT) if i == len(keep) - 1 else t for i, (t, _) in enumerate(keep)]))],
        value=value.with_changes(elements=[v.with_changes(comma=cst.MaybeSentinel.DEFAULT) if i == len(keep) - 1 else v for i, (_, v) in enumerate(keep)]))])


def _static_names(module: cst.Module) -> dict:
    """{name: int or list of ints} for module names bound once in the file, by a module-level
    assignment of a static value (also in a ``__main__`` guard), and never changed in place (no
    method call, item store)."""
    counts: dict = {}
    for n in instances(module, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For, cst.CompFor)):
        for name in (assigned_names(n.target) or [x.value for x in instances(n.target, cst.Name)]):
            counts[name] = counts.get(name, 0) + 1
    for n in instances(module, cst.Param):
        counts[n.name.value] = counts.get(n.name.value, 0) + 1
    changed = {a.value.value for a in instances(module, cst.Attribute) if isinstance(a.value, cst.Name)}
    changed |= {t.target.value.value for t in instances(module, cst.AssignTarget)
                if isinstance(t.target, cst.Subscript) and isinstance(t.target.value, cst.Name)}
    env: dict = {}
    statements = []
    for s in module.body:  # (a ``__main__`` guard's body is module scope)
        statements += list(s.body.body) if is_main_guard(s) else [s]
    for s in statements:
        if not isinstance(s, cst.SimpleStatementLine):
            continue
        for small in s.body:
            if isinstance(small, cst.Assign) and len(small.targets) == 1:
                for name, value in _pairs(small.targets[0].target, small.value):
                    if value is None or counts.get(name) != 1 or name in changed:
                        continue
                    v = _static(value, env)
                    if v is not None:
                        env[name] = v
    return env


def _static(node, env: dict):
    """The int / list-of-ints value of ``node`` from literals and ``env``, else None."""
    if isinstance(node, cst.Integer):
        return int(node.value, 0)
    if isinstance(node, cst.Name):
        return env.get(node.value)
    if isinstance(node, (cst.List, cst.Tuple)):
        out = []
        for e in node.elements:
            if isinstance(e, cst.StarredElement):
                return None
            v = _static(e.value, env)
            if not isinstance(v, int):
                return None
            out.append(v)
        return out
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        v = _static(node.expression, env)
        return -v if isinstance(v, int) else None
    if isinstance(node, cst.BinaryOperation):
        a, b = _static(node.left, env), _static(node.right, env)
        if not isinstance(a, int) or not isinstance(b, int):
            return None
        op = node.operator
        if isinstance(op, cst.Add):
            return a + b
        if isinstance(op, cst.Subtract):
            return a - b
        if isinstance(op, cst.Multiply):
            return a * b
        if isinstance(op, cst.FloorDivide) and b:
            return a // b
        return None
    if isinstance(node, cst.Call) and isinstance(node.func, cst.Name) and node.func.value == "len" \
            and len(node.args) == 1 and node.args[0].keyword is None and not node.args[0].star:
        v = _static(node.args[0].value, env)
        return len(v) if isinstance(v, list) else None
    if isinstance(node, cst.Subscript) and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index):
        seq, i = _static(node.value, env), _static(node.slice[0].slice.value, env)
        if isinstance(seq, list) and isinstance(i, int) and -len(seq) <= i < len(seq):
            return seq[i]
    return None


def _range_values(it, static: dict):
    """The values of ``range(...)`` with static bounds, else None."""
    if not (isinstance(it, cst.Call) and isinstance(it.func, cst.Name) and it.func.value == "range"):
        return None
    if not 1 <= len(it.args) <= 3 or any(a.keyword is not None or a.star for a in it.args):
        return None
    bounds = [_static(a.value, static) for a in it.args]
    if not all(isinstance(b, int) for b in bounds) or (len(bounds) == 3 and bounds[2] == 0):
        return None
    values = list(range(*bounds))
    return values if len(values) <= _MAX_TRIPS else None


class _Substitute(_Renamer):
    """The loop variable -> its value; the iteration's names -> their numbered names."""

    def __init__(self, var: str, value: int, mapping: dict):
        literal = cst.Integer(str(value)) if value >= 0 else cst.UnaryOperation(cst.Minus(), cst.Integer(str(-value)))
        super().__init__({**mapping, var: literal})

    def leave_BinaryOperation(self, original, updated):
        """``0 + 1`` (the loop variable's value in ``l + 1``) folded to ``1``."""
        a, b = updated.left, updated.right
        if isinstance(a, cst.Integer) and isinstance(b, cst.Integer) and not a.lpar and not b.lpar \
                and isinstance(updated.operator, (cst.Add, cst.Subtract, cst.Multiply)):
            x, y = int(a.value, 0), int(b.value, 0)
            v = x + y if isinstance(updated.operator, cst.Add) else x - y if isinstance(updated.operator, cst.Subtract) else x * y
            if v >= 0:
                return cst.Integer(str(v), lpar=updated.lpar, rpar=updated.rpar)
        return updated
