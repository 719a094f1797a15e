"""Module-level integer constants (``n_hidden = 64``, ``vocab, dim = 7, 4``): names a shape or
a layer width may use as if it were the literal.

``int_constants(module) -> {name: int}``: names bound exactly once in the whole file, by a
plain assignment of the module body (or of a module-level function's: an inlined builder's
``hidden1_units = 32``) to an int literal (or a tuple of them), or to such a
name (``n_units_attr = n_units``, what inlining a class leaves). A name bound
anywhere else too (another assignment, ``+=``, a loop, ``with ... as``, a parameter, an import,
``global``, a def/class, an exception name, a walrus, a comprehension) is left out: its value
could differ where it is used. Never imports TensorFlow.
"""
from __future__ import annotations

import builtins
import collections
import itertools

import libcst as cst

from migrate.source.native.context import arg, assigned_names, name_nodes_read
from migrate.source.native.shapes import int_of
from migrate.source.native.walk import Walker, instances, nodes


def _ints(target, value) -> dict:
    """{name: int} of ``target = value`` when every bound name gets an int literal."""
    if isinstance(target, cst.Name):
        if isinstance(value, cst.Integer):
            return {target.value: int(value.value)}
        return {}
    if isinstance(target, (cst.Tuple, cst.List)) and isinstance(value, (cst.Tuple, cst.List)) \
            and len(target.elements) == len(value.elements):
        out = {}
        for t, v in zip(target.elements, value.elements):
            if isinstance(t, cst.StarredElement) or isinstance(v, cst.StarredElement):
                return {}
            sub = _ints(t.value, v.value)
            if not sub and not isinstance(t.value, cst.Name):
                return {}
            out.update(sub)
        return out
    return {}


class _Bindings(Walker):
    """How many times each name is bound anywhere in the file (inside the functions whose ids
    are in ``opaque``, none: their own names only)."""

    def __init__(self, opaque: frozenset = frozenset()):
        self.count = collections.Counter()
        self.opaque = opaque

    def _bind(self, names):
        self.count.update(names)

    def visit_Assign(self, n):
        for t in n.targets:
            self._bind(assigned_names(t.target) or ["<complex>"])

    def visit_AugAssign(self, n):
        self._bind(assigned_names(n.target))

    def visit_AnnAssign(self, n):
        self._bind(assigned_names(n.target))

    def visit_For(self, n):
        self._bind(assigned_names(n.target))

    def visit_CompFor(self, n):
        self._bind(assigned_names(n.target))

    def visit_AsName(self, n):
        self._bind(assigned_names(n.name) if isinstance(n.name, cst.BaseExpression) else [])

    def visit_NamedExpr(self, n):
        self._bind(assigned_names(n.target))

    def visit_Param(self, n):
        self._bind([n.name.value])

    def visit_FunctionDef(self, n):
        self._bind([n.name.value])
        return id(n) not in self.opaque

    def visit_ClassDef(self, n):
        self._bind([n.name.value])

    def visit_ImportAlias(self, n):
        if n.asname is None:
            name = n.name
            while isinstance(name, cst.Attribute):
                name = name.value
            self._bind([name.value] if isinstance(name, cst.Name) else [])

    def visit_Global(self, n):
        self._bind([item.name.value for item in n.names])

    def visit_Nonlocal(self, n):
        self._bind([item.name.value for item in n.names])


class _ScopeBindings(_Bindings):
    """The bindings of one scope, each with the innermost statement making it: nested function,
    class, lambda and comprehension bodies are scopes of their own (a def or class binds its
    name only); ``del`` counts, ``global``/``nonlocal`` declare rather than bind."""

    _statement: dict = {}  # node type -> whether it is a statement (issubclass against libcst's ABCs is slow)

    def __init__(self):
        super().__init__()
        self.found: list = []  # (name, statement)
        self._owner = None

    def walk(self, node) -> None:
        t = type(node)
        statement = self._statement.get(t)
        if statement is None:
            statement = self._statement[t] = issubclass(t, cst.BaseStatement)
        if not statement:
            super().walk(node)
            return
        outer, self._owner = self._owner, node
        try:
            super().walk(node)
        finally:
            self._owner = outer

    def _bind(self, names):
        super()._bind(names)
        self.found += [(n, self._owner) for n in names]

    def visit_FunctionDef(self, n):
        super().visit_FunctionDef(n)
        return False

    def visit_ClassDef(self, n):
        super().visit_ClassDef(n)
        return False

    def _own_scope(self, n):
        return False

    visit_Lambda = visit_ListComp = visit_SetComp = visit_DictComp = visit_GeneratorExp = _own_scope

    def visit_Global(self, n):
        pass

    def visit_Nonlocal(self, n):
        pass

    def visit_Del(self, n):
        self._bind(assigned_names(n.target))


def scope_bindings(stmt) -> list:
    """``(name, statement)`` for each name ``stmt`` binds in its own scope (assignments, loop
    targets, ``with ... as``, imports, ``def``/``class`` names, ``del``), with the innermost
    statement that binds it."""
    walker = _ScopeBindings()
    walker.walk(stmt)
    return walker.found


def bound_names(stmts) -> set:
    """Names the statements bind anywhere in them (assignments, loops, ``with ... as``,
    parameters, defs, imports, ``global``)."""
    walker = _Bindings()
    for stmt in stmts:
        walker.walk(stmt)
    return set(walker.count)


def binding_counts(tree: cst.CSTNode, opaque: frozenset = frozenset()) -> collections.Counter:
    """How many times each name is bound anywhere in ``tree`` (as ``bound_names`` counts; a
    function whose id is in ``opaque`` counts as its name only)."""
    walker = _Bindings(opaque)
    walker.walk(tree)
    return walker.count


_BUILTINS = frozenset(dir(builtins))


def _literal(node) -> bool:
    """A number or string literal, ``-`` of one, or a tuple/list of such."""
    t = type(node)
    if t in (cst.Integer, cst.Float, cst.SimpleString):
        return True
    if t is cst.UnaryOperation:
        return _literal(node.expression)
    if t in (cst.Tuple, cst.List):
        return all(type(e) is cst.Element and _literal(e.value) for e in node.elements)
    return False


def plain_functions(module: cst.Module, tf_names) -> frozenset:
    """The ids of the module-level functions that are plain Python, whose own bindings (a
    parameter ``n_steps``) cannot be the module's name of that spelling anywhere the converter
    reads it: no ``global``/``nonlocal``, and every name they read from outside is a builtin, a
    module of a non-TF import, a module-level name bound only to literals, or another such
    function (ageron's ``next_batch(batch_size, n_steps)`` of NumPy next to ``n_steps = 20``).
    ``tf_names``: the file's TF names (``ImportTable.names``)."""
    defs, literal_names, imported, others = {}, set(), set(), set()
    methods = {}  # "Class.method" -> the method of a module-level class (its parameters are its own too)
    for stmt in module.body:
        if type(stmt) is cst.ClassDef and isinstance(stmt.body, cst.IndentedBlock):
            others.add(stmt.name.value)
            methods.update((f"{stmt.name.value}.{m.name.value}", m) for m in stmt.body.body if type(m) is cst.FunctionDef)
        elif type(stmt) is cst.FunctionDef:
            if stmt.name.value in defs:
                others.add(stmt.name.value)  # (defined twice: neither is known)
            defs[stmt.name.value] = stmt
        elif type(stmt) is cst.SimpleStatementLine:
            for small in stmt.body:
                if type(small) is cst.Assign and _literal(small.value):
                    for t in small.targets:
                        literal_names.update(assigned_names(t.target))
                elif type(small) in (cst.Import, cst.ImportFrom) and not isinstance(small.names, cst.ImportStar):
                    for alias in small.names:
                        name = alias.asname.name if alias.asname else alias.name
                        while type(name) is cst.Attribute:
                            name = name.value
                        if type(name) is cst.Name:
                            imported.add(name.value)
                else:
                    others.update(bound_names([small]))
        else:
            others.update(bound_names([stmt]))
    literal_names -= others  # (bound to something else too)
    imported -= set(tf_names) | others
    free: dict = {}
    tf_names = set(tf_names)
    for name, fn in defs.items():
        if name in others or any(n.value in tf_names for n in instances(fn, cst.Name)) or instances(fn, (cst.Global, cst.Nonlocal)):
            continue  # (a function naming TF, the common case, is not walked further)
        free[name] = {n.value for n in name_nodes_read(fn)} - bound_names([fn]) - _BUILTINS
    for key, fn in methods.items():  # (a method no function calls by name: read only the module's names)
        if not any(n.value in tf_names for n in instances(fn, cst.Name)) and not instances(fn, (cst.Global, cst.Nonlocal)):
            free[key] = {n.value for n in name_nodes_read(fn)} - bound_names([fn]) - _BUILTINS
            defs[key] = fn
    plain = set(free)
    changed = True
    while changed:  # (a function calling one that is not plain is not plain)
        changed = False
        for name in list(plain):
            if free[name] - literal_names - imported - plain - {name}:
                plain.discard(name)
                changed = True
    return frozenset(id(defs[name]) for name in plain)


def _with_bodies(stmts, functions: list | None = None):
    """``stmts`` and, in order, the statements of their ``with`` blocks (which run once, at
    module level: ``n_weight = 128`` of a layer helper inlined in ``with
    tf.variable_scope("siamese"):``). ``functions`` (a list) gets the module-level function
    definitions met."""
    for stmt in stmts:
        yield stmt
        if isinstance(stmt, cst.With) and isinstance(stmt.body, cst.IndentedBlock):
            yield from _with_bodies(stmt.body.body, functions)
        elif functions is not None and type(stmt) is cst.FunctionDef:
            functions.append(stmt)


def int_constants(module: cst.Module, opaque: frozenset = frozenset(), into: set | None = None) -> dict:
    """{name: int} for the file's module-level int constants (see the module docstring; the
    bindings inside the functions in ``opaque``, ``plain_functions``, are not counted).
    ``into`` (a set) gets the names every binding of which is a module-level assignment of an
    int literal, to different ints (``segment_int_constants`` reads them per graph segment)."""
    found, aliases = {}, {}
    repeats: dict = {}  # name -> how many statements bind it to an int literal
    functions: list = []
    local: set = set()  # names a function's statement binds to an int literal
    # the module's statements, then a function's own ``hidden1_units = 32`` (what inlining a
    # builder's int parameter leaves in the function calling it), when it is the name's only
    # binding in the file: every read of the name that does not raise NameError reads it (the
    # function's ``with`` blocks included; the plain functions of ``opaque`` keep their names
    # to themselves; aliases only at module level)
    module_level = ((stmt, False) for stmt in _with_bodies(module.body, functions))
    in_functions = ((stmt, True) for fn in functions if id(fn) not in opaque and isinstance(fn.body, cst.IndentedBlock)
                    for stmt in _with_bodies(fn.body.body))
    for stmt, in_function in itertools.chain(module_level, in_functions):  # (the functions once the module is read)
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if not isinstance(small, cst.Assign):
                continue
            for t in small.targets:  # (``input_vec_size = lstm_size = 10``: each name)
                for name, value in _ints(t.target, small.value).items():
                    if found.get(name, value) != value:
                        value = None  # (bound to another int elsewhere: no constant)
                    found[name] = value
                    repeats[name] = repeats.get(name, 0) + 1
                    if in_function:
                        local.add(name)
            if in_function:
                continue
            if len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name) and isinstance(small.value, cst.Name):
                aliases[small.targets[0].target.value] = small.value.value  # ``n_units_attr = n_units``
            elif isinstance(small.value, cst.BinaryOperation):
                for t in small.targets:  # ``img_size_flat = img_h * img_w`` (worked out below)
                    if isinstance(t.target, cst.Name):
                        aliases[t.target.value] = small.value
    dicts = _dict_literals(module)
    if not found and not dicts:
        return {}
    counts = binding_counts(module, opaque)
    # (bound once; or, in a notebook's cells, again to the same int at module level each time:
    # ageron's ``n_steps = 20`` before each model)
    ints = {name: value for name, value in found.items() if value is not None and counts[name] == repeats[name]}
    if into is not None:  # (every binding a module-level int literal, to different ints: per graph segment)
        into.update(name for name, value in found.items() if value is None and counts[name] == repeats[name] and name not in local)
    for name, source in aliases.items():  # (in file order: an alias of an alias follows it)
        if counts[name] != 1:
            continue
        if isinstance(source, str):
            if source in ints:
                ints[name] = ints[source]
            continue
        value = int_of(source, ints)
        if value is not None:
            ints[name] = value
    ints.update(_dict_items(module, dicts, aliases, counts))
    return ints


_READ_ONLY_DICT_METHODS = frozenset({"get", "keys", "values", "items", "copy"})


def _dict_literals(module: cst.Module) -> dict:
    """{name: {key: int}} of the module-level ``name = {"key": <int literal>, ...}`` statements
    (string keys, every value a literal: ``inline._literal``; items of other values left out)."""
    from migrate.source.native.inline import _literal  # (inline imports this module)

    out = {}
    for stmt in module.body:
        if type(stmt) is not cst.SimpleStatementLine:
            continue
        for small in stmt.body:
            if type(small) is cst.Assign and len(small.targets) == 1 and type(small.targets[0].target) is cst.Name \
                    and type(small.value) is cst.Dict:
                items = {}
                for e in small.value.elements:
                    # (every value immutable: a nested dict or list could be changed through
                    # another name, ``inner = config["inner"]; inner["drop"] = 0.5``: hunt 40 zb_099)
                    if type(e) is not cst.DictElement or type(e.key) is not cst.SimpleString or not _literal(e.value):
                        items = None
                        break
                    if type(e.value) is cst.Integer:
                        items[e.key.evaluated_value] = int(e.value.value)
                if items:
                    out[small.targets[0].target.value] = items
    return out


_NAMESPACE_READERS = frozenset({"globals", "vars", "locals", "exec", "eval"})


def _dict_items(module: cst.Module, dicts: dict, aliases: dict, counts) -> dict:
    """The int items of the dict constants, keyed ``'name["key"]'`` (``shapes.item_key``): a
    module-level dict literal bound once, and its aliases (``config_attr = config``, what
    inlining a class that stored its config leaves), each bound once and read only as
    ``name["key"]``, through a read-only method (``.get``, ``.items``...) or as the whole value
    of such an alias: nothing can change the dict (no item stored or deleted, no ``.update``,
    not passed to a function). A model's ``config["hidden"]`` as a layer width (hunt 38 z_039)."""
    if any(type(c.func) is cst.Name and c.func.value in _NAMESPACE_READERS for c in instances(module, cst.Call)):
        return {}  # (``globals()["config"]["keep"] = 2`` changes it by its name as a string: hunt 40 zb_086 / zb_117)
    names = {n for n in dicts if counts[n] == 1}
    members = {a: s for a, s in aliases.items() if isinstance(s, str) and counts[a] == 1}
    family = {n: n for n in names}
    for alias, source in members.items():  # (in file order: an alias of an alias follows it)
        if source in family:
            family[alias] = family[source]
    if not family:
        return {}
    # the reads of the family's names that cannot change the dict: ``name["key"]`` loaded, a
    # read-only method called (``name.get(...)``), the whole value of an alias, its one binding
    harmless: set = set()
    stored = {id(n.target) for n in instances(module, (cst.AssignTarget, cst.AugAssign, cst.Del))}
    for n in instances(module, cst.Subscript):
        if type(n.value) is cst.Name and n.value.value in family and id(n) not in stored:
            harmless.add(id(n.value))
    for c in instances(module, cst.Call):
        f = c.func
        if type(f) is cst.Attribute and type(f.value) is cst.Name and f.value.value in family and f.attr.value in _READ_ONLY_DICT_METHODS:
            harmless.add(id(f.value))
    for a in instances(module, cst.Assign):
        if type(a.value) is cst.Name and a.value.value in family:
            harmless.add(id(a.value))  # ``config_attr = config`` (the alias is checked as a member)
        harmless.update(id(t.target) for t in a.targets if type(t.target) is cst.Name and t.target.value in family)
    spoiled = {family[n.value] for n in instances(module, cst.Name) if n.value in family and id(n) not in harmless}
    out = {}
    for name, root in family.items():
        if root not in spoiled:
            out.update((f"{name}[{key!r}]", value) for key, value in dicts[root].items())
    return out


def size_bindings(module: cst.Module, table) -> tuple:
    """(names bound once to a ``tf.placeholder``, {name bound once to ``tf.shape(t)[i]`` with ``t``
    bound once: that value}): the sizes ``shapes._dimension`` reads as TF1's shape inference had
    them (a placeholder is never a constant; ``batch_size = tf.shape(x)[0]`` read in
    ``tf.reshape(x, [batch_size, -1])``: hunt 39 za_098)."""
    counts = binding_counts(module)
    fed, sizes = set(), {}
    for n in instances(module, cst.Assign):
        if len(n.targets) != 1 or type(n.targets[0].target) is not cst.Name or counts[n.targets[0].target.value] != 1:
            continue
        name, value = n.targets[0].target.value, n.value
        if type(value) is cst.Call and table.qualname(value.func) == "tf.placeholder":
            fed.add(name)
        elif type(value) is cst.Subscript and type(value.value) is cst.Call and table.qualname(value.value.func) == "tf.shape" \
                and len(value.value.args) == 1 and type(value.value.args[0].value) is cst.Name \
                and counts[value.value.args[0].value.value] == 1:
            sizes[name] = value
    return frozenset(fed), sizes


def numpy_imports(module: cst.Module) -> set:
    """The names ``import numpy as np`` / ``import numpy`` bind at module level."""
    out = set()
    for stmt in module.body:
        if type(stmt) is cst.SimpleStatementLine:
            for small in stmt.body:
                if type(small) is cst.Import:
                    for a in small.names:
                        if type(a.name) is cst.Name and a.name.value == "numpy":
                            out.add(a.asname.name.value if a.asname is not None and type(a.asname.name) is cst.Name else "numpy")
    return out


def segment_int_constants(stmts: list, names: set) -> dict:
    """{name: int} for the ``names`` (``int_constants``'s ``into``) that a graph segment's
    top-level statements ``stmts`` bind, each to one int, before any of its statements reads
    them (ageron's notebooks: ``n_hidden2 = 20`` before one model, ``n_hidden2 = 30`` after
    ``reset_graph()`` before the next; within each, the name is that int)."""
    found: dict = {}
    seen: set = set()  # names read or bound by earlier statements
    for stmt in stmts:
        bound: dict = {}
        if type(stmt) is cst.SimpleStatementLine:
            for small in stmt.body:
                if type(small) is cst.Assign:
                    for t in small.targets:
                        bound.update((name, value) for name, value in _ints(t.target, small.value).items() if name in names)
        for name, value in bound.items():
            if name not in seen:
                found[name] = value
            elif found.get(name) != value:
                found[name] = None
        seen.update(n.value for n in nodes(stmt) if type(n) is cst.Name and n.value in names)
    return {name: value for name, value in found.items() if value is not None}


def _single_assignments(module: cst.Module):
    """(name, value) of each module-scope ``name = value`` (one plain-name target), in order:
    the module body's and those in its ``with`` blocks (``with tf.variable_scope(...):`` opens
    no Python scope; ``shape_2 = [h1]`` left there by an inlined layer helper)."""
    def walk(body):
        for stmt in body:
            if isinstance(stmt, cst.SimpleStatementLine):
                for small in stmt.body:
                    if isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name):
                        yield small.targets[0].target.value, small.value
            elif isinstance(stmt, cst.With) and isinstance(stmt.body, cst.IndentedBlock):
                yield from walk(stmt.body.body)
    yield from walk(module.body)


def float_constants(module: cst.Module) -> dict:
    """{name: float} for the file's module-level float constants: names bound exactly once in
    the file, by a plain module-body assignment of a float literal (``LEARNING_RATE_DECAY_FACTOR
    = 0.1``, ``-0.5``)."""
    found: dict = {}
    for name, value in _single_assignments(module):
        negative = isinstance(value, cst.UnaryOperation) and isinstance(value.operator, cst.Minus)
        number = value.expression if negative else value
        if isinstance(number, cst.Float):
            found[name] = -float(number.value) if negative else float(number.value)
    return _bound_once(found, module)


def none_names(module: cst.Module) -> frozenset:
    """Names a plain module-body assignment binds to ``None`` (``SEED = None``), however often
    the file binds them otherwise: a value that may be None."""
    return frozenset(name for name, value in _single_assignments(module) if isinstance(value, cst.Name) and value.value == "None")


def shape_constants(module: cst.Module, ints: dict) -> dict:
    """{name: [dims]} for the file's module-level shape constants: names bound exactly once in
    the file, by a plain module-body assignment of a list or tuple literal of ints, int
    constants, int arithmetic of those, or None (``shape = [filter_size, filter_size,
    num_channels, num_filters]``, what inlining a layer helper leaves)."""
    from migrate.source.native.shapes import _ints

    found: dict = {}
    for name, value in _single_assignments(module):
        if isinstance(value, (cst.List, cst.Tuple)):
            dims = _ints(value, ints)
            if dims is not None:
                found[name] = dims
    return _bound_once(found, module)


def _bound_once(found: dict, module: cst.Module) -> dict:
    """The entries of ``found`` whose name the file binds exactly once."""
    if not found:
        return {}
    counts = binding_counts(module)
    return {name: v for name, v in found.items() if counts[name] == 1}


def str_constants(module: cst.Module, ints: dict) -> dict:
    """{name: str} for the file's module-level string constants: names bound exactly once in the
    file, by a plain module-body assignment of a value ``string_value`` computes from literals
    and earlier constants (``layer_name = 'layer%s' % n_layer`` once an inlined helper's
    ``n_layer = 1`` is an int constant)."""
    counts = None
    found: dict = {}
    for name, node in _single_assignments(module):
        value = string_value(node, found, ints)
        if value is None:
            continue
        counts = counts if counts is not None else binding_counts(module)
        if counts[name] == 1:
            found[name] = value
    return found


def string_value(node, strs: dict, ints: dict) -> str | None:
    """The str an expression is, from the source alone: a string literal, a string constant's
    name, ``+`` of two such, ``%`` of such by an int/str literal or constant (or a tuple of
    them); else None."""
    t = type(node)
    if t is cst.SimpleString:
        value = node.evaluated_value
        return value if isinstance(value, str) else None
    if t is cst.Name:
        return strs.get(node.value)
    if t is cst.BinaryOperation and type(node.operator) is cst.Add:
        left, right = string_value(node.left, strs, ints), string_value(node.right, strs, ints)
        return None if left is None or right is None else left + right
    if t is cst.BinaryOperation and type(node.operator) is cst.Modulo:
        left = string_value(node.left, strs, ints)
        parts = node.right.elements if type(node.right) is cst.Tuple else None
        values = [_format_value(e.value, strs, ints) for e in parts] if parts is not None else [_format_value(node.right, strs, ints)]
        if left is None or any(v is None for v in values):
            return None
        try:
            return left % (tuple(values) if parts is not None else values[0])
        except (TypeError, ValueError):
            return None
    return None


def _format_value(node, strs: dict, ints: dict):
    if type(node) is cst.Integer:
        return int(node.value)
    if type(node) is cst.Name and node.value in ints:
        return ints[node.value]
    return string_value(node, strs, ints)


# numpy constructors whose result's shape is their size argument (``np.random.sample((n, 4))``)
_NP_SIZED = {"zeros": ("shape", 0), "ones": ("shape", 0), "empty": ("shape", 0), "random.sample": ("size", 0),
             "random.random": ("size", 0), "random.random_sample": ("size", 0), "random.uniform": ("size", 2),
             "random.normal": ("size", 2), "random.randint": ("size", 2)}
_NP_DIMS = {"random.rand", "random.randn"}  # ``np.random.rand(n, 4)``: each argument a dimension
_NP_SAME = {"astype", "copy"}  # methods keeping the shape


def array_shapes(module: cst.Module, ints: dict, np_names: set) -> dict:
    """{name: [dims]} for module-level names bound exactly once in the file to a numpy array of
    a stated shape: ``np.zeros``/``ones``/``empty`` of a shape, ``np.random.sample``/``random``/
    ``uniform``/``normal``/``randint`` with ``size=``, ``np.random.rand``/``randn`` of dims, each
    optionally followed by ``.astype(...)``, or another NumPy value ``shapes._np_shape`` reads
    (``np.linspace``, ``np.array`` of a literal, ``.reshape``) (a ``tf.data`` pipeline's element shapes come from
    them: rule ``datasets``). ``np_names``: the names numpy is imported as."""
    from migrate.source.native.shapes import _np_shape

    found: dict = {}
    for name, value in _single_assignments(module):
        dims = _array_shape(value, ints, np_names)
        if dims is None and np_names and type(value) is cst.Call:
            dims = _np_shape(value) or None  # ``np.linspace(-1, 1, 16).reshape(8, 2)``, ``np.array([[...]])`` (hunt 28)
        if dims is not None:
            found[name] = dims
    return _bound_once(found, module)


def _numpy_maker(value, np_names: set):
    """(constructor name such as ``random.sample``, its call, the outermost ``.astype(...)``
    argument or None) of ``np.<constructor>(...)[.astype(...)|.copy()]*``, else None."""
    astype = None
    while isinstance(value, cst.Call) and isinstance(value.func, cst.Attribute) and value.func.attr.value in _NP_SAME:
        if value.func.attr.value == "astype" and astype is None and value.args:
            astype = value.args[0].value
        value = value.func.value
    if not isinstance(value, cst.Call):
        return None
    parts = []
    f = value.func
    while isinstance(f, cst.Attribute):
        parts.append(f.attr.value)
        f = f.value
    if not isinstance(f, cst.Name) or f.value not in np_names:
        return None
    name = ".".join(reversed(parts))
    return (name, value, astype) if name in _NP_DIMS or name in _NP_SIZED else None


def _array_shape(value, ints: dict, np_names: set) -> list | None:
    from migrate.source.native.shapes import _ints, int_of

    made = _numpy_maker(value, np_names)
    if made is None:
        return None
    name, value, _ = made
    if name in _NP_DIMS:
        dims = [int_of(a.value, ints) for a in value.args if a.keyword is None and not a.star]
        return dims if dims and all(d is not None for d in dims) and len(dims) == len(value.args) else None
    keyword, position = _NP_SIZED[name]
    given = next((a.value for a in value.args if a.keyword is not None and a.keyword.value == keyword), None)
    if given is None and len(value.args) > position and value.args[position].keyword is None:
        given = value.args[position].value
    if given is None:
        return None
    n = int_of(given, ints)
    if n is not None:
        return [n]
    dims = _ints(given, ints) if isinstance(given, (cst.Tuple, cst.List)) else None
    return dims if dims is not None and all(d is not None for d in dims) else None


_NP_DTYPE_NAMES = frozenset({"float16", "float32", "float64", "int8", "int16", "int32", "int64", "uint8", "bool"})


def array_dtypes(module: cst.Module, np_names: set) -> dict:
    """{name: dtype name} for the module-level arrays ``array_shapes`` reads: the outermost
    ``.astype(np.float32)`` / ``dtype=`` of ``zeros``/``ones``/``empty``, else numpy's default
    (float64; int64 for ``randint``)."""
    found: dict = {}
    assignments = list(_single_assignments(module))
    generators = frozenset(name for name, value in assignments if _generator(value, np_names))
    for name, value in assignments:
        dtype = _value_dtype(value, np_names, found, generators)  # (``X = np.arange(8).astype("float64") / 7.0``: hunt 28 W2)
        if dtype is not None:
            found[name] = dtype
    return _bound_once(found, module)


def _maker_dtype(made, np_names: set) -> str | None:
    """The dtype of a ``_numpy_maker`` result: its outermost ``.astype(...)`` / ``dtype=``, else
    numpy's default (float64; int64 for ``randint``); None for None."""
    if made is None:
        return None
    maker, call, astype = made
    given = astype if astype is not None else _dtype_argument(call, 1 if maker in ("zeros", "ones", "empty") else None)
    return _numpy_dtype(given, np_names) if given is not None else ("int64" if maker == "random.randint" else "float64")


_NP_SAME_DTYPE = _NP_SAME | {"reshape", "flatten", "ravel", "transpose"}  # methods keeping the dtype


def _dtype_argument(call: cst.Call, position: int | None):
    """The ``dtype=`` argument of a NumPy maker call, or the positional one at ``position``
    (``np.ones(shape, np.float32)``, ``np.array(rows, np.float32)``: hunt 28 M1 read them as
    float64); else None."""
    given = next((a.value for a in call.args if a.keyword is not None and a.keyword.value == "dtype"), None)
    if given is None and position is not None and len(call.args) > position and all(
            a.keyword is None and not a.star for a in call.args[:position + 1]):
        given = call.args[position].value
    return given


def _made_dtype(value, np_names: set) -> str | None:
    """The dtype of ``np.<maker>(...)`` (``_maker_dtype``), of ``np.arange(...)`` (float64 when
    an argument is a float literal, else int64) / ``np.linspace(...)`` (float64), of
    ``np.array(<literal>)`` (``_literal_dtype``), or their ``dtype=``; through
    ``.reshape`` / ``.astype`` / ``.copy`` / ``.flatten`` / ``.ravel`` / ``.transpose``; else None
    (``np.arange(8.0).reshape(4, 2)`` sliced by a dataset into a layer: hunt 26 r19)."""
    astype = None
    while type(value) is cst.Call and type(value.func) is cst.Attribute and value.func.attr.value in _NP_SAME_DTYPE:
        if value.func.attr.value == "astype" and astype is None and value.args:
            astype = value.args[0].value
        value = value.func.value
    if astype is not None:
        return _numpy_dtype(astype, np_names)
    made = _numpy_maker(value, np_names)
    if made is not None:
        return _maker_dtype(made, np_names)
    if not (type(value) is cst.Call and type(value.func) is cst.Attribute and type(value.func.value) is cst.Name
            and value.func.value.value in np_names and value.func.attr.value in ("arange", "linspace", "array", "asarray")
            and value.args):
        return None
    given = _dtype_argument(value, {"array": 1, "asarray": 1, "arange": 3, "linspace": 5}[value.func.attr.value])
    if given is not None:
        return _numpy_dtype(given, np_names)
    if value.func.attr.value in ("array", "asarray"):
        return _literal_dtype(value.args[0].value)
    if value.func.attr.value == "linspace":
        return "float64"
    leaves = [a.value.expression if type(a.value) is cst.UnaryOperation else a.value for a in value.args]
    if any(type(v) is cst.Float for v in leaves):
        return "float64"
    return "int64" if leaves and all(type(v) is cst.Integer for v in leaves) and not any(a.star for a in value.args) else None


def numpy_value_dtype(node, ctx) -> str | None:
    """The dtype name of the NumPy array ``node`` makes, where the source states it: a
    module-level array of ``ctx.array_dtypes``, or ``np.ones(...)`` / ``zeros`` / ``random.*``
    (float64 unless ``dtype=`` or ``.astype(...)`` says otherwise; ``randint``: int64), also
    through ``.reshape(...)``; else None (``tf.constant(np.ones((1, 3)))`` is float64: a layer
    on it made float64 variables in TF1, hunt 26 W1)."""
    return _value_dtype(node, ctx.numpy_names, ctx.array_dtypes)


def _generator(value, np_names) -> bool:
    """``np.random.RandomState(...)`` / ``np.random.default_rng(...)``."""
    return type(value) is cst.Call and type(value.func) is cst.Attribute and value.func.attr.value in ("RandomState", "default_rng") \
        and type(value.func.value) is cst.Attribute and value.func.value.attr.value == "random" \
        and type(value.func.value.value) is cst.Name and value.func.value.value.value in np_names


_GENERATOR_DTYPES = {"rand": "float64", "randn": "float64", "random_sample": "float64", "random": "float64", "uniform": "float64",
                     "normal": "float64", "standard_normal": "float64", "randint": "int64", "integers": "int64"}


def _value_dtype(node, np_names, known: dict, generators: frozenset = frozenset()) -> str | None:
    """``numpy_value_dtype`` with ``known`` the dtypes of names; ``generators``: names bound to
    a NumPy random generator (``rng.rand(4, 2)`` is float64: hunt 28 w5e)."""
    while type(node) is cst.Call and type(node.func) is cst.Attribute and node.func.attr.value in _NP_SAME_DTYPE - {"astype"}:
        node = node.func.value  # (``.reshape`` / ``.copy`` / ``.flatten`` ... keep the dtype; an ``astype`` is ``_made_dtype``'s)
    if type(node) is cst.Name:
        return known.get(node.value)
    if type(node) is cst.BinaryOperation and type(node.operator) in (cst.Add, cst.Subtract, cst.Multiply, cst.Divide):
        # (an array and Python numbers: the array's dtype; ``np.random.randn(3) * 1e-3 + 1.0``)
        sides = [_value_dtype(n, np_names, known, generators) if type(n) not in (cst.Float, cst.Integer) else type(n).__name__
                 for n in (node.left, node.right)]
        arrays = {d for d in sides if d not in ("Float", "Integer")}
        if len(arrays) != 1 or None in arrays:
            return None
        found = arrays.pop()
        if found.startswith(("int", "uint")) and ("Float" in sides or type(node.operator) is cst.Divide):
            return "float64"  # (an int array divided, or times a float: numpy's float64)
        return found
    if type(node) is cst.Call and type(node.func) is cst.Attribute and node.func.attr.value in _GENERATOR_DTYPES and (
            _generator(node.func.value, np_names) or type(node.func.value) is cst.Name and node.func.value.value in generators) \
            and arg(node, None, "dtype") is None:
        return _GENERATOR_DTYPES[node.func.attr.value]
    return _made_dtype(node, np_names)


def _literal_dtype(node) -> str | None:
    """NumPy's dtype of a nested list / tuple of number literals (``[[1e8 + 1.0, 0.5]]``):
    float64 if any number is a float, int64 if all are integers; None if anything else is
    there (a name, a call, a string, a bool)."""
    kinds = set()
    stack = [node]
    while stack:
        n = stack.pop()
        t = type(n)
        if t in (cst.List, cst.Tuple):
            stack.extend(e.value for e in n.elements if type(e) is cst.Element)
            if any(type(e) is not cst.Element for e in n.elements):
                return None
        elif t is cst.UnaryOperation and type(n.operator) in (cst.Minus, cst.Plus):
            stack.append(n.expression)
        elif t is cst.BinaryOperation and type(n.operator) in (cst.Add, cst.Subtract, cst.Multiply):
            stack.extend((n.left, n.right))
        elif t in (cst.Float, cst.Integer):
            kinds.add(t)
        else:
            return None
    return "float64" if cst.Float in kinds else "int64" if kinds else None


def _numpy_dtype(node, np_names: set) -> str | None:
    """``"float32"`` of ``np.float32`` / ``"float32"``; ``float`` -> float64, ``int`` -> int64."""
    if isinstance(node, cst.Attribute) and isinstance(node.value, cst.Name) and node.value.value in np_names \
            and node.attr.value in _NP_DTYPE_NAMES:
        return node.attr.value
    if isinstance(node, cst.SimpleString) and node.evaluated_value in _NP_DTYPE_NAMES:
        return node.evaluated_value
    if isinstance(node, cst.Name):
        return {"float": "float64", "int": "int64", "bool": "bool"}.get(node.value)
    return None
