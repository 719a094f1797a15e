"""Plan one block: what stays where it was, what moves into ``sess.run`` functions.

* Variables, optimizers and one-shot ``tf.data`` iterators are created once, where the script
  created them.
* A graph statement is *dynamic* if it is a placeholder, random, stateful (assign, train op,
  ``x = it.get_next()``), or reads a dynamic statement or a variable that something assigns
  to. Dynamic statements leave their place; static ones stay and run eagerly once (their value
  cannot differ between ``sess.run`` calls).
* Each ``sess.run`` site whose fetches need dynamic statements becomes a call of a function
  computing exactly its fetches: the backward slice of the graph code from the fetches (plus
  the forward path of every gradient in it, so the tape sees it), with placeholders as
  parameters, run in a ``tf.function`` (graph mode, as TF1 ran it). Side effects (train ops, assigns) therefore run only where the original ran them,
  and each site draws one element from an iterator it depends on (its ``get_next()`` statement
  is in the slice once, emitted first; rule ``datasets``).
* Sites that need nothing dynamic become inline ``.numpy()`` conversions.
Never imports TensorFlow.
"""
from __future__ import annotations

import builtins
import dataclasses
import re

import libcst as cst

from migrate.source.codegen import node_code
from migrate.source.native.aliases import dotted
from migrate.source.native.constants import bound_names, none_names, scope_bindings
from migrate.source.native.context import GRAPH_IDENTITY, Context, Refusal, arg, assigned_names, call, int_value, name_nodes_read, names_in, names_read_outside, node_facts, replace_nodes, string_literal
from migrate.source.native.emit import Facts, emit_sequence, grad_io
from migrate.source.native.grouped_updates import UPDATE_METHODS
from migrate.source.native.initial_values import is_initializer_name
from migrate.source.native.python_draws import GENERATOR_MAKERS as _GENERATOR_MAKERS, generator_names, is_generator_draw, is_python_draw
from migrate.source.native import layer_chains, op_seeds, placeholder_lists
from migrate.source.native.model import ALL_VARIABLES, ASSIGN_METHODS, FIRST_RESULT_LISTS, calls_drawing_functions, calls_hidden_draws, calls_in, class_methods, INITIALIZERS, MULTI_OUTPUT, RANDOM_PREFIXES, SPARSE_FEATURES, SPARSE_FIRST, SPARSE_MAKERS, SPARSE_PARSES, Block, GraphStmt, SessionRegion, draws_random, function_calls, function_locals, item_node, mutated_variables, is_update_call, reads_keras_state, reported_at, single_small, tf_names_in
from migrate.source.native.rewrite import EXPANDED_LAYERS, HANDLED, Env, rewrite_node, variables_named
from migrate.source.native.shapes import _ints as shape_ints
from migrate.source.native import static_shapes
from migrate.source.native.shapes import FLOAT_DTYPES, INT_DTYPES, initializer_object, keras_layer_shape, may_change_shape, dtype_of, element_structure, elements_key, int_of, rank_of, shape_of, unstacked_shape
from migrate.source.native.walk import as_written, instances, nodes
from migrate.source.rules import batch_norm, conv_layers, datasets, gradients, initializers, keras_v1, layers, losses, metrics, optimizers, placeholders, random_streams, regularizers, rnns, savers, schedules, sessions, summaries, tensor_by_name, variable_store, variables

INIT_OP = "__init_op__"  # the name map's value for a named initializer with no Python name
LOOP_IDENTITY = ("op", "graph")  # attributes a loop name over variables has only in TF1 (``check_loop_identity``)
_STATEFUL = {"placeholder", "random", "stateful", "train", "next"}
# calls whose result keeps a gradient's IndexedSlices (other TensorFlow ops convert it to a tensor)
# (``tf.identity`` maps over a composite tensor: an IndexedSlices stays one, in both eras)
_SPARSE_KEEPING = frozenset({"tf.gradients", "tf.clip_by_global_norm", "tf.tuple", "tf.identity", "tf.identity_n", "tf.group"})
_BUILTINS = frozenset(dir(builtins))  # (``print(n, type(int(n)).__name__)``: Python's own names)
_NOT_FIELDS = GRAPH_IDENTITY | {"shape", "dtype", "initializer", "initial_value", "get_shape", "eval", "numpy", "value", "read_value"}
_FIELD_HOLDERS = {"tensor", "alias", "gradient", "random", "stateful"}  # kinds whose value may be a tuple of tensors
_FEEDABLE = {"tensor", "next", "random", "gradient"}  # statements whose tensors a feed may replace
_CREATED_ONCE = {"variable", "optimizer", "placeholder", "saver", "init", "graph"}  # made at module level, not in site functions  # "next": it.get_next() (rule datasets)


def _stores_into(stmt) -> list:
    """``(name, statement)`` for each store into an element or attribute of ``name`` (``d[k] =``,
    ``a[:] +=``, ``obj.attr =``) in ``stmt`` (nested functions and classes not looked into)."""
    out = []
    for n in instances(stmt, (cst.Assign, cst.AugAssign)):
        targets = [t.target for t in n.targets] if isinstance(n, cst.Assign) else [n.target]
        for t in targets:
            for part in ([t] + [e.value for e in t.elements] if isinstance(t, (cst.Tuple, cst.List)) else [t]):
                base = part
                while isinstance(base, (cst.Subscript, cst.Attribute)):
                    base = base.value
                if base is not part and isinstance(base, cst.Name):
                    out.append((base.value, n))
    for c in instances(stmt, cst.Call):  # ``coef.fill(0)``, ``np.random.shuffle(coef)``, ``losses.append(x)``, ``self.seen.add(k)``
        for changed in _changed_by_call(c):
            base = changed
            while isinstance(base, (cst.Subscript, cst.Attribute)):
                base = base.value
            if type(base) is cst.Call and type(base.func) is cst.Name and base.func.value == "vars" and len(base.args) == 1:
                base = base.args[0].value  # ``vars(cfg).update(scale=1.0)``: cfg's attributes
            if isinstance(base, cst.Name):
                out.append((base.value, c))
    return out


def _shared_objects(stmts: list) -> dict:
    """{name: the names that may hold the same object or one it contains}: ``a = b``, ``a =
    b[:]`` (a NumPy view), ``a = {"k": b}`` / ``[b, c]`` (a container of them), ``for a in [b,
    c]`` / ``for a in bs``, anywhere in ``stmts`` (their order not read: more names, never
    fewer)."""
    parent: dict = {}

    def find(n):
        while parent.get(n, n) != n:
            n = parent[n]
        return n

    def join(a, b):
        parent.setdefault(a, a)
        parent.setdefault(b, b)
        parent[find(a)] = find(b)

    def held(value) -> list:
        t = type(value)
        if t is cst.Name:
            return [value.value]
        if t is cst.Subscript and any(type(e.slice) is cst.Slice for e in value.slice) and type(value.value) is cst.Name:
            return [value.value.value]
        if t in (cst.List, cst.Tuple, cst.Set):
            return [e.value.value for e in value.elements if type(e.value) is cst.Name]
        if t is cst.Dict:
            return [e.value.value for e in value.elements if type(e) is cst.DictElement and type(e.value) is cst.Name]
        return []

    for stmt in stmts:
        for a in instances(stmt, cst.Assign):
            names = held(a.value)
            for t in a.targets:
                if type(t.target) is cst.Name:
                    for n in names:
                        join(t.target.value, n)
        for loop in instances(stmt, cst.For):
            if type(loop.target) is cst.Name:
                for n in held(loop.iter):
                    join(loop.target.value, n)
    groups: dict = {}
    for n in parent:
        groups.setdefault(find(n), set()).add(n)
    return {n: groups[find(n)] for n in parent}


def _changed_by_call(c: cst.Call) -> list:
    """The expressions whose objects the call ``c`` changes in place: the receiver of a
    mutating method (``coef.fill(0)``), the first argument of a mutating function
    (``np.random.shuffle(coef)``, ``heapq.heapify(h)``, ``setattr(cfg, "scale", 5.0)``,
    ``dict.update(hp, ...)``, ``operator.setitem(a, i, v)``) or of a generator's shuffle
    (``rng.shuffle(arr)``), a NumPy ``out=`` array, given by keyword or in a ufunc's output
    place (``np.add(a, 1.0, out=a)``, ``np.multiply(a, 2, a)``; hunt 23 W1, hunt 24 W3: TF1 had
    built its graph from the value before the change)."""
    name = dotted(c.func) or ""
    head, _, last = name.rpartition(".")
    if type(c.func) is cst.Attribute:
        last = c.func.attr.value  # (``np.random.default_rng(0).shuffle(a)``: no dotted name)
    first = [c.args[0].value] if c.args and c.args[0].keyword is None and not c.args[0].star else []
    out = [a.value for a in c.args if a.keyword is not None and a.keyword.value == "out"]
    if name in _MUTATING_FUNCTIONS or (head in ("dict", "list", "set") and last in _MUTATING_METHODS):
        return first + out  # (first: ``np.random.shuffle`` is no method of ``np``)
    if head.split(".")[0] in ("np", "numpy"):
        place = _UFUNC_OUT.get(last)
        positional = [a for a in c.args if a.keyword is None and not a.star]
        if place is not None and len(positional) > place:
            out.append(positional[place].value)
        return out
    if isinstance(c.func, cst.Attribute) and last in _MUTATING_METHODS:
        return [c.func.value] + (first if last == "shuffle" else []) + out
    return out


def _passed_to_mutators(stmt, names: set, functions: dict) -> list:
    """``(name, call)`` for each of ``names`` passed to a function of the module that changes
    its parameters in place (``def perturb(a): a *= 10.0``: an augmented assignment, a store
    into it, a mutating method call; a red-team script's ``perturb(shift)`` after graph code read
    ``shift``)."""
    out = []
    for c in instances(stmt, cst.Call):
        fn = functions.get(c.func.value) if type(c.func) is cst.Name else None
        if fn is None:
            continue
        passed = [n for n in (_passed_name(a.value) for a in c.args) if n in names]
        if passed and _changes_parameters(fn, functions):
            out += [(n, c) for n in passed]
        out += [(n, c) for n in sorted(_changed_globals(fn, names, functions))]
    return out


def _changed_globals(fn: cst.FunctionDef, names: set, functions: dict, seen: frozenset = frozenset()) -> set:
    """The module names of ``names`` that ``fn`` (or a function of the module it calls) changes
    in place without taking them as parameters: a store into one, or one passed to a function
    changing its parameter (hunt 30 W2 h104: ``start_epoch()`` calling
    ``_shuffle_together(X_train, y_train)``, which shuffles them)."""
    local = {p.name.value for p in instances(fn.params, cst.Param)} | _bound_in(fn.body)
    declared = {n.value for g in instances(fn.body, cst.Global) for n in instances(g, cst.Name)}
    outside = names - (local - declared)
    found = {name for name, _ in _stores_into(fn.body) if name in outside}
    for c in instances(fn.body, cst.Call):
        callee = functions.get(c.func.value) if type(c.func) is cst.Name else None
        if callee is None or callee.name.value in seen | {fn.name.value}:
            continue
        passed = {n for n in (_passed_name(a.value) for a in c.args) if n in outside}
        if passed and _changes_parameters(callee, functions):
            found |= passed
        found |= _changed_globals(callee, outside, functions, seen | {fn.name.value})
    return found


def _passed_name(value) -> str | None:
    """The name whose object an argument hands over: ``x``, or ``x[:8]`` / ``x[0]`` (a NumPy view,
    a list's element: changed in place, ``x`` changes; hunt 30 W2 h112)."""
    while type(value) is cst.Subscript:
        value = value.value
    return value.value if type(value) is cst.Name else None


def _self_mutating_calls(stmt, names: set, module) -> list:
    """``(name, call)`` for each ``name.m(...)`` in ``stmt`` of one of ``names`` where some class
    of the file defines a method ``m`` storing into ``self`` (``def decay(self): self.alpha *=
    20.0``: a red-team script's ``sch.decay()`` after graph code read ``sch.alpha``)."""
    calls = [c for c in instances(stmt, cst.Call) if type(c.func) is cst.Attribute and type(c.func.value) is cst.Name
             and c.func.value.value in names]
    if not calls or module is None:
        return []
    methods = [m for _, m in class_methods(module) if m.params.params]
    mutating = {m.name.value for m in methods if any(n == m.params.params[0].name.value for n, _ in _stores_into(m.body))}
    grown = True
    while grown:  # (``def to_eval(self): self._set(0.0)`` of a ``_set`` storing into ``self``: hunt 30 W2 h111)
        more = {m.name.value for m in methods if m.name.value not in mutating and any(
            type(c.func) is cst.Attribute and type(c.func.value) is cst.Name and c.func.value.value == m.params.params[0].name.value
            and c.func.attr.value in mutating for c in instances(m.body, cst.Call))}
        mutating |= more
        grown = bool(more)
    return [(c.func.value.value, c) for c in calls if c.func.attr.value in mutating]


def _loop_alias_changes(stmt, names: set, functions: dict) -> list:
    """``(name, loop)`` for each of ``names`` listed in a ``for t in (a, b):`` (a literal tuple or
    list) whose body changes ``t``'s object in place (``t *= 0.5``, ``t[:] = 0``, ``f(t)`` of a
    function changing its parameter): each listed object changes."""
    out = []
    for loop in instances(stmt, cst.For):
        if type(loop.target) is not cst.Name or type(loop.iter) not in (cst.Tuple, cst.List):
            continue
        listed = [n for n in (_passed_name(e.value) for e in loop.iter.elements if type(e) is cst.Element) if n in names]
        t = loop.target.value
        if listed and (any(type(a.target) is cst.Name and a.target.value == t for a in instances(loop.body, cst.AugAssign))
                       or any(name == t for name, _ in _stores_into(loop.body))
                       or any(n == t for n, _ in _passed_to_mutators(loop.body, {t}, functions))):
            out += [(n, loop) for n in listed]
    return out


def _global_rebinds(stmt, functions: dict) -> list:
    """``(name, call)`` for each global a function of the module called in ``stmt`` declares
    ``global`` and binds (a red-team script's ``set_alpha(10.0)`` after graph code read
    ``alpha``; functions it calls in turn included)."""
    out = []
    for c in instances(stmt, cst.Call):
        fn = functions.get(c.func.value) if type(c.func) is cst.Name else None
        if fn is not None:
            out += [(name, c) for name in sorted(_bound_globals(fn, functions))]
    return out


def _bound_globals(fn: cst.FunctionDef, functions: dict, seen: frozenset = frozenset()) -> set:
    declared = {n.value for g in instances(fn.body, cst.Global) for n in instances(g, cst.Name)}
    bound = {n for t in instances(fn.body, (cst.AssignTarget, cst.AugAssign)) for n in
             [x.value for x in instances(t.target, cst.Name)]} & declared
    for c in instances(fn.body, cst.Call):
        if type(c.func) is cst.Name and c.func.value in functions and c.func.value not in seen | {fn.name.value}:
            bound |= _bound_globals(functions[c.func.value], functions, seen | {fn.name.value})
    return bound


def _changes_parameters(fn: cst.FunctionDef, functions: dict | None = None, seen: frozenset = frozenset()) -> bool:
    """``fn`` changes one of its parameters' objects in place (see ``_passed_to_mutators``),
    itself or by passing it on to a function of the module (``functions``) that does (hunt 30
    W2: ``preprocess(data)`` calling ``_shift(arr)``, ``arr += 1.0``)."""
    params = {p.name.value for p in instances(fn.params, cst.Param)}
    if any(type(n) is cst.AugAssign and type(n.target) is cst.Name and n.target.value in params for n in instances(fn.body, cst.AugAssign)):
        return True
    if any(name in params for name, _ in _stores_into(fn.body)):
        return True
    for c in instances(fn.body, cst.Call) if functions else ():
        callee = functions.get(c.func.value) if type(c.func) is cst.Name else None
        if callee is not None and callee.name.value not in seen | {fn.name.value} \
                and any(_passed_name(a.value) in params for a in c.args) \
                and _changes_parameters(callee, functions, seen | {fn.name.value}):
            return True
    return False


_MUTATING_METHODS = {"fill", "sort", "resize", "put", "itemset", "append", "extend", "insert", "pop", "remove", "clear",
                     "update", "setdefault", "reverse", "shuffle", "popitem", "add", "discard"}
_MUTATING_FUNCTIONS = {"np.random.shuffle", "numpy.random.shuffle", "random.shuffle", "np.copyto", "numpy.copyto", "np.put",
                       "numpy.put", "np.place", "numpy.place", "np.fill_diagonal", "numpy.fill_diagonal", "np.putmask",
                       "numpy.putmask", "np.put_along_axis", "numpy.put_along_axis", "heapq.heapify", "heapq.heappush",
                       "heapq.heappop", "heapq.heapreplace", "heapq.heappushpop", "bisect.insort", "bisect.insort_left",
                       "bisect.insort_right", "setattr", "delattr", "operator.setitem", "operator.delitem",
                       "operator.iadd", "operator.imul", "operator.isub", "operator.itruediv"}
# NumPy ufuncs and friends: the positional place of their ``out`` array (``np.multiply(a, 2, a)``)
_UFUNC_OUT = {**{f: 2 for f in ("add", "subtract", "multiply", "divide", "true_divide", "floor_divide", "power", "maximum",
                                "minimum", "mod", "remainder", "fmax", "fmin", "matmul", "dot", "arctan2", "hypot")},
              **{f: 1 for f in ("negative", "exp", "log", "sqrt", "abs", "absolute", "square", "sin", "cos", "tanh", "floor",
                                "ceil", "rint", "sign", "reciprocal", "log1p", "expm1", "exp2", "log2", "log10")},
              "clip": 3, "cumsum": 3, "cumprod": 3}


def _name_test(test, var: str):
    """A Python predicate on a variable's name for ``v.name.startswith("s")`` /
    ``.endswith("s")`` / ``"s" in v.name`` / ``v.name.find("s") != -1`` (``== -1``, ``>= 0``,
    ``< 0``) / ``not`` of those (``v``: ``var``), else None."""
    def is_name(n):
        return isinstance(n, cst.Attribute) and n.attr.value == "name" and isinstance(n.value, cst.Name) and n.value.value == var
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        inner = _name_test(test.expression, var)
        return None if inner is None else (lambda name: not inner(name))
    if isinstance(test, cst.Call) and isinstance(test.func, cst.Attribute) and is_name(test.func.value) \
            and test.func.attr.value in ("startswith", "endswith") and len(test.args) == 1 \
            and isinstance(test.args[0].value, cst.SimpleString) and test.args[0].keyword is None:
        text, method = test.args[0].value.evaluated_value, test.func.attr.value
        return lambda name: getattr(name, method)(text)
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1 and isinstance(test.left, cst.SimpleString) \
            and is_name(test.comparisons[0].comparator) and isinstance(test.comparisons[0].operator, (cst.In, cst.NotIn)):
        text, negate = test.left.evaluated_value, isinstance(test.comparisons[0].operator, cst.NotIn)
        return lambda name: (text in name) != negate
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1 and isinstance(test.left, cst.Call) \
            and isinstance(test.left.func, cst.Attribute) and test.left.func.attr.value == "find" and is_name(test.left.func.value) \
            and len(test.left.args) == 1 and test.left.args[0].keyword is None and isinstance(test.left.args[0].value, cst.SimpleString):
        # ``v.name.find("critic") != -1`` (hunt 23 M2: the DDPG idiom), ``== -1``, ``>= 0``, ``< 0``
        text, op, bound = test.left.args[0].value.evaluated_value, type(test.comparisons[0].operator), test.comparisons[0].comparator
        bound = -1 if type(bound) is cst.UnaryOperation and type(bound.operator) is cst.Minus and type(bound.expression) is cst.Integer \
            and bound.expression.value == "1" else 0 if type(bound) is cst.Integer and bound.value == "0" else None
        found = {(cst.NotEqual, -1): True, (cst.GreaterThan, -1): True, (cst.GreaterThanEqual, 0): True,
                 (cst.Equal, -1): False, (cst.LessThan, 0): False}.get((op, bound))
        return None if found is None else (lambda name: (text in name) == found)
    return None


def _scheduled_rate(g: GraphStmt, env) -> set:
    """{name} when optimizer statement ``g`` gets a decay schedule's name as its learning rate
    (rule ``schedules``: it becomes a callable read at each update), else an empty set."""
    if g.kind != "optimizer" or not isinstance(g.value, cst.Call):
        return set()
    rate = arg(g.value, 0, "learning_rate")
    return {rate.value} if isinstance(rate, cst.Name) and rate.value in env.schedules else set()


def _fed_rate(made, dyn_names: set, env) -> set:
    """{name} when the TF1 optimizer call ``made`` takes a name in ``dyn_names`` (a fed or
    per-run tensor: a placeholder, ``base_lr * decay_ph``; or a variable) as its learning rate
    and no decay schedule is bound to it:
    the update sets it before each step, as TF1 read it at each run; else an empty set."""
    if not isinstance(made, cst.Call):
        return set()
    rate = arg(made, 0, "learning_rate")
    if isinstance(rate, cst.Name) and rate.value in dyn_names and rate.value not in env.schedules:
        return {rate.value}
    return set()


def _structured_call(value, ctx: Context) -> bool:
    """``value`` is a call whose result may be a tuple or namedtuple the source shows: ``tf.cond``
    with a branch returning a tuple/list/dict, ``tf.map_fn``/``tf.scan`` with a tuple ``dtype``
    or ``initializer``, ``tf.nn.bidirectional_dynamic_rnn`` (pairs). A fetch of it keeps its
    structure (a red-team hunt: ``.numpy()`` of the tuple crashed)."""
    if type(value) is not cst.Call:
        return False
    q = ctx.call_name(value)
    if q == "tf.nn.bidirectional_dynamic_rnn":
        return True
    if q == "tf.cond":
        return any(type(a.value) is cst.Lambda and type(a.value.body) in (cst.Tuple, cst.List, cst.Dict) for a in value.args)
    if q in ("tf.map_fn", "tf.scan"):
        return any(a.keyword is not None and a.keyword.value in ("dtype", "fn_output_signature", "initializer")
                   and type(a.value) in (cst.Tuple, cst.List) for a in value.args)
    if q is None and type(value.func) is cst.Name:
        # a function of the module returning a tuple, dict or list (``stats(x)`` called twice, a
        # loop outlined into ``ms_loop``), a namedtuple class (``Pair(a=..., b=...)``): a
        # hunt-7 fetch of each crashed on ``.numpy()``
        fn = ctx.module_functions.get(value.func.value)
        return _returns_structure(fn, ctx, 0) if fn is not None else value.func.value in _namedtuple_classes(ctx)
    return False


_STRUCTURES = (cst.Tuple, cst.List, cst.Dict, cst.ListComp, cst.DictComp)


def _returns_structure(fn: cst.FunctionDef, ctx: Context, depth: int) -> bool:
    """Some ``return`` of ``fn`` gives a tuple, list or dict: a literal or comprehension, a name
    ``fn`` binds to one (``out = []`` ... ``return out``), or a call of a namedtuple class or of
    another module function that does (three calls deep)."""
    built = {t for a in instances(fn.body, cst.Assign) if type(a.value) in _STRUCTURES or (
        type(a.value) is cst.Call and type(a.value.func) is cst.Name and a.value.func.value in ("list", "dict", "tuple"))
        for target in a.targets for t in assigned_names(target.target)}
    for r in instances(fn.body, cst.Return):
        v = r.value
        if type(v) in _STRUCTURES or (type(v) is cst.Name and v.value in built):
            return True
        if type(v) is cst.Call and type(v.func) is cst.Name and ctx.call_name(v) is None:
            inner = ctx.module_functions.get(v.func.value)
            if v.func.value in _namedtuple_classes(ctx) or (inner is not None and inner is not fn and depth < 3
                                                            and _returns_structure(inner, ctx, depth + 1)):
                return True
    return False


def _namedtuple_classes(ctx: Context) -> set:
    """Names the module binds to a namedtuple class (``Pair = collections.namedtuple(...)``,
    ``class Pair(NamedTuple)``)."""
    if ctx.namedtuples is None:
        found = set()
        for stmt in ctx.module.body if ctx.module is not None else ():
            small = single_small(stmt)
            if type(small) is cst.Assign and type(small.value) is cst.Call and (dotted(small.value.func) or "").rpartition(".")[2] == "namedtuple":
                found.update(n for t in small.targets for n in assigned_names(t.target))
            elif type(stmt) is cst.ClassDef and any((dotted(b.value) or "").rpartition(".")[2] == "NamedTuple" or (
                    type(b.value) is cst.Call and (dotted(b.value.func) or "").rpartition(".")[2] == "namedtuple") for b in stmt.bases):
                found.add(stmt.name.value)
        ctx.namedtuples = found
    return ctx.namedtuples


def _one_name_bound(g: GraphStmt) -> bool:
    """``g`` is ``name = <value>`` (one target, a plain name: not an unpacking)."""
    small = single_small(g.node)
    return type(small) is cst.Assign and len(small.targets) == 1 and type(small.targets[0].target) is cst.Name


def _unpacked(g: GraphStmt) -> list:
    """[(name, value)] of ``a, b = <value of a>, <value of b>`` (names and values paired one to
    one, nothing starred), else []."""
    small = single_small(g.node)
    if type(small) is not cst.Assign or len(small.targets) != 1:
        return []
    target, value = small.targets[0].target, small.value
    if type(target) not in (cst.Tuple, cst.List) or type(value) not in (cst.Tuple, cst.List) or len(target.elements) != len(value.elements):
        return []
    if any(type(e) is not cst.Element for e in list(target.elements) + list(value.elements)) \
            or any(type(e.value) is not cst.Name for e in target.elements):
        return []
    return [(t.value.value, e.value) for t, e in zip(target.elements, value.elements)]


def _tuple_expression(value) -> bool:
    """A tuple literal, ``tuple(...)``, or a ``+`` of them."""
    if type(value) is cst.Tuple:
        return True
    if type(value) is cst.Call:
        return type(value.func) is cst.Name and value.func.value == "tuple"
    if type(value) is cst.BinaryOperation and type(value.operator) is cst.Add:
        return _tuple_expression(value.left) and _tuple_expression(value.right)
    return False


def _target(names) -> cst.BaseExpression:
    """``a`` or ``a, b`` as an assignment target."""
    if len(names) == 1:
        return cst.Name(names[0])
    return cst.Tuple([cst.Element(cst.Name(n)) for n in names], lpar=[], rpar=[])


def _tf_name_of(variable: cst.Call) -> str | None:
    """The ``name=`` literal of a variable statement a layer was expanded into."""
    name = arg(variable, None, "name")
    return name.evaluated_value if isinstance(name, cst.SimpleString) else None


def _variable_items(made: list, leading_lines) -> list:
    """One variable GraphStmt per (python name, variable expr) of an expanded layer; the first
    carries the layer statement's leading lines."""
    out = []
    for k, (py, value) in enumerate(made):
        node = cst.SimpleStatementLine(
            [cst.Assign([cst.AssignTarget(cst.Name(py))], value)],
            leading_lines=leading_lines if k == 0 else (),
        )
        out.append(GraphStmt(node=node, targets=(py,), uses=frozenset(names_in(value)), kind="variable", value=value))
    return out


# calls whose gradient w.r.t. their first argument is an IndexedSlices -> that argument's keyword
# (the candidate-sampling losses gather their weights: hunt 15 W3)
_SPARSE_GRADIENT_READERS = {"tf.nn.embedding_lookup": "params", "tf.gather": "params", "tf.nn.embedding_lookup_sparse": "params",
                            "tf.nn.sampled_softmax_loss": "weights", "tf.nn.nce_loss": "weights"}


def _independent_updates(rest: list, drawn: set, ctx) -> tuple[list, list]:
    """(updates to run before the draws, the other statements) of ``rest``, the statements
    after a run's draws: a variable update bound to a name on a line of its own, reading nothing
    drawn nor computed from it, whose variable and result no other statement of ``rest`` reads. TF1 ran such an
    op in the run whose draw raised OutOfRangeError (it waits for no element: a step counter
    ``tf.assign(gs, gs + 1)`` fetched with the train op counted the failed run; hunt 15 W1: one
    lower per epoch); before the draws it runs there too (their order was TF1's to choose)."""
    after = _reading_drawn(rest, drawn)
    first, kept = [], []
    for i, st in enumerate(rest):
        small = st.body[0] if type(st) is cst.SimpleStatementLine and len(st.body) == 1 else None
        # (an update the script bound to a name; not the train op's own ``global_step.assign_add(1)``,
        # which TF1 ran after the apply, itself after the element)
        value = small.value if type(small) is cst.Assign else None
        if value is None or type(value) is not cst.Call or names_in(st) & after or not is_update_call(value, ctx):
            kept.append(st)
            continue
        changed = names_in(value) | _bound_names_of(st)
        # (the run function's ``return`` reads the update's result after it either way)
        if any(names_in(o) & changed for j, o in enumerate(rest) if j != i and not _returns(o)):
            kept.append(st)
            continue
        first.append(st)
    return first, kept


def _reading_drawn(rest: list, drawn: set) -> set:
    """``drawn`` and the names the statements of ``rest`` bind from a drawn element, directly or
    through another."""
    after = set(drawn)
    for st in rest:
        if names_in(st) & after:
            after |= _bound_names_of(st)
    return after


def _inline_updates_first(rest: list, drawn: set, ctx) -> tuple[list, list]:
    """(``rest`` with the variable updates written inline in its final ``return`` named, those
    updates as statements to run before the draws): ``sess.run([tf.assign_add(step, 1), train])``
    is ``return step.assign_add(1), ...`` after the draws; TF1 ran the update in the run whose
    draw raised OutOfRangeError as it ran a named one (``_independent_updates``; hunt 15 W1's
    leftover). Only updates reading nothing drawn, whose variable no other statement reads."""
    if not rest or not _returns(rest[-1]) or rest[-1].body[0].value is None:
        return rest, []
    after = _reading_drawn(rest, drawn)
    ret = rest[-1].body[0]
    value = ret.value
    elements = [e.value for e in value.elements] if type(value) in (cst.Tuple, cst.List) else [value]
    others = set().union(*(names_in(st) for st in rest[:-1])) if len(rest) > 1 else set()
    hoisted, names = [], {}
    for e in elements:
        if is_update_call(e, ctx) and not names_in(e) & (after | others) \
                and not any(names_in(o) & names_in(e) for o in elements if o is not e):
            name = ctx.fresh("updated")
            names[id(e)] = name
            hoisted.append(cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(name))], e)]))
    if not hoisted:
        return rest, []
    if type(value) in (cst.Tuple, cst.List):
        new_value = value.with_changes(elements=[el.with_changes(value=cst.Name(names[id(el.value)])) if id(el.value) in names else el
                                                 for el in value.elements])
    else:
        new_value = cst.Name(names[id(value)])
    return rest[:-1] + [rest[-1].with_changes(body=[ret.with_changes(value=new_value)])], hoisted


def _unknown_fetch(leaf, ctx) -> str:
    """The refusal of a fetch the converter does not model, with the next step (hunt 17 M1:
    ``for t in [a, b]: sess.run(t)`` was "not a graph tensor" with none; hunt 22 M, m03 / m07:
    ``z = Noise().draw()`` was "a loop variable, a value made elsewhere")."""
    value = ctx.single_value(leaf.value) if type(leaf) is cst.Name else None
    if type(value) is cst.Call and type(value.func) is cst.Attribute and value.func.attr.value in {
            fn.name.value for _, fn in class_methods(ctx.module)}:
        return (f"a fetch of {leaf.value!r}, bound to {node_code(value).strip()!r}: a call of a method of a class of the file, "
                "which the converter does not follow, so nothing tells it this is a graph tensor: build the tensor with "
                "tf ops or a function of the file in the graph code")
    module_graph = type(leaf) is cst.Name and ctx.module is not None and any(
        type(small) is cst.Assign and any(leaf.value in assigned_names(t.target) for t in small.targets)
        and any((ctx.call_name(c) or "").startswith("tf.") for c in calls_in(small.value))
        for small in (single_small(stmt) for stmt in ctx.module.body))
    if module_graph:  # (hunt 29 M, e084: ``def run_experiment(steps): with tf.Session() as sess: ...`` called 3 times)
        return (f"a fetch of {leaf.value!r}, which the module's graph code builds, by a session opened inside a function "
                "(the converter converts a session opened in the module's code, and functions that run a session they are "
                "given): open the session at module level and pass it in (def f(sess, ...))")
    if type(leaf) is cst.Name:
        return (f"a fetch of {leaf.value!r}, which is not a graph tensor or operation this script binds to that name "
                "(a loop variable over tensors, a value made elsewhere): fetch the tensors by their own names, "
                "sess.run([a, b])")
    return ("a fetch that is not a graph tensor or operation of this script (an op built inside sess.run, or an attribute "
            "of one): bind it to a name before the session and fetch that name")


def _built_from(per_run: list) -> str:
    """How messages name what a per-run fetch was built from (``_check_fetch_python``)."""
    return "a fetch built at the call from " + (repr(per_run[0]) if per_run else "a Python call")


def _shape_print_reason(g: GraphStmt, dyn_names: set) -> str | None:
    """The refusal of a call made while building that reads the per-run tensors of
    ``dyn_names`` only through ``.shape`` / ``.get_shape()`` (``print(y.get_shape())``), whose
    static shape the converter could not work out (it folds the shapes it knows: hunt 21's
    M3 said "values that are fed or computed per run"); else None."""
    read = [n for n in instances(g.value, cst.Name) if n.value in dyn_names]
    shaped = [a.value for a in instances(g.value, cst.Attribute)
              if a.attr.value in ("shape", "get_shape") and type(a.value) is cst.Name and a.value.value in dyn_names]
    if not read or len(read) != len(shaped):
        return None
    name = sorted({n.value for n in shaped})[0]
    return (f"{g.value.func.value}(...) of the static shape of {name!r}, which the converter could not work out while "
            "the graph is built (TF1 inferred it through ops whose shapes the converter does not model): state the "
            "shape (a tf.reshape to it, a placeholder's shape) or print the shape of a value a sess.run fetched")


def _returns(st) -> bool:
    return type(st) is cst.SimpleStatementLine and len(st.body) == 1 and type(st.body[0]) is cst.Return


def _bound_names_of(st) -> set:
    """The names a simple statement (or compound one's simple statements) binds."""
    return {t.target.value for a in instances(st, cst.Assign) for t in a.targets if type(t.target) is cst.Name} \
        | {e.value.value for a in instances(st, cst.Assign) for t in a.targets if type(t.target) in (cst.Tuple, cst.List)
           for e in t.target.elements if type(e.value) is cst.Name}


class BlockPlan:
    def __init__(self, block: Block, ctx: Context):
        self.block, self.ctx = block, ctx
        self.graph = block.graph
        self.facts = Facts()
        self.env = Env(tape=ctx.tape_name_of())
        self.defs: dict = {}  # name -> GraphStmt (latest)
        self.reaching: dict = {}  # id(GraphStmt) -> {name it reads: the GraphStmt defining it there}
        self.placeholders: dict = {}  # name -> GraphStmt
        self._globals_of: dict = {}  # (module function, depth) -> the globals it reads (``_function_globals``)
        self._lambdas = None  # module-level lambdas by name (``_module_lambdas``)
        self.ops: set = set()  # names whose fetch is None
        self.dynamic: set = set()  # ids of dynamic GraphStmts
        self._last_defs: dict | None = None  # (``_last_definitions``)
        self._bound_kinds: dict = {}  # name -> {bound to a list?} over its graph bindings
        self.mutated: set = set()
        self.sites: dict = {}  # key -> function name
        self.functions: list = []  # emitted defs
        self.used_outside: set = set()
        self.initializes = False  # the last ``site`` also ran an initializer (see ``site``)
        self.random_sites: dict = {}  # id(random GraphStmt) -> the first site function computing it (None: noted)
        self.shared_streams: set = set()  # ids of ``facts.streams`` statements two site functions compute
        self.race_noted: set = set()  # ids of statements noted as reading a variable their site changes unordered
        self._hidden_makers: bool | None = None  # some statement makes variables the converter cannot list
        self.collection_lists: list = []  # var_list collection calls resolved before every variable was known
        self.local_variables: set = set()  # the variables of TF1's LOCAL_VARIABLES collection (rule metrics' totals and counts)
        self._made_so_far: list = []
        self._loop_names: set | None = None  # ``_loop_bound``  # the variables made before the statement whose var_list ``_var_list`` reads
        self._changing: set | None = None  # ``_changing_names``
        self.random_noted: set = set()  # ids of random statements noted as drawing other numbers
        self.fed_noted: set = set()  # fed tensors noted as converted without a known dtype
        self.element_dtypes: dict = {}  # name -> dtype (structure) of a tf.data dataset / iterator / element (``_element_shapes``)
        self.maybe_float64: set = set()  # names of unknown dtype computed from float64 values (``_layer_input_dtype``)
        self.layer_dtypes: dict = {}  # id(tf.layers call) -> "float64": its input's dtype, its variables' (``_layer_input_dtype``)
        self.keras_objects: dict = {}  # name -> the tf.keras layer / model constructor call it is bound to (``_keras_input_dtype``)
        self.region = None  # id of the session region whose sites are being planned (None: a function receiving a session)
        self.drawn_in: dict = {}  # one-shot iterator / id(random statement) -> the session regions drawing from it (``_check_draws``)
        self.dtypes: dict = {}  # name -> dtype of its latest binding, where known (the planning pass; fed tensors' conversion)
        self.nested_defs: dict = {}  # name -> rewritten def of a control-flow function reading per-run values (block._nested_branch)
        self.savers: dict = {}  # names bound to tf.train.Saver objects -> their max_to_keep (savers.max_to_keep)
        self.hidden_variables = False  # a variable's Python name was rebound
        self.literals: dict = {}  # name of a dict/list literal of names -> those names (_name_literals)
        self.store_made: dict = {}  # TF1 name -> Python name of the get_variable that made it
        self.var_aliases: dict = {}  # Python name of a reuse lookup -> the variable it returns
        self.sites_seen = False  # a sess.run site that computes something was met
        self.site_reads: set = set()  # names the sess.run sites planned so far read or change (``initializes_unread``)
        self.initialized_before: set = set()  # variables an initializer run of this block covered (``note_initialized``)
        self.emitted: set = set()  # ids of dynamic statements placed in some site function
        self.comments_placed: set = set()  # ids of the comment lines already in a site function
        self._gathered: set | None = None  # variables read by embedding_lookup/gather (see _check_dense)
        self._shuffle_readers: dict = {}  # id(shuffling dataset statement) -> the first iterator statement reading it
        self.layer_draws: dict = {}  # id(statement a layer was expanded into) -> TF1's unseeded draws (op_seeds)
        self.layer_calls: set = set()  # ids of the layer calls expanded (their draws are on the statements made)
        self.reused_layers: set = set()  # ids of the layer calls that read an earlier layer's variables (reuse=True)
        self.update_scopes: dict = {}  # batch-norm update name -> the first component of its name scope (``_scoped_updates``)
        self.shapes_at: dict = {}  # id(GraphStmt reading a shape or printing) -> ({name: static shape}, {name: dtype}) there
        self._expand_layers()
        self.feed_names: dict = {}  # feed dict variable -> placeholder names (keys now strings)
        self.feed_lists: dict = {}  # list of feed dicts -> their placeholder names (None: dicts of other keys)
        # loop name -> the variables it is bound to in turn (None: not all plain names), for the
        # loops being visited (``block.SiteRewriter.visit_For``)
        self.loop_variables: dict = {}
        self.loads: set = set()  # ids of ``v.load(value, sess)`` calls written as ``v.assign(value)`` (their session dropped)
        self.feed_reads: set = set()  # ids of ``fd[x]`` reads of a feed dict, written ``fd["x"]`` (block.SiteRewriter)
        self._module_name_sets = None  # (random generators, imported names) of the file: ``_module_names``
        self._classes = None  # the file's classes, instances and lambdas: ``_class_facts``
        self.optional_feeds: dict = {}  # feed dict variable -> placeholders added by ``fd[p] = v``
        self._analyse()

    # -- analysis ---------------------------------------------------------------------------
    def _expand_layers(self) -> None:
        """``y = tf.layers.dense(x, n)`` -> variable statements + one compute statement; reads
        of the regularization-loss / model-variable collections -> lists (rule ``regularizers``)."""
        counts: dict = {}
        items = []
        structures: dict = {}  # name -> element shapes of a tf.data dataset / iterator / element (``_element_shapes``)
        ctx = self.ctx
        refused_before = len(ctx.refusals)
        reads = ctx.reads_collections
        found = {"model_variables": [], "regularization_losses": [], "update_ops": []}  # in TF1's creation order
        opaque = None  # the first statement creating variables the converter cannot see
        before: list = []  # (other item, collection sizes when it ran)
        cells: dict = {}  # BasicRNNCell name -> (units, activation) (rule rnns)
        zero_states: dict = {}  # name bound to cell.zero_state(...) -> (cell name, dtype) (rule rnns)
        run_cells: set = set()  # cells consumed by a dynamic_rnn
        stacked: set = set()  # cells consumed by a MultiRNNCell
        carried: list = []  # leading lines of a removed cell statement
        entered: dict = {}  # variable scope ("D/") -> the ``with`` block last entered for it (``_entered_scope``)
        layer_variables: dict = {}  # TF1 name of a layer's variable -> its Python name (``_reused_layer``)
        made_summaries: list = []  # TF1's SUMMARIES collection so far (rule summaries)
        variable_names: set = set()
        input_dtypes: dict = {}  # name -> dtype where the source states it (a layer's variables take its input's)
        self.unstated_dtypes = set()  # names of values whose dtype comes from data the source does not type (``_unstated``)
        expanded = (None, 0)  # (the item last taken, len(items) before it): its statements are reported where it is
        for item in self.block.items:
            _report_expansion(items, *expanded, ctx)
            expanded = (item, len(items))
            if isinstance(item, GraphStmt) and len(item.targets) == 1:
                self._layer_input_dtype(item, input_dtypes)
            if reads and isinstance(item, GraphStmt) and item.tf_names & regularizers.COLLECTION_NAMES:
                self._read_collections(item, found, opaque)
            elif reads and not isinstance(item, GraphStmt):
                before.append((item, {k: len(v) for k, v in found.items()}))
            q = ctx.call_name(item.value) if isinstance(item, GraphStmt) else None
            if carried and isinstance(item, GraphStmt):
                # a refusal of the rebuilt statement is reported where the statement is written
                item.node = reported_at(item.node.with_changes(leading_lines=carried + list(item.node.leading_lines)), item.node, ctx)
                carried = []
            if isinstance(item, GraphStmt) and (q in layers.FULLY_CONNECTED or q in rnns.CELLS or q in rnns.MULTI
                                                or q == rnns.DYNAMIC_RNN or q in rnns.STATIC_RNN or q in rnns.BIDIRECTIONAL) \
                    and (ctx.scope_entries.get(id(item.node)) or (None, False))[1]:
                # (rule layers caveat 6 reuses tf.layers only: these would make their variables again)
                ctx.refuse(item.value, layers.RULE.name, f"{q} under variable_scope(reuse=True) is not converted (its variables "
                           "would be made again, where TF1 reused them)")
                items.append(item)
                continue
            if (q in rnns.CELLS or q in rnns.MULTI) and len(item.targets) == 1:
                try:
                    if q in rnns.MULTI:
                        spec, taken = rnns.multi_spec(item.value, cells, ctx)
                        if set(taken) & run_cells:
                            raise Refusal(item.value, rnns.RULE.name, f"MultiRNNCell of cell {sorted(set(taken) & run_cells)[0]}, which a dynamic_rnn already ran, is not converted")
                        for name in taken:  # a stacked cell is no longer a cell of its own
                            del cells[name]
                            stacked.add(name)
                        cells[item.targets[0]] = spec
                    else:
                        cells[item.targets[0]] = rnns.cell_spec(item.value, q, ctx)
                except Refusal as r:
                    ctx.refusals.append(r)
                    items.append(item)
                    continue
                carried = list(item.node.leading_lines)  # the cell object goes (rule rnns)
                continue
            zero = rnns.zero_state_of(item.value, cells, ctx) if isinstance(item, GraphStmt) and len(item.targets) == 1 else None
            if zero is not None and ctx.exact_name_uses(item.targets[0]) == 2:
                # ``init_state = cell.zero_state(batch_size, dtype=tf.float32)`` read once, as a
                # dynamic_rnn's initial_state (rule rnns, caveat 6): it goes with the cell
                zero_states[item.targets[0]] = zero
                carried = list(item.node.leading_lines)
                continue
            if cells and isinstance(item, GraphStmt) and item.uses & cells.keys():
                made = self._cell_sizes(item, cells, items)
                if made[-1] is not item:
                    items += made
                    continue
            if (q == rnns.DYNAMIC_RNN or q in rnns.STATIC_RNN) and isinstance(item, GraphStmt) and len(item.targets) != 2:
                # (``res = tf.nn.dynamic_rnn(...)``, ``outputs, (c, h) = ...``: hunt 17 blamed the cell)
                ctx.refusals.append(Refusal(item.value, rnns.RULE.name, f"{q}'s result bound other than as two plain names "
                                            "is not converted: write `outputs, state = ...` and unpack the state after"))
                items.append(item)
                continue
            if ((q == rnns.DYNAMIC_RNN or q in rnns.STATIC_RNN) and len(item.targets) == 2) or q in rnns.BIDIRECTIONAL:
                try:
                    if q in rnns.BIDIRECTIONAL:
                        made, stmts, ran = rnns.expand_bidirectional(item.value, cells, self.env.shapes, item.scope, item.initializer,
                                                                     ctx, shape_of, rnns.bidirectional_targets(item.node, item.targets, q))
                    else:
                        made, stmts, cell = rnns.expand(item.value, cells, self.env.shapes, item.scope, item.initializer, ctx, shape_of,
                                                        item.targets, zero_states)
                        ran = (cell,)
                    for cell in ran:
                        if cell in run_cells:
                            raise Refusal(item.value, rnns.RULE.name, f"a second dynamic_rnn of cell {cell} is not converted")
                except Refusal as r:
                    ctx.refusals.append(r)
                    items.append(item)
                    continue
                run_cells.update(ran)
                items += _variable_items(made, item.node.leading_lines)
                for target, value, shape in stmts:
                    if value is None:
                        self.env.shapes[target] = shape
                        continue
                    node = cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(target))], value)])
                    # the scan's (c, h) pair, the LSTMStateTuple and a MultiRNNCell's tuple of
                    # states are structures of tensors (the only statements without a shape)
                    # (static_rnn's outputs: a list of tensors)
                    structure = shape is None and (target != item.targets[0] or q in rnns.STATIC_RNN or q in rnns.BIDIRECTIONAL)
                    items.append(GraphStmt(node=node, targets=(target,), uses=frozenset(names_in(value)), kind="tensor", value=value, scope=item.scope, list_valued=structure))
                    if shape is not None:
                        self.env.shapes[target] = shape
                continue
            if isinstance(item, GraphStmt) and q in layer_chains.LAYERS:
                self._entered_scope(item, counts, entered)
            if len(getattr(item, "targets", ())) == 1 and q in conv_layers.ALL:
                try:
                    in_shape = shape_of(arg(item.value, 0, "inputs"), self.env.shapes, ctx)
                    made = []
                    dtype = self.layer_dtypes.get(id(item.value), "float32")
                    if q in conv_layers.CONV:
                        name = conv_layers.layer_name(item.value, item.scope, counts, "conv2d")
                        made, out, out_shape = conv_layers.expand_conv2d(item.value, in_shape, name, ctx, ctx.fresh, dtype)
                        made, (out,) = self._reused_layer(item, made, [out], layer_variables)
                    elif q in conv_layers.CONV1D:
                        name = conv_layers.layer_name(item.value, item.scope, counts, "conv1d")
                        made, out, out_shape = conv_layers.expand_conv1d(item.value, in_shape, name, ctx, ctx.fresh, dtype)
                        made, (out,) = self._reused_layer(item, made, [out], layer_variables)
                    elif q in conv_layers.TRANSPOSE:
                        name = conv_layers.layer_name(item.value, item.scope, counts, "conv2d_transpose")
                        made, out, out_shape = conv_layers.expand_conv2d_transpose(item.value, in_shape, name, ctx, ctx.fresh, dtype)
                        made, (out,) = self._reused_layer(item, made, [out], layer_variables)
                    elif q in conv_layers.POOLS or q in conv_layers.POOLS1D:
                        out, out_shape = conv_layers.pool(item.value, q, in_shape, ctx)
                    else:
                        out, out_shape = conv_layers.flatten(item.value, in_shape, ctx)
                except Refusal as r:
                    ctx.refusals.append(r)
                    items.append(item)
                    continue
                start = len(items)
                items += _variable_items(made, item.node.leading_lines)
                if made and reads and q not in conv_layers.POOLS and q not in conv_layers.POOLS1D:
                    scale = layers.regularizer_scale(item.value, ctx, "kernel_regularizer")
                    if scale is not None:  # (reused: TF1's get_variable added no loss)
                        self._regularization_loss(made[0][0], scale, item, items, found)
                lines = [] if made else item.node.leading_lines
                compute = item.node.with_changes(body=[item.node.body[0].with_changes(value=out)], leading_lines=lines)
                items.append(GraphStmt(node=compute, targets=item.targets, uses=frozenset(names_in(out)), kind="tensor", value=out, scope=item.scope))
                self._record_layer_draws(item.value, q, items[start:])
                if out_shape is not None:
                    self.env.shapes[item.targets[0]] = out_shape
                continue
            if len(getattr(item, "targets", ())) == 1 and q == layers.EMBEDDING:
                try:
                    ids = arg(item.value, 0, "inputs")
                    name = layers.unique_layer_name(item.value, item.scope, counts, "embedding", layers.RULE.name)
                    made, out, out_shape = layers.expand_embedding(item.value, shape_of(ids, self.env.shapes, ctx), name,
                                                                   dtype_of(ids, input_dtypes, ctx), ctx, ctx.fresh)
                    made, (out,) = self._reused_layer(item, made, [out], layer_variables)
                except Refusal as r:
                    ctx.refusals.append(r)
                    items.append(item)
                    continue
                items += _variable_items(made, item.node.leading_lines)
                lines = [] if made else item.node.leading_lines
                compute = item.node.with_changes(body=[item.node.body[0].with_changes(value=out)], leading_lines=lines)
                items.append(GraphStmt(node=compute, targets=item.targets, uses=frozenset(names_in(out)), kind="tensor", value=out, scope=item.scope))
                if out_shape is not None:
                    self.env.shapes[item.targets[0]] = out_shape
                continue
            if len(getattr(item, "targets", ())) == 1 and (q == "tf.layers.dense" or q in layers.FULLY_CONNECTED):
                scale = None
                try:
                    in_shape = shape_of(arg(item.value, 0, "inputs"), self.env.shapes, ctx)
                    if q == "tf.layers.dense":
                        name = layers.layer_name(item.value, item.scope, counts)
                        made, out, out_shape = layers.expand(item.value, in_shape, name, ctx, ctx.fresh,
                                                             self.layer_dtypes.get(id(item.value), "float32"))
                        made, (out,) = self._reused_layer(item, made, [out], layer_variables)
                    else:
                        name = layers.fc_name(item.value, item.scope, counts)
                        made, out, out_shape = layers.expand_fully_connected(item.value, in_shape, name, ctx, ctx.fresh)
                        scale = layers.regularizer_scale(item.value, ctx)
                        found["model_variables"] += [py for py, _ in made]
                    if q == "tf.layers.dense" and made:  # (reused: TF1's get_variable added no loss)
                        scale = layers.regularizer_scale(item.value, ctx, "kernel_regularizer")
                except Refusal as r:
                    ctx.refusals.append(r)
                    items.append(item)
                    continue
                start = len(items)
                items += _variable_items(made, item.node.leading_lines)
                if scale is not None and reads:
                    self._regularization_loss(made[0][0], scale, item, items, found)
                compute = item.node.with_changes(body=[item.node.body[0].with_changes(value=out)], leading_lines=[])
                items.append(GraphStmt(node=compute, targets=item.targets, uses=frozenset(names_in(out)), kind="tensor", value=out, scope=item.scope))
                self._record_layer_draws(item.value, q, items[start:])
                self.env.shapes[item.targets[0]] = out_shape
                continue
            if isinstance(item, GraphStmt) and (q in summaries.OPS or q in (summaries.MERGE_ALL, summaries.MERGE)) and len(item.targets) <= 1:
                try:
                    if q in summaries.OPS:
                        tag, value = summaries.summary_value(item.value, q, lambda v: isinstance(v, cst.Name) and v.value in variable_names, ctx, ctx.name_paths.get(id(item.node), ""),
                                                                     ctx.summary_tags.get(id(item.node)))
                        target = item.targets[0] if item.targets else ctx.fresh(re.sub(r"\W+", "_", tag).strip("_") + "_summary")
                        made_summaries.append(target)
                    else:
                        if not item.targets:
                            raise Refusal(item.value, summaries.RULE.name, f"{q}() whose result is not assigned")
                        value, target = summaries.merged(item.value, q, list(made_summaries)), item.targets[0]
                except Refusal as r:
                    ctx.refusals.append(r)
                    items.append(item)
                    continue
                node = item.node.with_changes(body=[cst.Assign([cst.AssignTarget(cst.Name(target))], value)])
                items.append(GraphStmt(node=node, targets=(target,), uses=frozenset(names_in(value)), kind="tensor", value=value,
                                       scope=item.scope, list_valued=isinstance(value, cst.List)))
                self.env.summary_names.add(target)
                continue
            if isinstance(item, GraphStmt) and item.kind == "variable":
                variable_names.update(item.targets)
            if isinstance(item, GraphStmt) and q in metrics.NAMES:
                try:
                    made, stmts = metrics.expand(item.value, q, item.targets, item.scope, counts,
                                                 lambda e: rank_of(e, self.env.shapes, ctx), ctx, ctx.fresh)
                except Refusal as r:
                    ctx.refusals.append(r)
                    items.append(item)
                    continue
                items += _variable_items(made, item.node.leading_lines)
                self.local_variables.update(name for name, _ in made)  # (TF1's LOCAL_VARIABLES collection)
                for target, value, kind in stmts:
                    node = item.node.with_changes(body=[cst.Assign([cst.AssignTarget(cst.Name(target))], value)], leading_lines=[])
                    items.append(GraphStmt(node=node, targets=(target,), uses=frozenset(names_in(value)), kind=kind, value=value,
                                           scope=item.scope, mutates=mutated_variables(value, ctx)))
                continue
            if len(getattr(item, "targets", ())) == 1 and q in batch_norm.NAMES:
                try:
                    in_shape = shape_of(arg(item.value, 0, "inputs"), self.env.shapes, ctx)
                    name = batch_norm.layer_name(item.value, item.scope, counts)
                    made, stmts, updates, out_shape = batch_norm.expand(item.value, in_shape, name, ctx, ctx.fresh,
                                                                        self.layer_dtypes.get(id(item.value), "float32"))
                    # (reused: the statements read the first layer's variables; the moving-average updates are new)
                    made, values = self._reused_layer(item, made, [v for _, v in stmts], layer_variables)
                    stmts = [(targets, v) for (targets, _), v in zip(stmts, values)]
                except Refusal as r:
                    ctx.refusals.append(r)
                    items.append(item)
                    continue
                items += _variable_items(made, item.node.leading_lines)
                for targets, value in stmts:
                    node = item.node.with_changes(body=[cst.Assign([cst.AssignTarget(_target(targets or item.targets))], value)], leading_lines=[])
                    items.append(GraphStmt(node=node, targets=tuple(targets or item.targets), uses=frozenset(names_in(value)),
                                           kind="stateful" if targets and targets[0] in updates else "tensor", value=value, scope=item.scope,
                                           mutates=mutated_variables(value, ctx)))
                found["update_ops"] += updates
                top = (ctx.name_paths.get(id(item.node)) or item.scope).split("/")[0]
                self.update_scopes.update((u, top) for u in updates)
                if made:
                    self.env.moving_statistics.update(py for py, _ in made[-2:])
                self.env.shapes[item.targets[0]] = out_shape
                continue
            if isinstance(item, GraphStmt) and opaque is None and _creates_hidden_variables(item, ctx, self._weightless_objects()):
                opaque = item
            if isinstance(item, GraphStmt) and len(item.targets) == 1:
                shape = shape_of(item.value, self.env.shapes, ctx)
                keras = _keras_layer_called(item.value, self.keras_objects)
                if shape is None and keras is not None:
                    shape = keras_layer_shape(keras, item.value.args[0].value, self.env.shapes, ctx)
                if shape is not None:
                    self.env.shapes[item.targets[0]] = shape
                else:
                    # ``d = keys.get_shape().as_list()[-1]`` (an attention helper, inlined: hunt 38
                    # z_067): an int constant already for the layers below (a variable sized
                    # ``[2, d]`` is a layer's input here)
                    self._static_size(item, self.env.shapes, {})
                elements = unstacked_shape(item.value, self.env.shapes, ctx)
                if shape is None and (may_change_shape(item.value, ctx) or keras is not None):
                    # (a name rebound to a subscript or a TensorFlow op of unknown shape: its
                    # earlier binding's shape is not its own; hunt 21 W2: ``h = h[:, 0]``, ``h =
                    # tf.reduce_mean(h, axis=[1, 2])`` after a rank-4 ``h`` stayed rank 4. A
                    # function of the file keeps it: ``x = leakyrelu(x)`` in the GAN fixture; a
                    # Keras object does not: ``h = gmp(h)`` of a GlobalMaxPooling1D)
                    self.env.shapes.pop(item.targets[0], None)
                    self.env.shapes.pop(elements_key(item.targets[0]), None)
                if elements is not None:  # ``x = tf.unstack(X, T, 1)``: a list of tensors (static_rnn's inputs)
                    self.env.shapes[elements_key(item.targets[0])] = elements
            if isinstance(item, GraphStmt) and item.targets:
                self._element_shapes(item, structures, len(item.targets) > 1 or item.targets[0] not in self.env.shapes)
                input_dtypes.update((t, self.element_dtypes[t]) for t in item.targets if isinstance(self.element_dtypes.get(t), str))
            items.append(item)
        _report_expansion(items, *expanded, ctx)
        self.block.items = items
        for r in ctx.refusals[refused_before:]:  # (``tf.keras.layers.Dense (TF1's tf.layers.dense) input whose shape...``)
            q = ctx.call_name(r.node) if type(r.node) is cst.Call else None
            if q is not None and q.startswith("tf.layers.") and r.reason.startswith(q) and "(TF1's" not in r.reason:
                r.reason = as_written(q, r.node.func, ctx.origins) + r.reason[len(q):]
        self.graph = self.block.graph
        if cells or stacked:
            self._cells_gone(set(cells) | stacked)
        if reads:
            if opaque is None:
                self.env.model_variables = found["model_variables"]
                self.env.regularization_losses = found["regularization_losses"]
                self.env.update_ops = found["update_ops"]
            for item, sizes in before:
                self._early_read(item, sizes, found)

    def _cell_sizes(self, item: GraphStmt, cells: dict, before: list) -> list:
        """The items for ``item`` with its ``cell.state_size`` / ``cell.output_size`` reads
        replaced by the sizes TF1 states (rule rnns, caveat 9): ``[item]`` when it reads none; a
        ``("python", statement)`` item when nothing of the graph is left (``size =
        lstm.state_size``, ``print(lstm.output_size)``); ``a, b = <tensor>, <size>`` (nlintz's
        inlined ``return ..., lstm.state_size``) is split into a graph and a Python statement.
        ``before``: the block's items so far."""
        new = {n: rnns.size_expr(cells[n.value.value], n.attr.value, self.ctx) for n in instances(item.value, cst.Attribute)
               if type(n.value) is cst.Name and n.value.value in cells and n.attr.value in rnns.SIZE_ATTRIBUTES}
        if not new:
            return [item]
        graph_names = {t for g in before if isinstance(g, GraphStmt) for t in g.targets} | cells.keys()

        def made(node, targets, value):
            uses = frozenset(names_in(value))
            if not tf_names_in(value, self.ctx) and not uses & graph_names:
                return ("python", node)
            return dataclasses.replace(item, node=node, targets=targets, value=value, uses=uses)

        value, node = replace_nodes(item.value, new), replace_nodes(item.node, new)
        small = node.body[0] if type(node) is cst.SimpleStatementLine and len(node.body) == 1 else None
        target = small.targets[0].target if type(small) is cst.Assign and len(small.targets) == 1 else None
        pairs = list(zip(target.elements, value.elements)) if type(value) is cst.Tuple and type(target) in (cst.Tuple, cst.List) \
            and len(target.elements) == len(value.elements) else []
        if pairs and all(type(t) is cst.Element and type(t.value) is cst.Name and type(v) is cst.Element for t, v in pairs) \
                and not names_in(value) & set(item.targets):  # (``a, b = b, a`` reads what it binds: not split)
            parts = [made(node.with_changes(body=[cst.Assign([cst.AssignTarget(t.value)], v.value)], leading_lines=node.leading_lines if k == 0 else []),
                          (t.value.value,), v.value) for k, (t, v) in enumerate(pairs)]
            if any(isinstance(p, tuple) for p in parts):
                return parts
        return [made(node, item.targets, value)]

    def _cells_gone(self, cells: set) -> None:
        """The cell objects are not in the converted code: refuse any other use (rule rnns). A
        ``dynamic_rnn`` statement refused for its own reason (``time_major=True``) is not "another
        use" (blind pass 19: both were reported, the first misleading)."""
        refused = {id(r.node) for r in self.ctx.refusals if r.rule == rnns.RULE.name and r.node is not None}
        for item in self.block.items:
            node = item.node if isinstance(item, (GraphStmt, SessionRegion)) else item[1]
            used = (item.uses if isinstance(item, GraphStmt) else names_in(node)) & cells
            if used and refused and any(id(n) in refused for n in instances(node, cst.Call)):
                continue
            if used:
                self.ctx.refuse(node, rnns.RULE.name, f"the RNN cell {sorted(used)[0]} used other than by one dynamic_rnn")

    def _read_collections(self, g: GraphStmt, found: dict, opaque) -> None:
        """The collection reads in ``g`` -> list literals of what TF1 holds at that point."""
        new = {}
        for c in _calls(g.value):
            try:
                which = regularizers.collection(c, self.ctx)
                if which is not None and opaque is not None:
                    raise Refusal(c, regularizers.RULE.name, f"the {which} collection, in a block where variables are created by code the converter cannot see")
            except Refusal as r:
                self.ctx.refusals.append(r)
                continue
            if which == "update_ops":
                try:
                    names = self._scoped_updates(c, found[which])
                except Refusal as r:
                    self.ctx.refusals.append(r)
                    continue
                new[c] = cst.List([cst.Element(cst.Name(n)) for n in names])
            elif which is not None:
                new[c] = regularizers.read(c, found[which], self.ctx)
        if new:
            g.value = replace_nodes(g.value, new)
            g.uses = frozenset(names_in(g.value))
            g.list_valued = g.list_valued or isinstance(g.value, cst.List)

    def _scoped_updates(self, c: cst.Call, updates: list) -> list:
        """The batch-norm updates ``tf.get_collection(UPDATE_OPS[, scope])`` lists (rule
        regularizers, caveat 4)."""
        scope = regularizers.update_ops_scope(c)
        if scope is None:
            return list(updates)
        out = []
        for u in updates:
            inside = regularizers.in_update_scope(scope, self.update_scopes.get(u, ""))
            if inside is None:
                raise Refusal(c, regularizers.RULE.name, f"tf.get_collection(UPDATE_OPS, scope={scope!r}): which batch-norm "
                              "updates it holds depends on TF1's numbering of re-entered name scopes")
            if inside:
                out.append(u)
        return out

    def _early_read(self, item, sizes: dict, found: dict) -> None:
        """Plain Python reading a collection before the block's last layer: the converted code
        would list layers built after it (rule ``regularizers``)."""
        grown = [k for k, v in found.items() if len(v) != sizes[k]]
        if not grown:
            return
        node = item.node if isinstance(item, SessionRegion) else item[1]
        for c in _calls(node):
            try:
                which = regularizers.collection(c, self.ctx)
            except Refusal:
                continue
            if which in grown:
                self.ctx.refuse(c, regularizers.RULE.name, f"the {which} collection read before the block's later layers are built")

    def _resolve_lookups(self, g: GraphStmt) -> None:
        extra = set()
        for c in _calls(g.value):
            text = tensor_by_name.lookup(c, set())
            if text is not None:
                try:
                    found = tensor_by_name.resolve(text, self.env.names, c)
                except Refusal as r:
                    self.ctx.refusals.append(r)
                    continue
                if found != INIT_OP and found in self.ops and found in self.defs and self.defs[found].kind == "init":
                    found = INIT_OP  # (an initializer bound by name: the alias runs it, as one of no Python name)
                elif found != INIT_OP and found in self.ops:
                    # (hunt 25 t63: ``train_op = graph.get_operation_by_name("train_op")`` of a train
                    # op; as an alias of it the converted code read a name no function binds)
                    self.ctx.refuse(c, tensor_by_name.RULE.name, f"an op looked up by its name ({text!r}) outside sess.run "
                                    "is not converted: bind the op to a Python name where it is made and use that name")
                extra.add(found)
        if INIT_OP in extra:
            g.kind = "init"
            self.ops.update(g.targets)
            return
        if extra:
            g.uses = g.uses | extra
            g.kind = "alias" if g.kind == "tensor" else g.kind

    def _analyse(self) -> None:
        ctx, env = self.ctx, self.env
        variables_in_order = []
        unknown_shapes: set = set()  # names whose latest binding so far has no known static shape
        dtypes = self.dtypes  # name -> the dtype of its latest binding so far, where known (shapes.dtype_of)
        bound_dtypes: dict = {}  # name -> the dtypes its graph bindings bind (None: not known)
        structures: dict = {}  # name -> element shapes of a tf.data dataset / iterator / element (shapes.element_structure)
        shape_names: dict = {}  # name bound to a static shape (``layer_shape = layer.get_shape()``) -> it
        optimizer_vars: dict = {}  # optimizer name -> (its first minimize, the variables it updates)
        applied: dict = {}  # optimizer name -> what its first apply_gradients updates (``_one_variable_set_per_apply``)
        trains_so_far: list = []  # train statements met so far (a Saver saves their optimizers' slots)
        self.literals = literals = self._name_literals()
        made_before: dict = {}  # id(graph statement) -> how many variables were made before it
        for g in self.graph:
            self._resolve_lookups(g)
            self.check_graph_attributes(g.value)
            self.check_object_attributes(g.value)
            self.check_loop_identity(g.value, for_loops=False)
            self._check_nested_updates(g)
            # variables read through a container (``weights.values()``) or a collection
            # (``tf.trainable_variables()``: those made so far) are read: a changing one makes
            # the statement per-run, and the gradient tape must see the path through it
            implicit = {m for n in g.uses & literals.keys() for m in literals[n]
                        if m in self.defs and self.defs[m].kind == "variable"}
            listed = [c for c in _calls(g.value) if ctx.call_name(c) in ALL_VARIABLES]
            if listed:
                implicit |= set(variables_in_order)
                env.listed_so_far.update((id(c), len(variables_in_order)) for c in listed)
                if not trains_so_far:  # (TF1 made an optimizer's slots at its minimize: none listed before; hunt 30 h19)
                    env.slotless_listings.update(id(c) for c in listed)
            made_before[id(g)] = len(variables_in_order)
            implicit |= self._op_function_globals(g)
            if implicit - g.uses:
                g.uses = g.uses | frozenset(implicit)
            if len(g.targets) == 1 and (g.targets[0] in literals or (
                    isinstance(g.value, cst.Call) and ctx.call_name(g.value) in ALL_VARIABLES)):
                # ``w_list = [w]``: the variables it lists (``implicit`` holds those read through
                # other containers), so a gradient with respect to it records from ``w``'s reads
                own = {m for m in literals.get(g.targets[0], ()) if m in self.defs and self.defs[m].kind == "variable"}
                self.facts.variable_lists[g.targets[0]] = set(implicit) | own
            elif len(g.targets) == 1:
                # ``enc = [v for v in tvars if v.name.startswith("enc")]``, ``w0 = tvars[0]``,
                # ``alias = W``: a gradient with respect to it is one with respect to some of
                # those variables, so the tape must record from where they are read
                chosen = self._selected_variables(g.value, variables_in_order)
                if chosen:
                    self.facts.variable_lists[g.targets[0]] = chosen
                    g.uses = g.uses | frozenset(chosen)
            # names may be rebound (``net = layer(net)``): each use reads the definition before it
            self.reaching[id(g)] = {n: self.defs[n] for n in g.uses if n in self.defs}
            for t in g.targets:
                self.defs[t] = g
                if g.kind != "variable" and t in self.facts.trainable:
                    # a variable's name bound to something else: the variable is unreachable
                    self.facts.trainable.discard(t)
                    variables_in_order.remove(t)
                    self.hidden_variables = True
            if g.kind == "placeholder":
                self.placeholders[g.targets[0]] = g
            if g.kind == "variable":
                if g.targets[0] in variables_in_order:
                    # ``W = tf.Variable(...)`` twice (or in an unrolled loop): TF1 trains both,
                    # code naming them would reach only the last
                    ctx.refuse(g.node, "variables", f"the name {g.targets[0]!r} is bound to more than one variable")
                tf_name = _variable_name(g, ctx)
                if tf_name is not None and ctx.store is not None and ctx.call_name(g.value) == "tf.get_variable" \
                        and tf_name in self.store_made:
                    # a reuse lookup (``variable_scope(..., reuse=True)``) of a variable made
                    # above: the store returns that object; TF1's optimizers update it once
                    self.var_aliases[g.targets[0]] = self.store_made[tf_name]
                elif tf_name is not None and ctx.store is not None and ctx.call_name(g.value) == "tf.get_variable" \
                        and tf_name in env.var_tf_names.values():
                    # ``with variable_scope("fc", reuse=True): get_variable("kernel")`` of a
                    # tf.layers / tf.Variable variable: the store knows only get_variable's
                    ctx.refuse(g.node, variable_store.RULE.name, f"get_variable({tf_name!r}) looks up a variable made by "
                               "tf.layers or tf.Variable, which the converted variable store does not hold")
                else:
                    variables_in_order.append(g.targets[0])
                    if variables.is_trainable(g.value):
                        self.facts.trainable.add(g.targets[0])
                    if ctx.call_name(g.value) == "tf.get_variable" and tf_name is not None:
                        self.store_made[tf_name] = g.targets[0]
                if tf_name is not None:
                    env.var_tf_names[g.targets[0]] = tf_name
                    # (its full TF1 name, ``name_scope`` included: ``get_tensor_by_name("hidden1/biases:0")``)
                    env.names.setdefault(tf_name, g.targets[0])
            if g.kind == "optimizer":
                self.facts.optimizers.update(g.targets)
            if g.kind == "saver":
                keep = _saver_keep(g.value, ctx)
                for target in g.targets:
                    self.savers[target] = keep
                # TF1's Saver() lists the variables made so far, slots of the minimize calls made so far included
                self.facts.saver_state[id(g)] = (list(variables_in_order), list(trains_so_far))
            if g.kind == "train":
                trains_so_far.append(g)
            if g.is_op:
                self.ops.update(g.targets)
            if g.kind == "train":
                env.train_ops.update(g.targets)
            made_lists = set()  # the names this statement binds to lists
            pair_of_list = len(g.targets) == 2 and isinstance(g.value, cst.Call) and ctx.call_name(g.value) in FIRST_RESULT_LISTS
            if (g.list_valued and not pair_of_list) or (isinstance(g.value, cst.Call) and ctx.call_name(g.value) in ALL_VARIABLES) \
                    or len(g.targets) == 1 and _one_name_bound(g) and self._list_expression(g.value):
                made_lists.update(g.targets)
                if _one_name_bound(g) and _tuple_expression(g.value):
                    env.tuple_names.update(g.targets)  # (``tf.gradients(loss, params)`` of a tuple: TF1 gave a list)
            if pair_of_list:
                made_lists.add(g.targets[0])  # (hunt 17 W1: ``sess.run(clipped)`` crashed on .numpy())
            for target, value in _unpacked(g):  # ``weights, biases = [W], [b]``
                if self._list_expression(value):
                    made_lists.add(target)
                    if _tuple_expression(value):
                        env.tuple_names.add(target)
            env.list_names.update(made_lists)
            # a name bound to a list and to something else (``params = [W, b]``, later ``params =
            # W``): the rules read list-ness by name (a red-team hunt: ``tf.gradients(loss,
            # params)[0]`` took a row of the second gradient); ``mixed_list_names`` refuses it
            for t in g.targets:
                kinds = self._bound_kinds.setdefault(t, set())
                kinds.add(t in made_lists)
                if len(kinds) > 1:
                    env.mixed_list_names.add(t)
            name = arg(g.value, None, "name") if isinstance(g.value, cst.Call) else None
            if isinstance(name, cst.SimpleString):
                # a name taken before is made unique by TF1 (the second ``name="h"`` is ``h_1``;
                # a red-team hunt: ``get_tensor_by_name("h:0")`` found the second)
                tf_name = g.scope + ctx.op_names.get(id(g.value), name.evaluated_value)
                env.names[tf_name] = g.targets[0] if g.targets else INIT_OP if g.kind == "init" else tensor_by_name.UNBOUND
            if g.uses & env.shapes.keys() and (g.prints or static_shapes.has_shape_read(g.value)):
                # the shapes and dtypes of the names it reads as they are here (``_fold_static_shapes``)
                self.shapes_at[id(g)] = ({n: env.shapes[n] for n in g.uses if n in env.shapes and n not in unknown_shapes},
                                         {n: dtypes[n] for n in g.uses if n in dtypes})
            if len(g.targets) == 1 and (g.uses & env.shapes.keys() or g.uses & shape_names.keys()):
                self._static_size(g, {n: env.shapes[n] for n in g.uses if n in env.shapes and n not in unknown_shapes}, shape_names)
            if len(g.targets) == 1 and type(g.value) in (cst.List, cst.Tuple) and g.targets[0] not in ctx.shape_constants \
                    and g.uses and g.uses <= ctx.int_constants.keys() and ctx.bound_once(g.targets[0]):
                # ``shape_1 = [in_dim, h1]`` (a layer helper's ``shape`` parameter, inlined) of int
                # constants, ``in_dim`` a static size read above: a shape constant too
                dims = shape_ints(g.value, ctx.int_constants)
                if dims is not None:
                    ctx.shape_constants[g.targets[0]] = dims
            if len(g.targets) == 1:
                known = env.shapes if not g.uses & unknown_shapes else {n: v for n, v in env.shapes.items() if n not in unknown_shapes}
                s = shape_of(g.value, known, ctx)  # (a name rebound to a value of unknown shape: not its earlier shape)
                if s is not None:
                    env.shapes[g.targets[0]] = s
                    unknown_shapes.discard(g.targets[0])
                else:
                    unknown_shapes.add(g.targets[0])  # (its entry, if any, is an earlier binding's)
                    if may_change_shape(g.value, ctx):
                        env.shapes.pop(g.targets[0], None)  # (not for the statements after it either: hunt 21 W2)
                d = dtype_of(g.value, dtypes, ctx)
                if d is not None:
                    dtypes[g.targets[0]] = d
                else:
                    dtypes.pop(g.targets[0], None)
                bound_dtypes.setdefault(g.targets[0], set()).add(d)
                unknown_shapes.difference_update(self._element_shapes(g, structures, s is None))
            else:
                unknown_shapes.update(g.targets)
                for t in g.targets:
                    dtypes.pop(t, None)
                    bound_dtypes.setdefault(t, set()).add(None)
                unknown_shapes.difference_update(self._element_shapes(g, structures, True))
            if g.kind in ("train",) or (g.kind == "gradient" and _method(g.value) == "compute_gradients"):
                self._var_list(g, variables_in_order)
                self._one_variable_set_per_optimizer(g, optimizer_vars)
            if g.kind == "train" and _method(g.value) == "apply_gradients":
                self._one_variable_set_per_apply(g, applied)
            if g.kind == "train" and _method(g.value) in ("minimize", "apply_gradients") and isinstance(g.value.func.value, cst.Call):
                # ``tf.train.X(lr).minimize(loss)``: the optimizer (its slots) is made once, not per run
                self.facts.hoisted[id(g)] = ctx.fresh("optimizer")
        env.var_order = variables_in_order
        self._python_collection_calls(made_before, len(variables_in_order))
        # names every graph binding binds to a float tensor, or to one int dtype (rule renames:
        # ``tf.div`` of one bound once in the file divides truly / floor-divides, as TF1's did;
        # ``Context.stated_dtypes`` asks ``bound_once``)
        ctx.float_names = {n for n, ds in bound_dtypes.items() if ds <= FLOAT_DTYPES}
        ctx.int_names = {n: d for n, ds in bound_dtypes.items() if len(ds) == 1 for d in ds if d in INT_DTYPES}
        self._saved_slots()
        env.var_trainable = [v for v in variables_in_order if v in self.facts.trainable]
        env.var_opaque = self.hidden_variables or self._makes_hidden_variables()
        for e in self.collection_lists if env.var_opaque else ():
            ctx.refuse(e, "optimizers", "var_list from a variable collection in a file where some variable's Python name is rebound")
        env.slot_optimizers = any(_slot_optimizer(ctx.call_name(c)) for g in self.graph for c in _calls(g.value))
        env.slotted = self._slotted_variables() if env.slot_optimizers else set()
        for g in self.graph:
            self._expand_loop_updates(g, variables_in_order)
            self.mutated.update(g.mutates)
            if g.kind == "train" and isinstance(g.value, cst.Call):
                step = arg(g.value, None, "global_step")
                if isinstance(step, cst.Name):
                    self.mutated.add(step.value)  # incremented by the train op (rule schedules)
            if len(g.targets) == 1 and ctx.call_name(g.value) in schedules.NAMES:
                env.schedules[g.targets[0]] = g.value
            rate = _scheduled_rate(g, env)
            if len(g.targets) == 1 and rate:
                env.optimizer_rates[g.targets[0]] = next(iter(rate))
            if g.kind == "train" and id(g) in self.facts.var_lists:
                self.mutated.update(self.facts.var_lists[id(g)])
            if g.kind == "train" and _method(g.value) == "apply_gradients":
                self.mutated.update(self.facts.trainable)  # conservative
        self.mutated |= _inline_updates(self.block, self.defs, self.ctx)
        self.mutated |= self._names_of_mutated(variables_in_order)
        self._check_initializer_draws()
        # a variable learning rate (PTB's ``lr = tf.Variable(0.0)`` set with ``tf.assign``) is read
        # at each update like a fed one: a Keras optimizer made with it would keep its first value
        var_names = set(env.var_order) | set(self.var_aliases)
        dyn_names: set = set()
        for g in self.graph:
            if g.kind not in _STATEFUL and g.uses & dyn_names:
                self._fold_static_shapes(g, dyn_names)
            dyn = (g.kind in _STATEFUL and not self._initial_value_only(g)) or bool(g.uses & (dyn_names | self.mutated)) \
                or self._reads_keras_state(g)
            if dyn and g.kind not in _STATEFUL and not g.uses & dyn_names and _reads_only_shapes(g.value, self.mutated, ctx):
                dyn = False  # ``n = tf.shape(x)[0]`` of a trained variable: its shape never changes
            if dyn and not g.uses & dyn_names and self._variable_container(g):
                dyn = False  # ``weights = {"h1": weights_h1, ...}``: references, made once
            if ctx.store_lazy and variable_store.is_reuse_get(g.value, ctx.call_name(g.value)):
                # the helpers that create it run only in sess.run functions: look it up there,
                # after them, in program order (rule variable_store)
                self.dynamic.add(id(g))
                dyn_names.update(g.targets)
                continue
            self._check_held_initializers(g)
            if g.kind == "iterator" or (g.kind == "graph" and g.targets and g.targets[0] in ctx.iterator_inits):
                self._check_dataset(g, dyn_names)  # (a one-shot / initializable iterator's dataset, an initializer's)
                continue
            if g.kind in ("variable", "optimizer", "saver"):
                fed = _fed_rate(g.value, dyn_names | var_names, env) if g.kind == "optimizer" else set()
                if g.uses & dyn_names - _scheduled_rate(g, env) - fed:
                    ctx.refuse(g.node, "variables", "a variable or optimizer whose initial value depends on fed or changing values")
                elif fed:
                    env.fed_rates |= fed
                    env.optimizer_fed[g.targets[0]] = next(iter(fed))
                elif g.kind == "optimizer":
                    self._tensor_rate(g.value)
                continue
            if g.kind == "train":
                self._train_fed_rate(g, dyn_names | var_names)
                if isinstance(g.value, cst.Call) and isinstance(g.value.func, cst.Attribute):
                    self._tensor_rate(g.value.func.value)  # ``tf.train.XOptimizer(lr).minimize(loss)``
            if (g.prints or g.python_call) and g.uses & dyn_names:
                self._fold_list_lengths(g)
            if g.prints:
                self._check_print(g, dyn_names)
                continue
            if g.python_call:
                # ``print("name", a.name)`` / ``log(x.shape)`` while building: run where it is;
                # moved into sess.run functions no site would ever call it (it was dropped)
                if g.kind in _STATEFUL or g.uses & dyn_names:
                    ctx.refuse(g.node, "graph", _shape_print_reason(g, dyn_names) or (
                        f"{g.value.func.value}(...) called while the graph is built on values "
                        "that are fed or computed per run (no sess.run function would call it)"))
                continue
            if dyn:
                self.dynamic.add(id(g))
                dyn_names.update(g.targets)
                called = function_calls(g.value, ctx) if ctx.store is not None else []
                if called:  # helpers create their variables at the first sess.run
                    ctx.store_lazy = ctx.store_lazy + tuple(c for c in called if c not in ctx.store_lazy)
        self.dyn_names = dyn_names
        self._stream_candidates()
        self.eager_locals: frozenset = frozenset()  # of the function whose sites are rewritten (``eager_locals``)
        self.static_loops: set = set()  # loop names over tensors computed once, in the loops being rewritten (``static_loop_names``)
        self._check_iterator_uses()
        self._check_keras_weight_writes()
        self._check_dependencies_under_gradients()
        self._check_control_races()
        self.rebound = self._rebound_across_sessions()
        self.python_rebinds, self.order, self.loops = self._python_rebinds()
        env.dynamic_losses = bool(set(env.regularization_losses or ()) & dyn_names)

    def _layer_input_dtype(self, item: GraphStmt, dtypes: dict) -> None:
        """Records the dtype ``item`` binds (``dtypes``); a tf.layers / slim layer on an input
        the source states is not float32 is refused: TF1 made its variables in the input's
        dtype (float64 kernels), the expansion makes float32 ones (MatMul of float64 by float32
        crashed: hunt 14)."""
        q = self.ctx.call_name(item.value)
        if q in EXPANDED_LAYERS:  # (made float32 variables)
            x = arg(item.value, 0, "inputs")
            d = dtype_of(x, dtypes, self.ctx) if x is not None else None
            if d is None and x is not None and names_in(x) & self.maybe_float64:
                self.ctx.refuse(item.value, layers.RULE.name, f"{as_written(q, item.value.func, self.ctx.origins)} of an input "
                                "computed from float64 values through ops whose dtype the converter does not follow is not "
                                "converted (TF1 made its variables in the input's dtype; the expansion would make float32 ones)")
            if d == "float64" and q in _FLOAT64_LAYERS:  # (its variables made float64, as TF1's)
                self.layer_dtypes[id(item.value)] = d
                self.env.float64_variables = True
            elif d is not None and d != "float32":
                self.ctx.refuse(item.value, layers.RULE.name, f"{as_written(q, item.value.func, self.ctx.origins)} of a {d} "
                                f"input is not converted (TF1 made its variables {d}; the expansion makes float32 ones)")
            elif d is None and x is not None and self._unstated(x):
                self.ctx.refuse(item.value, layers.RULE.name, f"{as_written(q, item.value.func, self.ctx.origins)} of an input "
                                f"whose dtype comes from data the source does not type is not converted (TF1 made its "
                                f"variables in the input's dtype, float64 for NumPy float arrays; the expansion makes float32 "
                                f"ones); next step: state it (tf.placeholder(tf.float32, ...), tf.constant(v, tf.float32))")
        d = self._keras_input_dtype(item, dtypes) or dtype_of(item.value, dtypes, self.ctx)
        if d == "float64" and item.kind == "variable":
            self.env.float64_variables = True
        # (a dataset's element: its dtype is added after ``_element_shapes``)
        if d is None:
            dtypes.pop(item.targets[0], None)
            if self._unstated(item.value):
                self.unstated_dtypes.add(item.targets[0])
            # (a value of unknown dtype computed from a float64 one may be float64: hunt 35 v_043)
            if names_in(item.value) & ({n for n, t in dtypes.items() if t == "float64"} | self.maybe_float64):
                self.maybe_float64.add(item.targets[0])
            else:
                self.maybe_float64.discard(item.targets[0])
        else:
            dtypes[item.targets[0]] = d
            self.unstated_dtypes.discard(item.targets[0])

    def _unstated(self, value) -> bool:
        """``value`` reads a tensor made from data whose dtype the source does not state (no
        ``dtype=`` the converter reads: ``tf.placeholder(X.dtype, ...)``, ``tf.constant(helper())``,
        ``tf.convert_to_tensor(arr)``), directly or through names bound to such values
        (``unstated_dtypes``), following each op's data operand (its first argument, both sides
        of an operator): it may be float64 (hunt 31 k_047 / k_048: a layer's expansion made
        float32 variables, and its MatMul crashed)."""
        t = type(value)
        if t is cst.Name:
            return value.value in self.unstated_dtypes
        if t is cst.BinaryOperation:
            return self._unstated(value.left) or self._unstated(value.right)
        if t is cst.UnaryOperation:
            return self._unstated(value.expression)
        if t is cst.Subscript:
            return self._unstated(value.value)
        if t is not cst.Call:
            return False
        if self.ctx.call_name(value) in _DATA_MAKERS:
            return dtype_of(value, {}, self.ctx) is None
        first = value.args[0] if value.args and value.args[0].keyword is None and not value.args[0].star else None
        return first is not None and self._unstated(first.value)  # (the op's data operand: ``tf.reshape(t, ...)``)

    def _weightless_objects(self) -> frozenset:
        """The names bound to Keras objects without weights (``leaky = LeakyReLU(0.2)``: calling
        one makes no variable)."""
        return frozenset(n for n, made in self.keras_objects.items() if keras_v1.without_weights(_keras_class(made, self.ctx)))

    def _reads_keras_state(self, g: GraphStmt) -> bool:
        """``reg = tf.add_n(model.losses)``, ``[tf.nn.l2_loss(v) for v in model.trainable_weights]``:
        the state of a Keras object, built at its first call and changed by training or
        ``set_weights``: computed at each run (hunt 28 W6: computed once, it crashed on an unbuilt
        layer or stayed stale, 1 where TF1 said 9)."""
        return bool(self.keras_objects) and reads_keras_state(g.value, self.keras_objects.__contains__)

    def _keras_input_dtype(self, item: GraphStmt, dtypes: dict) -> str | None:
        """A ``tf.keras`` layer or model object (``layer = tf.keras.layers.Dense(1)``,
        ``tf.keras.Sequential([...])``, ``tf.keras.layers.Dense(1)(x)``) called on an input that is
        not float32 or an integer is refused, unless each of its ``tf.keras.layers`` calls gives
        ``dtype=``: TF1's Keras 2 layers took their first input's dtype (float64 kernels, float64
        maths), Keras 3's float32 policy casts the input to float32 (hunt 26 W2: 1e8 + 2 computed
        as 1e8). Refused too where the source does not state the input's dtype (hunt 28 W2: NumPy
        arrays of a helper, a ``Dataset.zip``, a ``map`` through a named lambda were float64).
        Records the Keras objects ``item`` binds (``keras_objects``). Returns the dtype of
        ``item``'s value when it is one such call on a stated input: the input's (TF1's layer
        took it; Keras 3 computes float32 ones in float32), an ``Embedding``'s float32, else None."""
        calls = [c for c in _calls(item.value) if type(c.func) in (cst.Name, cst.Call)] \
            if self.keras_objects or any(n.startswith("tf.keras.") for n in item.tf_names) else ()
        outputs: dict = {}  # id(call) -> the dtype it computes (inner calls first: ``l2(l1(x))``)
        for c in reversed(calls):
            made = self.keras_objects.get(c.func.value) if type(c.func) is cst.Name else c.func
            made_by = _keras_class(made, self.ctx) if made is not None else None
            if made_by is None or not c.args or c.args[0].keyword is not None:
                continue
            if self.ctx.keras_kept is not None and not keras_v1.without_weights(made_by) \
                    and _random_initializers(made, self.ctx) and self.seed_calls():
                # (hunt 35 v_070: two Dense objects in a fetched dict under a graph seed stayed Keras
                # 3 objects, their weights drawn unseeded: other numbers at each run, no diagnostic)
                self.ctx.refuse(c, keras_v1.RULE.name, f"{made_by} stays a Keras 3 object, which draws its initial weights "
                                "itself, unseeded, where TF1 drew them from this file's graph seed: "
                                f"{self.ctx.keras_kept}")
                continue
            d = self._keras_argument_dtype(c.args[0].value, outputs, dtypes)
            layers_made = [k for k in [made, *_calls(made)] if (self.ctx.call_name(k) or "").startswith("tf.keras.layers.")]
            if layers_made and all(arg(k, None, "dtype") is not None for k in layers_made):
                continue
            if d in _AUTOCAST:
                self.ctx.refuse(c, keras_v1.RULE.name, f"{made_by} called on a {d} input is not converted: "
                                f"TF1's Keras layers took their input's dtype ({d}), Keras 3 casts it to float32 (its dtype "
                                f"policy); next step: give each layer dtype=tf.{d}")
            elif d is None:
                self.ctx.refuse(c, keras_v1.RULE.name, f"{made_by} called on an input whose dtype the source does not "
                                f"state is not converted: TF1's Keras layers took their input's dtype (float64 for NumPy "
                                f"float arrays), Keras 3 casts it to float32; next step: cast the input where it is made "
                                f"(tf.cast(x, tf.float32), or np.float32 data), or give each layer dtype=")
            elif d == "float32" or made_by.endswith(".Embedding"):
                outputs[id(c)] = "float32"
        if len(item.targets) == 1:
            if type(item.value) is cst.Call and _keras_class(item.value, self.ctx) is not None:
                self.keras_objects[item.targets[0]] = item.value
            else:
                self.keras_objects.pop(item.targets[0], None)
        return outputs.get(id(item.value))

    def _keras_argument_dtype(self, value, outputs: dict, dtypes: dict) -> str | None:
        """The dtype of a Keras call's input: a call already read (``outputs``), the one dtype of
        a list's items (``Concatenate()([a, b])``), else ``dtype_of``."""
        if id(value) in outputs:
            return outputs[id(value)]
        if type(value) in (cst.List, cst.Tuple) and value.elements:
            found = {self._keras_argument_dtype(e.value, outputs, dtypes) for e in value.elements}
            return found.pop() if len(found) == 1 else None
        return dtype_of(value, dtypes, self.ctx)

    def _regularization_loss(self, weights: str, scale, item: GraphStmt, items: list, found: dict) -> None:
        """``<weights>_l2_loss = scale * tf.nn.l2_loss(<weights>)`` appended to ``items`` and to
        the REGULARIZATION_LOSSES collection's list: TF1 added it when the layer made its
        weights (rule ``regularizers``)."""
        loss = self.ctx.fresh(f"{weights}_l2_loss")
        value = regularizers.l2_loss(scale, cst.Name(weights), self.ctx)
        node = cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(loss))], value)])
        items.append(GraphStmt(node=node, targets=(loss,), uses=frozenset({weights}), kind="tensor", value=value, scope=item.scope))
        found["regularization_losses"].append(loss)

    def _entered_scope(self, item: GraphStmt, counts: dict, entered: dict) -> None:
        """TF1 restarts the default layer names inside a variable scope each time the scope is
        entered (``close_variable_subscopes``): the second ``with variable_scope("D",
        reuse=True):`` of an inlined discriminator names its layers ``D/dense``, ``D/dense_1``
        again. ``counts``: the layer names taken (``layers.unique_layer_name``)."""
        entry = self.ctx.scope_entries.get(id(item.node))
        if entry is None or not item.scope or entered.get(item.scope) == entry[0]:
            return
        entered[item.scope] = entry[0]
        for key in [k for k in counts if k.startswith(item.scope)]:
            del counts[key]
        taken = counts.get(layers.TAKEN)
        if taken:  # (the names given in the scope are free again too)
            taken.difference_update([k for k in taken if k.startswith(item.scope)])

    def _reused_layer(self, item: GraphStmt, made: list, values: list, layer_variables: dict) -> tuple:
        """(variables to make, expressions) of a layer expanded into ``made`` and the
        expressions ``values`` reading them (rule layers, caveat 6): under ``reuse=True`` (or
        ``tf.AUTO_REUSE`` once they exist) none made and ``values`` reading the variables an
        earlier layer made under the same names (TF1 raised ValueError when they did not exist);
        otherwise ``made`` and ``values`` as they are, ``made`` recorded in ``layer_variables``."""
        entry = self.ctx.scope_entries.get(id(item.node))
        reuse = layers.own_reuse(item.value, self.ctx)  # (``tf.layers.dense(x, 4, name="fc", reuse=True)``)
        if reuse is None:
            reuse = entry[1] if entry is not None else False
        names = [_tf_name_of(v) for _, v in made]
        known = [layer_variables.get(n) for n in names]
        if reuse is True or (reuse == "auto" and known and all(known)):
            if not all(known):
                raise Refusal(item.value, layers.RULE.name, f"a layer under variable_scope(reuse=True) whose variable "
                              f"{names[known.index(None)]!r} no earlier layer made (TF1 raised ValueError)")
            self.reused_layers.add(id(item.value))
            earlier = {py: old for (py, _), old in zip(made, known)}
            return [], [replace_nodes(v, {n: cst.Name(earlier[n.value]) for n in instances(v, cst.Name) if n.value in earlier})
                        for v in values]
        again = [n for n, k in zip(names, known) if k is not None]
        if again:
            raise Refusal(item.value, layers.RULE.name, f"a layer making variable {again[0]!r} again without reuse=True "
                          "(TF1 raised ValueError: it already exists)")
        layer_variables.update((n, py) for n, (py, _) in zip(names, made))
        return made, values

    def _record_layer_draws(self, layer: cst.Call, q: str, made: list) -> None:
        """The unseeded draws TF1 made building ``layer`` (``op_seeds.layer_draws``: None when
        not known), kept on the statements it was expanded into (the first one carries them)."""
        n = 0 if id(layer) in self.reused_layers else op_seeds.layer_draws(layer, q, self.ctx)  # (reused: nothing initialized)
        self.layer_calls.update(id(c) for c in instances(layer, cst.Call))
        for k, g in enumerate(made):
            self.layer_draws[id(g)] = n if k == 0 or n is None else 0

    def _stream_candidates(self) -> None:
        """Rule ``random_streams``: the op seeds TF1 counted (``facts.op_seeds``), and the
        dynamic statements whose one random call is a dropout or ``tf.random_normal`` with a
        known (given or counted) seed under a graph seed known here, each given a marker
        (``facts.streams``); whether two site functions compute it is known later."""
        if not any(g.kind == "random" and id(g) in self.dynamic for g in self.graph):
            return
        self.facts.op_seeds = op_seeds.tf1_op_seeds(self, self._graph_seed)
        for g in self.graph:
            if g.kind != "random" or id(g) not in self.dynamic or not g.targets:
                continue
            self._check_seed_order(g)
            self._check_draws_in_bodies(g)
            self._check_hidden_draws(g)
            drawing = [c for c in _calls(g.value) if draws_random(self.ctx.call_name(c))]
            q = self.ctx.call_name(drawing[0]) if len(drawing) == 1 else None
            if q not in random_streams.DROPOUTS | random_streams.DRAWS:
                continue
            graph_seed = self._graph_seed(g)
            pair = random_streams.seed_pair(drawing[0], graph_seed, self.ctx, self.facts.op_seeds.get(id(g))) \
                if graph_seed is not None else None
            if pair is not None:
                self.ctx.stream_count += 1
                kind = "normal" if q in random_streams.NORMALS else "truncated" if q in random_streams.TRUNCATED \
                    else "uniform_range" if q in random_streams.UNIFORMS else "dropout"
                self.facts.streams[id(g)] = (random_streams.MARKER.format(self.ctx.stream_count), pair, kind)

    def seed_calls(self) -> list | None:
        """The file's ``set_random_seed`` calls, None when it makes other graphs (looked up once
        per file: ``random_streams.graph_seed_calls``)."""
        ctx = self.ctx
        if ctx.graph_seed_calls is False:
            ctx.graph_seed_calls = random_streams.graph_seed_calls(ctx.module, ctx.source, ctx) if ctx.module is not None else None
        return ctx.graph_seed_calls

    def _seeded(self, draws: list) -> bool:
        """TF1's numbers from the random calls ``draws`` were repeatable: the file sets a graph
        seed, or one of them has ``seed=``."""
        return bool(self.seed_calls()) or any(arg(c, None, "seed") is not None for c in draws)

    def _check_draws_in_bodies(self, g: GraphStmt) -> None:
        """Refuse a seeded random op in a lambda or function the statement hands to TensorFlow's
        control flow (``tf.map_fn(lambda v: v + tf.random_normal([], seed=5), xs)``, a
        ``while_loop`` body): TF1's loop kernel drew its stream element by element, the
        converted one other numbers (hunt 22 W4: m05, a143, a173; no diagnostic)."""
        ctx = self.ctx
        bodies = list(instances(g.value, cst.Lambda)) + [
            ctx.module_functions[a.value.value] for c in _calls(g.value) for a in c.args
            if type(a.value) is cst.Name and a.value.value in ctx.module_functions]
        for body in bodies:
            draws = [c for c in instances(body, cst.Call) if draws_random(ctx.call_name(c))]
            if draws and self._seeded(draws):
                ctx.refuse(g.node, random_streams.RULE.name, "a seeded random op inside a function or lambda passed to "
                           "TensorFlow's control flow (map_fn, while_loop, scan, cond): TF1's loop drew its stream op "
                           "by op, the converted loop other numbers; draw the numbers before the loop and pass them in")
                return

    def _check_held_initializers(self, g: GraphStmt) -> None:
        """Refuse a variable's initializer held as a value in graph code (``init_x =
        x.initializer``, ``tf.group(a.initializer, b.initializer)``): an eager variable's
        initializer is None; the converted code crashed (hunt 25 W1's v11, v12)."""
        held = [a for a in instances(g.value, cst.Attribute)
                if a.attr.value == "initializer" and type(a.value) is cst.Name and self.variable_reference(a.value)]
        if held:
            name = held[0].value.value
            self.ctx.refuse(held[0], initializers.RULE.name, f"{name}.initializer held as a value (bound to a name, grouped) "
                            "is not converted: eager variables have no initializer op; run "
                            f"sess.run({name}.initializer) or tf.variables_initializer([...]) where it is needed")

    def _check_hidden_draws(self, g: GraphStmt) -> None:
        """Refuse a statement whose draws happen in code the converter does not follow (a method
        of a class of the file, a callable object, a random function picked from a dict:
        ``model.calls_hidden_draws``) when TF1's numbers were repeatable (a graph seed, a
        ``seed=`` in a class): the converted statement draws at each run, as TF1 did, but with
        other op seeds (hunt 22 W3: a093, a153, a171, a177 printed other numbers, no
        diagnostic). Unseeded, a note says the numbers differ (``_note_unseeded_draws``)."""
        ctx = self.ctx
        if any(draws_random(ctx.call_name(c)) for c in _calls(g.value)) or calls_drawing_functions(g.value, ctx) \
                or not calls_hidden_draws(g.value, ctx):
            return
        in_classes = [c for cls in instances(ctx.module, cst.ClassDef) for c in instances(cls, cst.Call) if draws_random(ctx.call_name(c))]
        if self._seeded(in_classes):
            ctx.refuse(g.node, random_streams.RULE.name, f"{', '.join(g.targets) or 'this statement'} draws random numbers "
                       "through a call the converter does not follow (a method of a class, a callable object, a random "
                       "function picked from a dict): TF1's numbers were repeatable (a graph seed or seed=), the converted "
                       "draw would give others; call the random op in the graph code itself (a function of the file is "
                       "followed)")

    def _check_seed_order(self, g: GraphStmt) -> None:
        """Refuse a random op given ``seed=`` that TF1 made without the graph seed the converted code gives it: made
        before the block's ``tf.set_random_seed(...)``, or in a graph of its own (after a reset,
        in another ``as_default()`` block) that sets none while another graph does. TF1 gave
        it the default graph seed; the converted ``tf.random.set_seed`` seeds every op after it
        runs (other numbers with 0 diagnostics: hunt 18 W4, s127, s160, s183)."""
        ctx = self.ctx
        at = next((i for i, item in enumerate(self.block.items) if item is g), None)
        # (only ops given seed=: TF1 drew an unseeded op of an unseeded graph from a random seed,
        # other numbers at each run of the script, which the note about unknown pairs covers)
        if at is None or not any(arg(c, None, "seed") is not None for c in _calls(g.value) if draws_random(ctx.call_name(c))):
            return
        if self.seed_calls() is None:
            setters = [i for i, item in enumerate(self.block.items) if op_seeds.sets_seed(item_node(item), ctx)]
            if op_seeds.in_graph_block(g.node, ctx):
                own = [i for i in setters if op_seeds.same_graph_block(item_node(self.block.items[i]), g.node, ctx)]
            else:  # (graphs separated by tf.reset_default_graph(): a block each)
                own = [i for i in setters if not op_seeds.in_graph_block(item_node(self.block.items[i]), ctx)]
            if (setters or any(op_seeds.sets_seed(s, ctx) for s in ctx.module.body)) and not own:
                ctx.refuse(g.node, random_streams.RULE.name, f"{', '.join(g.targets)} draws random numbers in a graph "
                           "that sets no tf.set_random_seed while another graph of the file does: TF1 gave its op the "
                           "default graph seed, the converted tf.random.set_seed seeds every op after it (other numbers)")
                return
            setter_at = min(own, default=None)
        else:
            setter_at = op_seeds.setter_index(self.block, ctx)
        if setter_at is not None and setter_at > at:
            ctx.refuse(g.node, random_streams.RULE.name, f"{', '.join(g.targets)} draws random numbers with an op made "
                       "before tf.set_random_seed(...): TF1 gave it the default graph seed, the converted "
                       "tf.random.set_seed seeds every op after it (other numbers); set the seed first")

    def _graph_seed(self, g: GraphStmt) -> int | None:
        """TF1's graph seed when ``g``'s op was made: that of the file's one
        ``tf.set_random_seed(<int>)``, run before it (a direct statement earlier in this block,
        or at module level for a block of a function), TF1's default when the file sets none;
        None when the converter cannot tell (``random_streams`` caveat 2)."""
        ctx = self.ctx
        calls = self.seed_calls()
        setter_at = op_seeds.setter_index(self.block, ctx)
        if calls is None:
            # the file makes other graphs (``with graph.as_default():`` blocks, the Udacity
            # notebooks): a block is one graph, seeded by its own ``set_random_seed`` when it
            # has exactly one, in the op's ``as_default()`` block
            # (a block a graph was unwrapped from also holds the statements before it: a seed set
            # there seeded the old default graph, ``op_seeds.setter_index(..., last=True)``)
            setters = [i for i, item in enumerate(self.block.items) if op_seeds.sets_seed(item_node(item), ctx)
                       and op_seeds.same_graph_block(item_node(item), g.node, ctx)]
            if len(setters) != 1:
                return None
            setter_at = setters[0]
            calls = [c for c in _calls(item_node(self.block.items[setter_at])) if ctx.call_name(c) in op_seeds.SEED_SETTERS]
        elif not calls:
            return random_streams.DEFAULT_GRAPH_SEED
        elif any(op_seeds.sets_seed(s, ctx) for s in ctx.module.body) and not any(s is g.node for s in ctx.module.body):
            calls = calls if len(calls) == 1 else []
            setter_at = -1  # set at import; the op is built later, in a function
        if len(calls) != 1:
            return None
        setter = calls[0]
        value = int_value(setter.args[0].value, ctx) if len(setter.args) == 1 and not setter.args[0].star else None
        if value is None:
            return None
        at = next((i for i, item in enumerate(self.block.items) if item is g), len(self.block.items))
        return value if setter_at is not None and setter_at < at else None

    def _selected_variables(self, value, made: list) -> set | None:
        """The variables ``value`` picks from (a variable's name, a list of them, a collection
        call such as ``tf.trainable_variables()``: those ``made`` so far), when ``value`` only
        selects among them: names, list/tuple literals, subscripts, ``[v for v in <selection>
        if ...]``; None for anything that computes (an op's result is a tensor, not a pick)."""
        if isinstance(value, cst.Name):
            d = self.defs.get(value.value)
            if d is not None and d.kind == "variable" and value.value in made:
                return {value.value}
            return set(self.facts.variable_lists.get(value.value, ())) or None
        if type(value) is cst.Call and type(value.func) is cst.Name and value.func.value in ("list", "tuple", "sorted", "reversed") \
                and value.args and not value.args[0].star and value.args[0].keyword is None:
            return self._selected_variables(value.args[0].value, made)  # ``list((W, b))``, ``sorted(tvars, key=...)``
        if type(value) is cst.Call and type(value.func) is cst.Attribute and value.func.attr.value == "values" and not value.args:
            entries = self._variable_dict_entries(value.func.value)  # ``weights.values()``
            return set(entries.values()) & set(made) or None if entries else None
        if isinstance(value, cst.Call):
            found = self._variable_looked_up(value)
            if found is not None:
                # ``kernel = graph.get_tensor_by_name("dense/kernel:0")``: a variable by its name (hunt
                # 27 W4: the tape did not record its reads, the gradient was None)
                return self._selected_variables(cst.Name(found), made)
            return set(made) if self.ctx.call_name(value) in ALL_VARIABLES and made else None
        if type(value) is cst.BinaryOperation and type(value.operator) is cst.Add:
            # ``[W] + [b]``, ``weights + biases`` (a hunt: the gradient's tape recorded nothing)
            left, right = self._selected_variables(value.left, made), self._selected_variables(value.right, made)
            return left | right if left and right else None
        if isinstance(value, (cst.List, cst.Tuple)) and value.elements:
            parts = [self._selected_variables(e.value, made) if isinstance(e, cst.Element) else None for e in value.elements]
            return set().union(*parts) if all(parts) else None
        if isinstance(value, cst.Subscript):
            return self._selected_variables(value.value, made)
        if isinstance(value, (cst.ListComp, cst.GeneratorExp)) and type(value.elt) is cst.Subscript:
            entries = self._variable_dict_entries(value.elt.value)  # ``[weights[k] for k in keys]``: some of them
            if entries:
                return set(entries.values()) & set(made) or None
        if isinstance(value, (cst.ListComp, cst.GeneratorExp)):
            loop = value.for_in
            if loop.inner_for_in is None and isinstance(loop.target, cst.Name) and isinstance(value.elt, cst.Name) \
                    and value.elt.value == loop.target.value:
                return self._selected_variables(loop.iter, made)
        return None

    def _collection_item(self, e, depth: int) -> str | None:
        """The variable ``tf.global_variables("scope")[i]`` (a listing's item at a literal
        index) names, or None."""
        if not (isinstance(e, cst.Subscript) and len(e.slice) == 1 and isinstance(e.slice[0].slice, cst.Index)
                and isinstance(e.value, cst.Call) and self.ctx.call_name(e.value) in ALL_VARIABLES and depth < 3):
            return None
        at = int_of(e.slice[0].slice.value, self.ctx.int_constants)
        listed = self._collection_listed(e.value) if at is not None else None
        return listed[at] if listed and -len(listed) <= at < len(listed) else None

    def _variable_looked_up(self, value) -> str | None:
        """The Python name of the graph object ``value`` looks up by a literal name
        (``graph.get_tensor_by_name("dense/kernel:0")``), or None (not such a lookup, or a name
        the script did not give)."""
        try:
            text = tensor_by_name.lookup(value, set())
            return tensor_by_name.resolve(text, self.env.names, value) if text is not None else None
        except Refusal:
            return None

    def _name_literals(self) -> dict:
        """{name: the names listed} for the block's assignments of dict/list/tuple literals of
        plain names (``weights = {"w": W}``, graph statements or Python ones alike)."""
        out = {}
        for item in self.block.items:
            stmt = item_node(item) if not isinstance(item, SessionRegion) else None
            small = single_small(stmt)
            if not (isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name)
                    and isinstance(small.value, (cst.Dict, cst.List, cst.Tuple))):
                continue
            values = [e.value for e in small.value.elements if isinstance(e, (cst.DictElement, cst.Element))]
            if values and all(isinstance(v, cst.Name) for v in values):
                out[small.targets[0].target.value] = {v.value for v in values}
        return out

    def _train_fed_rate(self, g: GraphStmt, rates: set) -> None:
        """A train op whose optimizer takes a fed learning rate (``_fed_rate``): a chained
        ``tf.train.X(lr).minimize(loss)`` records it (its other arguments must not read fed or
        per-run values: the optimizer is made once, at module level); a named optimizer's rate
        is added to what the update reads, so the rate is in the train op's slice."""
        if not (isinstance(g.value, cst.Call) and isinstance(g.value.func, cst.Attribute)):
            return
        env, receiver = self.env, g.value.func.value
        if isinstance(receiver, cst.Call):
            fed = _fed_rate(receiver, rates, env)
            if names_in(receiver) & rates - fed - set(env.schedules):
                self.ctx.refuse(receiver, "variables", "an optimizer whose arguments depend on fed or changing values "
                                                       "(other than a learning rate given by name)")
            env.fed_rates |= fed
        elif isinstance(receiver, cst.Name) and receiver.value in env.optimizer_fed:
            opt = self.reaching.get(id(g), {}).get(receiver.value)
            rate = env.optimizer_fed[receiver.value]
            if opt is not None and rate in self.reaching.get(id(opt), {}):
                self.reaching[id(g)][rate] = self.reaching[id(opt)][rate]

    def check_graph_attributes(self, node) -> None:
        """``t.name`` / ``t.op`` / ``t.graph`` / ``t.consumers()`` of a graph tensor in ``node``
        (a variable's ``.name`` is kept when its ``name=`` is unique): eager tensors have no
        graph identity (AttributeError in TF2)."""
        for a in node_facts(node)[3]:
            d = self.defs.get(a.value.value)
            if d is None or d.kind in ("optimizer", "saver", "graph", "iterator") or (d.kind == "variable" and a.attr.value == "device") \
                    or (d.kind == "placeholder" and a.attr.value == "name"):  # rule placeholders (caveat 3)
                continue
            q = self.ctx.call_name(d.value) or ""
            if d.kind != "variable" and q.rpartition(".")[2][:1].isupper():
                continue  # an object a class makes (``tf.keras.layers.Dense(3)``): its attributes stay
            if d.kind == "variable" and a.attr.value == "name":
                if self.unique_variable_name(a.value.value):
                    continue  # an explicit, unique name: the same in both eras
                if isinstance(d.value, cst.Call) and isinstance(d.value.func, cst.Name) and d.value.func.value in self.ctx.store_factories:
                    continue  # get_variable's full name (a second one would be TF1's error or its reuse)
                self.ctx.refuse(a, tensor_by_name.RULE.name,
                                f"{a.value.value}.name of a variable without a unique name= (TF1 uniquifies "
                                "them: Variable_1:0, w_1:0; eager TF2 does not)")
                continue
            self.ctx.refuse(a, tensor_by_name.RULE.name,
                            f"{a.value.value}.{a.attr.value}: graph identity of a tensor (eager tensors have none)")

    def check_object_attributes(self, node) -> None:
        """Attributes the converted objects do not have (hunt 18, crashes with 0 diagnostics):
        ``saver.last_checkpoints`` / ``recover_last_checkpoints(...)`` / ``saver_def`` of a Saver
        converted to a ``tf.train.Checkpoint`` (only ``save`` and ``restore`` are converted), and
        ``.op`` of an update or op written inline (``tf.assign(w, 2 * w).op.run()``: an eager
        tensor's ``.op`` is None)."""
        for a in instances(node, cst.Attribute):
            base, attr = a.value, a.attr.value
            if type(base) is cst.Name and base.value in self.savers and attr not in ("save", "restore"):
                self.ctx.refuse(a, savers.RULE.name, f"{base.value}.{attr}: only save() and restore() of a tf.train.Saver "
                                "are converted (the converted saver is a tf.train.Checkpoint)")
            elif attr in _V1_DATASET_ATTRIBUTES and (
                    (type(base) is cst.Name and base.value in self.defs and self.defs[base.value].kind not in ("variable", "placeholder"))
                    or (type(base) is cst.Call and (self.ctx.call_name(_chain_root(base)) or "").startswith("tf.data."))) \
                    and not any((self.ctx.call_name(c) or "").startswith("tf.data.Iterator.") and any(n is a for n in nodes(c))
                                for c in instances(node, cst.Call)):  # (``Iterator.from_structure(ds.output_types, ...)``: its rule's)
                # (hunt 28 W1: ``ds.output_types`` of a dataset, an AttributeError in TF2)
                self.ctx.refuse(a, datasets.RULE.name, f".{attr} of a tf.data dataset or iterator is TF1 only (TF2 has "
                                "element_spec): not converted (compat mode runs it as written); drop it, or read "
                                "ds.element_spec once the file is TF2")
            elif attr in ("op", "graph") and type(base) is cst.Call:
                q = self.ctx.call_name(base) or ""
                method = base.func.attr.value if type(base.func) is cst.Attribute else ""
                called = q if q.startswith("tf.") else f".{method}" if method in ASSIGN_METHODS else None
                if called is not None:
                    self.ctx.refuse(a, tensor_by_name.RULE.name, f".{attr} of {called}(...) written inline: graph "
                                    "identity of a tensor (eager tensors have none); run the call itself")

    def check_loop_identity(self, node, for_loops: bool) -> None:
        """``v.op`` / ``v.graph`` of a comprehension's name over variables (``[v.op.name for v
        in tf.trainable_variables()]``), or of a ``for`` loop's (``for_loops``: outside a session
        block, whose loops ``SiteRewriter`` converts): TF1's graph identity, an AttributeError on
        eager variables (hunt 7 F5: TF1 printed the op names, the converted script crashed)."""
        if not any(a.attr.value in LOOP_IDENTITY for a in node_facts(node)[3]):
            return  # (the common case: no such attribute read, no walk)
        loops = [n for n in nodes(node) if type(n) is cst.CompFor or (for_loops and type(n) is cst.For)]
        walking = {n.target.value for n in loops if type(n.target) is cst.Name and self._variables_listed(n.iter) is not None}
        for a in instances(node, cst.Attribute) if walking else ():
            if a.attr.value in LOOP_IDENTITY and type(a.value) is cst.Name and a.value.value in walking:
                self.ctx.refuse(a, tensor_by_name.RULE.name, f"{a.value.value}.{a.attr.value} of a loop name over variables: "
                                "graph identity of a variable (eager variables have none); for its name, read v.name")

    def unique_variable_name(self, name: str) -> bool:
        """The variable ``name`` has a TF1 name no other variable of the block has: its
        ``.name`` is the same in both eras (the converted variable is made with it)."""
        tf_name = self.env.var_tf_names.get(name)
        made = [n for t, n in self.env.var_tf_names.items() if t not in self.var_aliases]
        return tf_name is not None and made.count(tf_name) == 1

    def _fold_list_lengths(self, g: GraphStmt) -> None:
        """``len(ops)`` of a name bound once to a list literal of graph values (a GAN's
        ``len(gen_update_ops)``, the collection read as a list) is that list's length: TF1's
        Python list had it while the graph was built; folded to the int, ``print`` reads no
        per-run value."""
        new = {}
        for c in _calls(g.value):
            if type(c.func) is cst.Name and c.func.value == "len" and len(c.args) == 1 and type(c.args[0].value) is cst.Name \
                    and "len" not in self.ctx.module_functions:
                d = self.reaching.get(id(g), {}).get(c.args[0].value.value)
                if d is not None and type(d.value) is cst.List and all(type(e) is cst.Element for e in d.value.elements) \
                        and self.ctx.bound_once(c.args[0].value.value):
                    new[c] = cst.Integer(str(len(d.value.elements)))
        if new:
            g.value, g.node = replace_nodes(g.value, new), replace_nodes(g.node, new)
            g.uses = frozenset(names_in(g.value))

    def _check_print(self, g: GraphStmt, dyn_names: set) -> None:
        """``print(c)`` while building: kept where it is when what it prints is computed once
        (constants, variables, static tensors): TF2 prints the eager values (a variable's value
        at that point: its initial one) where TF1 printed symbolic tensors; else refused."""
        asserts = isinstance(g.node.body[0], cst.Assert)  # (a test of static shapes: ``model``)
        if g.kind in _STATEFUL or g.uses & dyn_names:
            if asserts:
                self.ctx.refuse(g.node, "graph", "assert on graph tensors that are fed or computed per run, other than "
                                                 "on their static shapes (TF1 tested the symbolic tensors)")
            else:
                self.ctx.refuse(g.node, "graph", _shape_print_reason(g, dyn_names) or (
                    "print(...) of graph tensors that are fed or computed per run, "
                    "called while the graph is built (TF1 prints symbolic tensors)"))
            return
        if asserts or id(g) in self.facts.static_shapes or not g.uses - self.ctx.int_constants.keys() - {"print"}:
            return  # noted as folded / Python ints in both eras (``n = layer.get_shape()[1:].num_elements()``)
        reaching = self.reaching.get(id(g), {})
        if all(n in self.ctx.int_constants or self._python_value(reaching.get(n)) or (n not in reaching and n in _BUILTINS)
               for n in g.uses - {"print"}):
            return  # ``print(x.get_shape().as_list())`` through a name: Python values in both eras (a red-team hunt)
        self.ctx.note(g.node, "graph", "print(...) while the graph is built: TF1 printed symbolic tensors "
                                       "(`Tensor(\"add:0\", shape=(), dtype=int32)`), the TF2 code prints their eager values")

    def _python_value(self, d, depth: int = 0) -> bool:
        """Whether the graph statement ``d`` binds a Python value in both eras: a static shape read
        (``x.get_shape().as_list()``, ``x.shape[0].value``) or Python arithmetic of such values and
        int constants (``half = n_in // 2``), no TensorFlow call."""
        if d is None or depth > 8:
            return False
        if id(d) in self.facts.static_shapes:
            return True
        if any((self.ctx.call_name(c) or "").startswith("tf.") for c in _calls(d.value)):
            return False
        reaching = self.reaching.get(id(d), {})
        return (static_shapes.has_shape_read(d.value) or bool(d.uses)) and all(
            n in self.ctx.int_constants or self._python_value(reaching.get(n), depth + 1) for n in d.uses)

    def _check_dataset(self, g: GraphStmt, dyn_names: set) -> None:
        """Rule ``datasets``: the dataset of a one-shot iterator must give TF1's elements in
        eager code: built once from constants (no placeholder, variable or changing state), no
        unseeded shuffle, no Python callbacks or random ops (caveat 3)."""
        if g.uses & dyn_names:
            self.ctx.refuse(g.node, datasets.RULE.name, "a dataset built from fed or changing values (placeholders, "
                            "assigned variables: the initializable-iterator style) is not converted")
            return
        nones = none_names(self.ctx.module) if self.ctx.module is not None else frozenset()
        for d in self._upstream([g]):
            if d is not g and g.kind == "iterator" and not set(g.targets) & self.ctx.reinit_iterators.keys() and any(
                    type(c.func) is cst.Attribute and c.func.attr.value in ("shuffle", "shuffle_and_repeat") for c in _calls(d.value)):
                # (one-shot iterators: a restarted one builds its pipeline again, see block._rebuilt_dataset)
                first = self._shuffle_readers.setdefault(id(d), g)
                if first is not g:
                    # (``train = ds.take(7)``, ``val = ds.skip(7)``, an iterator each: TF1 built the
                    # shuffle once per iterator, both drew the first order; TF2's iterators of one
                    # dataset share its seed generator, the second draws another: hunt 15 W5)
                    self.ctx.refuse(g.node, datasets.RULE.name, f"a second one-shot iterator over the shuffled dataset "
                                    f"{(d.targets or ('',))[0]!r} is not converted: TF1 shuffled each iterator's copy "
                                    "alike, TF2's iterators of one dataset share its seed generator (other orders: "
                                    "take / skip splits overlap); build the shuffled dataset once per iterator")
                    return
            if d.kind in ("variable", "optimizer", "saver", "iterator") and d is not g:
                self.ctx.refuse(g.node, datasets.RULE.name, f"a dataset built from {d.targets[0]!r} (a {d.kind}) is not converted")
                return
            for n in node_facts(d.value)[2]:  # its == / != comparisons
                # ``filter(lambda n: n % 2 == 0)``: TF1 tensors compare by identity (a Python
                # bool, the predicate a constant), TF2 tensors by value
                self.ctx.refuse(n, datasets.RULE.name, "== / != in a dataset's code is not converted: TF1 compares "
                                "tensors by identity (a Python bool), TF2 by value (use tf.equal)")
                return
            for c in _calls(d.value):
                why = datasets.unsure_dataset_call(c, self.ctx.call_name(c), RANDOM_PREFIXES, nones)
                if why is not None:
                    self.ctx.refuse(c, datasets.RULE.name, f"{why} is not converted")
                    return

    def _check_dependencies_under_gradients(self) -> None:
        """Refuse a value computed under ``tf.control_dependencies`` of an update (``with
        tf.control_dependencies([count]): loss = ...``) that a train op or gradient reads: TF1's
        gradient ops ran that update only where they needed the controlled op's own output (for
        ``tf.square(w) + 0.0`` they did not: the train op never ran ``count``), the converted
        code runs it at each step (hunt 18 W8). (Updates around the train op itself, batch norm's
        ``UPDATE_OPS``, are not this.)"""
        ctx = self.ctx
        if not ctx.control_deps:
            return
        updates = {t for g in self.graph if g.kind in ("stateful", "train") or g.mutates for t in g.targets}
        controlled = [g for g in self.graph if g.kind not in ("train", "stateful", "gradient") and g.targets
                      and set(ctx.control_deps.get(id(g.node), ())) & updates]
        if not controlled:
            return
        for t in self.graph:
            if t.kind not in ("train", "gradient") or set(ctx.control_deps.get(id(t.node), ())) & updates:
                continue
            ups = {id(d) for d in self._upstream([t])}
            hit = next((g for g in controlled if id(g) in ups and g is not t), None)
            if hit is not None:
                deps = sorted(set(ctx.control_deps.get(id(hit.node), ())) & updates)
                ctx.refuse(hit.node, gradients.RULE.name, f"{hit.targets[0]!r} is computed under "
                           f"tf.control_dependencies([{', '.join(deps)}]) and differentiated: TF1's gradient ops ran "
                           f"{deps[0]!r} only where they needed the value of {hit.targets[0]!r} itself (often never), the converted "
                           "code runs it at each step; put the update where it should run (fetch it, or under the train op)")
                return

    def _check_keras_weight_writes(self) -> None:
        """``layer.set_weights(w)`` of a Keras object the graph code calls (``keras_objects``) is
        refused: TF1 had built the layer with the graph, Keras 3 builds it at its first call, in
        the run function computing it (hunt 31 k_034: set before any run, nothing was set). Not
        when the object states its input's shape (``input_shape=``): Keras 3 built it when made."""
        if not self.keras_objects:
            return
        for item in self.block.items:
            for c in instances(item_node(item), cst.Call):
                f = c.func
                if type(f) is cst.Attribute and f.attr.value == "set_weights" and type(f.value) is cst.Name \
                        and f.value.value in self.keras_objects and not _built_when_made(self.keras_objects[f.value.value]):
                    self.ctx.refuse(c, keras_v1.RULE.name, f"{f.value.value}.set_weights(...) of a Keras layer the graph "
                                    f"code calls is not converted: TF1 built the layer with the graph, Keras 3 builds it at "
                                    f"its first call, in the function computing it (a write before that sets nothing)")

    def _check_iterator_uses(self) -> None:
        """Rule ``datasets`` (caveat 2): a block's iterator names are read only by its
        ``get_next()`` statements, which read an iterator of this block."""
        mine = {t for g in self.graph if g.kind == "iterator" for t in g.targets}
        for item in self.block.items:
            if isinstance(item, GraphStmt):
                if item.kind == "next":
                    missing = item.uses - mine
                    if missing:
                        self.ctx.refuse(item.node, datasets.RULE.name, f"get_next() of {sorted(missing)[0]!r}, an iterator made in another block, is not converted")
                    continue
                used, node = item.uses & self.ctx.iterators, item.node
            else:
                node = item.node if isinstance(item, SessionRegion) else item[1]
                # (no iterator in the file: nothing to look for, the statement is not walked;
                # ``sess.run(it.initializer)`` of an initializable one is a restart, ``block``)
                used = datasets.iterator_reads(node, self.ctx.iterators, self.ctx.reinit_iterators) if self.ctx.iterators else set()
            if used:
                self.ctx.refuse(node, datasets.RULE.name, f"the iterator {sorted(used)[0]!r} used other than by `name = {sorted(used)[0]}.get_next()` is not converted")

    def _tensor_rate(self, made) -> None:
        """``lr = tf.constant(0.3, tf.float64)`` given to an optimizer: a tensor made once (rule
        optimizers: Keras SGD takes no tensor rate; ``env.tensor_rates``)."""
        if not isinstance(made, cst.Call) or not (self.ctx.call_name(made) or "").endswith("Optimizer"):
            return
        rate = arg(made, 0, "learning_rate")
        if isinstance(rate, cst.Name) and rate.value in self.defs and self.defs[rate.value].kind in ("tensor", "alias") \
                and rate.value not in self.env.schedules and rate.value not in self.env.fed_rates:
            self.env.tensor_rates.add(rate.value)

    def _check_initializer_draws(self) -> None:
        """``r = tf.random_normal_initializer(seed=1)([3])`` (an initializer object called) read
        other than as the initial value of variables: TF1 drew new values at each run; the
        converted statement was computed once (a red-team hunt: the same numbers printed twice),
        and a TF2 initializer object called with a seed draws the same values at every call.
        Refused (as a variable's initial value it is drawn once in both eras: converted)."""
        for g in self.graph:
            if g.kind not in ("tensor", "random"):
                continue
            drawn = next((c for c in _calls(g.value) if self._initializer_object(c.func)), None)
            if drawn is None:
                continue
            readers = [r for r in self.graph if r is not g and set(g.targets) & r.uses]
            if not readers or any(r.kind != "variable" for r in readers):
                self.ctx.refuse(drawn, initializers.RULE.name, "values drawn by calling an initializer object, read other than as "
                                "a variable's initial value: TF1 drew new ones at each run (draw with tf.random_normal(...) "
                                "or keep this file in compat mode)")

    def _initializer_object(self, func) -> bool:
        """``func`` is a random initializer object: one made in place whose name says it draws
        (``tf.random_normal_initializer(...)``, glorot, xavier, variance scaling...), or a name
        bound to an initializer (``shapes.initializer_object``)."""
        if not initializer_object(func, self.ctx):
            return False
        return type(func) is cst.Name or any(w in self.ctx.call_name(func) for w in _RANDOM_INITIALIZER_WORDS)

    def _names_of_mutated(self, variables: list) -> set:
        """Every other name bound to a changed variable: ``alias = v`` / ``p, q = v, u`` / ``vs =
        [v1, v2]`` (all of a list changed through ``vs[0].assign``) and a reuse lookup (``get_variable("a")`` under ``reuse=True``). A red-team
        hunt: updated through one name, read through the other, the read was computed once."""
        group: dict = {}  # name -> the set of names bound to its variable (shared)

        def link(a: str, b: str) -> None:
            ga, gb = group.setdefault(a, {a}), group.setdefault(b, {b})
            if ga is not gb:
                ga |= gb
                for n in gb:
                    group[n] = ga

        for a, v in self.var_aliases.items():
            link(a, v)
        known = set(variables) | set(self.var_aliases)
        for g in self.graph:
            values = [g.value] if len(g.targets) == 1 else \
                [e.value for e in g.value.elements] if type(g.value) in (cst.Tuple, cst.List) \
                and all(type(e) is cst.Element for e in g.value.elements) else []
            if len(g.targets) == 1 and type(g.value) in (cst.List, cst.Tuple):
                # ``vs = [v1, v2]`` then ``vs[0].assign(5.0)``: the list's variables may change
                # (each of them, conservatively: one group)
                for e in g.value.elements:
                    if type(e.value) is cst.Name and (e.value.value in known or e.value.value in group):
                        link(g.targets[0], e.value.value)
                continue
            if len(values) != len(g.targets):
                continue
            for t, v in zip(g.targets, values):
                if type(v) is cst.Name and (v.value in known or v.value in group):
                    link(t, v.value)
        return {n for name in self.mutated if name in group for n in group[name]} - self.mutated

    def _expand_loop_updates(self, g: GraphStmt, variables: list) -> None:
        """``[tf.assign_sub(v, 1.0) for v in tf.trainable_variables()]``: the update's target is
        a comprehension's loop name, standing for the variables its iterable lists: counted as
        changing every variable of the block (the converter computes their readers per run)."""
        if not g.mutates:
            return
        loop_names = {t.value for c in instances(g.value, cst.CompFor) for t in instances(c.target, cst.Name)}
        unknown = [n for n in g.mutates if n in loop_names and not (n in self.defs and self.defs[n].kind == "variable")]
        if unknown:
            g.mutates = tuple(n for n in g.mutates if n not in unknown) + tuple(variables)

    def _check_nested_updates(self, g: GraphStmt) -> None:
        """``opt.minimize(...)`` / ``opt.apply_gradients(...)`` nested in another expression
        (``[opt.minimize(a), opt2.minimize(b)]``): the planner converts an update bound to a
        name (``tf.group`` of updates is split first, ``native.grouped_updates``); refused, where
        converting the statement as a plain op would drop the update."""
        for c in _calls(g.value):
            if c is g.value and g.kind == "train":
                continue
            if isinstance(c.func, cst.Attribute) and c.func.attr.value in UPDATE_METHODS:
                receiver = c.func.value
                made = self.defs.get(receiver.value) if isinstance(receiver, cst.Name) else None
                if (made is not None and made.kind == "optimizer") or (self.ctx.call_name(receiver) or "").startswith("tf.train."):
                    self.ctx.refuse(c, optimizers.RULE.name, f"an optimizer's {c.func.attr.value}(...) inside another expression "
                                    "is not converted: bind it to a name (train_op = opt.minimize(loss))")
                    return

    def _one_variable_set_per_optimizer(self, g: GraphStmt, seen: dict) -> None:
        """A TF1 optimizer object may serve several ``minimize`` calls on different variables
        (the two halves of a GAN); a Keras optimizer is built for the variables of its first
        update and raises on others ("Unknown variable": found converting a TensorFlow-cookbook
        script). The emitted TF1 classes allow it: ``_TF1RMSProp`` keeps slots per variable,
        ``_TF1Adam`` also shares its beta powers between the calls as TF1 did. A plain
        ``GradientDescentOptimizer`` keeps no state: each other variable set's ``minimize`` gets
        an optimizer of its own, built like the shared one (``facts.clone_of``; its rate must not
        be a graph value). Anything else is refused."""
        receiver = self._keras_optimizer(g)
        if receiver is None or id(g) not in self.facts.var_lists:
            return
        made = self.defs.get(receiver.value)
        names = frozenset(self.facts.reached_lists.get(id(g), self.facts.var_lists[id(g)]))
        sets = seen.setdefault(receiver.value, {names: None})  # variable set -> its optimizer's name
        if names not in sets:
            if not self._stateless(g, made):
                self.ctx.refuse(g.node, "optimizers", f"optimizer {receiver.value!r} updates other variables here than in its "
                                "first minimize/compute_gradients (a Keras optimizer is built for one set of variables): "
                                "create one optimizer per variable set")
                return
            sets[names] = self.ctx.fresh(receiver.value)
            self.facts.clone_of[id(g)] = made.value  # this minimize makes it, the later ones reuse it
        if sets[names] is not None:
            self.facts.hoisted[id(g)] = sets[names]

    def _saved_slots(self) -> None:
        """A ``Saver()`` of all variables also saves the slots of the optimizers whose
        ``minimize`` ran before it (TF1 made them there): ``facts.saver_state`` gets, per saver,
        (its variables, the Python names of those slot optimizers), and each such ``minimize``
        a ``facts.slot_builds`` entry (the optimizer makes its slots at that place, as TF1 did,
        so a checkpoint written before the first update holds them too)."""
        for gid, (names, trains) in list(self.facts.saver_state.items()):
            saved = []
            for t in trains:
                slots, name = self._slot_optimizer_of(t)
                if not slots or _method(t.value) == "compute_gradients":
                    continue  # (TF1 makes the slots where the update is made: minimize, apply_gradients)
                if name is None or id(t) not in self.facts.var_lists or _method(t.value) not in ("minimize", "apply_gradients"):
                    self.ctx.refuse(t.node, savers.RULE.name, "a Saver() of all variables after an apply_gradients/compute_gradients "
                                    "of an Adam/Momentum/Adagrad/RMSProp optimizer (TF1 also saves its slots): not converted; "
                                    "pass var_list=[...] to the Saver or keep this file in compat mode")
                    continue
                self.facts.slot_builds[id(t)] = (name, self.facts.var_lists[id(t)])
                if name not in saved:
                    saved.append(name)
            self.facts.saver_state[gid] = (names, saved)

    def _container_holding(self, fetches, placeholder: str) -> tuple | None:
        """(the fetch leaf, the container's name, what it is) of a fetch ``ops["reset"]`` whose
        container (a dict, list or tuple of graph objects: ``ops = dict(x=x, reset=reset)``)
        lists ``placeholder`` itself, or ``model.prediction`` of an object made from it
        (``model = Model(data, target)``, a class the converter did not take apart): hunt 24
        h040 / h005, where the refusal said TF1 folded the placeholder away; else None."""
        for leaf in instances(fetches, (cst.Subscript, cst.Attribute)):
            base = leaf.value
            d = self.defs.get(base.value) if type(base) is cst.Name else None
            if d is None or len(d.targets) != 1:
                continue
            value = d.value
            built = type(value) is cst.Call and type(value.func) is cst.Name
            if type(leaf) is cst.Subscript and (type(value) in (cst.Dict, cst.List, cst.Tuple) or built and value.func.value in ("dict", "list", "tuple")):
                what = "a container of graph objects"
            elif type(leaf) is cst.Attribute and built and value.func.value in {c.name.value for c in instances(self.ctx.module, cst.ClassDef)}:
                what = f"an object of class {value.func.value} made from graph objects (a class the converter does not take apart)"
            else:
                continue
            if any(type(n) is cst.Name and n.value == placeholder for n in nodes(value)):
                return leaf, base.value, what
        return None

    def _slotted_variables(self) -> set | None:
        """The variables TF1 made optimizer slots for (those the ``minimize`` / ``apply_gradients``
        of an optimizer keeping slots updates), when every such update is known and made outside
        any scope (its slots are then named ``<variable>/<optimizer>``, Adam's powers at the
        top); else None."""
        slotted: set = set()
        for t in self.graph:
            if t.kind != "train" or not (self._slot_optimizer_of(t)[0] or any(_slot_optimizer(self.ctx.call_name(c)) for c in _calls(t.value))):
                continue
            listed = self.facts.var_lists.get(id(t))
            if listed is None or t.scope:
                return None
            slotted.update(listed)
        return slotted

    def _slot_optimizer_of(self, t: GraphStmt) -> tuple:
        """(whether the train statement ``t``'s optimizer keeps slots, its Python name or None)."""
        receiver = t.value.func.value if isinstance(t.value, cst.Call) and isinstance(t.value.func, cst.Attribute) else None
        made = receiver if isinstance(receiver, cst.Call) else \
            self.defs[receiver.value].value if isinstance(receiver, cst.Name) and receiver.value in self.defs else None
        name = self.facts.hoisted.get(id(t)) or (receiver.value if isinstance(receiver, cst.Name) else None)
        return _slot_optimizer(self.ctx.call_name(made)), name

    def restored_next(self, node: cst.Call, following, sess: str, at) -> bool:
        """Whether the initializer run by ``sess.run(node)`` is followed at once by
        ``saver.restore(sess, ...)`` of a ``Saver()`` of all variables that holds every variable
        it covers and the slots of every optimizer that keeps some (aymericdamien's
        save_restore_model: a new session initializes, then restores): TF1's restore overwrote
        every value the initializer set, so running it changes nothing."""
        small = following.body[0] if isinstance(following, cst.SimpleStatementLine) and len(following.body) == 1 else None
        c = small.value if isinstance(small, cst.Expr) else None
        if not (isinstance(c, cst.Call) and isinstance(c.func, cst.Attribute) and c.func.attr.value == "restore"
                and isinstance(c.func.value, cst.Name) and isinstance(arg(c, 0, "sess"), cst.Name) and arg(c, 0, "sess").value == sess):
            return False
        saver = self.defs.get(c.func.value.value)
        state = self.facts.saver_state.get(id(saver)) if saver is not None and saver.kind == "saver" else None
        if state is None or arg(saver.value, 0, "var_list") is not None:
            return False
        _, variables = self._initialized(node, at)
        if not {g.targets[0] for g in variables} <= set(state[0]):
            return False
        slot_trains = [t for t in self.graph if t.kind == "train" and self._slot_optimizer_of(t)[0]]
        return all(id(t) in self.facts.slot_builds and self.facts.slot_builds[id(t)][0] in state[1] for t in slot_trains)

    def _keras_optimizer(self, g: GraphStmt) -> cst.Name | None:
        """The optimizer name of ``opt.minimize/compute_gradients/apply_gradients(...)`` when it
        becomes a Keras optimizer (built for one variable set); None for another receiver or an
        optimizer the converter emits as a TF1 class (``optimizers.HELPERS``: any variables)."""
        receiver = g.value.func.value if isinstance(g.value.func, cst.Attribute) else None
        if not isinstance(receiver, cst.Name):
            return None
        made = self.defs.get(receiver.value)
        if made is not None and self.ctx.call_name(made.value) in optimizers.HELPERS:
            return None
        return receiver

    def _one_variable_set_per_apply(self, g: GraphStmt, seen: dict) -> None:
        """``opt.apply_gradients(zip(d_grads, d_vars))`` then ``opt.apply_gradients(zip(g_grads,
        g_vars))`` (the two halves of a GAN): a Keras optimizer is built for the variables of its
        first update and raises on others, so one optimizer applying to two variable sets is
        refused (the emitted TF1 optimizer classes allow it, as for ``minimize``). The set is
        the variables ``zip``'s second argument lists, or the ``compute_gradients`` it comes
        from; otherwise (``[v for v in tvars if ...]``) the argument's text: two different ones
        are refused."""
        receiver = self._keras_optimizer(g)
        pairs = arg(g.value, 0, "grads_and_vars")
        if receiver is None or pairs is None:
            return
        key = self._applied_variables(pairs, g) or node_code(pairs)
        first = seen.setdefault(receiver.value, key)
        if first != key:
            self.ctx.refuse(g.node, "optimizers", f"optimizer {receiver.value!r} applies gradients to other variables here than in "
                            "its first apply_gradients (a Keras optimizer is built for one set of variables): "
                            "create one optimizer per variable set")

    def _applied_variables(self, pairs, at: GraphStmt | None = None) -> frozenset | None:
        """The variables ``apply_gradients(pairs)`` (statement ``at``) updates, when the source
        states them."""
        if isinstance(pairs, cst.Call) and isinstance(pairs.func, cst.Name) and pairs.func.value == "list" and len(pairs.args) == 1:
            pairs = pairs.args[0].value
        if isinstance(pairs, cst.Call) and isinstance(pairs.func, cst.Name) and pairs.func.value == "zip" and len(pairs.args) == 2:
            listed = self._variables_listed(pairs.args[1].value)  # (a filtered selection is not exact)
            return frozenset(listed) if listed else None
        if isinstance(pairs, cst.Name) and pairs.value in self.defs:
            d = self.defs[pairs.value]
            listed = self.facts.reached_lists.get(id(d), self.facts.var_lists.get(id(d)))
            if listed:
                return frozenset(listed)
            return self._repaired_variables(d.value, d)
        return self._repaired_variables(pairs, at) if at is not None else None

    def _repaired_variables(self, comp, at: GraphStmt) -> frozenset | None:
        """The variables of ``[(tf.clip_by_norm(g, 0.3), v) for g, v in gv]`` (the same ones,
        paired again) or ``[(g, v) for g, v in gv if g is not None]`` (those with a gradient:
        the ones the loss reaches, hunt 23 M1), ``gv`` a ``compute_gradients`` result reaching
        ``at``; else None."""
        if not (isinstance(comp, cst.ListComp) and comp.for_in.inner_for_in is None
                and isinstance(comp.for_in.target, cst.Tuple) and len(comp.for_in.target.elements) == 2
                and isinstance(comp.elt, cst.Tuple) and len(comp.elt.elements) == 2
                and isinstance(comp.for_in.target.elements[1].value, cst.Name)
                and isinstance(comp.elt.elements[1].value, cst.Name)
                and comp.elt.elements[1].value.value == comp.for_in.target.elements[1].value.value
                and isinstance(comp.for_in.iter, cst.Name) and comp.for_in.iter.value in self.reaching.get(id(at), {})):
            return None
        grad = comp.for_in.target.elements[0].value
        if comp.for_in.ifs and not (len(comp.for_in.ifs) == 1 and _is_not_none(comp.for_in.ifs[0].test, grad)):
            return None
        source = self.reaching[id(at)][comp.for_in.iter.value]
        listed = self.facts.reached_lists.get(id(source), self.facts.var_lists.get(id(source)))
        return frozenset(listed) if listed else None

    def _gathered_variables(self) -> set:
        """Variables read by ``tf.nn.embedding_lookup``/``tf.gather`` (their gradients are sparse)."""
        if self._gathered is None:
            self._gathered = set()
            for other in self.graph:
                if other.tf_names & _SPARSE_GRADIENT_READERS.keys():
                    for c in _calls(other.value):
                        q = self.ctx.call_name(c)
                        params = arg(c, 0, _SPARSE_GRADIENT_READERS.get(q, "params")) if q in _SPARSE_GRADIENT_READERS else None
                        params = self._dense_source(params) if params is not None else None
                        if params is not None:
                            self._gathered.add(params)
            if self._gathered:  # (``e = tf.identity(emb)`` gathered: emb's gradient is sparse too)
                for other in reversed(self.graph):
                    if len(other.targets) == 1 and next(iter(other.targets)) in self._gathered:
                        source = self._dense_source(other.value)
                        if source is not None:
                            self._gathered.add(source)
        return self._gathered

    def _dense_source(self, node) -> str | None:
        """The name ``node`` passes a sparse gradient to: ``x``, ``tf.identity(x)``,
        ``tf.convert_to_tensor(x)``, ``x.value()`` / ``x.read_value()`` (their gradients pass an
        IndexedSlices through unchanged; a fixture found ``tf.gather(tf.identity(emb), ids)``)."""
        while type(node) is cst.Call:
            if self.ctx.call_name(node) in ("tf.identity", "tf.convert_to_tensor") and node.args:
                node = node.args[0].value
            elif type(node.func) is cst.Attribute and node.func.attr.value in ("value", "read_value") and not node.args:
                node = node.func.value
            else:
                return None
        return node.value if type(node) is cst.Name else None

    def _stateless(self, g: GraphStmt, made) -> bool:
        """``minimize`` of a ``tf.train.GradientDescentOptimizer(...)`` whose arguments read no
        graph value (a decayed or fed rate)."""
        return (
            _method(g.value) == "minimize" and made is not None
            and self.ctx.call_name(made.value) == "tf.train.GradientDescentOptimizer"
            and not names_in(made.value) & set(self.defs)
        )

    def _var_list(self, g: GraphStmt, in_order: list) -> None:
        if _method(g.value) == "apply_gradients":
            pairs = arg(g.value, 0, "grads_and_vars")
            applied = self._applied_variables(pairs, g) if pairs is not None else None
            if applied:  # the variables the pairs name (their gradients' loss may reach more)
                self.facts.var_lists[id(g)] = [v for v in in_order if v in applied]
                return
        given = arg(g.value, 1, "var_list")
        if given is not None:
            self._made_so_far = in_order
            names = self._variables_listed(given)
            if names is not None:
                self.facts.var_lists[id(g)] = names
                return
            self.ctx.refuse(given, "optimizers", "var_list that is not a list of the script's variables (a list literal of "
                            "variable names or of dict-of-variables entries, a dict of variables' .values(), or a name bound to one)")
            self.facts.var_lists[id(g)] = []
            return
        loss = arg(g.value, 0, "loss")
        names = names_in(loss) if loss is not None else set()
        reached = set()
        # from the definitions current at this statement, up to the variables
        keras_layer = None  # a Keras layer with weights the loss reads: Keras 3 makes them where the optimizer cannot see
        for d in self._upstream([self.defs[n] for n in names if n in self.defs], expand=lambda d: d.kind != "variable"):
            if d.kind == "variable":
                reached.update(d.targets)
            elif keras_layer is None and self.keras_objects:
                keras_layer = next((c for c in _calls(d.value) if _weighted_keras_call(c, self.keras_objects, self.ctx)), None)
            if d.kind != "variable" and self.ctx.store is not None and function_calls(d.value, self.ctx):
                self.ctx.refuse(g.node, variable_store.RULE.name, f"{_trained_by(g.value)} without a variable list, of a loss "
                                "computed by a function call (its variables are created inside it)")
        self.facts.var_lists[id(g)] = [v for v in in_order if v in reached and v in self.facts.trainable]
        if keras_layer is not None and self.facts.var_lists[id(g)]:
            # (hunt 33 q_040: ``tf.layers.dense`` then a Keras Dense object: only the first was
            # trained, no diagnostic; TF1 trained both)
            made_by = _keras_class(_keras_layer_called(keras_layer, self.keras_objects), self.ctx)
            self.ctx.refuse(g.node, "optimizers", f"{_trained_by(g.value)} of a loss computed by a {made_by} object that stays "
                            "a Keras 3 object, whose variables are made at its first call, where the optimizer cannot list them"
                            + (f": {self.ctx.keras_kept}" if self.ctx.keras_kept else ""))
            return
        if self.facts.var_lists[id(g)] and _method(g.value) == "compute_gradients":
            # TF1 paired every trainable variable made so far, unreached ones with None (a hunt:
            # ``[g if g is not None else tf.zeros_like(v) for g, v in gvs]`` lost them); minimize
            # applies only the gradients that exist, so there the reached ones are the same
            self.facts.reached_lists[id(g)] = self.facts.var_lists[id(g)]
            self.facts.var_lists[id(g)] = [v for v in in_order if v in self.facts.trainable]
        if not self.facts.var_lists[id(g)]:
            # TF1 found variables here (it raises "No variables to optimize" otherwise): they are
            # made where the converter cannot see them (an imported module, a dict of variables...)
            if self.ctx.layer_refused():
                return  # (a layer statement's refusal names the cause: its variables were never made)
            if self.ctx.keras_kept is not None:  # (hunt 31: the generic message named no cause in 16 scripts)
                self.ctx.refuse(g.node, "optimizers", f"{_trained_by(g.value)} of a loss computed by Keras layer objects that "
                                "stay Keras 3 objects, whose variables are made at their first call, where the optimizer "
                                f"cannot list them: {self.ctx.keras_kept}")
                return
            self.ctx.refuse(g.node, "optimizers", f"{_trained_by(g.value)} of a loss whose trainable variables the converter "
                            "cannot find (made in another module, in a dict or list, or by code it does not model)")

    def _variable_container(self, g: GraphStmt) -> bool:
        """A dict/list/tuple literal of the block's variables (their values change, the
        container of references does not: functions reading it at module level find it); also
        ``tf.trainable_variables(...)`` / ``tf.global_variables(...)`` (a list of the variables
        made so far) and ``[v for v in <such a list> if <test of v.name>]``."""
        if isinstance(g.value, cst.Call) and self.ctx.call_name(g.value) in ALL_VARIABLES:
            return True
        if isinstance(g.value, cst.ListComp) and _selects_loop_name(g.value) \
                and all(_name_test(i.test, g.value.elt.value) is not None for i in g.value.for_in.ifs):
            listed = g.value.for_in.iter
            if isinstance(listed, cst.Call) and self.ctx.call_name(listed) in ALL_VARIABLES:
                return True
            # (``[v for v in tvars if v.name.startswith("D")]``, ``tvars = tf.trainable_variables()``)
            d = self.reaching.get(id(g), {}).get(listed.value) if isinstance(listed, cst.Name) else None
            if d is not None and d is not g and self._variable_container(d):
                return True
        if not isinstance(g.value, (cst.Dict, cst.List, cst.Tuple)) or not g.value.elements:
            return False
        values = [e.value for e in g.value.elements]
        return all(self.variable_reference(v) for v in values) and all(isinstance(e, (cst.DictElement, cst.Element)) for e in g.value.elements)

    def variable_reference(self, v) -> bool:
        """``v`` is a variable of the block, or an entry of a literal container of them (``weights["h1"]``)."""
        if isinstance(v, cst.Subscript) and isinstance(v.value, cst.Name) and v.value.value in self.literals:
            return True
        return isinstance(v, cst.Name) and v.value in self.defs and self.defs[v.value].kind == "variable"

    def static_loop_names(self, loop: cst.For) -> set:
        """{the loop's name} when ``loop`` iterates graph tensors that no run changes, computed
        once before the session: ``for t in r`` of ``r = [tf.einsum(...), tf.trace(m)]``,
        ``for o in ops + segs``, ``for t in [a, b * 2]``; else an empty set. Fetched
        (``print(sess.run(t))``), the loop name is that tensor and its numbers are ``t.numpy()``
        (hunt 22: a013-a016, a064, a094, a097 were islands: "a fetch of 't', which is not a graph
        tensor"). Not for lists of lists, ops, variables' updates, random or fed values."""
        if type(loop.target) is not cst.Name or loop.target.value in bound_names([loop.body]):
            return set()
        parts: list = []
        todo = [loop.iter]
        while todo:
            e = todo.pop()
            if type(e) is cst.BinaryOperation and type(e.operator) is cst.Add:
                todo += [e.right, e.left]
            else:
                parts.append(e)
        elements: list = []
        changing = self.dyn_names | set(self.placeholders) | self.mutated | self.rebound
        for p in parts:
            if type(p) is cst.Name and p.value in self.defs and p.value not in changing and self.ctx.bound_once(p.value) \
                    and self.defs[p.value].kind == "tensor":
                p = self.defs[p.value].value
            if type(p) not in (cst.List, cst.Tuple) or not all(type(el) is cst.Element for el in p.elements):
                return set()
            elements += [el.value for el in p.elements]
        for e in elements:
            if type(e) is cst.Name and (e.value in self.env.list_names or e.value not in self.defs):
                return set()
            kind, names = self._leaf(e)
            if kind != "tensor" or not names or names & changing or names & self.env.list_names \
                    or any(draws_random(self.ctx.call_name(c)) or self.ctx.call_name(c) is None for c in _calls(e)):
                return set()
        return {loop.target.value} if elements else set()

    def _variables_listed(self, e, depth: int = 0) -> list | None:
        """The variable names a ``var_list`` expression lists, in order, or None: ``[w, b]``;
        ``[weights["h1"], biases["b1"]]`` and ``weights.values()`` / ``list(weights.values())``
        of dicts of variables (``model._variable_dict``: string keys, in insertion order); a
        name bound (in the graph code) to one of these."""
        variables = {n for n, d in self.defs.items() if d.kind == "variable"}
        if isinstance(e, (cst.List, cst.Tuple)):
            out = []
            for el in e.elements:
                v = el.value
                if isinstance(v, cst.Name) and v.value in variables:
                    out.append(v.value)
                    continue
                picked = self._collection_item(v, depth)
                if picked is not None:
                    out.append(picked)  # ``[tf.global_variables("dense/kernel")[0]]`` (a Keras layer's ``.kernel``)
                    continue
                entries = self._variable_dict_entries(v.value) if isinstance(v, cst.Subscript) else None
                key = v.slice[0].slice.value if entries is not None and len(v.slice) == 1 and isinstance(v.slice[0].slice, cst.Index) else None
                if not isinstance(key, cst.SimpleString) or key.evaluated_value not in entries:
                    return None
                out.append(entries[key.evaluated_value])
            return out
        if isinstance(e, cst.Call) and not e.args and isinstance(e.func, cst.Attribute) and e.func.attr.value == "values":
            entries = self._variable_dict_entries(e.func.value)
            return list(entries.values()) if entries is not None else None
        if isinstance(e, cst.Call) and isinstance(e.func, cst.Name) and e.func.value == "list" and len(e.args) == 1 and depth < 3:
            return self._variables_listed(e.args[0].value, depth + 1)
        if isinstance(e, cst.Name) and e.value in self.defs and depth < 3 and self.defs[e.value].kind != "variable":
            return self._variables_listed(self.defs[e.value].value, depth + 1)
        if isinstance(e, cst.Call) and self.ctx.call_name(e) in ALL_VARIABLES:
            return self._collection_listed(e)
        if isinstance(e, cst.Subscript) and len(e.slice) == 1 and isinstance(e.slice[0].slice, cst.Slice) and depth < 3:
            part = e.slice[0].slice  # ``tf.global_variables()[-4:]``: the last four made
            bounds = [None if b is None else int_of(b, self.ctx.int_constants) for b in (part.lower, part.upper)]
            if part.step is not None or any(v is None for b, v in zip((part.lower, part.upper), bounds) if b is not None):
                return None
            listed = self._variables_listed(e.value, depth + 1)
            return None if listed is None else listed[bounds[0]:bounds[1]]
        if isinstance(e, cst.BinaryOperation) and isinstance(e.operator, cst.Add) and depth < 3:
            left, right = self._variables_listed(e.left, depth + 1), self._variables_listed(e.right, depth + 1)
            return None if left is None or right is None else left + right  # ``var_list=enc_vars + dec_vars``
        if isinstance(e, cst.ListComp) and depth < 3:
            return self._filtered_listed(e, depth)
        return None

    def _makes_hidden_variables(self) -> bool:
        """Some statement of the block makes variables the converter cannot list (computed once)."""
        if self._hidden_makers is None:
            weightless = self._weightless_objects()
            self._hidden_makers = any(_creates_hidden_variables(g, self.ctx, weightless) for g in self.graph)
        return self._hidden_makers

    def _python_collection_calls(self, made_before: dict, made: int) -> None:
        """``env.listed_so_far`` for the ``tf.trainable_variables()`` / ``tf.global_variables()``
        calls in plain Python statements and session regions: the variables the graph
        statements before them made (hunt 9: ``for v in tf.trainable_variables():`` before
        ``W2 = tf.Variable(...)`` listed W2 too, read before it was bound: NameError)."""
        if not self.ctx.lists_variables():
            return
        pending: list = []
        for item in self.block.items:
            if isinstance(item, GraphStmt):
                count = made_before.get(id(item))
                if count is not None:
                    self._collections_at(pending, count)
                    pending = []
                continue
            if isinstance(item, SessionRegion):
                pending += item.body if not isinstance(item.node, cst.With) else [item.node]
            elif isinstance(item, tuple):
                pending.append(item[1])
        self._collections_at(pending, made)

    def _collections_at(self, statements: list, count: int) -> None:
        for stmt in statements:
            for c in calls_in(stmt):
                if self.ctx.call_name(c) in ALL_VARIABLES:
                    self.env.listed_so_far.setdefault(id(c), count)

    def _collection_listed(self, e: cst.Call) -> list | None:
        """``tf.trainable_variables(scope="gen")`` / ``tf.global_variables()`` at a ``var_list``:
        the variables made so far (TF1's collection then), trainable ones for the first, whose
        TF1 name ``re.match``-es the literal scope; None if a name is unknown."""
        scope = arg(e, 0, "scope")
        if len(e.args) > 1 or (e.args and not isinstance(scope, cst.SimpleString)):
            return None
        if self._makes_hidden_variables() or self.hidden_variables:
            return None
        self.collection_lists.append(e)  # checked again once every variable is known (``_analyse``)
        names = [v for v in self._made_so_far if self.ctx.call_name(e) == "tf.global_variables" or v in self.facts.trainable]
        if scope is None:
            return names
        return variables_named(names, lambda tf1: re.match(scope.evaluated_value, tf1), self.env.var_tf_names)

    def _filtered_listed(self, e: cst.ListComp, depth: int) -> list | None:
        """``[v for v in <variables> if v.name.startswith("gen")]`` (or ``"gen" in v.name``):
        the listed variables whose TF1 name (``name:0``) passes the test; None otherwise."""
        loop = e.for_in
        if not _selects_loop_name(e):
            return None
        names = self._variables_listed(loop.iter, depth + 1)
        if names is None or not loop.ifs:
            return names
        test = _name_test(loop.ifs[0].test, loop.target.value)
        return None if test is None else variables_named(names, test, self.env.var_tf_names)

    def _variable_dict_entries(self, e) -> dict | None:
        """``{key: variable name}`` of a name bound to a dict of variables, else None."""
        d = self.defs.get(e.value) if isinstance(e, cst.Name) else None
        if d is None or not isinstance(d.value, cst.Dict):
            return None
        out = {}
        for el in d.value.elements:
            if not (isinstance(el, cst.DictElement) and isinstance(el.key, cst.SimpleString) and isinstance(el.value, cst.Name)
                    and el.value.value in self.defs and self.defs[el.value.value].kind == "variable"):
                return None
            out[el.key.evaluated_value] = el.value.value
        return out

    def _initial_value_only(self, g: GraphStmt) -> bool:
        """``W_init = tf.random_uniform(...)`` read only as the initial value of variables
        (``W = tf.Variable(W_init)``: nlintz's autoencoder): TF1 ran the draw once, when the
        initializer ran; drawn once where the variable is made, it is that draw."""
        if g.kind != "random" or len(g.targets) != 1 or not self.ctx.bound_once(g.targets[0]):
            return False
        name = g.targets[0]
        readers = [h for h in self.graph if name in h.uses and h is not g]
        if not readers or any(h.kind != "variable" for h in readers):
            return False
        reads = sum(1 for h in readers for n in name_nodes_read(h.value) if n.value == name)
        return self.ctx.exact_name_uses(name) == 1 + reads  # (no read anywhere else: a fetch, a print, a function)

    def _static_size(self, g: GraphStmt, shapes: dict, shape_names: dict) -> None:
        """``layer_shape = layer.get_shape()`` / ``num_features = layer_shape[1:4].num_elements()``
        with ``layer``'s static shape known: the name is recorded as a static shape or, bound
        once in the file, as an int constant (``ctx.int_constants``), so the shapes of what is
        sized by it are known too (``tf.reshape(layer, [-1, num_features])``). The statement
        itself is folded later, when it reads a tensor computed per run (``_fold_static_shapes``)."""
        if not static_shapes.has_shape_read(g.value) and not g.uses & shape_names.keys():
            return
        target = g.targets[0]
        dims = static_shapes.shape_value(g.value, shapes, shape_names)
        if dims is not None:
            shape_names[target] = dims
            return
        shape_names.pop(target, None)
        size = static_shapes.static_int(g.value, shapes, shape_names, self.ctx.int_constants)
        if size is not None and self.ctx.bound_once(target):
            self.ctx.int_constants[target] = size

    def _fold_static_shapes(self, g: GraphStmt, dyn_names: set) -> None:
        """``n = layer.get_shape()[1:4].num_elements()`` of a computed ``layer`` whose static
        shape the planner knows: the read becomes that shape (``native.static_shapes``), so the
        statement (and a variable sized by it) no longer depends on the computed tensor."""
        shapes, dtypes = self.shapes_at.get(id(g), (None, None))
        found = static_shapes.shape_reads(g.value, g.uses & dyn_names, shapes, dtypes if g.prints else None) if shapes else None
        if found is None:
            return
        self.facts.static_shapes[id(g)] = found
        if any(kind == "spec" for kind, *_ in found.values()):
            self.ctx.note(g.node, "graph", "print(...) of a tensor computed per run, while the graph is built: TF1 printed "
                                           "the symbolic tensor (its static shape and dtype, no value), the TF2 code prints "
                                           "them as a tf.TensorSpec")
        read = {entry[2] for entry in found.values()}
        g.uses = g.uses - read
        reaching = self.reaching.get(id(g))
        for name in read if reaching else ():
            reaching.pop(name, None)

    # -- slices -----------------------------------------------------------------------------
    def _slice(self, names: set, fed: frozenset = frozenset()) -> list:
        """Dynamic statements the names need, plus the forward paths of their gradients. A
        ``fed`` tensor (a feed_dict key that is not a placeholder) is an input: the statement
        computing it is not run, and the statements between it and ``names`` are, static ones
        included (they read the fed value)."""
        chosen: set = set()
        fed_defs = {id(self.defs[n]): n for n in fed if n in self.defs}
        todo = [(self.defs[n], False) for n in names if n in self.defs]
        if fed:
            todo += [(g, True) for g in self._path(names, set(fed)) if id(g) not in fed_defs]
        while todo or (todo := self._rebound_statics(chosen)):
            g, on_path = todo.pop()
            if id(g) in chosen or not on_path and id(g) not in self.dynamic:
                continue
            if id(g) in fed_defs:
                raise Refusal(g.node, placeholders.RULE.name, f"feeding {fed_defs[id(g)]}, one result of a statement whose "
                              "other results the same run needs, is not converted")
            chosen.add(id(g))
            todo += [(d, False) for n, d in self.reaching.get(id(g), {}).items() if not (n in fed and id(d) in fed_defs)]
            if g.kind in ("gradient", "train"):
                io = grad_io(g, self.ctx, self.facts)
                if io is not None:
                    # the tape must record the path, static statements included; a gradient on
                    # it (``tf.gradients(vjp, u)`` of ``vjp = tf.gradients(r, x, grad_ys=u)``)
                    # brings its own path
                    todo += [(path_stmt, True) for path_stmt in self._path(io[0], io[1], g)]
        return [g for g in self.graph if id(g) in chosen]

    def _rebound_statics(self, chosen: set) -> list:
        """The static statements a slice must run again: those binding a name the slice also
        binds (``l2_loss = tf.constant(0.0)`` then ``l2_loss += tf.nn.l2_loss(W)``), read by one
        of its statements. In the function the name is a local (Python: a name a function binds
        is local throughout it), so the module-level value is not there to read
        (UnboundLocalError); recomputed in the function, it is the same value (static: built
        once from constants)."""
        bound = {t for g in self.graph if id(g) in chosen for t in g.targets}
        last = self._last_definitions()
        return [(d, True) for g in self.graph if id(g) in chosen
                for n, d in self.reaching.get(id(g), {}).items()
                if id(d) not in chosen and (n in bound or last.get(n) is not d and d.kind not in _CREATED_ONCE)]

    def _list_expression(self, value) -> bool:
        """``value`` is a Python list or tuple of graph values by its spelling (``gradients.listed``;
        a name read as one of ``env.list_names``): ``[W] + [b]``, ``weights + biases``,
        ``tf.trainable_variables()[1:]``, ``sorted(...)``."""
        return gradients.listed(value, self.ctx, known=self.env.list_names)

    def _dicts_changed_in_place(self) -> set:
        """Names the file changes in place by a dict method (``update``, ``setdefault``, ``pop``,
        ``popitem``, ``clear``), ``del name[...]`` or ``name |= ...`` (found once per module: a
        walk per block cost 4% of a 2,000-line conversion); an ``update`` adding only the keys
        of lists of placeholders (``fd.update({p: v for p, v in zip(ps, vs)})``: strings the
        statement computes as written, ``placeholders.feed_keys``) does not count."""
        if self.ctx.changed_dicts is None:
            found = {}
            module = self.ctx.module
            for c in instances(module, cst.Call) if module is not None else ():
                f = c.func
                if type(f) is cst.Attribute and type(f.value) is cst.Name and f.attr.value in ("update", "setdefault", "pop", "popitem", "clear"):
                    found.setdefault(f.value.value, []).append(c if f.attr.value == "update" else None)
            for d in instances(module, (cst.Del, cst.AugAssign)) if module is not None else ():
                target = d.target
                for t in (target.elements if type(target) is cst.Tuple else [target]):
                    t = t.value if type(t) is cst.Element else t
                    base = t.value if type(t) is cst.Subscript else t
                    if type(base) is cst.Name:
                        found.setdefault(base.value, []).append(None)
            self.ctx.changed_dicts = found
        return {name for name, changes in self.ctx.changed_dicts.items()
                if not all(c is not None and placeholder_lists.listed_keys_update(c, self.placeholder_lists) for c in changes)}

    def _structured_entry(self, listed, node: cst.Subscript) -> bool:
        """``states[1]`` of ``states = (state_fw, state_bw)``: the entry is a name bound to an
        LSTM state tuple (``_LSTMStateTuple(...)``, the rnn rule's) or to another structure."""
        index = node.slice[0].slice if len(node.slice) == 1 else None
        k = int_value(index.value, self.ctx) if type(index) is cst.Index else None
        if type(listed) not in (cst.Tuple, cst.List) or k is None or not -len(listed.elements) <= k < len(listed.elements):
            return False
        entry = listed.elements[k].value
        d = self.defs.get(entry.value) if type(entry) is cst.Name else None
        if d is None:
            return False
        v = d.value
        return type(v) in (cst.Tuple, cst.List, cst.Dict) or _structured_call(v, self.ctx) or (
            type(v) is cst.Call and type(v.func) is cst.Name and v.func.value in (self.ctx.lstm_tuple, "_LSTMStateTuple"))

    def _last_definitions(self) -> dict:
        """{name: the last graph statement binding it}: the module-level value a function reads.
        A slice statement reading an earlier, static binding (``m = tf.constant(2.0)``, ``a = x *
        m``, ``m = tf.constant(3.0)``) would read this one in its function, where TF1 read the
        value built before it: ``_rebound_statics`` runs the earlier one in the function (and then
        the later ones its statements read: the name is a local there)."""
        if self._last_defs is None:
            self._last_defs = {t: g for g in self.graph for t in g.targets}
        return self._last_defs

    def _rebound_across_sessions(self) -> set:
        """Names given a new graph value after a session region that may have run the old one
        (``a = tf.constant(2)``, a session, ``a = tf.placeholder(...)``, another session): the
        sess.run functions are planned from the last definitions, so sites reading such a name
        are refused (see ``site``)."""
        defined_at: dict = {}
        sessions_at = []
        for k, item in enumerate(self.block.items):
            if isinstance(item, SessionRegion):
                sessions_at.append(k)
            elif isinstance(item, GraphStmt):
                for t in item.targets:
                    defined_at.setdefault(t, []).append(k)
        return {
            name for name, at in defined_at.items()
            if len(at) > 1 and any(at[0] < s < at[-1] for s in sessions_at)
        }

    def _python_rebinds(self) -> tuple[dict, dict, list]:
        """Plain Python code of this block that rebinds a name the graph code defines
        (``b = sess.run(hypothesis)`` after ``b = tf.Variable(...)``): ``{name: [statements]}``,
        with (only when there are some) the block's nodes in execution order (``{id: index}``)
        and its loops' index ranges, for ``_check_python_rebinds``. Nested functions, classes,
        lambdas and comprehensions have scopes of their own and are not looked into."""
        graph_names = {t for g in self.graph for t in g.targets}
        # Python values the graph code reads (``y = x * scale``), itself or in a helper it calls
        # (``y = scaled(x)`` of ``def scaled(t): return t * k``): TF1 captured them as built
        # (not TensorFlow's own names: ``tf.add(...)`` in a loop is no ``set.add``: hunt 32 p_008)
        read = {n for g in self.graph if g.kind not in _CREATED_ONCE for n in g.uses | self._helper_reads(g)} - graph_names \
            - self.ctx.table.names.keys()
        rebinds: dict = {}
        aliases: dict = {}  # ``alias = shift`` of a value graph code read: alias -> shift (one object)
        holders: dict = {}  # ``aug = Augmenter(feats)``: an instance of a class of the file -> the values it was given
        shared_objects: list = []  # (``_shared_objects`` of the block, made at the first store that needs it)

        def shared(name: str) -> frozenset:
            if not shared_objects:
                shared_objects.append(_shared_objects([item[1] if isinstance(item, tuple) else item.node for item in self.block.items]))
            return shared_objects[0].get(name, frozenset())
        for item in self.block.items:
            stmts = [item[1]] if isinstance(item, tuple) else list(item.body) if isinstance(item, SessionRegion) else []
            for stmt in stmts:
                small = single_small(stmt)
                for name, where in scope_bindings(stmt):
                    if name in graph_names or name in read:
                        rebinds.setdefault(name, []).append(where)
                    elif name in aliases and type(small) is cst.AugAssign:  # ``alias += 5.0``: the array in place
                        rebinds.setdefault(aliases[name], []).append(where)
                for name, where in _stores_into(stmt):
                    if name in read:  # ``config["scale"] = 10.0`` / ``obs[:] = 0.0`` / ``args.t = 1.0``
                        rebinds.setdefault(name, []).append(where)
                    if name in aliases:  # (also when later graph code reads the alias: hunt 24 W2, ``eval_hp = hp``)
                        rebinds.setdefault(aliases[name], []).append(where)
                    for other in sorted(shared(name) & read - {name, aliases.get(name)}):
                        # (``cfg_attr = cfg`` read by graph code, ``setattr(cfg, ...)``; ``configs =
                        # {"train": cfg}`` then ``configs["train"].scale = 5.0``; ``for c in [cfg,
                        # ...]: c.keep = 1.0``: one object under two names, hunt 24 W2 / W3)
                        rebinds.setdefault(other, []).append(where)
                for name, where in _passed_to_mutators(stmt, read | set(aliases), self.ctx.module_functions):
                    rebinds.setdefault(aliases.get(name, name), []).append(where)  # ``perturb(shift)``, ``a *= 10`` inside
                for name, where in _global_rebinds(stmt, self.ctx.module_functions):
                    if name in read or name in graph_names:  # ``set_alpha(10.0)``: ``global alpha; alpha = v`` inside
                        rebinds.setdefault(name, []).append(where)
                for w in instances(stmt, cst.NamedExpr):  # ``[(alpha := a) for a in ...]``: binds the enclosing scope's name
                    if type(w.target) is cst.Name and (w.target.value in read or w.target.value in graph_names):
                        rebinds.setdefault(w.target.value, []).append(w)
                for name, where in _self_mutating_calls(stmt, read | set(holders), self.ctx.module):
                    # ``sch.decay()`` storing ``self.alpha`` that graph code read; ``aug.jitter_()`` of
                    # ``aug = Augmenter(feats)`` changing ``self.data`` (hunt 30 W2 h101)
                    for held in sorted(holders.get(name, {name})):
                        rebinds.setdefault(held, []).append(where)
                for name, where in _loop_alias_changes(stmt, read, self.ctx.module_functions):
                    rebinds.setdefault(name, []).append(where)  # ``for arr in (X, y): arr *= 0.5`` (hunt 30 W2 h107)
                if type(small) is cst.Assign and type(small.value) is cst.Call and type(small.value.func) is cst.Name \
                        and small.value.func.value in self._class_facts()[0]:
                    given = {n for n in (_passed_name(a.value) for a in small.value.args) if n in read}
                    for t in small.targets:
                        if given and type(t.target) is cst.Name:
                            holders[t.target.value] = given
                # ``alias = shift``, and ``head = data[:2]`` (a NumPy view: ``head *= 10.0`` changes
                # ``data``; a red-team hunt: 30 where TF1, which copied ``data`` while building, said 9)
                source = small.value if type(small) is cst.Assign else None
                if type(source) is cst.Subscript and any(type(e.slice) is cst.Slice for e in source.slice):
                    source = source.value
                if type(source) is cst.Name and source.value in read | set(aliases):
                    for t in small.targets:
                        if type(t.target) is cst.Name:
                            aliases[t.target.value] = aliases.get(source.value, source.value)
        self.python_values = set(rebinds) - graph_names
        if not rebinds:
            return rebinds, {}, []
        seq = []
        for item in self.block.items:
            if isinstance(item, GraphStmt):
                seq.append(item.node)
            elif isinstance(item, SessionRegion):
                seq.append(item.node)
                if not isinstance(item.node, cst.With):
                    seq += item.body  # ``sess = tf.Session()``: the statements after it
            else:
                seq.append(item[1])
        order: dict = {}
        loops: list = []
        for stmt in seq:
            for n in nodes(stmt):
                if id(n) not in order:
                    order[id(n)] = len(order)
                    if type(n) is cst.For or type(n) is cst.While:
                        loops.append((order[id(n)], n))
        loops = [(start, start + len(nodes(n))) for start, n in loops]
        return rebinds, order, loops

    def _check_python_rebinds(self, node, slice_: list, needed: set) -> None:
        """A ``sess.run`` function reads the graph names it does not compute as globals, at
        each call; TF1's graph had captured the objects. Refused: a site that runs after (or in
        a loop with) plain Python code rebinding such a name (found in a real tutorial:
        ``b = sess.run(hypothesis)`` replaced the bias the later runs used)."""
        if not self.python_rebinds:
            return
        local = {t for g in slice_ for t in g.targets}
        reads = (needed | {n for g in slice_ for n in (g.uses - _lambda_parameters(g.value)) | self._helper_reads(g)}) - local
        at = self.order.get(id(node))
        for name in sorted(reads & self.python_rebinds.keys()):
            built = None
            if name in self.python_values:
                # a Python value: only a rebinding after the graph code read it matters
                built = min((self.order.get(id(g.node), -1) for g in slice_
                             if (name in g.uses or name in self._helper_reads(g)) and g.kind not in _CREATED_ONCE), default=-1)
                if built < 0:
                    continue
            for where in self.python_rebinds[name]:
                r = self.order.get(id(where))
                if built is not None and (r is None or at is None or r < built):
                    continue
                # the run inside the rebinding statement (``b = sess.run(h)``) happens before it
                after = r is not None and at is not None and r < at and not at < r + len(nodes(where))
                later = at is None or r is None or after or any(a <= r < b and a <= at < b for a, b in self.loops)
                if later and built is not None:
                    raise Refusal(where, sessions.RULE.name, f"{name!r} is rebound or changed in place by plain Python code after graph code "
                                  f"read it while a sess.run function still computes that graph code (TF1 built the graph "
                                  f"with the old value; the converted function would read the new one): give one of them another name")
                if later:
                    raise Refusal(where, sessions.RULE.name, f"{name!r} is rebound by plain Python code while a sess.run "
                                  f"function still reads the graph's {name!r} (TF1 kept the graph object; the converted "
                                  "function would read the new value): give one of them another name")

    def _helper_reads(self, g: GraphStmt) -> frozenset:
        """The module names read by the module functions (and module-level lambdas) ``g`` calls,
        three calls deep: inside each sess.run function they are read at trace time, where TF1
        read them once, while building (hunt 7: ``k = 5.0`` after ``y = scaled(x)`` gave 5x
        where TF1 said 2x)."""
        called = [c.func.value for c in _calls(g.value) if type(c.func) is cst.Name]
        if not called:
            return frozenset()
        out: set = set()
        for name in called:
            out |= self._function_globals(name, 0)
        return frozenset(out)

    def _function_globals(self, name: str, depth: int) -> frozenset:
        """The globals function ``name`` of the module reads (see ``_helper_reads``)."""
        key = (name, depth)
        known = self._globals_of.get(key)
        if known is not None:
            return known
        self._globals_of[key] = frozenset()  # (a recursive helper: its own reads only)
        fn = self.ctx.module_functions.get(name) or self._module_lambdas().get(name)
        if fn is None:
            return frozenset()
        if type(fn) is cst.Lambda:
            found = names_in(fn.body) - bound_names([fn.params])
        else:
            found = names_in(fn.body) - function_locals(fn)
        for c in _calls(fn.body) if depth < 3 else ():
            if type(c.func) is cst.Name and c.func.value != name:
                found |= self._function_globals(c.func.value, depth + 1)
        self._globals_of[key] = frozenset(found)
        return self._globals_of[key]

    def _module_lambdas(self) -> dict:
        """{name: lambda} of module-level ``act = lambda t: ...`` statements."""
        if self._lambdas is None:
            self._lambdas = {}
            for stmt in self.ctx.module.body if self.ctx.module is not None else ():
                small = single_small(stmt)
                if type(small) is cst.Assign and type(small.value) is cst.Lambda and len(small.targets) == 1 \
                        and type(small.targets[0].target) is cst.Name:
                    self._lambdas[small.targets[0].target.value] = small.value
        return self._lambdas

    def _check_control_races(self) -> None:
        """TF1 orders after ``deps`` only the ops made inside ``with tf.control_dependencies(deps):``;
        a tensor made before the block that reads a variable ``deps`` change may be computed before
        or after them (a race in TF1; eager code computes it before): refused."""
        for g in self.graph:
            deps = self.ctx.control_deps.get(id(g.node))
            if not deps:
                continue
            changed: set = set()
            for n in deps:
                d = self.reaching[id(g)].get(n)
                if d is not None:
                    changed |= set(d.mutates)
                    if d.kind == "train":
                        changed |= set(self.facts.var_lists.get(id(d), self.facts.trainable))
            changed -= self.env.moving_statistics  # read and updated on opposite branches of `training`
            if not changed:
                continue
            def inside(d, deps=deps):
                return deps <= self.ctx.control_deps.get(id(d.node), frozenset())

            starts = [d for n, d in self.reaching[id(g)].items() if n not in deps]
            for d in self._upstream(starts, keep=lambda d: d.kind != "variable", expand=inside):
                if not inside(d) and self._reads_any(d, changed):
                    self.ctx.refuse(g.node, "graph", f"a tensor made before `with tf.control_dependencies(...)` "
                                    f"that reads a variable the dependencies change ({', '.join(sorted(changed))}): "
                                    f"TF1 may compute it before or after them")
                    break

    def _reads_any(self, g: GraphStmt, variables: set) -> bool:
        """Whether ``g`` (or a statement it depends on) reads one of ``variables``."""
        # ``g`` itself is never a variable here (see ``_check_control_races``)
        return any(d.uses & variables for d in self._upstream([g], keep=lambda d: d.kind != "variable"))

    def _deps(self, g: GraphStmt) -> list:
        """The statements defining what ``g`` reads (the definitions current at ``g``)."""
        return list(self.reaching.get(id(g), {}).values())

    def _upstream(self, starts, keep=None, expand=None):
        """``starts`` and the statements they depend on (``_deps``), each once, depth first;
        ``keep(d)`` false: ``d`` is not visited; ``expand(d)`` false: its dependencies are not
        followed (``d`` itself is)."""
        seen, todo = set(), [d for d in starts if keep is None or keep(d)]
        while todo:
            d = todo.pop()
            if id(d) in seen:
                continue
            seen.add(id(d))
            yield d
            if expand is None or expand(d):
                todo += [e for e in self._deps(d) if keep is None or keep(e)]

    def _path(self, ys: set, xs: set, at: GraphStmt | None = None) -> list:
        """Statements on a dataflow path from ``xs`` to ``ys`` (static ones included); ``ys``
        are read by statement ``at`` (the definitions current there)."""
        defs = self.reaching.get(id(at), {}) if at is not None else {}
        starts = [defs.get(n) or self.defs[n] for n in ys if n in defs or n in self.defs]
        anc = {id(g) for g in self._upstream(starts, keep=lambda g: g.kind not in ("variable", "placeholder", "optimizer"))}
        reached, out = set(xs), []
        for g in self.graph:
            if id(g) in anc and g.uses & reached:
                reached.update(g.targets)
                out.append(g)
        return out

    # -- fetches ----------------------------------------------------------------------------
    def _check_dense(self, node, g: GraphStmt) -> None:
        """A gradient w.r.t. a variable that ``tf.nn.embedding_lookup``/``tf.gather`` reads is
        an IndexedSlices: TF1's sess.run gives an IndexedSlicesValue, eager code has no
        ``.numpy()`` for it: refused as a fetch. So is a tensor made by a SparseTensor maker."""
        q = self.ctx.call_name(g.value) if isinstance(g.value, cst.Call) else None
        leaf = node.value if type(node) is cst.Subscript else node
        if q in SPARSE_FIRST and len(g.targets) > 1 and not (type(leaf) is cst.Name and leaf.value == g.targets[0]):
            q = None  # (``decoded, log_probs = tf.nn.ctc_greedy_decoder(...)``: log_probs is dense)
        if q in SPARSE_MAKERS or (q in SPARSE_PARSES and {self.ctx.call_name(c) for c in calls_in(g.value)} & SPARSE_FEATURES):
            raise Refusal(node, sessions.RULE.name, "a fetched tf.SparseTensor: TF1 gives a SparseTensorValue (indices, values, "
                          "dense_shape), eager code a SparseTensor with no .numpy(); fetch tf.sparse.to_dense(...) or its parts instead")
        if g.kind == "next" and any(self.ctx.call_name(c) in SPARSE_MAKERS or self.ctx.call_name(c) in SPARSE_FEATURES
                                    for d in self._upstream([g]) for c in _calls(d.value)):
            # (a dataset of SparseTensors: its element fetched crashed on .numpy(); hunt 15 p76, p126)
            raise Refusal(node, datasets.RULE.name, "a fetched element of a dataset of tf.SparseTensors: TF1 gives "
                          "SparseTensorValues, eager code SparseTensors with no .numpy(); fetch tf.sparse.to_dense(...) instead")
        if q == "tf.clip_by_global_norm" and g.value.args and not (len(g.targets) > 1 and type(leaf) is cst.Name and leaf.value != g.targets[0]):
            # (``clipped, norm = tf.clip_by_global_norm(grads, 5.0)`` of a named sparse gradient list:
            # the clipped list keeps its IndexedSlices; hunt 15 p181 crashed on .numpy())
            source = g.value.args[0].value
            if type(source) is cst.Name and source.value in self.defs and self._sparse_gradient(self.defs[source.value]):
                raise Refusal(node, gradients.RULE.name, "a fetched tf.clip_by_global_norm of gradients w.r.t. a variable read by "
                              "embedding_lookup/gather: TF1 gives IndexedSlicesValues, which eager code does not have")
        if g.kind != "gradient" and "tf.gradients" not in g.tf_names:  # (``tf.clip_by_global_norm(tf.gradients(...))`` too)
            return
        if q == "tf.convert_to_tensor" or (q is not None and q.startswith("tf.") and q not in _SPARSE_KEEPING):
            return  # (made dense, in both eras: an op of the gradient converts it, ``tf.stack([...])``: hunt 19's g141)
        if self._sparse_gradient(g):
            raise Refusal(node, gradients.RULE.name, "a fetched gradient w.r.t. a variable read by embedding_lookup/gather: TF1 gives an IndexedSlicesValue, which eager code does not have")

    def _sparse_gradient(self, g: GraphStmt) -> bool:
        """``g`` computes gradients, some w.r.t. a variable read by embedding_lookup/gather (an IndexedSlices)."""
        if g.kind != "gradient" and "tf.gradients" not in g.tf_names:
            return False
        # (``opt.compute_gradients(loss)``: the variables it pairs; hunt 15 W3 crashed on its IndexedSlices)
        calls = [c for c in _calls(g.value) if self.ctx.call_name(c) == "tf.gradients"]
        xs = [arg(c, 1, "xs") for c in calls]
        # (only the sources: ``tf.gradients(tf.gather(y, i), x)`` is dense, hunt 19's g023, g065)
        read = set().union(*(names_in(x) for x in xs)) if calls and all(x is not None for x in xs) else names_in(g.value)
        return bool((read | set(self.facts.var_lists.get(id(g), ()))) & self._gathered_variables())

    def _leaf(self, node) -> tuple[str | None, set]:
        """(kind, graph names it needs) of one fetch leaf."""
        if (type(node) is cst.Name and node.value in self.ctx.iterator_inits) or (
                type(node) is cst.Attribute and node.attr.value == "initializer" and type(node.value) is cst.Name
                and node.value.value in self.ctx.reinit_iterators):
            raise Refusal(node, datasets.RULE.name, "an iterator initializer fetched with other values in one sess.run is "
                          "not converted: run it alone, `sess.run(it.initializer)`")
        if type(node) is cst.SimpleString:  # (concrete classes: ``type(node) is``, no slow ABC check)
            name = tensor_by_name.resolve(node.evaluated_value, self.env.names, node)
            return self._leaf(cst.Name(name))
        if type(node) is cst.Name:
            n = node.value
            if n in self.eager_locals or n in self.static_loops:
                # an eager value of the function (``eager_locals``), a loop name over tensors
                # computed once (``static_loop_names``): no graph to run
                return "tensor", set()
            if n in self.defs and self.defs[n].kind == "init":
                return "op", set()  # an initializer (``initializes``: dropped, or run again)
            if n in self.ops:
                return "op", {n}
            if n in self.defs:
                if self.defs[n].kind == "init":
                    return "op", set()
                if n in self.env.summary_names:
                    return "raw", {n}
                self._check_dense(node, self.defs[n])
                # a list-valued op, or a dict/list/tuple literal (of variables, tensors): a structure
                # (a dict comprehension too: ``.numpy()`` of it crashed, a red-team hunt)
                structure = n in self.env.list_names or isinstance(self.defs[n].value, (cst.Dict, cst.List, cst.Tuple, cst.DictComp)) \
                    or _structured_call(self.defs[n].value, self.ctx)
                return ("list" if structure else "tensor"), {n}
            return None, set()
        if isinstance(node, cst.Attribute) and node.attr.value == "initializer" and isinstance(node.value, cst.Name) \
                and node.value.value in self.defs and self.defs[node.value.value].kind == "variable":
            return "op", set()  # ``sess.run(w.initializer)``: one variable's initializer (made initialized in TF2)
        if isinstance(node, cst.Call) and not node.args and isinstance(node.func, cst.Attribute) \
                and node.func.attr.value in ("initialized_value", "read_value", "value") and isinstance(node.func.value, cst.Name) \
                and node.func.value.value in self.defs and self.defs[node.func.value.value].kind == "variable":
            return "tensor", {node.func.value.value}  # ``sess.run(w.read_value())``: the variable's value
        if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value in self.defs \
                and node.attr.value not in _NOT_FIELDS and self.defs[node.value.value].kind in _FIELD_HOLDERS \
                and node.value.value not in self.ops:
            # ``sess.run(state.c)``, ``top.values``: a field of a structured result (an LSTM
            # state tuple, a namedtuple of tensors), computed with it
            return "tensor", {node.value.value}
        free = self._op_function_reads(node)
        if free is not None:
            # ``sess.run(custom_polynomial(11))``: a function of this module that only builds ops
            # from its arguments and the graph's variables/values; eager code calls it there
            # (the graph names it reads count as read by the site: the rebinding checks see them)
            return "tensor", (names_in(node) | free) & set(self.defs)
        if _inline_update(node, self.defs, self.ctx):
            # ``sess.run(w.assign_add(10))`` / ``sess.run(tf.assign(w, w * 0.5))``: TF1 made the op at the call and ran it once; eager
            # code runs the same update there (its value: the variable after the update)
            return "tensor", names_in(node) & set(self.defs)
        if isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name) and node.value.value in self.env.list_names:
            if node.value.value in self.defs:
                self._check_dense(node, self.defs[node.value.value])
                if self.defs[node.value.value].kind in ("stateful", "train"):
                    # ``sess.run(assigns[0])`` of ``assigns = [W.assign(x), b.assign(x)]``: the
                    # function computing the list runs every update (hunt 8: b changed too)
                    raise Refusal(node, sessions.RULE.name, f"one entry of {node.value.value!r}, a list of updates, fetched: "
                                  "the converted function would run all of them; bind each update to a name of its own")
            # ``outs[1:]``: a slice of a list of tensors is a list (``.numpy()`` of it crashed: red-team hunt);
            # ``gvs[0]`` of ``compute_gradients``' pairs is a (gradient, variable) pair (the same)
            sliced = any(isinstance(e.slice, cst.Slice) for e in node.slice) or node.value.value in self.defs and (
                _method(self.defs[node.value.value].value) == "compute_gradients"
                or self.ctx.call_name(self.defs[node.value.value].value) == "tf.nn.bidirectional_dynamic_rnn"
                or self._structured_entry(self.defs[node.value.value].value, node))
            return ("list" if sliced else "tensor"), {node.value.value} | (names_in(node) & set(self.defs))
        root = node
        while isinstance(root, cst.Subscript):
            root = root.value
        if root is not node and isinstance(root, cst.Name) and root.value in self.env.list_names and root.value in self.defs \
                and isinstance(node.value, cst.Subscript) and self.defs[root.value].kind == "gradient":
            # ``ga[0][0]``: a gradient of ``compute_gradients``' (gradient, variable) pairs
            return "tensor", {root.value} | (names_in(node) & set(self.defs))
        if isinstance(node, cst.ListComp) and node.for_in.inner_for_in is None and not node.for_in.ifs \
                and isinstance(node.for_in.iter, cst.Name) and node.for_in.iter.value in self.env.list_names \
                and node.for_in.iter.value in self.defs and self.defs[node.for_in.iter.value].kind == "gradient" \
                and isinstance(node.elt, cst.Name) and isinstance(node.for_in.target, cst.Tuple) \
                and len(node.for_in.target.elements) == 2 \
                and all(isinstance(e.value, cst.Name) for e in node.for_in.target.elements) \
                and node.elt.value == node.for_in.target.elements[0].value.value:
            # ``[g for g, v in grads_and_vars]``: the gradients of ``compute_gradients``' pairs
            return "list", {node.for_in.iter.value}
        q = self.ctx.call_name(node)
        if q is not None:
            if q in INITIALIZERS:
                return "op", set()
            return ("list" if q in MULTI_OUTPUT else "tensor"), names_in(node) & set(self.defs)
        if isinstance(node, (cst.BinaryOperation, cst.UnaryOperation, cst.Subscript)):
            # ``sess.run(z * 2)`` / ``sess.run(-loss)`` / ``sess.run(h[0])``: TF1 made the op
            # at the call; the same expression on eager tensors computes the same value
            used = names_in(node) & set(self.defs)
            if used and all(self.defs[n].kind not in ("init",) and n not in self.ops and n not in self.env.list_names for n in used):
                if isinstance(node, cst.Subscript) and isinstance(node.value, cst.Name) and node.value.value in self.defs:
                    self._check_dense(node, self.defs[node.value.value])  # (``parsed["ids"]`` of a VarLenFeature: hunt 15 W2)
                return "tensor", used
        return None, set()

    def _op_function_reads(self, node, seen: frozenset = frozenset()) -> set | None:
        """The global names read by ``f`` if ``node`` is ``f(...)`` of a module-level ``def f``
        (defined once) whose TensorFlow calls are plain ops (nothing the rules handle: no
        variables, placeholders, gradients, sessions, layers, summaries, optimizers), whose
        other calls are builtins or such functions of the module (``network`` calling
        ``unpack(theta)``: their reads count too; ``seen``: the functions already followed),
        and which reads no graph value that exists only inside sess.run functions
        (placeholders, values computed per run); else None."""
        fn = self._flat_module_function(node)
        if fn is None or fn.name.value in seen:
            return None
        free = names_in(fn) - function_locals(fn)
        for c in _calls(fn):
            q = self.ctx.call_name(c)
            if q is None:
                # builtins, but not print: in a site's tf.function it would print once, at the trace
                if isinstance(c.func, cst.Name) and c.func.value in _PLAIN_CALLS - {"print"}:
                    continue
                if self._constant_python_call(c, fn):
                    continue  # ``np.cumsum([0] + sizes)``: the same value at every trace
                inner = self._op_function_reads(c, seen | {fn.name.value})
                if inner is None:
                    return None
                free |= inner
            elif q in HANDLED or q.startswith(_NOT_PLAIN_OPS) or q in _STATE_OPS:
                return None
        return None if free & (self.dyn_names | set(self.placeholders)) else free

    def _constant_python_call(self, c: cst.Call, fn: cst.FunctionDef) -> bool:
        """``c`` (in ``fn``) calls numpy or the standard library (not a random draw) on values
        that are neither ``fn``'s parameters and locals nor graph values: traced once, it gives
        the value every call would."""
        head = dotted(c.func) or ""
        return head.split(".")[0] in self.ctx.plain_modules and not is_python_draw(c, self.ctx.table) \
            and not names_in(c) & (function_locals(fn) | set(self.defs))

    def _op_function_globals(self, g: GraphStmt) -> set:
        """The graph names the op functions ``g`` calls read as globals (``logits =
        model(x)`` with ``def model(data)`` reading the module's weights: the Udacity course's
        model function, called for the training, validation and test data), so the planner
        sees what the call reads (a loss through it reaches the weights). A function that
        reads per-run values is refused where it is kept (``block._check_function_globals``)."""
        found = set()
        # functions called, and functions passed to a call (``tf.while_loop(cond, body, ...)``
        # calls them while it builds: what they read is read by the statement)
        names = [c.func.value for c in _calls(g.value) if type(c.func) is cst.Name]
        names += [a.value.value for c in _calls(g.value) for a in c.args if type(a.value) is cst.Name]
        for fn in filter(None, map(self._flat_function, names)):
            # (the body's reads: defaults were evaluated at the def, ``w=d_weights``)
            found |= (names_in(fn.body) - function_locals(fn)) & self.defs.keys()
        return found

    def _flat_module_function(self, node) -> cst.FunctionDef | None:
        """The module-level ``def f`` (bound once) that ``node`` calls as ``f(...)``, if its body
        has no nested scopes, ``global``/``nonlocal`` or ``yield``; else None."""
        if not (isinstance(node, cst.Call) and isinstance(node.func, cst.Name)):
            return None
        return self._flat_function(node.func.value)

    def _flat_function(self, name: str) -> cst.FunctionDef | None:
        """The module-level ``def name`` (bound once) if its body has no nested scopes,
        ``global``/``nonlocal`` or ``yield``; else None."""
        fn = self.ctx.module_functions.get(name)
        if fn is None or instances(fn, (cst.Global, cst.Nonlocal, cst.Yield, cst.FunctionDef, cst.ClassDef, cst.Lambda))[1:]:
            return None
        return fn

    def _leaves(self, node) -> list:
        parts = sessions.concat_parts(node, self._list_kind)
        if parts is not None:
            return self._leaves(parts[0]) + self._leaves(parts[1])
        t = type(node)  # (``type(node) is``: libcst's concrete classes have no subclasses; no slow ABC check)
        if t is cst.List or t is cst.Tuple:
            return [x for e in node.elements for x in self._leaves(e.value)]
        if t is cst.Dict:
            return [x for e in node.elements for x in self._leaves(e.value)]
        return [node]

    def _list_kind(self, node) -> str | None:
        """"list" for a name of a list-valued fetch (``grads = tf.gradients(...)``)."""
        return self._leaf(node)[0] if isinstance(node, (cst.Name, cst.ListComp)) else None

    def _string_leaves_to_names(self, node):
        """Fetches by name -> the Python names: ``"total:0"`` and
        ``graph.get_tensor_by_name("total:0")`` (rule ``tensor_by_name``)."""
        if isinstance(node, cst.SimpleString):
            return cst.Name(tensor_by_name.resolve(node.evaluated_value, self.env.names, node))
        text = tensor_by_name.lookup(node, set())
        if text is not None:
            return cst.Name(tensor_by_name.resolve(text, self.env.names, node))
        if isinstance(node, (cst.List, cst.Tuple)):
            return node.with_changes(elements=[e.with_changes(value=self._string_leaves_to_names(e.value)) for e in node.elements])
        if isinstance(node, cst.Dict):
            return node.with_changes(elements=[e.with_changes(value=self._string_leaves_to_names(e.value)) for e in node.elements])
        return node

    def _listed_at(self, listing, variables: list, at):
        """``listing()`` (a ``_variables_listed`` read) with the collections as they were at the
        region place ``at``: the statements of ``variables`` not built after it."""
        made = self._made_so_far
        try:
            self._made_so_far = [g.targets[0] for g in variables if not self.ctx.built_after(g.node, at)]
            return listing()
        finally:
            self._made_so_far = made

    def _picked_variables(self, fetches, at):
        """``sess.run([v for v in tf.global_variables() if v.name.startswith("layer2/W")][0])``
        (Morvan's tutorials), ``sess.run(tf.trainable_variables()[-1])``: a fetch picking one of
        the script's variables (by its TF1 name, or its place in a collection) ->
        that variable's name (the collection as it was at the run: the variables made before
        it, ``ctx.built_after``; all the block's when no graph statement was written in the run's
        region)."""
        new = {}
        variables = [g for g in self.graph if g.kind == "variable" and g.targets and g.targets[0] not in self.var_aliases]
        for leaf in self._leaves(fetches):
            collection = type(leaf) is cst.Subscript and self.ctx.call_name(leaf.value) in ALL_VARIABLES
            if not (type(leaf) is cst.Subscript and (type(leaf.value) is cst.ListComp or collection) and len(leaf.slice) == 1
                    and isinstance(leaf.slice[0].slice, cst.Index)):
                continue
            k = int_value(leaf.slice[0].slice.value, self.ctx)
            if k is None:
                continue
            # (``tf.trainable_variables()[0]``: the collection's entry; a hunt-6 script)
            listing = (lambda: self._collection_listed(leaf.value)) if collection else (lambda: self._filtered_listed(leaf.value, 0))
            picked = self._listed_at(listing, variables, at)
            if picked is not None and -len(picked) <= k < len(picked):
                new[leaf] = cst.Name(picked[k])
        if not new:
            return fetches
        return new[fetches] if fetches in new else replace_nodes(fetches, new)

    def _collections_in_fetches(self, fetches):
        """Collection reads in a fetch -> the lists they hold (so the slice sees the losses)."""
        if not self.ctx.reads_collections:
            return fetches
        new = {}
        for c in _calls(fetches):
            which = regularizers.collection(c, self.ctx)
            if which is not None:
                names = getattr(self.env, which)
                if names is None:
                    raise Refusal(c, regularizers.RULE.name, f"the {which} collection, where the converter cannot list it")
                new[c] = regularizers.read(c, names, self.ctx)
        if isinstance(fetches, cst.Call) and fetches in new:
            return new[fetches]
        return replace_nodes(fetches, new) if new else fetches

    def feed_keys(self, feed) -> list[tuple[str, cst.BaseExpression]] | None:
        """[(placeholder name, value)] of a literal feed dict; None if ``feed`` is a name."""
        if feed is None:
            return []
        if isinstance(feed, cst.Dict):
            out = []
            for e in feed.elements:
                if not isinstance(e, cst.DictElement):
                    if self.fed_list(e.value) is None:
                        raise Refusal(feed, placeholders.RULE.name, "feed_dict with ** is not converted")
                    out.append(self.fed_list(e.value))
                    continue
                out.append((self.placeholder_key(e.key), e.value))
            return out
        if isinstance(feed, cst.Name):
            return None
        if self.fed_list(feed) is not None:
            return [self.fed_list(feed)]
        raise Refusal(feed, placeholders.RULE.name, "feed_dict must be a dict literal or a name bound to one")

    def fed_list(self, node):
        """(list of placeholders, its values) of a feed dict made of its keys, else None."""
        return placeholder_lists.fed_list(node, self.placeholder_lists)

    def placeholder_key(self, key) -> str:
        if isinstance(key, cst.SimpleString):
            name = tensor_by_name.resolve(key.evaluated_value, self.env.names, key)
        elif isinstance(key, cst.Name):
            name = key.value
        else:
            raise Refusal(key, placeholders.RULE.name, "a feed_dict key that is not a placeholder name")
        name = self._placeholder_aliased(name)
        if name not in self.placeholders and not self.feedable(name):
            raise Refusal(key, placeholders.RULE.name, f"feeding {name}, which is not a placeholder, is not converted")
        return name

    def _placeholder_aliased(self, name: str) -> str:
        """The placeholder ``name`` is a plain alias of (``x = x_1``: a builder's placeholder
        returned, ``x, y = build()`` inlined; feeding the alias feeds the placeholder: hunt 18's
        s005 was refused as an unfed 'x_1'), else ``name``."""
        seen = name
        for _ in range(len(self.defs)):
            g = self.defs.get(seen)
            if seen in self.placeholders or g is None or type(g.value) is not cst.Name or g.targets != (seen,):
                break
            seen = g.value.value
        return seen if seen in self.placeholders else name

    def feedable(self, name: str) -> bool:
        """A graph tensor other than a placeholder that a feed may replace (TF1 fed any
        tensor: the run takes the fed value and computes nothing it needed only for it): one
        that ops compute (not a variable, optimizer, iterator, initializer, op or list)."""
        g = self.defs.get(name)
        return g is not None and g.kind in _FEEDABLE and name not in self.ops and not g.is_op

    @property
    def placeholder_lists(self) -> set:
        """Names bound to a list of placeholders (``xs = [tf.placeholder(...) for _ in
        range(n)]``): at module level they stay, as the feed dicts' keys (``feed_keys``)."""
        return {n for n, g in self.placeholders.items() if type(g.value) is cst.ListComp}

    def site(self, node: cst.Call, feed_names: dict, at=None):
        """The replacement expression of one ``sess.run(...)`` call (``at``: its place in the
        region, ``ctx.region_order``, when known)."""
        fetches, feed = sessions.run_args(node)
        draws = [c for c in _calls(fetches) if draws_random(self.ctx.call_name(c))] if fetches is not None else []
        if draws and self._seeded(draws):
            # (``sess.run(tf.random_normal([2]))``: TF1 made a new op at each run, seeded from the
            # graph seed and its count of ops, or its seed=: a fresh, repeatable stream each time;
            # eager TF2 draws on from one counter: other numbers, hunt 22's a081, a147)
            raise Refusal(node, random_streams.RULE.name, "a seeded random op written inside sess.run: TF1 made a new op "
                          "at each run (its first draw of a stream seeded by the graph seed and a count of ops, or its "
                          "seed=), eager TF2 draws on: bind the op to a name before the session and fetch that")
        fetches = self._picked_variables(self._collections_in_fetches(self._string_leaves_to_names(fetches)), at)
        if feed is None and self._reads_variables_only(fetches):
            # ``sess.run(weights[name])`` / ``sess.run(v)`` of a loop over variables: their values now
            return sessions.numpy_structure(rewrite_node(fetches, self.ctx, self.env), lambda n: "tensor", self.ctx)
        needed, kinds = set(), []
        # ``sess.run([update, v.initializer])``: an initializer (an op reading no graph name)
        # among other fetches is dropped like one run alone, which the caller allows only
        # before anything ran (``initializes``)
        self.initializes = False
        for leaf in self._leaves(fetches):
            kind, names = self._leaf(leaf)
            if kind is None:
                raise Refusal(leaf, sessions.RULE.name, _unknown_fetch(leaf, self.ctx))
            kinds.append(kind)
            needed |= names
            self.initializes = self.initializes or (kind == "op" and not names)
        eager = [leaf for leaf in self._leaves(fetches) if isinstance(leaf, cst.Name) and (
            leaf.value in self.eager_locals or leaf.value in self.static_loops)]
        if eager and len(eager) == len(kinds):
            # values the function computed eagerly: their numbers (the feed fed nothing they need)
            return sessions.numpy_structure(rewrite_node(fetches, self.ctx, self.env), lambda n: "tensor", self.ctx)
        if eager:
            raise Refusal(eager[0], sessions.RULE.name, f"{eager[0].value!r}, a value this function computes, fetched "
                          "with graph tensors in one sess.run: fetch it in a sess.run of its own")
        per_run, python_calls = self._check_fetch_python(fetches)
        if all(k == "op" for k in kinds) and not (needed & self.dyn_names):
            return None  # initializers: nothing to run
        fed = self.feed_keys(feed)
        if fed is None:  # a name bound to a feed dict literal
            fed_names = feed_names.get(feed.value)
            if fed_names is not None and feed.value in self._dicts_changed_in_place():
                # (``fd.update({k: 10.0})``: a statement reading a placeholder, dropped as graph
                # code no fetch needs; a red-team hunt: the run used the default, 6 where TF1 said 60)
                fed_names = None
            if fed_names is None:
                raise Refusal(feed, placeholders.RULE.name, f"the feed dict {feed.value!r} is not bound to a dict literal of placeholders "
                              "(a dict filled by other code: item assignments, update, loops); write the literal in the sess.run call")
        else:
            fed_names = [n for n, _ in fed]
        fed_tensors = [n for n in fed_names if n not in self.placeholders]
        slice_ = self._slice((needed | set(fed_names)) - set(fed_tensors), frozenset(fed_tensors))
        trains = any(g.kind == "train" for g in slice_)
        for g in self.graph if fed_tensors and trains else ():
            made = g.value if g.kind == "optimizer" else (  # (``tf.train.X(lr).minimize(loss)``: its receiver)
                g.value.func.value if g.kind == "train" and type(g.value) is cst.Call and type(g.value.func) is cst.Attribute else None)
            read = names_in(made) & set(fed_tensors) if made is not None else ()
            if read:
                # (TF1's update read the fed value; the optimizer object keeps the module-level
                # tensor it was made with: the fed rate was ignored, hunt 15 W6)
                raise Refusal(node, placeholders.RULE.name, f"feeding {sorted(read)[0]}, which an optimizer was made with "
                              "(a learning rate or momentum tensor that is not a placeholder), is not converted: make it "
                              "a tf.placeholder_with_default")
        self.site_reads |= needed.union(*(g.uses for g in slice_))  # what a run reads or changes (a train op reads its loss's variables)
        leaf_kind = lambda n: self._leaf(n)[0]  # noqa: E731
        if (per_run or python_calls) and (any(g.kind in ("random", "next") for g in slice_) or calls_drawing_functions(fetches, self.ctx)
                                          or any(draws_random(self.ctx.call_name(c)) for c in _calls(fetches))):
            raise Refusal(fetches, sessions.RULE.name, f"{_built_from(per_run)}, which changes between runs (TF1 built a new "
                          "op with each value), computed from a random op or a dataset element: feed it through a placeholder")
        if not slice_:  # static values, computed in place at module level: each binding as it is
            converted = rewrite_node(fetches, self.ctx, self.env)
            return sessions.numpy_structure(converted, lambda n: leaf_kind(n) or "tensor", self.ctx)
        self._check_draws(node, slice_)
        self._check_python_rebinds(node, slice_, needed)
        rebound = (needed | {n for g in slice_ for n in g.uses | set(g.targets)}) & self.rebound
        if rebound:
            raise Refusal(node, sessions.RULE.name, f"{sorted(rebound)[0]!r} gets a new graph value after a session ran the old one: sess.run sites that read it are not converted")
        params = [g.targets[0] for g in self.graph if g.kind == "placeholder" and (id(g) in {id(s) for s in slice_} or g.targets[0] in fed_names)]
        params += fed_tensors  # (rule placeholders: a fed tensor is the run's input, what computed it is not run)
        # keys a feed dict may or may not have (``fd[y] = ys`` under an ``if``) that this run does
        # not need: accepted (default None) and ignored, as TF1 ignored an unneeded feed
        optional = set(self.optional_feeds.get(feed.value, ())) if fed is None else set()
        if optional:
            optional -= {g.targets[0] for g in self._slice(needed) if g.kind == "placeholder"}
        unfed = [p for p in params if p not in fed_names and p not in optional
                 and not placeholders.has_default(self.ctx.call_name(self.placeholders[p].value))]
        if unfed and fed is not None:
            # TF1 ran it (constant-folded static shapes, a branch Python never built): the
            # converted function computes from the placeholder and has no value for it
            via = next((g for g in slice_ if len(g.targets) > 1 and set(g.targets) & needed and (unfed[0] in g.uses or unfed[0] in {
                t for s in self._slice(set(g.uses)) for t in s.targets})), None)
            held = self._container_holding(fetches, unfed[0]) if via is None else None
            why = (f"{node_code(via.node).strip()!r} binds a fetched value together with values computed from it, and the "
                   f"converted code runs that statement whole (TF1 ran only the ops the fetch needs): feed {unfed[0]!r} too") if via is not None else \
                (f"the fetch {node_code(held[0]).strip()!r} reads {held[1]!r}, {held[2]} that holds the placeholder itself: the "
                 f"converted code computes the whole of it; bind the fetched object to a name of its own and fetch that") \
                if held is not None else \
                "TF1 folded it away: a static shape, a dead branch"
            raise Refusal(node, placeholders.RULE.name, f"this sess.run needs placeholder {unfed[0]!r} that its feed_dict does "
                          f"not give ({why})")
        key = (node_code(fetches), tuple(params), tuple(sorted(optional)), tuple(per_run), python_calls)
        if key not in self.sites:
            self.sites[key] = self._function(fetches, slice_, params, leaf_kind, optional, per_run, python_calls)
            self._note_shared_draws(slice_, self.sites[key])
            self._note_unseeded_draws(slice_)
        fn = self.sites[key]
        listed = [p for p in params if p in self.placeholder_lists]
        if fed is None and listed:
            # a feed dict holding the keys of a list of placeholders (``feed_keys``): each
            # parameter its entry, each list its entries in order
            unfed = [p for p in params if p not in fed_names and p not in listed and p not in optional
                     and p in self.placeholders and not placeholders.has_default(self.ctx.call_name(self.placeholders[p].value))]
            if unfed:
                raise Refusal(node, placeholders.RULE.name, f"this sess.run needs placeholder {unfed[0]!r}, which feed dict "
                              f"{feed.value!r} does not hold (TF1 ran without it: the code reading it was not needed); feed it")
            args = [cst.Arg(_list_entries(feed.value, p) if p in listed else _entry(feed.value, p, p in optional),
                            keyword=cst.Name(p), equal=_EQUAL) for p in params]
        elif fed is None:
            args = [cst.Arg(cst.Name(feed.value), star="**")]
        else:
            args = [cst.Arg(v, keyword=cst.Name(n), equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))) for n, v in fed]
        args += [cst.Arg(cst.Name(n), keyword=cst.Name(n), equal=_EQUAL) for n in per_run]
        return cst.Call(func=cst.Name(fn), args=args)

    def _with_nested_defs(self, body: list) -> list:
        """``body`` after the control-flow functions it names that read per-run values
        (``nested_defs``, in the file's order; also those they name), written first."""
        wanted: set = set()
        todo = [n for stmt in body for n in names_in(stmt) if n in self.nested_defs]
        while todo:
            n = todo.pop()
            if n not in wanted:
                wanted.add(n)
                todo += [m for m in names_in(self.nested_defs[n].body) if m in self.nested_defs]
        defs = [d.with_changes(leading_lines=[]) for n, d in self.nested_defs.items() if n in wanted]
        return defs + body

    def _check_called_functions(self, slice_: list) -> None:
        """A statement of a site function calling a function of this module that TF1 ran once
        per call, while building, and the converted function would run at each trace: refused
        when it draws Python random numbers (``def noisy(t): return t + np.random.randn(3)``;
        ``rng.standard_normal(2)`` in a loop outlined with ``rng`` a parameter) or has a side
        effect (a counter ``calls[0] += 1``, ``print(...)``, ``global``, appends to a module list:
        a red-team script printed its counter 0 where TF1 printed 1)."""
        for g in slice_:
            for c in _calls(g.value):
                if type(c.func) not in (cst.Name, cst.Attribute) or not self._callees(c, None):
                    continue
                if self._draws(c, None, frozenset()):
                    raise Refusal(c, sessions.RULE.name, f"{dotted(c.func)}(...) draws Python random numbers and runs in a "
                                  "sess.run function (TF1 drew them once, while building; the converted function would "
                                  "draw at each trace): draw them before and pass them in")
                fn = self.ctx.module_functions.get(c.func.value) if type(c.func) is cst.Name else None
                if fn is None:
                    continue
                _, imported = self._module_names()
                effect = _side_effect(fn, self.ctx.module_functions, imported)
                if effect is not None:
                    raise Refusal(c, sessions.RULE.name, f"{c.func.value}(...) has a side effect ({effect}) and runs in a "
                                  "sess.run function (TF1 ran it once per call, while building the graph; the converted "
                                  "function would run it at each trace): move the side effect out of the function")

    def _draws(self, c: cst.Call, owner, seen: frozenset) -> bool:
        """The call ``c`` runs code of this file that draws Python random numbers: a function,
        a name bound to a lambda or a method of an instance of a class of the file (``owner``:
        the class whose method ``c`` is in, for ``self.m(...)`` / ``self.rng.normal(...)``), in
        its body or in one it calls, at any depth (hunt 30 W1: ``proj()`` calling ``gauss()``
        calling ``np.random.normal``, ``sampler.draw()`` reading ``self.rng``, ``init_fn =
        lambda s: he_normal(s)``: each drew again at each trace, with no diagnostic)."""
        generators, _ = self._module_names()
        for body, cls in self._callees(c, owner):
            if id(body) in seen:
                continue
            for d in instances(body, cst.Call):
                if is_python_draw(d, self.ctx.table) or is_generator_draw(d, generators, self.ctx.table):
                    return True
                f = d.func
                if cls is not None and type(f) is cst.Attribute and type(f.value) is cst.Attribute \
                        and type(f.value.value) is cst.Name and f.value.value.value == "self" \
                        and f.value.attr.value in self._class_facts()[2].get(cls, ()):
                    return True  # ``self.rng.normal(...)`` of ``self.rng = np.random.RandomState(seed)``
                if self._draws(d, cls, seen | {id(body)}):
                    return True
        return False

    def _callees(self, c: cst.Call, owner) -> list:
        """[(body, class name or None)] of the code of this file a call runs: ``f(...)`` of a
        module function or of a name bound to a lambda, ``obj.m(...)`` of a module-level
        instance of a class of the file, ``self.m(...)`` inside the class ``owner``."""
        f = c.func
        classes, instances_of, _, lambdas = self._class_facts()
        if type(f) is cst.Name:
            fn = self.ctx.module_functions.get(f.value)
            if fn is not None:
                return [(fn.body, None)]
            made = lambdas.get(f.value)
            return [(made, None)] if made is not None else []
        if type(f) is not cst.Attribute or type(f.value) is not cst.Name:
            return []
        cls = owner if f.value.value == "self" else instances_of.get(f.value.value)
        method = classes.get(cls, {}).get(f.attr.value) if cls is not None else None
        return [(method.body, cls)] if method is not None else []

    def _class_facts(self) -> tuple:
        """({class: {method name: def}}, {module-level instance name: class}, {class: attributes
        its methods bind to a random generator (``self.rng = np.random.RandomState(s)``)},
        {module-level name: the lambda bound to it}) of the file, worked out once."""
        if self._classes is None:
            classes, instances_of, generators, lambdas = {}, {}, {}, {}
            module = self.ctx.module
            for stmt in (module.body if module is not None else ()):
                if type(stmt) is cst.ClassDef:
                    methods = {m.name.value: m for m in stmt.body.body if type(m) is cst.FunctionDef}
                    classes[stmt.name.value] = methods
                    generators[stmt.name.value] = {
                        t.target.attr.value for a in instances(stmt, cst.Assign) if type(a.value) is cst.Call
                        and dotted(a.value.func) in _GENERATOR_MAKERS for t in a.targets if type(t.target) is cst.Attribute
                        and type(t.target.value) is cst.Name and t.target.value.value == "self"}
            for stmt in (module.body if module is not None else ()):
                small = single_small(stmt)
                if type(small) is cst.Assign and len(small.targets) == 1 and type(small.targets[0].target) is cst.Name:
                    name = small.targets[0].target.value
                    if type(small.value) is cst.Call and type(small.value.func) is cst.Name and small.value.func.value in classes:
                        instances_of[name] = small.value.func.value
                    elif type(small.value) is cst.Lambda:
                        lambdas[name] = small.value.body
            self._classes = (classes, instances_of, generators, lambdas)
        return self._classes

    def _module_names(self) -> tuple:
        """(names the file binds to random generators, names its imports bind), looked up once."""
        if self._module_name_sets is None:
            module = self.ctx.module
            self._module_name_sets = (generator_names(module), _imported_names(module)) if module is not None else (set(), set())
        return self._module_name_sets

    def _reads_variables_only(self, fetches) -> bool:
        """Every fetch leaf reads a variable through Python, with no graph op to run: an entry
        of a literal container of variables at a computed key (``weights[name]`` in ``for name
        in sorted(weights)``), or a loop name over a literal list of variables
        (``for name, v in [("w", w), ("w2", w2)]: sess.run(v)``, ``loop_variables``)."""
        leaves = self._leaves(fetches)
        if not leaves:
            return False
        for leaf in leaves:
            if isinstance(leaf, cst.Name) and leaf.value in self.loop_variables and leaf.value not in self.defs:
                continue
            if isinstance(leaf, cst.Subscript) and isinstance(leaf.value, cst.Name) and leaf.value.value in self.defs \
                    and len(leaf.slice) == 1 and isinstance(leaf.slice[0].slice, cst.Index) \
                    and not isinstance(leaf.slice[0].slice.value, (cst.SimpleString, cst.Integer)) \
                    and not names_in(leaf.slice[0].slice.value) & set(self.defs) \
                    and isinstance(self.defs[leaf.value.value].value, (cst.Dict, cst.List, cst.Tuple)) \
                    and self._variable_container(self.defs[leaf.value.value]):
                continue
            return False
        return True

    def _check_fetch_python(self, fetches) -> tuple[list, bool]:
        """(The Python names a fetch built at the call reads that change between runs (sorted):
        TF1 ran its Python parts at each call, so with ``sess.run(x.assign_add(c * y))`` in a
        loop rebinding ``c`` each run built a new op with the new value (hunt 22 W5: a damped
        Newton step, a decaying rate). A converted ``tf.function`` would keep the value of its
        first trace; the site's function takes them as parameters and runs eagerly
        (``_function``). A Python call other than builtins and this module's op functions
        (``np.random.randn(3)``) in a fetch that is not a variable update is refused; in an
        update it makes the update per-run too: the bool (``sess.run(W.assign(epoch + 1))``
        needs no graph code and runs in place: nothing is traced)."""
        leaves = [x for x in self._leaves(fetches) if not isinstance(x, cst.Name)]
        if not leaves:
            return [], False
        updates = [x for x in leaves if _inline_update(x, self.defs, self.ctx)]
        calls = any(self._python_call(c) for x in updates for c in _calls(x))
        fetches = cst.List([cst.Element(x) for x in leaves])
        for c in _calls(cst.List([cst.Element(x) for x in leaves if not any(x is u for u in updates)])):
            if self._python_call(c):
                raise Refusal(c, sessions.RULE.name, "a fetch that calls Python code at each sess.run (TF1 ran it at every call; "
                              "the converted tf.function would run it once, when traced): compute it before and feed it")
        python = names_in(fetches) - self.defs.keys() - self.placeholders.keys()
        return (sorted(python & self._changing_names()) if python else []), calls

    def _python_call(self, c: cst.Call) -> bool:
        """``c`` calls Python code other than builtins, this module's op functions, variable
        updates and tensor lookups (``np.random.randn(3)``)."""
        return self.ctx.call_name(c) is None and not (isinstance(c.func, cst.Name) and (
            c.func.value in _PLAIN_CALLS or c.func.value in self.ctx.module_functions)) \
            and not (isinstance(c.func, cst.Attribute) and (c.func.attr.value in ASSIGN_METHODS
                                                            or c.func.attr.value in tensor_by_name.LOOKUPS
                                                            or c.func.attr.value in ("initialized_value", "read_value", "value")))

    def _changing_names(self) -> set:
        """Names whose value can differ between two sess.run calls of the block: bound in its
        loops (``_loop_bound``), or bound more than once in the module's scope (``c = 1.0 ... c
        = 2.0`` between two sites fetching ``x * c``: one function would serve both)."""
        if self._changing is None:
            if self.ctx.module_rebound is None:  # (once per file: every block asks)
                seen: set = set()
                self.ctx.module_rebound = twice = set()
                for stmt in self.ctx.module.body:
                    for name, _ in scope_bindings(stmt):
                        (twice if name in seen else seen).add(name)
            self._changing = self._loop_bound() | self.ctx.module_rebound
        return self._changing

    def _loop_bound(self) -> set:
        """Names bound inside the block's loops (loop targets and assignments in their bodies)."""
        if self._loop_names is None:
            self._loop_names = set()
            for item in self.block.items:
                stmts = [item[1]] if isinstance(item, tuple) else list(item.body) if isinstance(item, SessionRegion) else []
                for stmt in stmts:
                    for loop in instances(stmt, (cst.For, cst.While)):
                        if isinstance(loop, cst.For):
                            self._loop_names.update(n.value for n in instances(loop.target, cst.Name))
                        for inner in loop.body.body:
                            self._loop_names.update(name for name, _ in scope_bindings(inner))
        return self._loop_names

    def _note_shared_draws(self, slice_: list, function: str) -> None:
        """A random op computed by two sites' functions: TF1's one op drew on across every
        sess.run; each tf.function has its own copy, whose stream starts over (measured: the
        second site repeats the first one's first draw). Converted, with a note."""
        for g in slice_:
            if g.kind != "random" or not g.targets:
                continue
            first = self.random_sites.setdefault(id(g), function)
            if first is not None and first != function:
                self.random_sites[id(g)] = None
                # (seeded: TF1's numbers were repeatable, the converted ones differ after the
                # first draw; hunt 21's t054, t055, t099 had a note only)
                if self._one_stream(g, "sessions", "and is computed by more than one sess.run site: TF1's one op drew on across "
                                    "all runs, each converted function would have its own copy starting over (other numbers "
                                    "after the first draw); fetch it from one sess.run site"):
                    continue
                self.ctx.note(g.node, "sessions", f"{g.targets[0]!r} draws random numbers and is computed by more than one "
                              "sess.run site: each converted function has its own copy of the op, whose random stream "
                              "starts over, where TF1's one op drew on across all runs (with seed=, draws after the "
                              "first differ)")

    def _retraced_draws(self, slice_: list) -> None:
        """The random ops of a site function traced again for each new fed shape or value (no
        ``input_signature``: a placeholder_with_default, a shape the source does not state):
        each trace has its own copy of the op, whose stream starts over, where TF1's one op drew
        on (hunt 23 W2: a last partial batch, an alternating number of environments). A seeded
        dropout / normal draw takes one ``_TF1RandomStream`` for all traces, as when two sites
        share it; another seeded draw is refused."""
        for g in slice_:
            if g.kind == "random" and g.targets:
                self._one_stream(g, random_streams.RULE.name, "in a sess.run function that is traced again for each new "
                                 "fed shape (no input signature: a placeholder_with_default, or a shape the source does not "
                                 "state): each trace's copy of the op would start its stream over where TF1's one op drew "
                                 "on; give the placeholders literal shapes and dtypes")

    def _one_stream(self, g: GraphStmt, rule: str, why: str) -> bool:
        """Random statement ``g``, computed by several copies of its op (site functions, traces),
        draws TF1's one stream: a seeded dropout / normal draw from one ``_TF1RandomStream``
        (``shared_streams``; rule random_streams), another seeded draw refused (``why``: after
        "<name> draws seeded random numbers"). False when unseeded (TF1's numbers were not
        repeatable: the caller notes it, or not)."""
        if id(g) in self.facts.streams:
            self.shared_streams.add(id(g))  # one TF1 stream for every copy (rule random_streams)
            return True
        draws = [c for c in _calls(g.value) if draws_random(self.ctx.call_name(c))]
        if not (draws and self._seeded(draws)):
            return False
        self.ctx.refuse(g.node, rule, f"{g.targets[0]!r} draws seeded random numbers {why}")
        return True

    def _note_unseeded_draws(self, slice_: list) -> None:
        """A random op without ``seed=``: TF1 derived its seed from the graph seed and a count of
        the graph's unseeded random ops made before it; where ``op_seeds`` could count it the
        seed is written out (a note says so), else the converted op draws other numbers (same
        distribution), with a note (once per statement)."""
        for g in slice_:
            if g.kind != "random" or id(g) in self.random_noted:
                continue
            if id(g) in self.facts.op_seeds:
                self.random_noted.add(id(g))
                self.ctx.note(g.node, random_streams.RULE.name, f"{', '.join(g.targets)}: made without seed=, TF1 seeded it with op seed "
                              f"{self.facts.op_seeds[id(g)]} (after the graph seed, a count of the graph's unseeded random ops, "
                              "variable initializers included): written out, for the same numbers in both eras")
                continue
            sampled = op_seeds.SAMPLED_LOSSES  # (nce_loss: its sampler draws, unless given; random_streams caveat 4)
            unseeded = [c for c in _calls(g.value) if draws_random(self.ctx.call_name(c)) and (
                arg(c, 7, "sampled_values") is None and not op_seeds.seeded_sampled_loss(c, self.ctx)
                if self.ctx.call_name(c) in sampled else arg(c, None, "seed") is None)]
            if not unseeded and not any(draws_random(self.ctx.call_name(c)) for c in _calls(g.value)) \
                    and (calls_drawing_functions(g.value, self.ctx) or calls_hidden_draws(g.value, self.ctx)):
                # (the draw is in a function of the file the statement calls, ``y = jitter(c)``, or
                # in a method, a callable object, a random function picked from a dict: hunt 22 W3)
                self.random_noted.add(id(g))
                self.ctx.note(g.node, "sessions", f"{', '.join(g.targets) or 'this statement'} draws random numbers in a "
                              "function or method it calls: drawn at each run as in TF1, but other numbers (TF1's op seeds and "
                              "streams are reproduced only for draws written in the graph code the converter plans)")
            if unseeded:
                self.random_noted.add(id(g))
                self.ctx.note(g.node, "sessions", f"{', '.join(g.targets) or 'this statement'} draws random numbers "
                              "without seed=: TF1 seeded the op from the graph seed and a count of the graph's unseeded "
                              "random ops made before it, which the converter could not count here (no graph seed, a "
                              "layer or call whose draws it does not know, a draw in a loop or another block): other "
                              "numbers, same distribution (pass seed= for the same numbers in both eras)")

    def _check_draws(self, node, slice_: list) -> None:
        """Rule ``datasets``: the ``get_next()`` statements a site runs (one element each):
        at most one per iterator (caveat 4), in a block with one session (caveat 5). Random ops
        likewise: each new TF1 session restarts their streams (the second session drew the
        first session's numbers again; hunt 18 W3)."""
        if len(self.block.sessions) > 1:
            for g in slice_:
                if g.kind == "random" and self._drawn_in_several_sessions(id(g)):
                    raise Refusal(node, random_streams.RULE.name, f"{', '.join(g.targets) or 'a random op'} drawn in more "
                                  "than one session of the block: each new TF1 session restarts a random op's stream "
                                  "(the same numbers again), the converted code draws on")
        draws = [g for g in slice_ if g.kind == "next"]
        if not draws:
            return
        iterators = [n for g in draws for n in g.uses]
        twice = sorted({n for n in iterators if iterators.count(n) > 1})
        if twice:
            raise Refusal(node, datasets.RULE.name, f"one sess.run that needs two get_next() of {twice[0]!r}: "
                          "TF1 runs them in an unspecified order")
        one_shot = [n for n in iterators if n not in self.ctx.reinit_iterators]
        if len(self.block.sessions) > 1 and one_shot:
            # each new TF1 session restarts a one-shot iterator: drawing from it in one session
            # only is the same program (a restore session that feeds its elements draws nothing)
            if any([self._drawn_in_several_sessions(n) for n in one_shot]):  # (a list: each one recorded)
                raise Refusal(node, datasets.RULE.name, "a sess.run that draws from a one-shot iterator, in more than "
                              "one session of the block (each new TF1 session restarts the iterator)")

    def _drawn_in_several_sessions(self, key) -> bool:
        """Record that the current session region draws from ``key`` (a one-shot iterator's name,
        a random statement's id); whether it is drawn in more than one session region (or in
        one the converter cannot tell)."""
        self.drawn_in.setdefault(key, set()).add(self.region)
        return self.region is None or len(self.drawn_in[key]) > 1

    def _function(self, fetches, slice_, params, leaf_kind, optional=frozenset(), per_run=(), python_calls=False) -> str:
        """Emit the function of one fetch site; returns its name (``run_<fetches>``).

        The graph code runs in a ``tf.function`` (``<fetches>_step``: graph mode, grappler's
        rewrites as in TF1, e.g. ``log(softmax)`` computed as ``log_softmax``) returning the
        fetched tensors; ``run_<fetches>`` converts the fed values as TF1 did, calls it, and
        returns the fetch structure with numpy leaves. A site fetching summary tuples (rule
        ``summaries``: Python strings next to tensors) stays one eager function; so does one
        whose fetch was built at the call from Python values that change between runs
        (``per_run``, its parameters after the fed ones; ``python_calls``: a Python call in an
        update), which a trace would freeze."""
        leaves = [node_code(x) for x in self._leaves(fetches)]
        stem = "_".join(re.sub(r"\W+", "_", s).strip("_") for s in leaves)[:40].strip("_") or "fetches"
        if stem[0].isdigit():
            stem = "value_" + stem  # ``sess.run(2.0 * y)``: a name cannot start with a digit
        name = self.ctx.fresh("run_" + stem)
        prologue, specs, ps = [], [], []
        rewrite = lambda e: rewrite_node(e, self.ctx, self.env)  # noqa: E731
        accepted = [p for p in params if p in optional]  # run-function keywords only (ignored)
        params = [p for p in params if p not in optional]
        for p in params:
            if p not in self.placeholders:  # a fed tensor (rule placeholders)
                prologue.append(self._fed_tensor_statement(p))
                specs.append(None)
                ps.append(cst.Param(cst.Name(p)))
                continue
            g = self.placeholders[p]
            q = self.ctx.call_name(g.value)
            computed = names_in(arg(g.value, 0, "input") or cst.Name("None")) & (self.dyn_names | set(self.placeholders)) \
                if placeholders.has_default(q) else set()
            if computed:
                # (the default is converted in the run function, before the step computes it:
                # NameError; hunt 7's ``tf.placeholder_with_default(tf.zeros_like(y), [3])``)
                raise Refusal(g.node, placeholders.RULE.name, f"a placeholder_with_default whose default reads {sorted(computed)[0]!r}, "
                              "a value computed per run: the converted run function has no such value to fall back to")
            prologue += placeholders.parameter_statements(p, g.value, q, self.ctx, rewrite)
            specs.append(placeholders.signature_spec(g.value, q, self.ctx, rewrite))
            default = cst.Name("None") if placeholders.has_default(q) else None
            ps.append(cst.Param(cst.Name(p), default=default, equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")) if default else cst.MaybeSentinel.DEFAULT))
        ps += [cst.Param(cst.Name(p)) for p in per_run]
        for p in accepted:
            ps.append(cst.Param(cst.Name(p), default=cst.Name("None"), equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))))
        # parameters with a default (a placeholder_with_default's) after the others: a Python
        # signature needs them last (the run function is called with keywords; a red-team hunt's
        # ``keep = tf.placeholder_with_default(...)`` made before ``x`` gave a SyntaxError)
        ps = [q for q in ps if q.default is None] + [q for q in ps if q.default is not None]
        self.emitted.update(id(g) for g in slice_)
        self._check_called_functions(slice_)
        self._note_unordered_reads(slice_)
        # get_next() first (rule datasets): an exhausted iterator raises before anything changes
        ordered = [g for g in slice_ if g.kind == "next"] + [g for g in slice_ if g.kind not in ("next", "placeholder")]
        body = [_no_blank_lines(x, self.comments_placed) for x in emit_sequence(ordered, self.ctx, self.env, self.facts)]
        body = self._with_nested_defs(body)
        fetched = rewrite_node(fetches, self.ctx, self.env)
        kind = lambda n: leaf_kind(n) or "tensor"  # noqa: E731
        if per_run or python_calls or "raw" in [kind(x) for x in self._leaves(fetched)]:
            if per_run or python_calls:
                self.ctx.note(fetches, sessions.RULE.name, _built_from(per_run) + (", a Python value that changes between runs"
                              if per_run else "") + f": {name} runs eagerly, taking the value at each call (TF1 built a new op "
                              "each time; a tf.function would keep its first trace's value)")
            ret = sessions.numpy_structure(fetched, kind, self.ctx)
            self._def(name, ps, prologue + body + [cst.SimpleStatementLine([cst.Return(ret)])])
            return name
        step = self.ctx.fresh(stem + ("_fn" if stem.endswith("step") else "_step"))  # not train_step_step
        # the wrapper binds the results: never a global its prologue reads (a placeholder default)
        read = {n for stmt in prologue for n in names_in(stmt)} - set(params)
        renamed, results = self._tensor_leaves(fetched, kind, read)
        if results:
            values = [self._aliased_read(v, slice_) for _, v in results]
            out = values[0] if len(values) == 1 else cst.Tuple([cst.Element(v) for v in values], lpar=[], rpar=[])
            body.append(cst.SimpleStatementLine([cst.Return(out)]))
        body = self._after_draws(body, ordered, slice_)
        decorator = self.ctx.tf_attr("tf.function")
        # initializable iterators (rule datasets): passed in, so the traced function draws from
        # the iterator the script's latest initializer run made
        restarted = sorted({n for g in slice_ if g.kind == "next" for n in g.uses if n in self.ctx.reinit_iterators})
        if params and all(s is not None for s in specs) and not restarted:
            decorator = call(decorator, input_signature=cst.List([cst.Element(s) for s in specs]))
        elif params or restarted:
            self._retraced_draws(slice_)
        self._def(step, [cst.Param(cst.Name(p)) for p in params + restarted], body or [cst.SimpleStatementLine([cst.Pass()])], decorator)
        invoke = cst.Call(cst.Name(step), [cst.Arg(cst.Name(p)) for p in params + restarted])
        if results:
            invoke = cst.Assign([cst.AssignTarget(_target([n for n, _ in results]))], invoke)
        names = {n: kind(v) for n, v in results}
        ret = sessions.numpy_structure(renamed, lambda n: names.get(n.value) if isinstance(n, cst.Name) and n.value in names else kind(n), self.ctx)
        self._def(name, ps, prologue + [cst.SimpleStatementLine([invoke if results else cst.Expr(invoke)]), cst.SimpleStatementLine([cst.Return(ret)])])
        return name

    def _element_shapes(self, g: GraphStmt, structures: dict, set_shapes: bool) -> set:
        """Rule ``datasets``: the element shapes of a ``tf.data`` dataset, iterator or
        ``get_next()`` that ``g`` binds (``shapes.element_structure``) kept in ``structures``,
        and (``set_shapes``) the static shapes of the tensors it binds (``x, y =
        it.get_next()``: a ``tf.layers.dense(x, ...)`` then knows its input width); returns the
        names given a shape."""
        asked = bool(g.targets) and (bool(structures or self.element_dtypes or self.ctx.array_shapes or self.ctx.array_dtypes)
                                     or (self.ctx.call_name(_chain_root(g.value)) or "").startswith("tf.data."))
        value = g.value
        if g.kind == "iterator" and type(value) is cst.Name and value.value == "None":
            value = self.ctx.iterator_structures.get(g.targets[0], value)  # (``Iterator.from_structure(types, shapes)``)
        st = element_structure(value, structures, self.ctx) if asked else None
        dt = element_structure(value, self.element_dtypes, self.ctx, dtypes=True) if asked else None
        for t in g.targets:  # (``dataset = dataset.map(f)``: read before it is rebound)
            structures.pop(t, None)
            self.element_dtypes.pop(t, None)
        if dt is not None:  # (the dtypes of a fed element, ``_fed_tensor_statement``)
            if len(g.targets) == 1:
                self.element_dtypes[g.targets[0]] = dt
            elif isinstance(dt, tuple) and len(dt) == len(g.targets):
                self.element_dtypes.update((t, d) for t, d in zip(g.targets, dt) if isinstance(d, str))
        if st is None:
            return set()
        if len(g.targets) == 1:
            structures[g.targets[0]] = st
            parts = [st] if isinstance(st, list) else []
        else:
            parts = list(st) if isinstance(st, tuple) and len(st) == len(g.targets) else []
        if not set_shapes or not parts:
            return set()
        shaped = set()
        for t, shape in zip(g.targets, parts):
            if shape is not None:
                self.env.shapes[t] = shape
                shaped.add(t)
        return shaped

    def _fed_tensor_statement(self, name: str) -> cst.SimpleStatementLine:
        """``x = tf.convert_to_tensor(x, dtype=...)`` for a fed tensor whose dtype the source
        states (TF1 cast the fed value to the tensor's dtype); else converted as it is, with a
        note (each leaf of a structure: a state tuple fed back)."""
        dtype = self.dtypes.get(name)
        if dtype is None and isinstance(self.element_dtypes.get(name), str):
            dtype = self.element_dtypes[name]  # a tf.data element of a dataset of numpy arrays
        if dtype is not None:
            value = call(self.ctx.tf_attr("tf.convert_to_tensor"), cst.Name(name), dtype=self.ctx.tf_attr(f"tf.{dtype}"))
        else:
            if name not in self.fed_noted:
                self.fed_noted.add(name)
                self.ctx.note(self.defs[name].node, placeholders.RULE.name, f"{name} is fed in a sess.run: the converted "
                              "function takes its value, converted as it is (TF1 cast a fed value to the tensor's dtype, "
                              "which the source does not state here: feed values of that dtype)")
            g = self.defs.get(name)
            if g is not None and not g.list_valued and g.kind != "next":  # (a dataset element may be a structure)
                # one tensor: a fed Python list is its value, not a structure of scalars (hunt 19's
                # g048: ``{h: [10.0, 20.0]}`` became two tensors, and its gradient a list)
                value = call(self.ctx.tf_attr("tf.convert_to_tensor"), cst.Name(name))
            else:
                value = call(self.ctx.tf_attr("tf.nest.map_structure"), self.ctx.tf_attr("tf.convert_to_tensor"), cst.Name(name))
        return cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(name))], value)])

    def _after_draws(self, body: list, ordered: list, slice_: list) -> list:
        """``body`` with everything after its ``get_next()`` statements under
        ``tf.control_dependencies`` on the elements drawn, when the site changes state (rule
        datasets): TF1's run stopped at an exhausted iterator, but a ``tf.function`` runs every
        stateful op that does not wait for the failed one (measured: Adam's beta powers advanced
        once more at each epoch's end)."""
        draws = [g for g in ordered if g.kind == "next"]
        if not draws or not any(g.kind in ("train", "stateful", "random") or g.mutates for g in slice_ if g.kind != "next"):
            return body
        k = 0  # the emitted draws lead the body (``ordered``)
        while k < len(body) and any(isinstance(c.func, cst.Attribute) and c.func.attr.value == datasets.NEXT
                                    for c in instances(body[k], cst.Call)):
            k += 1
        if k == 0 or k == len(body):
            return body
        drawn_names = {t for g in draws for t in g.targets}
        first, rest = _independent_updates(body[k:], drawn_names, self.ctx)
        rest, inline = _inline_updates_first(rest, drawn_names, self.ctx)
        first += inline
        if not rest:
            return first + body[:k]
        drawn = cst.List([cst.Element(cst.Name(t)) for g in draws for t in g.targets])
        # (``expand_composites``: a SparseTensor element is its component tensors, else a crash: hunt 15 W9)
        flat = call(self.ctx.tf_attr("tf.nest.flatten"), drawn, expand_composites=cst.Name("True"))
        guard = cst.With([cst.WithItem(call(self.ctx.tf_attr("tf.control_dependencies"), flat))], cst.IndentedBlock(rest))
        return first + body[:k] + [guard]

    def _changed_by(self, slice_: list) -> set:
        """The variables the statements of ``slice_`` change when run (assigns, train ops)."""
        changed: set = set()
        for d in slice_:
            changed |= set(d.mutates)
            if d.kind == "train":
                changed |= set(self.facts.var_lists.get(id(d), self.facts.trainable))
        return changed

    def _aliased_read(self, value, slice_: list):
        """A fetched ``snap = tf.identity(v)`` / ``v.read_value()`` of a variable the same run
        changes: TF1's read shares the ref variable's storage, so the fetched array holds ``v``
        after the change, whatever the order (measured: ``sess.run([tf.identity(v),
        tf.assign_add(v, 2.0)])`` gives the new value twice, control dependencies or not). The
        site returns the read again after the updates (a ``tf.function`` orders it after them),
        with a note. Other values: as they are."""
        if not isinstance(value, cst.Name):
            return value
        defs = [g for g in slice_ if tuple(g.targets) == (value.value,)]
        if len(defs) != 1:
            return value
        g = defs[0]
        source = self._read_of_variable(g)
        if source is None:
            return value
        mutators = [d for d in slice_ if source in self._changed_by([d])]
        deps = set(self.ctx.control_deps.get(id(g.node), ()))
        if not mutators or all(set(d.targets) & deps for d in mutators):
            return value  # nothing changes it, or made after the changes (control dependencies)
        self.ctx.note(g.node, "sessions", f"{value.value!r} reads variable {source!r}, which the same sess.run changes: "
                      f"TF1's read shares the variable's storage and returned its value after the change; the converted "
                      f"function reads it again after the change, as TF1 did (for the value before, fetch it in an earlier run)")
        return rewrite_node(g.value, self.ctx, self.env)

    def _read_of_variable(self, g: GraphStmt) -> str | None:
        """``v`` when ``g`` is ``x = tf.identity(v)`` or ``x = v.read_value()`` of a variable ``v``."""
        read = g.value
        if not isinstance(read, cst.Call):
            return None
        if isinstance(read.func, cst.Attribute) and read.func.attr.value == "read_value" and not read.args:
            source = read.func.value
        elif len(read.args) == 1 and read.args[0].keyword is None and not read.args[0].star and self.ctx.call_name(read) == "tf.identity":
            source = read.args[0].value
        else:
            return None
        if isinstance(source, cst.Name) and source.value in self.defs and self.defs[source.value].kind == "variable":
            return source.value
        return None

    def _note_unordered_reads(self, slice_: list) -> None:
        """A statement of a site that reads variable ``v`` while another statement of the same
        site changes ``v``, neither feeding the other: TF1 ran the two ops in either order (a
        race in the script); the converted function reads ``v`` where the source builds the read
        (before or after the change, in source order). Converted, with a note."""
        mutators = [d for d in slice_ if d.mutates or d.kind == "train"]
        if not mutators:
            return
        keep = lambda d: d.kind != "variable"  # noqa: E731
        for m in mutators:
            changed = self._changed_by([m])
            before = {id(d) for d in self._upstream([m], keep=keep)}
            for r in slice_:
                if r is m or id(r) in before or r.kind in ("variable", "train") or r.mutates or id(r) in self.race_noted \
                        or isinstance(r.value, cst.Tuple):  # a summary's (kind, tag, value): written, not printed
                    continue
                hit = sorted(r.uses & changed)
                if not hit or self._read_of_variable(r) in changed or id(m) in {id(d) for d in self._upstream([r], keep=keep)}:
                    continue
                if set(m.targets) & set(self.ctx.control_deps.get(id(r.node), ())):
                    continue  # made under ``with tf.control_dependencies([m]):``: after the change
                self.race_noted.add(id(r))
                self.ctx.note(r.node, "sessions", f"{', '.join(r.targets) or 'this statement'} reads {hit[0]!r}, which "
                              f"another op of the same sess.run changes with nothing ordering the two: TF1 ran them in "
                              "either order (a race); the converted code reads it in source order")

    def _tensor_leaves(self, fetched, kind, avoid: set):
        """(``fetched`` with each tensor leaf replaced by a name, [(name, leaf expression)]):
        the values a site's ``tf.function`` returns (a leaf that is a name keeps it unless it is
        in ``avoid``; the same leaf twice is returned once). Operation leaves stay (they become
        None)."""
        results: dict = {}  # leaf code -> (name, expression)

        def build(n):
            if sessions.concat_parts(n, kind) is not None:
                return n.with_changes(left=build(n.left), right=build(n.right))
            if isinstance(n, (cst.List, cst.Tuple, cst.Dict)):
                return n.with_changes(elements=[e.with_changes(value=build(e.value)) for e in n.elements])
            if kind(n) not in ("tensor", "list"):
                return n
            code = node_code(n)
            if code not in results:
                taken = {r[0] for r in results.values()} | avoid
                name = n.value if isinstance(n, cst.Name) and n.value not in taken else self.ctx.fresh("fetched")
                results[code] = (name, n)
            return cst.Name(results[code][0])

        return build(fetched), list(results.values())

    def initializes_unread(self, node: cst.Call, at) -> bool:
        """Whether the initializer ``sess.run(node)`` runs covers only variables no ``sess.run``
        planned so far has read or changed (``site_reads``: a second model's
        ``tf.variables_initializer(tf.global_variables()[-4:])`` after the first one trained):
        they still hold the initial values they were made with, so running it changes nothing."""
        _, variables = self._initialized(node, at)
        names = {g.targets[0] for g in variables}
        if not variables or names & self.site_reads:
            return False
        # (run before, an initializer draws again or reads other variables' values now: a
        # random or dependent initial value differs; hunt 18 W5, s181 / s136)
        return all(g.targets[0] not in self.initialized_before or self._initial_value_again(g) is not None for g in variables)

    def _initial_value_again(self, g: GraphStmt):
        """The initial value of variable ``g`` when running its initializer again computes the
        same value (literals, int constants, ``tf.zeros/ones/constant/fill`` of those), else None
        (a random draw, another variable's value, ``get_variable``'s initializer)."""
        initial = arg(g.value, 0, "initial_value") if self.ctx.call_name(g.value) == "tf.Variable" else None
        return initial if initial is not None and _recomputed_alike(initial, self.ctx) else None

    def changed_everything(self) -> None:
        """Something ran that may have changed every variable (a restore, a call of a function
        given the session): an initializer run after it resets them (``initializes_unread``)."""
        self.sites_seen = True
        self.site_reads |= {g.targets[0] for g in self.graph if g.kind == "variable" and g.targets}

    def covers_initialized(self, node: cst.Call, at) -> bool:
        """The initializer run ``sess.run(node)`` covers a variable an earlier one covered."""
        if not self.initialized_before:
            return False
        try:
            _, variables = self._initialized(node, at)
        except Refusal:
            return False
        return any(g.targets and g.targets[0] in self.initialized_before for g in variables)

    def note_initialized(self, node: cst.Call, at) -> None:
        """Record the variables the initializer run ``sess.run(node)`` covers (every variable
        when the converter cannot list them)."""
        try:
            _, variables = self._initialized(node, at)
        except Refusal:
            variables = [g for g in self.graph if g.kind == "variable"]
        self.initialized_before |= {g.targets[0] for g in variables if g.targets}

    def _initialized(self, node: cst.Call, at) -> tuple:
        """``(fetched leaf, [variable GraphStmts])`` the initializer run by ``sess.run(node)``
        covers: a name bound to ``global_variables_initializer()`` (the variables made before
        it), ``variables_initializer(<variables listed>)`` (``_variables_listed``; a collection
        as it was at the run: ``at`` is the run's place in its session region, variables built
        after it in the region and moved before it are not in it), or such a call written in the
        fetch (every variable); refused otherwise."""
        why = "variables re-initialized after they were used (or in a loop)"
        fetches, _ = sessions.run_args(node)
        leaves = list(self._leaves(fetches)) if fetches is not None else []
        if len(leaves) != 1:
            raise Refusal(node, initializers.RULE.name, f"{why}, with other fetches: not converted")
        leaf = leaves[0]
        variables = [g for g in self.graph if g.kind == "variable" and g.targets and g.targets[0] not in self.var_aliases]
        init = leaf
        if isinstance(leaf, cst.Name) and leaf.value in self.defs and self.defs[leaf.value].kind == "init":
            g_init = self.defs[leaf.value]
            init = g_init.value
            variables = [g for g in variables if self.graph.index(g) < self.graph.index(g_init)]
        q = self.ctx.call_name(init)
        if type(leaf) is cst.Attribute and leaf.attr.value == "initializer" and type(leaf.value) is cst.Name \
                and any(g.targets[0] == leaf.value.value for g in variables):
            # ``sess.run(b.initializer)``: that one variable (hunt 9's t93)
            return leaf, [g for g in variables if g.targets[0] == leaf.value.value]
        if q == "tf.variables_initializer":
            listed = arg(init, 0, "var_list")
            # (the collections as they were at the run)
            names = self._listed_at(lambda: self._variables_listed(listed), variables, at) if at is not None \
                else self._variables_listed(listed)
            if names is None:
                raise Refusal(node, initializers.RULE.name, f"{why}: variables_initializer of something other than variables the converter can list")
            variables = [g for g in variables if g.targets[0] in names]
            if len(variables) != len(names):
                raise Refusal(node, initializers.RULE.name, f"{why}: variables_initializer of names that are not variables of this block")
        elif q in ("tf.local_variables_initializer", "tf.initialize_local_variables"):
            # (a streaming metric reset per epoch: its total and count back to 0)
            variables = [g for g in variables if g.targets[0] in self.local_variables]
        elif q not in ("tf.global_variables_initializer", "tf.initialize_all_variables"):
            raise Refusal(node, initializers.RULE.name, f"{why}: {q or 'this initializer'} run again is not converted")
        else:
            variables = [g for g in variables if g.targets[0] not in self.local_variables]
        return leaf, variables

    def reinitializer(self, node: cst.Call, at=None) -> cst.Call:
        """The call replacing ``sess.run(init)`` run again after the variables changed (the TF1
        Get Started tutorial's "reset values to incorrect defaults"): a function, emitted once
        per initializer, assigning each variable it covers its initial value again
        (``W.assign([0.3])``). ``init`` a name bound to ``global_variables_initializer()``
        (the variables made before it), ``variables_initializer([names])``, or such a call
        written in the fetch (every variable). Refusal unless every initial value is computed
        the same way again (literals, int constants, ``tf.zeros/ones/constant/fill`` of those:
        no random draw, which TF1 would draw anew from its op's stream) and no optimizer with
        slots, variable store or unreachable variable is involved."""
        why = "variables re-initialized after they were used (or in a loop)"
        leaf, variables = self._initialized(node, at)
        local = bool(variables) and all(g.targets[0] in self.local_variables for g in variables)
        if not local and (self.env.slot_optimizers or self.ctx.store is not None or self.hidden_variables):
            raise Refusal(node, initializers.RULE.name, f"{why}, in a file with an optimizer keeping slots, a variable store "
                          "or variables no name reaches: resetting them is not converted")
        body = []
        for g in variables:
            initial = self._initial_value_again(g)
            if initial is None:
                raise Refusal(node, initializers.RULE.name, f"{why}: the initial value of {g.targets[0]!r} is not a literal or "
                              "a constant computed the same way again (a random draw would differ)")
            value = rewrite_node(initial, self.ctx, self.env)
            body.append(cst.SimpleStatementLine([cst.Expr(cst.Call(cst.Attribute(cst.Name(g.targets[0]), cst.Name("assign")), [cst.Arg(value)]))]))
        if not body:
            raise Refusal(node, initializers.RULE.name, f"{why}: no variable of this block to reset")
        key = ("reinitialize", tuple(g.targets[0] for g in variables))
        if key not in self.sites:
            base = f"{leaf.value}_again" if isinstance(leaf, cst.Name) else "initialize_again"
            self.sites[key] = self.ctx.fresh(base)
            doc = cst.SimpleStatementLine([cst.Expr(cst.SimpleString(
                '"""TF1\'s initializer run again: the variables back to their initial values."""'))])
            self._def(self.sites[key], [], [doc] + body)
        return cst.Call(func=cst.Name(self.sites[key]))

    def _def(self, name: str, params: list, body: list, decorator=None) -> None:
        self.functions.append(cst.FunctionDef(
            name=cst.Name(name), params=cst.Parameters(params), body=cst.IndentedBlock(body),
            decorators=[cst.Decorator(decorator)] if decorator is not None else [], leading_lines=[cst.EmptyLine()]))


_CONSTANT_MAKERS = {"tf.zeros", "tf.ones", "tf.constant", "tf.fill"}


def _reads_only_shapes(value, variables: set, ctx: Context) -> bool:
    """Every read of a name in ``variables`` inside ``value`` is its shape (``tf.shape(v)``,
    ``v.shape``, ``v.get_shape()``): a variable's shape is fixed when it is made, so the value
    does not change when the variable does."""
    shaped: set = set()
    for n in nodes(value):
        if isinstance(n, cst.Call) and ctx.call_name(n) == "tf.shape" and len(n.args) == 1 \
                and isinstance(n.args[0].value, cst.Name):
            shaped.add(id(n.args[0].value))
        elif isinstance(n, cst.Attribute) and n.attr.value in ("shape", "get_shape") and isinstance(n.value, cst.Name):
            shaped.add(id(n.value))
    reads = [n for n in nodes(value) if isinstance(n, cst.Name) and n.value in variables]
    return bool(reads) and all(id(n) in shaped for n in reads)


def _recomputed_alike(node, ctx: Context) -> bool:
    """``node`` evaluates to the same value each time: number/string literals, lists/tuples of
    them, ``-x``, ``+ - * /`` of them, the file's int constants, TF dtypes, and
    ``tf.zeros/ones/constant/fill`` of those."""
    if isinstance(node, (cst.Integer, cst.Float, cst.SimpleString)):
        return True
    if isinstance(node, cst.Name):
        return node.value in ctx.int_constants or node.value in ("True", "False", "None")
    if isinstance(node, (cst.List, cst.Tuple)):
        return all(isinstance(e, cst.Element) and _recomputed_alike(e.value, ctx) for e in node.elements)
    if isinstance(node, cst.UnaryOperation):
        return _recomputed_alike(node.expression, ctx)
    if isinstance(node, cst.BinaryOperation):
        return _recomputed_alike(node.left, ctx) and _recomputed_alike(node.right, ctx)
    if isinstance(node, cst.Attribute):
        return (ctx.qualname(node) or "").startswith("tf.") and ctx.qualname(node).split(".")[-1] in _DTYPE_NAMES
    if isinstance(node, cst.Call):
        return ctx.call_name(node) in _CONSTANT_MAKERS and all(not a.star and _recomputed_alike(a.value, ctx) for a in node.args)
    return False


_DTYPE_NAMES = {"float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "bool", "complex64", "complex128"}


def _saver_keep(value, ctx: Context):
    """The ``max_to_keep`` a Saver's saves pass on (None: TF1's default); a value the rule
    refuses is reported where the Saver is converted."""
    try:
        return savers.max_to_keep(value, ctx) if isinstance(value, cst.Call) else None
    except Refusal:
        return None


def _slot_optimizer(q: str | None) -> bool:
    """Whether ``q`` names a TF1 optimizer with slot variables (any but plain gradient descent)."""
    return q is not None and q != "tf.train.GradientDescentOptimizer" and q.startswith("tf.train.") and q.endswith("Optimizer")


_RANDOM_INITIALIZER_WORDS = ("random", "truncated", "glorot", "xavier", "variance_scaling", "he_", "lecun", "orthogonal",
                             "uniform_unit_scaling")
_PLAIN_CALLS = {"len", "range", "list", "tuple", "zip", "enumerate", "sorted", "reversed", "float", "int", "round", "dict", "min", "max", "abs", "sum",
                "print", "iter", "str", "bool", "repr", "format", "any", "all", "isinstance"}  # builtins that make no variables or ops


def _creates_hidden_variables(g: GraphStmt, ctx: Context, weightless: frozenset = frozenset()) -> bool:
    """Keras layers and helper functions may create variables the converter cannot list (not
    the Keras objects without weights bound to the names ``weightless``)."""
    emitted = {ctx.lstm_step, ctx.lstm_tuple, ctx.gru_step, ctx.sequence_scan} | losses.emitted(ctx)  # helpers the converter writes
    return _may_make_variables(g.value, ctx, emitted | weightless, 0)


_VARIABLE_MAKERS = ("tf.keras.layers", "tf.keras.models", "tf.keras.Model", "tf.keras.Sequential", "tf.contrib", "tf.layers",
                    "tf.nn.rnn_cell")


def _may_make_variables(node, ctx: Context, emitted: set, depth: int) -> bool:
    """A call in ``node`` may create variables: a Keras/contrib/``tf.layers`` maker, or a
    function whose body the converter does not see or that may (a module function of plain
    ops, GAN tutorials' ``leakyrelu(x)``, does not; read up to 3 calls deep)."""
    for c in _calls(node):
        q = ctx.call_name(c)
        if q in regularizers.NAMES or q in layers.FLATTEN or q == layers.DROPOUT or is_initializer_name(q) \
                or keras_v1.without_weights(q):
            continue  # regularizers, collection reads, initializers (``xavier_initializer()``) and Keras layers without weights create no variables
        if q is not None and (q.startswith(_VARIABLE_MAKERS) or (depth and q in ("tf.Variable", "tf.get_variable"))):
            return True  # (a statement's own tf.Variable is listed; one in a function it calls is not)
        if q is None and isinstance(c.func, cst.Name) and c.func.value not in _PLAIN_CALLS and c.func.value not in ctx.variable_factories \
                and c.func.value not in emitted and ctx.initializer_names.get(c.func.value) != "object":
            # (``he_init([50, 40], dtype=tf.float32)``: an initializer object drawing a layer's value makes no variable)
            fn = ctx.module_functions.get(c.func.value)
            if fn is None or depth >= 3 or _may_make_variables(fn.body, ctx, emitted, depth + 1):
                return True
    return False


# what ``_op_function_call`` accepts besides plain TF ops
_NOT_PLAIN_OPS = ("tf.train.", "tf.layers.", "tf.contrib.", "tf.keras.", "tf.nn.rnn_cell.", "tf.summary.", "tf.data.",
                  "tf.losses.", "tf.metrics.", "tf.estimator.", "tf.compat.")
_STATE_OPS = {"tf.scatter_update", "tf.scatter_add", "tf.scatter_sub"}  # (tf.assign* are in HANDLED)


_ASSIGN_FUNCTIONS = {"tf.assign", "tf.assign_add", "tf.assign_sub"}


def _selects_loop_name(comp: cst.ListComp) -> bool:
    """``[v for v in <iterable>]`` or ``[v for v in <iterable> if <one test>]``: one loop, its
    element the loop's name."""
    loop = comp.for_in
    return loop.inner_for_in is None and len(loop.ifs) <= 1 and isinstance(loop.target, cst.Name) \
        and isinstance(comp.elt, cst.Name) and comp.elt.value == loop.target.value


def _updated_variable(node, defs: dict, ctx) -> str | None:
    """``w`` of ``w.assign(...)`` / ``w.assign_add(...)`` / ``w.assign_sub(...)`` (or
    ``tf.assign(w, ...)`` / ``tf.assign_add`` / ``tf.assign_sub`` with only the variable and
    the value) of a variable of the block, else None."""
    if not isinstance(node, cst.Call):
        return None
    q = ctx.call_name(node)
    if q in _ASSIGN_FUNCTIONS:
        if len(node.args) != 2 or not all(a.keyword is None or a.keyword.value in ("ref", "value") for a in node.args):
            return None
        target = arg(node, 0, "ref")
    elif isinstance(node.func, cst.Attribute) and node.func.attr.value in ASSIGN_METHODS and q is None:
        target = node.func.value
    else:
        return None
    if isinstance(target, cst.Name) and target.value in defs and defs[target.value].kind == "variable":
        return target.value
    return None


def _inline_update(node, defs: dict, ctx) -> bool:
    """An update of a variable of the block (``_updated_variable``)."""
    return _updated_variable(node, defs, ctx) is not None




def _imported_names(module: cst.Module) -> set:
    """The local names import statements bind (``np`` of ``import numpy as np``, ``os`` of
    ``import os.path``)."""
    out = set()
    for i in instances(module, (cst.Import, cst.ImportFrom)):
        if isinstance(i.names, cst.ImportStar):
            continue
        for a in i.names:
            bound = a.asname.name if a.asname is not None else a.name
            out.add(bound.value if type(bound) is cst.Name else (dotted(bound) or "").partition(".")[0])
    return out


def _bound_in(body) -> set:
    """The names ``body`` binds by assignment, ``for`` (comprehensions too) and ``with ... as``."""
    return {n.value for t in instances(body, (cst.AssignTarget, cst.For, cst.CompFor, cst.WithItem))
            for n in instances(getattr(t, "target", None) or getattr(t, "asname", None) or cst.Name("_"), cst.Name)}


def _side_effect(fn: cst.FunctionDef, functions: dict, imported: set, seen: frozenset = frozenset()) -> str | None:
    """What ``fn`` (or a function of the module it calls) changes outside itself, else None: a
    ``global``/``nonlocal``; a store into, or a mutating method call on, an object it did not
    make (``calls[0] += 1``, ``built.append(t)``; a parameter's object is the caller's: the names
    of ``imported`` modules are not objects, ``np.sort(x)``); a ``print``."""
    for n in instances(fn.body, (cst.Global, cst.Nonlocal)):
        return "global" if type(n) is cst.Global else "nonlocal"
    made = _bound_in(fn.body)
    for name, _ in _stores_into(fn.body):
        if name not in made and name not in imported:
            return f"it changes {name}"
    for c in instances(fn.body, cst.Call):
        f = c.func
        if type(f) is cst.Name and f.value == "print":
            return "it prints"
        if type(f) is cst.Name and f.value in functions and f.value not in seen and f.value != fn.name.value:
            found = _side_effect(functions[f.value], functions, imported, seen | {fn.name.value})
            if found is not None:
                return found
    return None


def _inline_updates(block: Block, defs: dict, ctx) -> set:
    """The variables updated by ``w.assign...(...)`` calls written in session regions (fetched
    there: ``sess.run(w.assign_add(10))``) or loaded (``w.load(5.0, sess)``: every variable of
    the block for a receiver that is not one by name, a loop name over a list of them): they
    change, so what reads them is computed at each run, not once (a red-team script printed
    ``sess.run(y)`` of ``y = w * 2.0`` computed once, before the load)."""
    stmts = [stmt for item in block.items if isinstance(item, SessionRegion) for stmt in item.body]
    calls = [c for stmt in stmts for c in _calls(stmt)]
    variables = {k for k, g in defs.items() if g.kind == "variable"}
    # (``sess.run(tf.scatter_update(u, [1], [10.0]))``, ``tf.assign(u, 4.0, use_locking=True)``: updates
    # ``_updated_variable`` does not take as a fetch still change the variable; a red-team hunt)
    found = {n for stmt in stmts for n in mutated_variables(stmt, ctx) if n in variables}
    for c in calls:
        f = c.func
        if type(f) is cst.Attribute and f.attr.value == "load" and type(f.value) is cst.Name and ctx.qualname(f.value) is None:
            found |= {f.value.value} if f.value.value in variables else variables
    return found


def _no_blank_lines(stmt, placed: set):
    """A statement copied into a site function keeps its comments (only in the first function
    that has it: ``placed`` holds the ids of the comment lines already written), not its blank
    lines."""
    if not hasattr(stmt, "leading_lines"):
        return stmt
    lines = [line for line in stmt.leading_lines if line.comment is not None and id(line) not in placed]
    placed.update(id(line) for line in lines)
    stmt = stmt.with_changes(leading_lines=lines)
    if isinstance(stmt, cst.With):
        stmt = stmt.with_changes(body=stmt.body.with_changes(body=[_no_blank_lines(s, placed) for s in stmt.body.body]))
    return stmt


def _variable_name(g: GraphStmt, ctx: Context) -> str | None:
    """The TF1 name of a variable statement (``scope/name``), if the source states it."""
    q = ctx.call_name(g.value)
    node = arg(g.value, 0, "name") if q == "tf.get_variable" else arg(g.value, None, "name")
    if node is None and q == "tf.Variable" and ctx.names_unnamed_variables:
        found = ctx.variable_names.get(id(g.node))  # (TF1's default name, ``model._record_variable_names``)
        return found[0] if found is not None and len(found) == 1 else None
    if not isinstance(node, cst.SimpleString):
        return None
    if q == "tf.Variable":
        # (name scopes and uniquifying, ``model._record_variable_names``; one variable per statement)
        found = ctx.variable_names.get(id(g.node))
        if found is not None:
            return found[0] if len(found) == 1 else None
        # (a variable statement a pass made: tf.layers' kernel, named by the layer's scope)
    return g.scope + node.evaluated_value


# the layer expansions that make their variables in a float64 input's dtype, as TF1's layers did
_FLOAT64_LAYERS = frozenset({"tf.layers.dense", "tf.layers.conv1d", "tf.layers.conv2d", "tf.layers.conv2d_transpose"}
                            | batch_norm.NAMES)


def _keras_layer_called(value, objects: dict):
    """The Keras constructor call of the layer ``value`` calls on an input (``layer(h)`` of a
    name in ``objects``, ``tf.keras.layers.LeakyReLU(0.2)(h)``), else None."""
    if type(value) is not cst.Call or not value.args:
        return None
    if type(value.func) is cst.Name:
        return objects.get(value.func.value)
    return value.func if type(value.func) is cst.Call else None


def _trained_by(value) -> str:
    """How a refusal names the optimizer call ``value``: ``minimize(...)``,
    ``apply_gradients(...)`` (hunt 27 g123: an ``apply_gradients`` line was called
    "minimize/compute_gradients"), ``compute_gradients(...)``."""
    method = _method(value)
    return f"{method}(...)" if method in ("minimize", "compute_gradients", "apply_gradients") else "minimize/compute_gradients"


def _method(value) -> str | None:
    if isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute):
        return value.func.attr.value
    return None


_EQUAL = cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace(""))


def _entry(feed: str, key: str, optional: bool) -> cst.BaseExpression:
    """``feed["x"]`` (``feed.get("x")`` for a key the dict may lack)."""
    if optional:
        return cst.Call(cst.Attribute(cst.Name(feed), cst.Name("get")), [cst.Arg(string_literal(key))])
    return cst.Subscript(cst.Name(feed), [cst.SubscriptElement(cst.Index(string_literal(key)))])


def _list_entries(feed: str, listed: str) -> cst.ListComp:
    """``[feed.get(k) for k in xs]``: the values a feed dict holds for a list of placeholders
    (None for an entry it does not hold: TF1 ran the fetches that do not need it, hunt 8)."""
    value = cst.Call(cst.Attribute(cst.Name(feed), cst.Name("get")), [cst.Arg(cst.Name("k"))])
    return cst.ListComp(value, cst.CompFor(target=cst.Name("k"), iter=cst.Name(listed)))


def _lambda_parameters(value) -> set:
    """Names ``value`` spells only as parameters of its lambdas and reads of them there
    (``tf.while_loop(lambda i: i < 10.0, ...)`` reads no ``i`` of the module: a red-team hunt
    refused a later ``for i in range(2):`` as rebinding it)."""
    lambdas = instances(value, cst.Lambda) if value is not None else ()
    if not lambdas:
        return set()
    own = set()
    for lam in lambdas:
        params = {p.name.value for p in lam.params.params}
        own |= {id(p.name) for p in lam.params.params}
        own |= {id(n) for n in instances(lam.body, cst.Name) if n.value in params}
    names = {n.value for n in instances(value, cst.Name) if id(n) in own}
    return {name for name in names if all(id(n) in own for n in instances(value, cst.Name) if n.value == name)}


def _chain_root(node):
    """The innermost call of a method chain (``tf.data.Dataset.range(6)`` of
    ``tf.data.Dataset.range(6).map(f).batch(2)``), else ``node``."""
    while type(node) is cst.Call:
        if type(node.func) is cst.Attribute and type(node.func.value) is cst.Call:
            node = node.func.value
        elif type(node.func) is cst.Name and node.func.value == "iter" and len(node.args) == 1 and type(node.args[0].value) is cst.Call:
            node = node.args[0].value  # (``iter(ds)``: the iterator a pre-pass made of ``make_one_shot_iterator``)
        else:
            break
    return node


def _is_not_none(test, name) -> bool:
    """``test`` is ``<name> is not None`` (``name`` a Name node)."""
    return (type(test) is cst.Comparison and type(name) is cst.Name and type(test.left) is cst.Name
            and test.left.value == name.value and len(test.comparisons) == 1
            and type(test.comparisons[0].operator) is cst.IsNot and type(test.comparisons[0].comparator) is cst.Name
            and test.comparisons[0].comparator.value == "None")


_V1_DATASET_ATTRIBUTES = {"output_types", "output_shapes", "output_classes"}


def _report_expansion(items: list, item, start: int, ctx: Context) -> None:
    """The statements ``item`` was expanded into (``items[start:]``: a layer's variables and
    its compute statement) are reported where ``item`` is (they were at 1:1: hunt 25's p52,
    t62; the GAN fixture's batch normalization)."""
    if item is None or ctx.origins is None:
        return
    for made in items[start:]:
        if made is not item and isinstance(made, GraphStmt) and made.node is not item.node and id(made.node) not in ctx.origins:
            reported_at(made.node, item.node, ctx)


def _built_when_made(made: cst.Call) -> bool:
    """A Keras layer or model constructor (or a layer it lists) states its input's shape
    (``layer_objects._states_input``): Keras 3 builds it when made."""
    from migrate.source.native.layer_objects import _states_input

    return any(_states_input(c) for c in [made, *_calls(made)])


_DATA_MAKERS = {"tf.placeholder", "tf.constant", "tf.convert_to_tensor"}  # (``_unstated``)
_AUTOCAST = {"float64", "float16", "bfloat16"}  # input dtypes Keras 3 casts to float32 (integers pass: an Embedding's ids)


def _keras_class(node: cst.Call, ctx: Context) -> str | None:
    """``tf.keras.layers.Dense`` of a call making a ``tf.keras`` layer or model
    (``tf.keras.layers.*``, ``tf.keras.Sequential``, ``tf.keras.Model``, ``tf.keras.models.*``
    classes), else None."""
    q = ctx.call_name(node)
    if q is None or not q.startswith(("tf.keras.layers.", "tf.keras.Sequential", "tf.keras.Model", "tf.keras.models.")):
        return None
    return q if q.rpartition(".")[2][:1].isupper() else None


def _random_initializers(made: cst.Call, ctx: Context) -> bool:
    """The Keras layer ``made`` draws some initial weights at random: a kernel / embeddings
    initializer left at its default or other than a constant one (a model: assumed)."""
    if not (ctx.call_name(made) or "").startswith("tf.keras.layers."):
        return True
    init = arg(made, None, "kernel_initializer") or arg(made, None, "embeddings_initializer")
    if init is None:
        return True
    # (``"zeros"``, ``tf.keras.initializers.Ones()``, ``tf.constant_initializer(0.5)``)
    q = init.evaluated_value if type(init) is cst.SimpleString else ctx.call_name(init) if type(init) is cst.Call else None
    return q is None or q.rpartition(".")[2].replace("_initializer", "").lower() not in ("zeros", "ones", "constant")


def _weighted_keras_call(c: cst.Call, objects: dict, ctx: Context) -> bool:
    """``c`` calls a Keras layer or model that has weights (``layer(h)`` of a name in
    ``objects``, ``tf.keras.layers.Dense(2)(h)``; ``_keras_layer_called``)."""
    made = _keras_layer_called(c, objects)
    q = _keras_class(made, ctx) if made is not None else None
    return q is not None and not keras_v1.without_weights(q)


def _calls(node):
    from migrate.source.native.model import calls_in

    return calls_in(node)


def eager_locals(fn: cst.FunctionDef, sess: str, graph_names: set, ctx: Context) -> frozenset:
    """The locals of ``fn`` that hold eager values in TF2: every binding of the name computes
    from literals, non-graph globals, other such locals, ``sess.run`` results (numpy arrays)
    and parameters whose every call passes no graph value (``fn`` called only by name). In
    Morvan's ``compute_accuracy(v_xs, v_ys)``, ``y_pre = sess.run(prediction, ...)`` then
    ``accuracy = tf.reduce_mean(... tf.argmax(y_pre, 1) ...)``: TF1 added new ops to the graph
    at each call and ran them; eager code computes them where they are, and
    ``sess.run(accuracy, feed)`` is the value (the feed fed nothing it needs)."""
    declared = {n.name.value for g in instances(fn.body, (cst.Global, cst.Nonlocal)) for n in g.names}
    local = function_locals(fn) - declared  # (``global prediction``: the module's)
    params = {p.name.value for p in fn.params.params}
    eager = set(local)
    if params and not _called_with_values(fn.name.value, ctx, graph_names):
        eager -= params
    outside = graph_names - local
    bindings = []
    for n in instances(fn.body, (cst.Assign, cst.AugAssign, cst.AnnAssign, cst.For, cst.CompFor, cst.WithItem, cst.NamedExpr)):
        if isinstance(n, cst.Assign):
            targets = set().union(*(assigned_names(t.target) for t in n.targets))
            bindings.append((targets, _read_outside_runs(n.value, sess)))
        elif isinstance(n, (cst.AugAssign, cst.AnnAssign)):
            targets = set(assigned_names(n.target))
            reads = _read_outside_runs(n.value, sess) if n.value is not None else set()
            bindings.append((targets, reads | (targets if isinstance(n, cst.AugAssign) else set())))
        elif isinstance(n, (cst.For, cst.CompFor, cst.NamedExpr)):
            bindings.append((set(assigned_names(n.target)), None))  # not looked into: not eager
        elif n.asname is not None:
            bindings.append((set(assigned_names(n.asname.name)), None))
    changed = True
    while changed:
        changed = False
        for targets, reads in bindings:
            if not (targets & eager):
                continue
            if reads is None or reads & (outside | (local - eager)):
                eager -= targets
                changed = True
    return frozenset(eager)


def _read_outside_runs(node, sess: str) -> set:
    """Names ``node`` reads outside ``sess.run(...)`` calls (whose results are numpy values)."""
    return names_read_outside(node, lambda c: isinstance(c.func, cst.Attribute) and c.func.attr.value == "run"
                              and isinstance(c.func.value, cst.Name) and c.func.value.value == sess)


def _called_with_values(name: str, ctx: Context, graph_names: set) -> bool:
    """``name`` is used in the module only as the callee of calls whose arguments read no name
    of ``graph_names``."""
    if ctx.module is None:
        return False
    calls = [c for c in instances(ctx.module, cst.Call) if isinstance(c.func, cst.Name) and c.func.value == name]
    if ctx.exact_name_uses(name) != len(calls) + 1:  # (the def's own name)
        return False
    return all(not (names_in(a.value) & graph_names) for c in calls for a in c.args)
