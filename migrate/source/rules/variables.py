"""Rule ``variables``: TF1 variables -> ``tf.Variable`` created once, with the same names.

Transforms::

    w = tf.get_variable("w", initializer=tf.constant(0.5, shape=[10, 5]))
        ->  w = tf.Variable(tf.constant(0.5, shape=[10, 5]), name="w")
    with tf.variable_scope("helper"):
        k = tf.get_variable("k", shape=[3], initializer=tf.zeros_initializer())
        ->  k = tf.Variable(tf.zeros_initializer()([3], dtype=tf.float32), name="helper/k")
    b = tf.get_variable("b", shape=[2])   (TF1 default: glorot uniform)
        ->  b = tf.Variable(tf.keras.initializers.GlorotUniform()([2], dtype=tf.float32), name="b")
    v = tf.Variable(0.0, name="v")        ->  unchanged (scope prefix added inside variable_scope)
    c = tf.get_variable("c", [2], dtype=tf.int32)   (TF1 default for integers: zeros)
        ->  c = tf.Variable(tf.zeros_initializer()([2], dtype=tf.int32), name="c")
    w = tf.get_variable("w", [2, 2], initializer=my_init)   (a def taking partition_info)
        ->  w = tf.Variable(my_init([2, 2], dtype=tf.float32, partition_info=None), name="w")

The initializer forms (a name bound to an initializer object, a function or lambda, a
conditional, a class, None) are those of ``native.initial_values``.

Variables stay where the script created them (module level or the function body), so they
are created exactly once; the TF1 name (``scope/name``) is kept so checkpoints and the
compare tool's name matching keep working.

CAVEATS:
1. ``variable_scope`` with ``initializer=`` (except around the RNN cells of rule ``rnns``), a
   non-literal name or ``as`` is refused (compat island); ``tf.Variable`` / Keras layers created inside helper functions are refused. A file
   that calls ``get_variable`` inside helper functions or uses ``variable_scope(...,
   reuse=...)`` goes through rule ``variable_store`` (a create-once store, see its CAVEATS).
2. ``collections=``, ``partitioner=``, ``regularizer=``, ``caching_device=`` are refused.
3. Random default initializers draw different numbers than TF1 did (as any re-run would);
   the compare tool shares initial values by variable name.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, keyword, string_literal
from migrate.source.native.initial_values import initial_value, kind

RULE = Rule("variables", "tf.get_variable / variable_scope -> tf.Variable(value, name='scope/name')")

_REFUSED_KW = {"collections", "partitioner", "regularizer", "caching_device", "custom_getter", "use_resource", "constraint", "synchronization", "aggregation"}


_ZEROS_DTYPES = {"tf.int8", "tf.int16", "tf.int32", "tf.int64", "tf.uint8", "tf.uint16", "tf.uint32", "tf.uint64", "tf.bool", "tf.string"}


def _default_initializer(dtype, ctx) -> cst.Call:
    """TF1's ``get_variable`` default: glorot uniform for floats, zeros for integers, bools, strings."""
    if dtype is not None and ctx.qualname(dtype) in _ZEROS_DTYPES:
        return call(ctx.tf_attr("tf.zeros_initializer"))
    return call(ctx.tf_attr("tf.keras.initializers.GlorotUniform"))


def rewrite(node: cst.Call, q: str, scope: str, ctx, rewrite_expr, tf1_name: str | None = None,
            runtime_name: bool = False) -> cst.BaseExpression:
    """``tf.Variable``/``tf.get_variable`` as a TF2 ``tf.Variable`` named as in TF1: ``scope``
    (the enclosing variable_scope prefix) + the literal name, or ``tf1_name`` for a
    ``tf.Variable`` whose full TF1 name is known (name scopes, uniquified: ``layer_1/W``).
    With ``runtime_name`` (rule ``variable_store``, whose store prefixes the scopes open when it
    runs) a ``get_variable`` name that is not a literal (``name=name``, a helper's parameter) is
    kept as that expression (``scope`` + it)."""
    for a in node.args:
        if a.keyword is not None and a.keyword.value in _REFUSED_KW:
            raise Refusal(node, RULE.name, f"{q}(..., {a.keyword.value}=...) is not converted")
    if q == "tf.Variable":
        name = arg(node, None, "name")
        if name is None and tf1_name is not None:  # (TF1's default name, ``Variable_1``, written out)
            args = list(node.args)
            args[-1] = args[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
            return node.with_changes(args=args + [keyword("name", string_literal(tf1_name))])
        if name is None or (not scope and tf1_name is None):
            return node
        if not isinstance(name, cst.SimpleString):
            raise Refusal(node, RULE.name, "tf.Variable name inside a variable_scope must be a string literal")
        full = tf1_name if tf1_name is not None else scope + name.evaluated_value
        if full == name.evaluated_value:
            return node
        new = string_literal(full)
        return node.with_changes(
            args=[a.with_changes(value=new) if a.keyword is not None and a.keyword.value == "name" else a for a in node.args]
        )
    name = arg(node, 0, "name")
    if not isinstance(name, cst.SimpleString) and not (runtime_name and name is not None):
        raise Refusal(node, RULE.name, "tf.get_variable needs a string literal name to keep its TF1 name")
    shape, dtype, init = arg(node, 1, "shape"), arg(node, 2, "dtype"), arg(node, 3, "initializer")
    trainable = arg(node, 5, "trainable")
    dtype_expr = rewrite_expr(dtype) if dtype is not None else ctx.tf_attr("tf.float32")
    init_expr = rewrite_expr(init) if init is not None else None
    if kind(init, ctx) != "value" and shape is None:
        raise Refusal(node, RULE.name, "tf.get_variable with an initializer object needs shape=")
    value = initial_value(init, init_expr, rewrite_expr(shape) if shape is not None else None, dtype_expr, ctx,
                          lambda: _default_initializer(dtype, ctx))
    if value is None and shape is not None and isinstance(init, cst.Name):
        # TF1 refuses a constant with shape= ("If initializer is a constant, do not specify
        # shape."): a name given with shape= holds an initializer object (CIFAR-10's
        # ``_variable_on_cpu(name, shape, initializer)``), called like the ones named in place
        value = call(init_expr, rewrite_expr(shape), dtype=dtype_expr)
    if value is None:
        value = init_expr
        if dtype is not None:
            value = call(ctx.tf_attr("tf.cast"), value, dtype_expr)
    if isinstance(name, cst.SimpleString):
        full = string_literal(scope + name.evaluated_value)
    else:
        full = cst.BinaryOperation(string_literal(scope), cst.Add(), name) if scope else name
    args = [cst.Arg(value), keyword("name", full)]
    if trainable is not None:
        args.append(keyword("trainable", trainable))
    return cst.Call(func=ctx.tf_attr("tf.Variable"), args=args)


def is_trainable(node: cst.Call) -> bool:
    if isinstance(node.func, cst.Attribute) and node.func.attr.value in ("get_or_create_global_step", "create_global_step"):
        return False  # the TF1 global step (rule schedules)
    t = arg(node, None, "trainable")
    return not (isinstance(t, cst.Name) and t.value == "False")
