"""Rule ``rnns``: ``BasicRNNCell`` + ``tf.nn.dynamic_rnn`` -> named variables + ``tf.scan``.

Transforms::

    with tf.variable_scope("rnn", initializer=tf.constant_initializer(0.1)):
        cell = tf.contrib.rnn.BasicRNNCell(2)
        outputs, state = tf.nn.dynamic_rnn(cell, inputs, dtype=tf.float32)   (inputs: [1, 4, 3])
        ->  rnn_rnn_basic_rnn_cell_kernel = tf.Variable(tf.constant_initializer(0.1)([5, 2], dtype=tf.float32),
                                                        name="rnn/rnn/basic_rnn_cell/kernel")
            rnn_rnn_basic_rnn_cell_bias = tf.Variable(tf.zeros_initializer()([2], dtype=tf.float32),
                                                      name="rnn/rnn/basic_rnn_cell/bias")
            outputs = tf.transpose(tf.scan(lambda rnn_state, rnn_input: tf.tanh(
                tf.matmul(tf.concat([rnn_input, rnn_state], 1), rnn_rnn_basic_rnn_cell_kernel)
                + rnn_rnn_basic_rnn_cell_bias), tf.transpose(inputs, [1, 0, 2]),
                initializer=tf.zeros([tf.shape(inputs)[0], 2], dtype=tf.float32)), [1, 0, 2])
            state = outputs[:, -1]

TF1's cell computes ``tanh(concat([x_t, h], 1) @ kernel + bias)`` from a zero state; the
variables are named as TF1 names them (``<scope>/rnn/basic_rnn_cell/kernel``, created by
``dynamic_rnn``); the kernel takes the enclosing ``variable_scope``'s ``initializer=`` or TF1's
default (glorot uniform), the bias zeros.

CAVEATS:
1. Only ``BasicRNNCell(num_units[, activation])`` fed to ``dynamic_rnn(cell, inputs,
   dtype=tf.float32[, scope=...])`` with batch-major inputs whose rank-3 shape the source
   states; ``initial_state``, ``sequence_length``, ``time_major`` and other cells (LSTM, GRU,
   MultiRNNCell) are refused.
2. The cell object itself is gone: any other use of it (``cell.zero_state``, a second
   ``dynamic_rnn``) is refused.
3. ``variable_scope(..., initializer=...)`` is converted only around statements whose
   variables are created here (the RNN kernel) or ignore it (``fully_connected`` with its
   explicit defaults); around ``tf.get_variable``, ``tf.layers``, Keras or helper functions it
   is refused.
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, expr, string_literal

RULE = Rule("rnns", "BasicRNNCell + tf.nn.dynamic_rnn -> TF1-named variables + tf.scan")

CELLS = {"tf.contrib.rnn.BasicRNNCell", "tf.nn.rnn_cell.BasicRNNCell"}
DYNAMIC_RNN = "tf.nn.dynamic_rnn"


def _kw(name, value):
    return cst.Arg(value, keyword=cst.Name(name), equal=cst.AssignEqual(cst.SimpleWhitespace(""), cst.SimpleWhitespace("")))


def cell_spec(node: cst.Call, ctx) -> tuple:
    """(num_units, activation expression or None) of ``BasicRNNCell(...)``."""
    for i, a in enumerate(node.args):
        if a.star or (a.keyword is not None and a.keyword.value not in ("num_units", "activation")) or (a.keyword is None and i > 1):
            raise Refusal(node, RULE.name, "BasicRNNCell with arguments other than num_units/activation is not converted")
    units = arg(node, 0, "num_units")
    if not isinstance(units, cst.Integer):
        raise Refusal(node, RULE.name, "BasicRNNCell num_units that is not an int literal")
    activation = arg(node, 1, "activation")
    if isinstance(activation, cst.Name) and activation.value == "None":
        activation = None
    return int(units.value), activation


def expand(node: cst.Call, cells: dict, shapes: dict, scope: str, initializer, ctx, shape_of):
    """([(python name, variable expr)], outputs expr, state expr (given the outputs name),
    outputs shape, state shape, cell name) of ``outputs, state = tf.nn.dynamic_rnn(...)``."""
    for i, a in enumerate(node.args):
        if a.star or (a.keyword is not None and a.keyword.value not in ("cell", "inputs", "dtype", "scope")) or (a.keyword is None and i > 1):
            raise Refusal(node, RULE.name, "dynamic_rnn with arguments other than cell/inputs/dtype/scope (initial_state, sequence_length, time_major...) is not converted")
    cell, inputs = arg(node, 0, "cell"), arg(node, 1, "inputs")
    if not isinstance(cell, cst.Name) or cell.value not in cells:
        raise Refusal(node, RULE.name, "dynamic_rnn of a cell other than a BasicRNNCell built in this block")
    dtype = arg(node, None, "dtype")
    if dtype is None or ctx.qualname(dtype) != "tf.float32":
        raise Refusal(node, RULE.name, "dynamic_rnn without dtype=tf.float32 is not converted")
    shape = shape_of(inputs, shapes, ctx)
    if shape is None or len(shape) != 3 or shape[2] is None:
        raise Refusal(node, RULE.name, "dynamic_rnn input whose rank-3 shape the source does not state")
    given = arg(node, None, "scope")
    if given is not None and not isinstance(given, cst.SimpleString):
        raise Refusal(node, RULE.name, "dynamic_rnn scope= that is not a string literal")
    units, activation = cells[cell.value]
    prefix = scope + (given.evaluated_value if given is not None else "rnn") + "/basic_rnn_cell"
    stem = prefix.replace("/", "_")
    kernel, bias = ctx.fresh(f"{stem}_kernel"), ctx.fresh(f"{stem}_bias")
    init = initializer or call(ctx.tf_attr("tf.keras.initializers.GlorotUniform"))
    made = [
        (kernel, _variable(ctx, init, [shape[2] + units, units], f"{prefix}/kernel")),
        (bias, _variable(ctx, call(ctx.tf_attr("tf.zeros_initializer")), [units], f"{prefix}/bias")),
    ]
    h, x_t = ctx.fresh("rnn_state"), ctx.fresh("rnn_input")
    pre = cst.BinaryOperation(
        call(ctx.tf_attr("tf.matmul"), call(ctx.tf_attr("tf.concat"), cst.List([cst.Element(cst.Name(x_t)), cst.Element(cst.Name(h))]), expr("1")), cst.Name(kernel)),
        cst.Add(),
        cst.Name(bias),
    )
    step = cst.Lambda(
        params=cst.Parameters([cst.Param(cst.Name(h)), cst.Param(cst.Name(x_t))]),
        body=call(activation or ctx.tf_attr("tf.tanh"), pre),
    )
    batch_major = expr("[1, 0, 2]")
    zeros = call(
        ctx.tf_attr("tf.zeros"),
        cst.List([cst.Element(cst.Subscript(call(ctx.tf_attr("tf.shape"), inputs), [cst.SubscriptElement(cst.Index(cst.Integer("0")))])), cst.Element(cst.Integer(str(units)))]),
        dtype=ctx.tf_attr("tf.float32"),
    )
    scanned = cst.Call(
        func=ctx.tf_attr("tf.scan"),
        args=[cst.Arg(step), cst.Arg(call(ctx.tf_attr("tf.transpose"), inputs, batch_major)), _kw("initializer", zeros)],
    )
    outputs = call(ctx.tf_attr("tf.transpose"), scanned, batch_major)

    def state(outputs_name: str):
        return cst.Subscript(
            cst.Name(outputs_name),
            [cst.SubscriptElement(cst.Slice(lower=None, upper=None)), cst.SubscriptElement(cst.Index(expr("-1")))],
        )

    return made, outputs, state, [shape[0], shape[1], units], [shape[0], units], cell.value


def _variable(ctx, init, shape, var_name):
    value = call(init, expr(repr(shape)), dtype=ctx.tf_attr("tf.float32"))
    return cst.Call(func=ctx.tf_attr("tf.Variable"), args=[cst.Arg(value), _kw("name", string_literal(var_name))])
