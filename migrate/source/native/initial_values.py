"""The initial value of a TF1 variable from its ``initializer`` argument, as TF1 computed it.

TF1's ``get_variable`` (and the layers, which call it through ``add_weight``) accepts an
initializer in several forms; ``initial_value(init, rewritten, shape, dtype, ctx, default)`` spells the
TF2 initial value of each::

    None (or absent)                 ->  default()(shape, dtype=dtype)     TF1's default maker
    tf.zeros_initializer()           ->  tf.zeros_initializer()(shape, dtype=dtype)
    a if flag else b (initializers)  ->  (a if flag else b)(shape, dtype=dtype)
    a if flag else None              ->  (a if flag else default())(shape, dtype=dtype)
    init (bound to an initializer)   ->  init(shape, dtype=dtype)
    init (maybe None: ``x if c else None``) -> (init if init is not None else default())(shape, dtype=dtype)
    tf.zeros_initializer (the class) ->  tf.zeros_initializer()(shape, dtype=dtype)  (TF1 instantiates it)
    my_init (a def or a lambda)      ->  my_init(shape, dtype=dtype[, partition_info=None])
                                         (TF1 passes partition_info when the function takes it)

Anything else is a value (a tensor, an array): ``initial_value`` returns None and the caller
uses the value itself. ``initializer_names(module, table)`` finds the names the module binds
only to initializer objects (``init = tf.truncated_normal_initializer(stddev=0.1)``).
Never imports TensorFlow.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import call
from migrate.source.native.walk import instances

_PREFIXES = ("tf.initializers.", "tf.keras.initializers.")


def is_initializer_name(q: str | None) -> bool:
    """A TF1/Keras initializer class or factory (``tf.zeros_initializer``, ``tf.keras.initializers.Ones``)."""
    return bool(q) and (q.endswith("_initializer") or q.startswith(_PREFIXES)) and q != "tf.variables_initializer" \
        and not q.endswith(("global_variables_initializer", "local_variables_initializer", "tables_initializer"))


def _none(node) -> bool:
    return node is None or (isinstance(node, cst.Name) and node.value == "None")


def kind(init, ctx) -> str:
    """``default``, ``object``, ``class``, ``function`` or ``value`` (see the module docstring)."""
    if _none(init):
        return "default"
    if isinstance(init, cst.Call):
        return "object" if is_initializer_name(ctx.call_name(init)) else "value"
    if isinstance(init, cst.IfExp):
        both = {kind(init.body, ctx), kind(init.orelse, ctx)}
        return "choice" if both <= {"object", "class", "default", "choice"} else "value"
    if isinstance(init, (cst.Name, cst.Attribute)):
        if is_initializer_name(ctx.qualname(init)):
            return "class"
        if isinstance(init, cst.Name):
            if init.value in ctx.initializer_names:
                return "named" if ctx.initializer_names[init.value] == "maybe_none" else "object"
            if init.value in ctx.module_functions:
                return "function"
    if isinstance(init, cst.Lambda):
        return "function"
    return "value"


def _takes_partition_info(init, ctx) -> bool:
    params = init.params if isinstance(init, cst.Lambda) else ctx.module_functions[init.value].params
    return any(p.name.value == "partition_info" for p in list(params.params) + list(params.kwonly_params))


def _callable(init: cst.BaseExpression) -> cst.BaseExpression:
    """``init`` as the function of a call: parenthesized unless it is an atom."""
    if isinstance(init, (cst.Name, cst.Attribute, cst.Call, cst.Subscript)) or init.lpar:
        return init
    return init.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])


def _maker(original, init, k: str, ctx, default) -> cst.BaseExpression:
    """The initializer object ``init`` stands for (``k``: its ``kind``)."""
    if k == "default":
        return default()
    if k == "class":
        return call(init)
    if k == "named":  # a name that may hold None (``init = tf.zeros_initializer() if flag else None``)
        none = cst.Comparison(init, [cst.ComparisonTarget(cst.IsNot(), cst.Name("None"))])
        return _callable(cst.IfExp(test=none, body=init, orelse=default()))
    if k == "choice":  # ``a if flag else None``: each branch made an object, parenthesized
        body = _maker(original.body, init.body, kind(original.body, ctx), ctx, default)
        orelse = _maker(original.orelse, init.orelse, kind(original.orelse, ctx), ctx, default)
        return _callable(init.with_changes(body=body, orelse=orelse))
    return _callable(init)


def initial_value(original, init, shape: cst.BaseExpression, dtype: cst.BaseExpression, ctx, default) -> cst.BaseExpression | None:
    """The TF2 initial value of a variable TF1 made with ``initializer=original`` (``init``: that
    argument as the output spells it; both None when absent), ``shape`` and ``dtype``
    (expressions); ``default()``: TF1's default initializer object for this variable. None:
    the initializer is a value, used as it is."""
    k = kind(original, ctx)
    if k == "value":
        return None
    maker = _maker(original, init, k, ctx, default)
    extra = {"partition_info": cst.Name("None")} if k == "function" and _takes_partition_info(original, ctx) else {}
    return call(maker, shape, dtype=dtype, **extra)


def initializer_names(module: cst.Module, table) -> dict:
    """``{name: "object" | "maybe_none"}`` for the names every assignment of the module binds
    to an initializer object (``init = tf.random_normal_initializer(stddev=0.1)``, at any
    depth), to another such name (``init = base``), or to a conditional of those and ``None``
    (``"maybe_none"``: ``init = tf.zeros_initializer() if flag else None``)."""
    values: dict = {}
    for n in instances(module, cst.Assign):
        for t in n.targets:
            if isinstance(t.target, cst.Name):
                values.setdefault(t.target.value, []).append(n.value)
    for n in instances(module, (cst.AugAssign, cst.For, cst.CompFor, cst.WithItem)):
        target = n.target if not isinstance(n, cst.WithItem) else (n.asname.name if n.asname else None)
        for name in instances(target, cst.Name) if target is not None else ():
            values.setdefault(name.value, []).append(None)  # bound otherwise: not an initializer
    known: dict = {}

    def form(value) -> str | None:
        if isinstance(value, cst.Call):
            return "object" if is_initializer_name(table.qualname(value.func)) else None
        if isinstance(value, cst.Name):
            return "none" if value.value == "None" else known.get(value.value)
        if isinstance(value, cst.IfExp):
            both = {form(value.body), form(value.orelse)}
            return None if None in both or both == {"none"} else ("maybe_none" if both & {"none", "maybe_none"} else "object")
        return None

    changed = True
    while changed:  # aliases of aliases
        changed = False
        for name, bound in values.items():
            if name in known:
                continue
            forms = {form(v) if v is not None else None for v in bound}
            if None not in forms and "none" not in forms:
                known[name] = "maybe_none" if "maybe_none" in forms else "object"
                changed = True
    return known
