"""Rule ``layers``: ``tf.layers.dense`` / ``fully_connected`` -> named variables + matmul.

Transforms::

    hidden = tf.layers.dense(x, 4, activation=tf.nn.relu,
                             kernel_initializer=tf.constant_initializer(k))      (x: [None, 3])
        ->  dense_kernel = tf.Variable(tf.constant_initializer(k)([3, 4], dtype=tf.float32),
                                       name="dense/kernel")
            dense_bias = tf.Variable(tf.zeros_initializer()([4], dtype=tf.float32), name="dense/bias")
            hidden = tf.nn.relu(tf.nn.bias_add(tf.matmul(x, dense_kernel), dense_bias))

The bias is added with ``tf.nn.bias_add``, TF1's own op (``x + b`` computes the same forward, but
its gradient sums the bias's rows in another order: training drifts from TF1's last bits).

``slim.flatten(x)`` -> ``tf.reshape(x, [tf.shape(x)[0], -1])``.

``tf.layers.dropout(x, rate=r, training=t)`` -> ``tf.nn.dropout(x, rate=r) if t else x``
(TF1's Dropout layer: ``smart_cond(training, nn.dropout, identity)``; ``training=True`` /
``False`` / absent (TF1's default: no dropout) drop the other branch).

``tf.contrib.layers.fully_connected`` / ``slim.fully_connected`` likewise: variables
``fully_connected/weights`` and ``fully_connected/biases`` (or ``scope=``), default activation
``tf.nn.relu``, weights glorot uniform (slim's xavier), biases zeros.

The variables are created once, where the layer was created, named as TF1 named them
(``dense``, ``dense_1``, ... or ``name=``, under the enclosing ``variable_scope``), so
checkpoints and name matching keep working; the TF1 defaults are kept (kernel: glorot
uniform, bias: zeros). ``tf.trainable_variables()`` / ``tf.global_variables()`` become the
list of the script's variables in creation order when every variable is known.

CAVEATS:
1. The input's last dimension must be stated in the source (placeholder shape, a known
   constant, an earlier dense layer); otherwise the file is a compat island.
2. An input of rank 3 or more is multiplied as TF1's ``core_ops.dense`` did:
   ``tf.tensordot(x, kernel, [[rank - 1], [0]])`` (a seq2seq decoder's ``[time, batch, units]``
   outputs); ``tf.contrib.layers.linear`` is ``fully_connected`` with ``activation_fn=None``
   (TF1's ``functools.partial``; an ``arg_scope`` default cannot change it).
   ``kernel_regularizer``/``bias_regularizer``/
   ``activity_regularizer``/constraints are refused; ``trainable=``
   must be a ``True`` / ``False`` literal (dense, conv2d, conv2d_transpose; batch_normalization's
   is refused: TF1 left its moving averages unchanged).
3. Other ``tf.layers`` functions are refused (conv2d, pooling and ``tf.layers.flatten``:
   rule ``conv_layers``; batch_normalization: rule ``batch_norm``); dropout keeps TF1's
   maths but not its random numbers (each era draws its own masks: only runs with dropout
   off compare equal);
   ``slim.flatten(x)`` (x a name) becomes ``tf.reshape(x, [tf.shape(x)[0], -1])``, TF1's values
   (an empty batch is an error with ``-1``);
   ``fully_connected`` with ``normalizer_fn``/``biases_regularizer``/collections/``reuse`` is
   refused (``weights_regularizer=l2_regularizer(s)``: rule ``regularizers``; defaults from
   ``slim.arg_scope``: rule ``arg_scopes``).
4. Keras identifier strings (TF1's layers took them through ``activations.get`` /
   ``initializers.get``): ``activation="relu"`` (and sigmoid, tanh, softmax, elu, selu,
   softplus, softsign, exponential; ``"linear"``: none) is the op it named;
   ``kernel_initializer="he_normal"`` (glorot / he / lecun normal and uniform, zeros, ones,
   random_normal / random_uniform / truncated_normal with Keras 2's 0.05) the initializer it
   named; another string (``hard_sigmoid``, ``orthogonal``...) is refused. A name bound to a
   string is not followed (it would be called).
5. ``tf.global_variables()`` is refused when an optimizer with slot variables (Adam,
   Momentum, Adagrad) exists: TF1 lists the slots, TF2 keeps them inside the optimizer.
6. Reused layers (a GAN's ``discriminator(x, reuse=True)``, inlined at each call by
   ``native.inline``): under ``with tf.variable_scope("D", reuse=True)`` (``tf.AUTO_REUSE`` once
   they exist) a ``dense`` / ``conv2d`` / ``conv2d_transpose`` / ``batch_normalization`` reads the
   variables the earlier layer of the same TF1 name made, and makes none (a batch norm makes
   its own moving-average updates, as TF1 did); the default names restart each time a scope is
   entered (TF1's ``close_variable_subscopes``: ``D/dense``, ``D/dense_1`` again). A reused
   layer whose variables no earlier layer made, or a second layer making them without
   ``reuse``, is refused (TF1 raised ValueError). ``reuse=`` must be ``True``/``False``/``None``
   or ``tf.AUTO_REUSE`` once inlined. A layer's own ``reuse=True`` / ``tf.AUTO_REUSE`` (dense,
   conv2d, conv2d_transpose, with a ``name=`` literal: ``tf.layers.dense(x, 4, name="fc",
   reuse=True)``) is read as the scope's (``own_reuse``). Slim ``fully_connected`` and RNNs under ``reuse=True`` are
   refused (their variables would be made again).
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, expr, int_value, string_literal
from migrate.source.native.initial_values import initial_value
from migrate.source.rules import regularizers

RULE = Rule("layers", "tf.layers.dense -> tf.Variable kernel/bias with TF1 names + tf.matmul")

_OK = {"inputs", "units", "activation", "use_bias", "kernel_initializer", "bias_initializer", "name", "trainable", "reuse",
       "kernel_regularizer"}


def trainable_flag(node: cst.Call, what: str) -> bool:
    """A layer's ``trainable=`` (True when not given): a literal ``True`` / ``False``, else refused
    (``trainable=False``: its variables are made with ``trainable=False``, out of
    ``tf.trainable_variables()`` and of ``minimize``'s default list, as TF1 left them)."""
    flag = arg(node, None, "trainable")
    if flag is None:
        return True
    if isinstance(flag, cst.Name) and flag.value in ("True", "False"):
        return flag.value == "True"
    raise Refusal(node, RULE.name, f"{what}(..., trainable=<not a True/False literal>) is not converted")


# Keras 2's identifiers (``activations.get`` / ``initializers.get``: TF1's ``tf.layers`` took
# strings, ``activation="relu"``, ``kernel_initializer="he_normal"``) -> the TF op / initializer
# they named ("linear": no activation). Keras 2's random initializers' defaults were 0.05.
ACTIVATIONS = {
    "relu": "tf.nn.relu", "sigmoid": "tf.math.sigmoid", "tanh": "tf.math.tanh", "softmax": "tf.nn.softmax",
    "elu": "tf.nn.elu", "selu": "tf.nn.selu", "softplus": "tf.math.softplus", "softsign": "tf.math.softsign",
    "exponential": "tf.math.exp", "linear": None,
}
INITIALIZERS = {"zeros": ("tf.zeros_initializer", {}), "ones": ("tf.ones_initializer", {})}
for _short, _class in (("glorot_uniform", "GlorotUniform"), ("glorot_normal", "GlorotNormal"), ("he_normal", "HeNormal"),
                       ("he_uniform", "HeUniform"), ("lecun_normal", "LecunNormal"), ("lecun_uniform", "LecunUniform")):
    INITIALIZERS[_short] = INITIALIZERS[_class] = (f"tf.keras.initializers.{_class}", {})
for _names, _class, _given in ((("random_normal", "normal"), "RandomNormal", {"stddev": "0.05"}),
                               (("random_uniform", "uniform"), "RandomUniform", {"minval": "-0.05", "maxval": "0.05"}),
                               (("truncated_normal",), "TruncatedNormal", {"stddev": "0.05"})):
    for _short in (*_names, _class):
        INITIALIZERS[_short] = (f"tf.keras.initializers.{_class}", _given)
for _short, _class in (("zero", "zeros"), ("Zeros", "zeros"), ("one", "ones"), ("Ones", "ones")):
    INITIALIZERS[_short] = INITIALIZERS[_class]


def keras_activation(activation: cst.BaseString, node: cst.Call, ctx, rule: str, what: str):
    """The TF op a Keras identifier string names (``"relu"`` -> ``tf.nn.relu``; None for
    ``"linear"``: no activation); another string is refused under ``rule``, naming ``what``."""
    name = activation.evaluated_value if isinstance(activation, cst.SimpleString) else None
    if name not in ACTIVATIONS:
        raise Refusal(node, rule, f"{what}={name!r} is not one of the Keras identifiers converted (relu, sigmoid, tanh, "
                      "softmax, elu, selu, softplus, softsign, exponential, linear)")
    return ctx.tf_attr(ACTIVATIONS[name]) if ACTIVATIONS[name] is not None else None


def activated(out: cst.BaseExpression, activation, node: cst.Call, ctx) -> cst.BaseExpression:
    """``out`` through a layer's ``activation=``: a function called on it; a Keras identifier
    string as the op it named (``"relu"`` -> ``tf.nn.relu(out)``); absent / None / ``"linear"``:
    ``out``. Another string is refused (``hard_sigmoid``'s formula changed in TF2)."""
    if activation is None or (isinstance(activation, cst.Name) and activation.value == "None"):
        return out
    activation = _string_constant(activation, ctx)  # (``ACT = "relu"`` ... ``activation=ACT``: hunt 31 W9, a crash)
    if isinstance(activation, cst.BaseString):
        activation = keras_activation(activation, node, ctx, RULE.name, "a layer's activation")
        if activation is None:
            return out
    return cst.Call(func=activation, args=[cst.Arg(out)])


def _string_constant(value, ctx):
    """A module-level string constant's name (``ACT = "relu"``) as the literal it holds
    (``ctx.string_value``), else ``value``."""
    if type(value) is not cst.Name:
        return value
    text = ctx.string_value(value)
    return cst.SimpleString(repr(text)) if text is not None else value


def _named_initializer(init, node, ctx):
    """A Keras identifier string given as a layer's initializer (``"he_normal"``) -> the
    initializer object it named (``tf.keras.initializers.HeNormal()``); anything else as given."""
    init = _string_constant(init, ctx) if node is not None else init
    if node is None or not isinstance(init, cst.BaseString):
        return init
    name = init.evaluated_value if isinstance(init, cst.SimpleString) else None
    if name not in INITIALIZERS:
        raise Refusal(node, RULE.name, f"a layer's initializer {name!r} is not one of the Keras identifiers converted "
                      f"({', '.join(sorted(k for k in INITIALIZERS if k.islower()))})")
    made, given = INITIALIZERS[name]
    return call(ctx.tf_attr(made), **{k: expr(v) for k, v in given.items()})


def variable(ctx, init, shape, var_name: str, trainable: bool = True, node: cst.Call | None = None,
             dtype: str = "float32") -> cst.Call:
    """``tf.Variable(init(shape, dtype=tf.float32), name=var_name[, trainable=False])``: a layer
    variable as TF1 made it (float32, or ``dtype``: TF1's layer took its input's; its TF1 name;
    ``init`` None: Keras's ``add_weight`` default, glorot uniform, as in TF1; a Keras identifier
    string: the initializer it named; forms: ``native.initial_values``)."""
    init = _named_initializer(init, node, ctx)
    shape_expr, f32 = expr(repr(shape)), ctx.tf_attr(f"tf.{dtype}")
    value = initial_value(init, init, shape_expr, f32, ctx, lambda: call(ctx.tf_attr("tf.keras.initializers.GlorotUniform")))
    if value is None:  # not a known initializer form: called as TF1's add_weight calls it
        value = call(init, shape_expr, dtype=f32)
    extra = {} if trainable else {"trainable": cst.Name("False")}
    return call(ctx.tf_attr("tf.Variable"), value, name=string_literal(var_name), **extra)


def expand(node: cst.Call, in_shape, layer_name: str, ctx, fresh, dtype: str = "float32"):
    """([(python name, variable expr)], output expr, output shape) of one ``tf.layers.dense``
    (its variables in ``dtype``, its input's)."""
    for a in node.args:
        if a.keyword is not None and a.keyword.value not in _OK:
            raise Refusal(node, RULE.name, f"tf.layers.dense(..., {a.keyword.value}=...) is not converted")
    if sum(1 for a in node.args if a.keyword is None) > 6:
        raise Refusal(node, RULE.name, "tf.layers.dense with regularizers, constraints or more given by position is not converted")
    trainable = trainable_flag(node, "tf.layers.dense")
    regularizer_scale(node, ctx, "kernel_regularizer")  # only l2_regularizer(scale) is converted
    x, units = arg(node, 0, "inputs"), arg(node, 1, "units")
    if int_value(units, ctx) is None:
        raise Refusal(node, RULE.name, "tf.layers.dense with a units value that is not an int literal or int constant")
    if in_shape is None or len(in_shape) < 2 or in_shape[-1] is None:
        raise Refusal(node, RULE.name, "tf.layers.dense input whose shape (rank 2 or more, last dimension) the source does not state")
    n_in, n_out = in_shape[-1], int_value(units, ctx)
    activation, use_bias = arg(node, 2, "activation"), arg(node, 3, "use_bias")
    k_init = arg(node, 4, "kernel_initializer") or call(ctx.tf_attr("tf.keras.initializers.GlorotUniform"))
    b_init = arg(node, 5, "bias_initializer") or call(ctx.tf_attr("tf.zeros_initializer"))
    stem = layer_name.replace("/", "_")
    kernel = fresh(f"{stem}_kernel")
    made = [(kernel, variable(ctx, k_init, [n_in, n_out], f"{layer_name}/kernel", trainable, node, dtype))]
    out: cst.BaseExpression = _product(x, kernel, len(in_shape), ctx)
    if not (isinstance(use_bias, cst.Name) and use_bias.value == "False"):
        bias = fresh(f"{stem}_bias")
        made.append((bias, variable(ctx, b_init, [n_out], f"{layer_name}/bias", trainable, node, dtype)))
        out = call(ctx.tf_attr("tf.nn.bias_add"), out, cst.Name(bias))  # (TF1's op: its gradient sums as TF1's did)
    return made, activated(out, activation, node, ctx), list(in_shape[:-1]) + [n_out]


def _product(x, kernel: str, rank: int, ctx) -> cst.BaseExpression:
    """TF1's dense product (``core_ops.dense``): ``tf.matmul`` for a rank-2 input, else
    ``tf.tensordot(x, kernel, [[rank - 1], [0]])`` (caveat 2)."""
    if rank == 2:
        return call(ctx.tf_attr("tf.matmul"), x, cst.Name(kernel))
    return call(ctx.tf_attr("tf.tensordot"), x, cst.Name(kernel), expr(f"[[{rank - 1}], [0]]"))


FLATTEN = {"tf.contrib.slim.flatten", "tf.contrib.layers.flatten"}


def flatten(node: cst.Call, x, ctx) -> cst.BaseExpression:
    """``slim.flatten(x)`` -> ``tf.reshape(x, [tf.shape(x)[0], -1])`` (``x``: the rewritten input)."""
    if len(node.args) != 1 or node.args[0].star or (node.args[0].keyword is not None and node.args[0].keyword.value != "inputs"):
        raise Refusal(node, RULE.name, "flatten(..., outputs_collections=/scope=) is not converted")
    if not isinstance(x, cst.Name):
        raise Refusal(node, RULE.name, "flatten of an expression (not a name) is not converted")
    first = cst.Subscript(call(ctx.tf_attr("tf.shape"), x), [cst.SubscriptElement(cst.Index(cst.Integer("0")))])
    return call(ctx.tf_attr("tf.reshape"), x, cst.List([cst.Element(first), cst.Element(expr("-1"))]))


FULLY_CONNECTED = {"tf.contrib.layers.fully_connected", "tf.contrib.slim.fully_connected", "tf.contrib.layers.layers.fully_connected",
                   "tf.contrib.layers.linear", "tf.contrib.slim.linear"}
LINEAR = {"tf.contrib.layers.linear", "tf.contrib.slim.linear"}  # ``functools.partial(fully_connected, activation_fn=None)``
_FC_OK = {"inputs", "num_outputs", "activation_fn", "weights_initializer", "weights_regularizer", "biases_initializer", "scope"}


def regularizer_scale(node: cst.Call, ctx, keyword: str = "weights_regularizer"):
    """The scale of ``fully_connected(..., weights_regularizer=l2_regularizer(scale))`` (of a
    ``tf.layers`` layer's ``kernel_regularizer``), or None without a regularizer (rule
    ``regularizers``; Refusal at the layer for other regularizers: the layer is the construct
    left unconverted)."""
    reg = arg(node, None, keyword)
    if reg is None or (isinstance(reg, cst.Name) and reg.value == "None"):
        return None
    try:
        return regularizers.l2_scale(reg, ctx)
    except Refusal as r:
        raise Refusal(node, r.rule, f"{keyword}=: {r.reason}") from None


def expand_fully_connected(node: cst.Call, in_shape, name: str, ctx, fresh):
    """``fully_connected`` as ``expand`` does ``dense``: (variables, output expr, output shape)."""
    for a in node.args:
        if a.keyword is not None and a.keyword.value not in _FC_OK:
            raise Refusal(node, RULE.name, f"fully_connected(..., {a.keyword.value}=...) is not converted")
    positional = [a for a in node.args if a.keyword is None]
    if len(positional) > 3:
        raise Refusal(node, RULE.name, "fully_connected with more than 3 positional arguments is not converted")
    x, units = arg(node, 0, "inputs"), arg(node, 1, "num_outputs")
    if int_value(units, ctx) is None:
        raise Refusal(node, RULE.name, "fully_connected with num_outputs that is not an int literal or int constant")
    if in_shape is None or len(in_shape) < 2 or in_shape[-1] is None:
        raise Refusal(node, RULE.name, "fully_connected input whose shape (rank 2 or more, last dimension) the source does not state")
    n_in, n_out = in_shape[-1], int_value(units, ctx)
    regularizer_scale(node, ctx)  # only l2_regularizer(scale) is converted
    linear = ctx.call_name(node) in LINEAR
    if linear and len(positional) > 2:
        raise Refusal(node, RULE.name, "linear with activation_fn given positionally (TF1: TypeError, the partial gives it) is not converted")
    activation = arg(node, None if linear else 2, "activation_fn")
    if activation is None:
        activation = cst.Name("None") if linear else ctx.tf_attr("tf.nn.relu")
    w_init = arg(node, None, "weights_initializer")
    if w_init is None or (isinstance(w_init, cst.Name) and w_init.value == "None"):
        w_init = call(ctx.tf_attr("tf.keras.initializers.GlorotUniform"))  # TF1: get_variable's default
    b_init = arg(node, None, "biases_initializer")
    stem = name.replace("/", "_")
    weights = fresh(f"{stem}_weights")
    made = [(weights, variable(ctx, w_init, [n_in, n_out], f"{name}/weights"))]
    out: cst.BaseExpression = _product(x, weights, len(in_shape), ctx)
    if not (isinstance(b_init, cst.Name) and b_init.value == "None"):
        biases = fresh(f"{stem}_biases")
        made.append((biases, variable(ctx, b_init or call(ctx.tf_attr("tf.zeros_initializer")), [n_out], f"{name}/biases")))
        out = call(ctx.tf_attr("tf.nn.bias_add"), out, cst.Name(biases))
    if not (isinstance(activation, cst.Name) and activation.value == "None"):
        out = cst.Call(func=activation, args=[cst.Arg(out)])
    return made, out, list(in_shape[:-1]) + [n_out]


def fc_name(node: cst.Call, scope: str, counts: dict) -> str:
    """TF1's scope of a fully_connected layer: ``scope=`` or ``fully_connected``, ``_1``..."""
    given = arg(node, None, "scope")
    if given is not None:
        if not isinstance(given, cst.SimpleString):
            raise Refusal(node, RULE.name, "fully_connected scope= that is not a string literal")
        return scope + given.evaluated_value
    key = scope + "fully_connected"
    n = counts.get(key, 0)
    counts[key] = n + 1
    return key if n == 0 else f"{key}_{n}"


def unique_layer_name(node: cst.Call, scope: str, counts: dict, base: str, rule: str, position: int | None = None) -> str:
    """TF1's name for a ``tf.layers`` layer: ``name=`` (keyword, or at ``position``) or
    ``base``, ``base_1``... (unique per scope); Refusal (rule ``rule``) for a non-literal name."""
    given = arg(node, position, "name")
    if given is not None:
        if not isinstance(given, cst.SimpleString):
            raise Refusal(node, rule, "name= that is not a string literal is not converted")
        base = given.evaluated_value
    key = scope + base
    reuse = arg(node, None, "reuse")
    taken = counts.setdefault(TAKEN, set())  # (scopes opened under a name given: a default name skips them)
    if reuse is not None and not (isinstance(reuse, cst.Name) and reuse.value in ("False", "None")):
        if given is None:
            raise Refusal(node, rule, "a layer's own reuse= without a name= literal is not converted")
        counts.setdefault(key, 1)  # (the name is this layer's, reused: taken, not counted again)
        taken.add(key)
        return key
    n = counts.get(key, 0)
    if given is None:  # (TF1's default scope name skipped one already opened: conv1d, name='conv1d_1', conv1d_2: hunt 34 M2)
        while n and f"{key}_{n}" in taken:
            n += 1
    counts[key] = n + 1
    name = key if n == 0 else f"{key}_{n}"
    if given is not None:
        taken.add(name)
    return name


TAKEN = "\0taken"  # (``counts``' entry holding the names given explicitly)


def own_reuse(node: cst.Call, ctx):
    """A layer's own ``reuse=``: True, "auto" (``tf.AUTO_REUSE``), or None (absent, ``False``,
    ``None``: the enclosing scope's reuse decides); another value is refused."""
    value = arg(node, None, "reuse")
    if value is None or (isinstance(value, cst.Name) and value.value in ("False", "None")):
        return None
    if isinstance(value, cst.Name) and value.value == "True":
        return True
    if ctx.qualname(value) == "tf.AUTO_REUSE":
        return "auto"
    raise Refusal(node, RULE.name, "a layer's own reuse= other than True / False / None / tf.AUTO_REUSE is not converted")


def layer_name(node: cst.Call, scope: str, counts: dict) -> str:
    """TF1's name for the dense layer: ``name=`` or ``dense``, ``dense_1``... (unique per scope)."""
    return unique_layer_name(node, scope, counts, "dense", RULE.name, position=12)


EMBEDDING = "tf.layers.embedding"  # (``layer_objects``' spelling of a Keras 2 Embedding; not a TF1 function)


def expand_embedding(node: cst.Call, in_shape, name: str, ids_dtype: str | None, ctx, fresh):
    """([(python name, variable expr)], output expr, output shape) of a Keras 2 ``Embedding``
    (``tf.layers.embedding(ids, input_dim, output_dim[, embeddings_initializer=][, name=])``):
    the table ``<name>/embeddings`` ``[input_dim, output_dim]`` (Keras's default initializer,
    uniform in [-0.05, 0.05]), looked up with ``tf.nn.embedding_lookup`` (ids of another dtype
    than int32 / int64 cast to int32 first, as Keras 2 did); returns ``ids.shape + [output_dim]``."""
    ids, n_in, n_out = arg(node, 0, "inputs"), arg(node, 1, "input_dim"), arg(node, 2, "output_dim")
    if int_value(n_in, ctx) is None or int_value(n_out, ctx) is None:
        raise Refusal(node, RULE.name, "a Keras Embedding whose input_dim / output_dim is not an int literal or int constant "
                      "is not converted")
    init = arg(node, None, "embeddings_initializer") or cst.SimpleString('"uniform"')
    table = fresh(f"{name.replace('/', '_')}_embeddings")
    made = [(table, variable(ctx, init, [int_value(n_in, ctx), int_value(n_out, ctx)], f"{name}/embeddings", True, node))]
    if ids_dtype not in ("int32", "int64"):
        ids = call(ctx.tf_attr("tf.cast"), ids, ctx.tf_attr("tf.int32"))
    out = call(ctx.tf_attr("tf.nn.embedding_lookup"), cst.Name(table), ids)
    return made, out, (list(in_shape) + [int_value(n_out, ctx)]) if in_shape is not None else None


DROPOUT = "tf.layers.dropout"
_DROPOUT_POSITIONS = ["inputs", "rate", "noise_shape", "seed", "training", "name"]


def dropout(node: cst.Call, ctx) -> cst.BaseExpression:
    """``tf.layers.dropout`` (arguments already renamed) as ``tf.nn.dropout`` under its flag."""
    for k, a in enumerate(node.args):
        if a.star or (a.keyword is None and k >= len(_DROPOUT_POSITIONS)) or (a.keyword is not None and a.keyword.value not in _DROPOUT_POSITIONS):
            raise Refusal(node, RULE.name, "tf.layers.dropout with arguments it does not have is not converted")
    x = arg(node, 0, "inputs")
    if x is None:
        raise Refusal(node, RULE.name, "tf.layers.dropout without inputs")
    training = arg(node, 4, "training")
    if training is None or isinstance(training, cst.Name) and training.value == "False":
        return x
    kwargs = {"rate": arg(node, 1, "rate") or expr("0.5")}
    for p in ("noise_shape", "seed"):
        if arg(node, _DROPOUT_POSITIONS.index(p), p) is not None:
            kwargs[p] = arg(node, _DROPOUT_POSITIONS.index(p), p)
    shape = kwargs.get("noise_shape")
    if type(shape) in (cst.Tuple, cst.List) and any(type(e.value) is cst.Name and e.value.value == "None" for e in shape.elements):
        # (TF1's layer took a None dimension from the input at run time: ``tf.shape(x)[i]``;
        # tf.nn.dropout cannot read a partial shape: hunt 33 q_088 crashed)
        if type(x) is not cst.Name:
            raise Refusal(node, RULE.name, "a dropout noise_shape with None dimensions of an input that is not a name is "
                          "not converted")
        dims = [e.value if not (type(e.value) is cst.Name and e.value.value == "None") else cst.Subscript(
            call(ctx.tf_attr("tf.shape"), cst.Name(x.value)), [cst.SubscriptElement(cst.Index(cst.Integer(str(i))))])
            for i, e in enumerate(shape.elements)]
        kwargs["noise_shape"] = cst.List([cst.Element(d) for d in dims])
    dropped = call(ctx.tf_attr("tf.nn.dropout"), x, **kwargs)
    if isinstance(training, cst.Name) and training.value == "True":
        return dropped
    return cst.IfExp(test=training, body=dropped, orelse=x)
