"""Rule ``variable_store``: ``tf.get_variable`` in helper functions / reused scopes -> a
create-once variable store emitted into the converted file (plain TF2 code).

Used for a whole file when it creates variables with ``tf.get_variable`` inside a function
(one that opens no session) or enters a ``tf.variable_scope(..., reuse=...)``. Transforms::

    def tower(x):
        w = tf.get_variable("w", initializer=w0)
        ->  w = _variable("w", lambda: w0)
    with tf.variable_scope("shared", reuse=tf.AUTO_REUSE):   (in a function)
        ->  with _variable_scope("shared"):
    with tf.variable_scope("shared", reuse=True):            (module level, flattened)
        out = tower(x)
        ->  with _variable_scope("shared"):
                out = tower(x)
    w = tf.get_variable("w")  (reuse: no shape, no initializer)  ->  w = _variable("w", None)
    tf.global_variables()     ->  list(_variables.values())
    tf.trainable_variables()  ->  [var for var in _variables.values() if var.trainable]
    tf.trainable_variables(scope="gen")  (also tf.get_collection(TRAINABLE_VARIABLES, scope="gen"))
        ->  [var for var in _variables.values() if var.trainable and var.name.startswith('gen')]

and, once after the imports, the store itself (names made unique in the file)::

    _variables = {}  # full TF1 name -> tf.Variable, in creation order
    _variable_scopes = []
    def _variable(name, initial_value=None, trainable=True): ...  # creates once, then returns it
    class _variable_scope: ...                                 # pushes/pops a name prefix

``_variable`` names a variable ``"/".join(open scopes + [name])``, as TF1 ``get_variable``
does (it follows ``variable_scope`` only, never ``name_scope``), so ``v.name`` is the TF1
name (``shared/w:0``). Module-level ``get_variable`` calls under literal scopes get their full
name statically; calls of functions under a scope are wrapped in ``_variable_scope``.

CAVEATS:
1. A valid TF1 program (one that ran without "already exists" / "does not exist" errors)
   behaves identically: ``reuse=True``/``AUTO_REUSE``/``False`` (or a name such as a
   function's ``reuse`` parameter, or a comparison of names: any expression without side
   effects) only decide which of those errors TF1 raises, so the store drops them. An invalid
   program is not detected; a ``reuse=`` expression with a call in it is refused.
2. Refused: ``tf.Variable`` inside a helper function (TF1 makes uniquified copies ``w_1`` at
   each call) or without a literal ``name=`` under a variable_scope in such a file (with one,
   it is named by the enclosing name scopes made unique, as TF1 names it: ``s_1/v``);
   ``variable_scope`` with a non-literal name outside functions (inside one, a name expression
   without side effects is pushed when it runs: ``with tf.variable_scope(name):`` in a layer
   helper given its name), ``as`` (but ``as scope`` used only for
   ``scope.reuse_variables()``, which goes like ``reuse=True`` at module level and in
   functions, DCGAN's ``if reuse: scope.reuse_variables()`` included, or never read, which
   goes: ``native.scope_names``), ``initializer=``,
   ``custom_getter=``, ``partitioner=`` or other arguments; ``get_variable`` keywords refused
   by rule ``variables``; a ``variable_scope`` around a function imported from another module.
3. The store is per module: variables created by an imported (converted) helper live in the
   helper's store. ``tf.global_variables()`` / ``tf.trainable_variables()`` are converted only
   when every variable of the file comes from the store (no ``tf.Variable``, layers, Keras,
   slot optimizers, functions imported from other modules) and no helper call moved into a
   ``sess.run`` function (it would create its variables only when run); otherwise refused.
4. ``minimize`` without ``var_list`` whose loss comes from a function call is refused (the
   variables it reaches are created inside the function).
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, string_literal

RULE = Rule("variable_store", "get_variable in helpers / reused variable_scope -> create-once variable store")

HANDLES = {"tf.get_variable", "tf.global_variables", "tf.trainable_variables", "tf.Variable"}


def side_effect_free(value) -> bool:
    """Names, attribute chains of names, literals and ``not``/``and``/``or``/comparisons of them."""
    if isinstance(value, (cst.Name, cst.Integer, cst.SimpleString)):
        return True
    if isinstance(value, cst.Attribute):
        return side_effect_free(value.value)
    if isinstance(value, cst.UnaryOperation) and isinstance(value.operator, cst.Not):
        return side_effect_free(value.expression)
    if isinstance(value, cst.BooleanOperation):
        return side_effect_free(value.left) and side_effect_free(value.right)
    if isinstance(value, cst.Comparison):
        return side_effect_free(value.left) and all(side_effect_free(c.comparator) for c in value.comparisons)
    return False


def reuse_value(value, ctx) -> bool:
    """``reuse=`` values the store may drop: by caveat 1 the value only decides which error an
    invalid TF1 program raises, so any expression whose evaluation has no side effect
    (``True``, ``tf.AUTO_REUSE``, a ``reuse`` parameter, ``i > 0``...)."""
    return side_effect_free(value)

_STORE = '''\
# TF1 get_variable semantics: one variable per full name, created on first use
{store} = {{}}
{scopes} = []


def {variable}(name, initial_value=None, trainable=True):
    """The variable named ``scope/name`` (TF1 tf.get_variable), created once."""
    name = "/".join({scopes} + [name])
    if name not in {store}:
        if initial_value is None:  # a reuse lookup before the helper that creates it ran
            raise ValueError(f"variable {{name}} does not exist yet: call the function that creates it first")
        with {tf}.init_scope():  # made eagerly, also when the first call is being traced
            {store}[name] = {tf}.Variable(initial_value, name=name, trainable=trainable)
    return {store}[name]


class {scope}:
    """TF1 tf.variable_scope(name): prefixes the names {variable} gives."""

    def __init__(self, name):
        self.name = name

    def __enter__(self):
        {scopes}.append(self.name)

    def __exit__(self, *exc_info):
        {scopes}.pop()
'''


class StoreNames:
    """The identifiers of one file's store (fresh in that file)."""

    def __init__(self, fresh):
        self.store = fresh("_variables")
        self.scopes = fresh("_variable_scopes")
        self.variable = fresh("_variable")
        self.scope = fresh("_variable_scope")
        self.used = False


def store_statements(names: StoreNames, tf: str) -> list:
    """The store's module-level statements (first one preceded by two blank lines)."""
    code = _STORE.format(store=names.store, scopes=names.scopes, variable=names.variable, scope=names.scope, tf=tf)
    module = cst.parse_module(code)
    body = list(module.body)
    blank = [cst.EmptyLine(indent=False), cst.EmptyLine(indent=False)] + list(module.header)  # the comment
    first = body[0]
    body[0] = first.with_changes(leading_lines=blank + list(first.leading_lines))
    return body


def is_reuse_get(call, q: str | None) -> bool:
    """``tf.get_variable("w")``: a name only (no shape, no initializer): a lookup of the variable
    an earlier ``get_variable`` made, under a reusing scope."""
    return q == "tf.get_variable" and isinstance(call, cst.Call) and len(call.args) == 1 and not call.args[0].star \
        and (call.args[0].keyword is None or call.args[0].keyword.value == "name")


def scope_name(call: cst.Call, q: str, reuse_ok, runtime: bool = False):
    """The literal name of ``tf.variable_scope("name", reuse=...)``; Refusal if anything else.
    ``runtime`` (a scope inside a function, pushed by the store's class when it runs): also a
    name expression without side effects (``name``, a helper's parameter; ``scope or "Linear"``),
    returned as the node."""
    name = None
    for k, a in enumerate(call.args):
        key = a.keyword.value if a.keyword is not None else None
        if a.star:
            raise Refusal(call, RULE.name, f"{q}(*args/**kwargs) is not converted")
        if (key is None and k == 0) or key == "name_or_scope":
            name = a.value
        elif key == "reuse" and q == "tf.variable_scope" and reuse_ok(a.value):
            continue
        else:
            raise Refusal(call, RULE.name, f"{q} with {key or 'positional'}= arguments is not converted")
    if runtime and name is not None and not isinstance(name, cst.SimpleString) and side_effect_free(name):
        return name
    if not isinstance(name, cst.SimpleString):
        raise Refusal(call, RULE.name, f"{q} needs a string literal name to keep TF1 variable names" + (
            "" if runtime else " (outside functions: its variables are named when converted)"))
    return name.evaluated_value


def scope_call(names: StoreNames, name) -> cst.Call:
    """``_variable_scope("name")`` (``name`` a str, or the expression computing it at run time)."""
    names.used = True
    return cst.Call(func=cst.Name(names.scope), args=[cst.Arg(string_literal(name) if isinstance(name, str) else name)])


def get_variable(tf_variable: cst.Call, names: StoreNames, lazy: bool = True) -> cst.Call:
    """``tf.Variable(value, name="n", trainable=t)`` (rule ``variables``) -> ``_variable("n", lambda: value, trainable=t)``
    (``lazy=False``: ``value`` as it is, e.g. ``None`` for a reused variable)."""
    names.used = True
    value = tf_variable.args[0].value
    name = arg(tf_variable, None, "name")
    maker = cst.Lambda(params=cst.Parameters(), body=value) if lazy else value
    args = [cst.Arg(name), cst.Arg(maker)] + [a for a in tf_variable.args[2:]]
    return cst.Call(func=cst.Name(names.variable), args=args)


def plain_scope(scope: str) -> bool:
    """A scope name without regular-expression syntax: TF1's ``re.match(scope, name)`` is then
    ``name.startswith(scope)``."""
    return bool(scope) and all(c.isalnum() or c in "_/-" for c in scope)


def variable_list(names: StoreNames, q: str, scope: str | None = None) -> cst.BaseExpression:
    """The store's variables TF1's ``q`` lists (``scope``: those whose name starts with it)."""
    names.used = True
    values = f"{names.store}.values()"
    test = [f"var.name.startswith({scope!r})"] if scope is not None else []
    if q == "tf.trainable_variables":
        test.insert(0, "var.trainable")
    if not test:
        return cst.parse_expression(f"list({values})")
    return cst.parse_expression(f"[var for var in {values} if {' and '.join(test)}]")
