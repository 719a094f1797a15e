"""Placeholder factories of sibling helper modules (``from helper_model import placeholder_for``).

A script that feeds a placeholder made by a helper function needs, to convert natively, what
that placeholder is. ``sibling_factories(module, path)`` reads (never imports) the modules the
script imports with ``from NAME import f`` when ``NAME.py`` sits next to ``path``, and finds
*placeholder factories*: module-level functions whose body is only ``return tf.placeholder(...)``
(a docstring allowed) reading nothing but their parameters and TensorFlow names.
``inline(call, factory, ctx)`` is that placeholder call, spelled for the script, with the
call's arguments in place of the parameters (``placeholder_for(3)`` ->
``tf.placeholder(tf.float32, [None, 3], name="helper_input")``), so the script's placeholder
is planned like its own. The helper itself converts its factory to a ``tf.TensorSpec``
(rule ``placeholders``). ``sibling_builders`` finds the imported functions that build graph
state in a sibling that stays a compat island: the script calling one is refused (its graph
is built partly in TF1 code). Only done for files on disk; one parse per imported sibling.
Never imports TensorFlow.
"""
from __future__ import annotations

import dataclasses
import os

import libcst as cst

from migrate.source.native.aliases import ImportTable
from migrate.source.native.context import names_in
from migrate.source.native.initial_values import is_initializer_name
from migrate.source.native.walk import instances

FACTORY_CALLS = {"tf.placeholder"}


@dataclasses.dataclass
class Factory:
    params: cst.Parameters
    value: cst.Call  # the returned placeholder call, in the helper's spelling
    table: ImportTable  # the helper's TF names


def module_name(node) -> str:
    """``a.b.c`` of an import's dotted name node ("" for anything else)."""
    if isinstance(node, cst.Name):
        return node.value
    if isinstance(node, cst.Attribute):
        return module_name(node.value) + "." + node.attr.value
    return ""


# calls that make graph state a script's conversion would need to see: a function of a sibling
# module making any of them builds graph code in another file (``sibling_builders``)
_STATE_MAKERS = ("tf.Variable", "tf.get_variable", "tf.layers.", "tf.contrib.layers.", "tf.contrib.slim.", "tf.contrib.rnn.",
                 "tf.nn.rnn_cell.", "tf.nn.dynamic_rnn", "tf.nn.static_rnn", "tf.summary.", "tf.train.", "tf.variable_scope",
                 "tf.keras.layers.", "tf.add_to_collection", "tf.placeholder")


def _siblings(module: cst.Module, path: str):
    """(sibling module name, parsed sibling, {its function name: local spelling}) for each
    module the script imports (``import NAME [as A]`` -> ``A.f``; ``from NAME import f [as g]``
    -> ``g``) when ``NAME.py`` sits next to ``path``; the sibling is parsed once, never run."""
    folder = os.path.dirname(os.path.abspath(path)) if path and os.path.isfile(path) else None
    if folder is None:
        return
    wanted: dict = {}  # sibling module -> {its name: local spelling} (None: the whole module, as A)
    for stmt in module.body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if isinstance(small, cst.ImportFrom) and not small.relative and small.module is not None and not isinstance(small.names, cst.ImportStar):
                name = module_name(small.module)
                if "." not in name and os.path.isfile(os.path.join(folder, name + ".py")):
                    for a in small.names:
                        local = a.asname.name.value if a.asname is not None else a.name.value
                        wanted.setdefault(name, {})[a.name.value] = local
            elif isinstance(small, cst.Import):
                for a in small.names:
                    name = module_name(a.name)
                    if "." not in name and os.path.isfile(os.path.join(folder, name + ".py")):
                        wanted.setdefault(name, {})[None] = a.asname.name.value if a.asname is not None else name
    for name, imported in wanted.items():
        try:
            with open(os.path.join(folder, name + ".py"), encoding="utf-8") as f:
                helper = cst.parse_module(f.read())
        except (OSError, UnicodeDecodeError, cst.ParserSyntaxError):
            continue
        yield name, helper, imported


_CONVERTING: set = set()  # sibling paths being converted (``_converts_natively``: import cycles)


def _converts_natively(path: str, helper: cst.Module) -> bool:
    """The sibling at ``path`` converts natively (no compat island): its graph-building
    functions are TF2 code the converted script can call at each run (``get_variable`` through
    the emitted variable store). (That conversion ends by clearing ``walk``'s caches: the
    script's conversion, under way, rebuilds what it needs; the caches hold speed, not state.)"""
    from migrate.source.convert import convert_source  # (here: convert imports this package)

    if path in _CONVERTING:
        return False
    _CONVERTING.add(path)
    try:
        return convert_source(helper.code, mode="native", path=path).status != "partial"
    finally:
        _CONVERTING.discard(path)


def sibling_builders(module: cst.Module, path: str) -> dict:
    """Local spelling (``mnist.inference``, ``inference``) -> ``"mnist.py"`` for the functions of
    sibling modules the script imports that make graph state (variables, layers, optimizers,
    summaries, placeholders: ``_STATE_MAKERS``; placeholder factories excepted, inlined by
    ``sibling_factories``) in a module that does not convert natively (a compat island). A
    script calling one builds part of its graph in TF1 code, which the converted script,
    eager, cannot call (TensorFlow's Mechanics 101: ``mnist.inference(images, ...)`` and
    ``mnist.training(loss, lr)`` of a ``mnist.py`` whose ``tf.Variable``s in functions and
    ``minimize`` keep it an island). One conversion of each such sibling."""
    out = {}
    folder = os.path.dirname(os.path.abspath(path)) if path else ""
    for name, helper, imported in _siblings(module, path):
        table = ImportTable.from_module(helper)
        makers = [stmt for stmt in helper.body if isinstance(stmt, cst.FunctionDef) and factory_of(stmt, table) is None and any(
            (table.qualname(c.func) or "").startswith(_STATE_MAKERS)
            or (isinstance(c.func, cst.Attribute) and c.func.attr.value == "minimize") for c in instances(stmt, cst.Call))]
        if not makers or _converts_natively(os.path.join(folder, name + ".py"), helper):
            continue
        for stmt in makers:
            fn = stmt.name.value
            if None in imported:
                out[f"{imported[None]}.{fn}"] = name + ".py"
            if fn in imported:
                out[imported[fn]] = name + ".py"
    return out


def sibling_factories(module: cst.Module, path: str) -> dict:
    """Local name -> Factory for the placeholder factories this script imports from siblings
    (``from NAME import f``)."""
    out = {}
    for _, helper, imported in _siblings(module, path):
        table = ImportTable.from_module(helper)
        for stmt in helper.body:
            if isinstance(stmt, cst.FunctionDef) and stmt.name.value in imported:
                found = factory_of(stmt, table)
                if found is not None:
                    out[imported[stmt.name.value]] = found
    return out


def factory_of(fn: cst.FunctionDef, table: ImportTable) -> Factory | None:
    """``fn`` as a placeholder factory, or None."""
    if fn.decorators or fn.params.star_arg is not cst.MaybeSentinel.DEFAULT or fn.params.star_kwarg is not None:
        return None
    if fn.params.kwonly_params or fn.params.posonly_params or not isinstance(fn.body, cst.IndentedBlock):
        return None
    body = list(fn.body.body)
    if body and is_docstring(body[0]):
        body = body[1:]
    if len(body) != 1 or not isinstance(body[0], cst.SimpleStatementLine) or len(body[0].body) != 1:
        return None
    ret = body[0].body[0]
    if not isinstance(ret, cst.Return) or not isinstance(ret.value, cst.Call):
        return None
    if table.qualname(ret.value.func) not in FACTORY_CALLS:
        return None
    params = {p.name.value for p in fn.params.params}
    # only parameters and TF names (``tf`` heads) are read
    if names_in(ret.value) - params - set(table.names) - {"None", "True", "False"}:
        return None
    return Factory(fn.params, ret.value, table)


def plain_class(cls: cst.ClassDef) -> bool:
    """A class the class passes may rewrite: no decorators or keywords, no base but ``object``,
    an indented body."""
    return not cls.decorators and not cls.keywords and isinstance(cls.body, cst.IndentedBlock) \
        and all(isinstance(b.value, cst.Name) and b.value.value == "object" for b in cls.bases)


def is_docstring(stmt) -> bool:
    """A statement that is only a string literal (a docstring)."""
    return (
        isinstance(stmt, cst.SimpleStatementLine)
        and len(stmt.body) == 1
        and isinstance(stmt.body[0], cst.Expr)
        and isinstance(stmt.body[0].value, (cst.SimpleString, cst.ConcatenatedString))
    )


def bind_arguments(params: list, call: cst.Call) -> dict | None:
    """{parameter name: argument expression} for the arguments ``call`` passes (by position or
    keyword; defaults not filled in), or None if they do not bind simply (``*args``, too many,
    unknown or repeated keywords)."""
    bound: dict = {}
    positional = [a for a in call.args if a.keyword is None]
    if any(a.star for a in call.args) or len(positional) > len(params):
        return None
    for p, a in zip(params, positional):
        bound[p.name.value] = a.value
    names = {p.name.value for p in params}
    for a in call.args:
        if a.keyword is not None:
            if a.keyword.value in bound or a.keyword.value not in names:
                return None
            bound[a.keyword.value] = a.value
    return bound


def inline(node: cst.Call, factory: Factory, ctx) -> cst.Call | None:
    """The placeholder ``node`` (a call of the factory) makes, spelled for the script; None if
    the arguments do not bind simply."""
    params = list(factory.params.params)
    bound = bind_arguments(params, node)
    if bound is None:
        return None
    for p in params:
        if p.name.value not in bound:
            if p.default is None or names_in(p.default) - set(factory.table.names) - {"None", "True", "False"}:
                return None
            bound[p.name.value] = p.default.visit(_Inline({}, factory.table, ctx))
    return factory.value.visit(_Inline(bound, factory.table, ctx))


class _Inline(cst.CSTTransformer):
    def __init__(self, bound, table, ctx):
        super().__init__()
        self.bound, self.table, self.ctx = bound, table, ctx

    def visit_Attribute(self, node):
        return self.table.qualname(node) is None

    def leave_Attribute(self, original, updated):
        q = self.table.qualname(original)
        return self.ctx.tf_attr(q) if q is not None else updated.with_changes(attr=original.attr)

    def leave_Name(self, original, updated):
        q = self.table.qualname(original)
        if q is not None:
            return self.ctx.tf_attr(q)
        return self.bound.get(original.value, updated)

    def leave_Arg(self, original, updated):
        return updated.with_changes(keyword=original.keyword)


def variable_factories(module: cst.Module, table: ImportTable) -> set:
    """Names of the file's *variable factories*: module-level functions (defined once) whose
    body is only assignments to plain names and ``return tf.Variable(...)`` (a docstring
    allowed), as in TF1's tutorials (``def weight_variable(shape): initial =
    tf.truncated_normal(shape, stddev=0.1); return tf.Variable(initial)``). Each call makes a
    new variable, in TF1 and in TF2 alike, so a call that is the whole value of a graph
    statement (``W = weight_variable([5, 5])``) is a variable statement (rule ``variables``)."""
    defined: dict = {}
    for stmt in module.body:
        if isinstance(stmt, cst.FunctionDef):
            defined[stmt.name.value] = None if stmt.name.value in defined else stmt
    out = set()
    for name, fn in defined.items():
        if fn is None or fn.decorators or not isinstance(fn.body, cst.IndentedBlock):
            continue
        body = list(fn.body.body)
        if body and is_docstring(body[0]):
            body = body[1:]
        if not body or not all(isinstance(s, cst.SimpleStatementLine) and len(s.body) == 1 for s in body):
            continue
        *steps, last = [s.body[0] for s in body]
        if not all(isinstance(s, cst.Assign) and len(s.targets) == 1 and isinstance(s.targets[0].target, cst.Name) for s in steps):
            continue
        if isinstance(last, cst.Return) and isinstance(last.value, cst.Call) and table.qualname(last.value.func) == "tf.Variable" \
                and not any(a.keyword is not None and a.keyword.value == "trainable" for a in last.value.args):
            out.add(name)
    return out


# calls a store factory's body may make besides ``tf.get_variable`` and other store factories
_PASSIVE_BUILTINS = frozenset({"int", "float", "sum", "len", "list", "tuple", "max", "min", "abs"})


def store_factories(functions: dict, table: ImportTable) -> set:
    """Names of the file's *store factories*: module-level functions (defined once, no
    decorators) returning the variable ``tf.get_variable`` gives, as the CIFAR-10 tutorial's
    ``def _variable_on_cpu(name, shape, initializer): var = tf.get_variable(name, shape,
    initializer=initializer); return var``. The body is assignments to plain names and a final
    ``return`` of a name bound to ``tf.get_variable(...)`` (or of that call, or of another store
    factory's call); the only calls are ``tf.get_variable`` (without ``trainable=`` /
    ``collections=``), initializer constructors, a few builtins and other store factories.
    With the variable store (rule ``variable_store``) each call is the variable of its full
    name (made on first use), so ``w = _variable_on_cpu("weights", ...)`` is a variable
    statement (rule ``variables``), not a plain Python value the gradient tape cannot see.
    ``functions``: the module's functions bound once (``Context.module_functions``)."""
    candidates = {k: fn for k, fn in functions.items() if not fn.decorators and isinstance(fn.body, cst.IndentedBlock)}
    out: set = set()
    changed = True
    while changed:  # (a factory may return another factory's call: CIFAR-10's two helpers)
        changed = False
        for name, fn in candidates.items():
            if name not in out and _store_factory(fn, table, out):
                out.add(name)
                changed = True
    return out


def _store_factory(fn: cst.FunctionDef, table: ImportTable, known: set) -> bool:
    body = list(fn.body.body)
    if body and is_docstring(body[0]):
        body = body[1:]
    if not body or not all(isinstance(s, cst.SimpleStatementLine) and len(s.body) == 1 for s in body):
        return False
    *steps, last = [s.body[0] for s in body]
    if not isinstance(last, cst.Return) or last.value is None:
        return False
    bound: dict = {}
    for s in steps:
        if not (isinstance(s, cst.Assign) and len(s.targets) == 1 and isinstance(s.targets[0].target, cst.Name)):
            return False
        bound[s.targets[0].target.value] = s.value
    for c in instances(fn.body, cst.Call):
        q = table.qualname(c.func)
        if q == "tf.get_variable":
            if any(a.keyword is not None and a.keyword.value in ("trainable", "collections") for a in c.args):
                return False
        elif not is_initializer_name(q) and not (
                q is None and isinstance(c.func, cst.Name) and (c.func.value in known or c.func.value in _PASSIVE_BUILTINS)):
            return False
    made = bound.get(last.value.value) if isinstance(last.value, cst.Name) else last.value
    return isinstance(made, cst.Call) and (
        table.qualname(made.func) == "tf.get_variable" or (isinstance(made.func, cst.Name) and made.func.value in known))
