"""Rule ``rnns``: ``BasicRNNCell`` / ``LSTMCell`` / ``BasicLSTMCell`` / ``GRUCell`` (alone or
stacked in a ``MultiRNNCell``) + ``tf.nn.dynamic_rnn`` -> named variables + ``tf.scan``.

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

    cell = tf.nn.rnn_cell.LSTMCell(6)
    outputs, state = tf.nn.dynamic_rnn(cell, inputs, dtype=tf.float32)
        ->  rnn_lstm_cell_kernel = tf.Variable(..., name="rnn/lstm_cell/kernel")      ([in + 6, 24])
            rnn_lstm_cell_bias = tf.Variable(..., name="rnn/lstm_cell/bias")          ([24], zeros)
            rnn_scan = tf.scan(lambda rnn_state, rnn_input: _tf1_lstm_step(rnn_state, rnn_input,
                rnn_lstm_cell_kernel, rnn_lstm_cell_bias, 1.0), tf.transpose(inputs, [1, 0, 2]),
                initializer=(zeros, zeros))
            outputs = tf.transpose(rnn_scan[1], [1, 0, 2])
            state = _LSTMStateTuple(rnn_scan[0][-1], rnn_scan[1][-1])

    cell = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(4) for _ in range(2)])
    outputs, state = tf.nn.dynamic_rnn(cell, inputs, dtype=tf.float32)
        ->  variables "rnn/multi_rnn_cell/cell_0/basic_lstm_cell/kernel" ([in + 4, 16]),
            ".../cell_0/basic_lstm_cell/bias", ".../cell_1/basic_lstm_cell/kernel" ([4 + 4, 16])...
            outputs_cell_0_scan = tf.scan(... layer 0's step ..., tf.transpose(inputs, [1, 0, 2]), ...)
            outputs_cell_0 = tf.transpose(outputs_cell_0_scan[1], [1, 0, 2])
            state_cell_0 = _LSTMStateTuple(outputs_cell_0_scan[0][-1], outputs_cell_0_scan[1][-1])
            outputs_scan = tf.scan(... layer 1's step ..., tf.transpose(outputs_cell_0, [1, 0, 2]), ...)
            outputs = tf.transpose(outputs_scan[1], [1, 0, 2])
            state_cell_1 = _LSTMStateTuple(outputs_scan[0][-1], outputs_scan[1][-1])
            state = (state_cell_0, state_cell_1)

TF1's MultiRNNCell feeds layer i's output at each step to layer i + 1 and nothing flows back
down, so scanning each layer over the whole output sequence of the one below computes the same
numbers; its state is the tuple of the layers' final states (``state[-1].h`` has a known shape).
TF1's cells compute ``tanh(concat([x_t, h], 1) @ kernel + bias)`` (BasicRNNCell) and, for the
LSTMs, gates ``i, j, f, o = split(concat([x_t, h], 1) @ kernel + bias, 4)``,
``c = sigmoid(f + forget_bias) * c + sigmoid(i) * tanh(j)``, ``h = sigmoid(o) * tanh(c)``
(``_tf1_lstm_step``, emitted once into the converted file with ``_LSTMStateTuple``, a
namedtuple printed as TF1's ``LSTMStateTuple(c=..., h=...)``), and for the GRU
``r, u = split(sigmoid(concat([x_t, h], 1) @ gates_kernel + gates_bias), 2)``,
``h = u * h + (1 - u) * tanh(concat([x_t, r * h], 1) @ candidate_kernel + candidate_bias)``
(``_tf1_gru_step``; gates bias initialised to 1.0, as TF1 does), from a zero state; the
variables are named as TF1 names them (``<scope>/rnn/<cell>/kernel``, created by
``dynamic_rnn``); the kernel takes the cell's own initializer (LSTMCell ``initializer=``,
GRUCell ``kernel_initializer=``), else the enclosing ``variable_scope``'s ``initializer=``, else
TF1's default (glorot uniform); the bias zeros (GRUCell: its ``bias_initializer=`` if given).
Every ``@ kernel + bias`` above is written ``tf.nn.bias_add(tf.matmul(...), bias)``, TF1's own
op: the same sums forward, and a bias gradient summed in TF1's order (``+``'s gradient sums the
rows in another order; 300 Adam steps of a ReLU RNN drifted to 1e-4 that way).

CAVEATS:
1. Only ``BasicRNNCell(num_units[, activation])``, ``GRUCell(num_units[, activation])``,
   ``BasicLSTMCell(num_units[, forget_bias, activation])`` and ``LSTMCell(num_units[,
   forget_bias, initializer, activation])`` (no peepholes, projections, clipping,
   state_is_tuple=False; GRUCell's kernel_initializer/bias_initializer are kept) fed to ``dynamic_rnn(cell,
   inputs, dtype=tf.float32[, scope=...])`` with batch-major inputs whose rank-3 shape the
   source states (time-major ones too, caveat 6); ``initial_state`` (but a zero state or an
   earlier RNN's state, caveat 6), ``parallel_iterations``/``swap_memory`` and other cells (wrappers such as DropoutWrapper)
   are refused; ``sequence_length`` see caveat 7, bidirectional RNNs caveat 8.
2. ``MultiRNNCell(cells[, state_is_tuple=True])`` only of such cells, given as a list literal
   of cell constructors and/or names bound to cells in the block (each name once, not run by
   a dynamic_rnn of its own) or as ``[Cell(...) for _ in range(<int>)]`` whose element does
   not read the loop variable; ``[cell] * k``, other comprehensions, nested stacks, wrappers
   in the list and ``state_is_tuple=False`` are refused.
3. The cell object itself is gone (and a stacked cell's too): any other use of it
   (``cell.zero_state``, a second ``dynamic_rnn``) is refused.
4. ``variable_scope(..., initializer=...)`` is converted only around statements whose
   variables are created here (the RNN kernel) or ignore it (``fully_connected`` with its
   explicit defaults); around ``tf.get_variable``, ``tf.layers``, Keras or helper functions it
   is refused (by rule ``variables``: the refusal is about those variables, not the RNN).
5. ``outputs, state = static_rnn(cell, inputs, dtype=tf.float32[, scope=...])`` (``tf.nn`` or
   ``tf.contrib.rnn``) converts when ``inputs`` is a name bound to ``tf.unstack(x, T, 1)`` (or
   ``tf.split(x, T, axis)`` into equal parts of rank 2: nlintz's ``tf.split(XR, time_step_size,
   0)``) of a tensor whose shape the source states: the same scan over ``tf.stack(inputs, axis=1)`` (TF1
   names the variables as ``dynamic_rnn`` does, ``rnn/<cell>/kernel``) and ``outputs`` the list
   ``tf.unstack(..., axis=1)`` of the per-step outputs; other input lists are refused.
6. ``dynamic_rnn(..., initial_state=init_state, time_major=False)`` with ``init_state =
   cell.zero_state(batch_size, dtype=tf.float32)`` of the same cell, read nowhere else (Morvan's
   RNN tutorial): the zero state is what ``dtype=tf.float32`` starts from (TF1 raised if
   ``batch_size`` was not the inputs' batch), so both go. ``initial_state=`` the final state of
   an RNN converted before in the block (a seq2seq decoder started from its encoder's state) of
   a single cell of the same kind and units: the scan starts from it (an LSTM from its ``(c,
   h)``). ``time_major=True``: TF1 transposed the inputs to batch-major, ran the same loop and
   transposed the outputs back, and so does the conversion (``tf.transpose(inputs, [1, 0,
   2])`` in, ``tf.transpose(outputs, [1, 0, 2])`` out; the state is the same). Any other
   initial state (a MultiRNNCell's, a placeholder's) and a non-literal ``time_major`` are refused.
7. ``dynamic_rnn(..., sequence_length=lengths)`` (any cell or stack above): the scan runs
   ``_tf1_sequence_scan`` (emitted once), TF1's copy-through: at a step past a row's length the
   output is zeros and the state is the previous one, selected with ``tf.where`` as TF1's
   ``_copy_some_through`` does (the step is computed and discarded, as in TF1), the lengths cast
   to int32; the final state is the carried one. A stack is masked layer by layer: a layer
   above sees zeros past a row's length where TF1 fed it the unmasked output, at steps whose
   results both discard (the same values and gradients). ``static_rnn(sequence_length=)`` (TF1's
   same copy-through) runs the same scan over the stacked list (caveat 5).
8. ``outputs, state_fw, state_bw = static_bidirectional_rnn(cell_fw, cell_bw, inputs,
   dtype=tf.float32[, scope=...])`` (inputs as in caveat 5) and ``outputs, states =`` /
   ``(out_fw, out_bw), (state_fw, state_bw) = tf.nn.bidirectional_dynamic_rnn(cell_fw, cell_bw,
   inputs, dtype=tf.float32[, sequence_length=..., scope=...])``, two different cells of
   caveats 1-2: as TF1 builds them, the forward run in ``<scope or bidirectional_rnn>/fw``, the
   backward run over the time-reversed inputs in ``.../bw`` (variables named so) and its outputs
   reversed back (``x[::-1]`` for a list of steps; ``tf.reverse(..., axis=[1])``, or
   ``tf.reverse_sequence`` by the lengths when given, as TF1 reverses); static: the per-step
   ``tf.concat([fw, bw], 1)``; dynamic: the pairs ``(out_fw, out_bw)`` and ``(state_fw,
   state_bw)``. Initial states, ``time_major=True`` and static ``sequence_length=`` are refused.
9. ``cell.state_size`` / ``cell.output_size`` of a cell of caveats 1-2 (nlintz's 07_lstm returns
   ``lstm.state_size`` and prints it) -> the sizes TF1's cell states: ``num_units`` (an int),
   ``_LSTMStateTuple(c=n, h=n)`` for an LSTM's state (TF1's ``LSTMStateTuple``, printed alike),
   a tuple of the layers' state sizes for a ``MultiRNNCell`` (its output size: the last
   layer's). A statement left without graph values is plain Python (printed where it stands).
"""
from __future__ import annotations

import libcst as cst

from migrate.source.native.context import Refusal, Rule, arg, call, expr, helper_statements, int_value, keyword, names_in, reserved_name
from migrate.source.native.shapes import elements_key
from migrate.source.rules import layers

RULE = Rule("rnns", "BasicRNNCell/LSTMCell/BasicLSTMCell + tf.nn.dynamic_rnn -> TF1-named variables + tf.scan")

# cell class -> (kind, TF1 variable scope of the cell, accepted arguments in positional order)
_CELL_TABLE = {
    "BasicRNNCell": ("rnn", "basic_rnn_cell", ("num_units", "activation")),
    "BasicLSTMCell": ("lstm", "basic_lstm_cell", ("num_units", "forget_bias", "state_is_tuple", "activation")),
    "LSTMCell": ("lstm", "lstm_cell", ("num_units", "use_peepholes", "cell_clip", "initializer", "num_proj",
                                        "proj_clip", "num_unit_shards", "num_proj_shards", "forget_bias",
                                        "state_is_tuple", "activation")),
    "GRUCell": ("gru", "gru_cell", ("num_units", "activation", "reuse", "kernel_initializer", "bias_initializer")),
}
CELLS = {f"{prefix}.{name}": name for name in _CELL_TABLE for prefix in ("tf.contrib.rnn", "tf.nn.rnn_cell")}
DYNAMIC_RNN = "tf.nn.dynamic_rnn"
STATIC_RNN = {"tf.nn.static_rnn", "tf.contrib.rnn.static_rnn"}
STATIC_RNN_NAME = "tf.nn.static_rnn"  # (the spelling a bidirectional RNN's two runs are expanded from)
MULTI = {f"{prefix}.MultiRNNCell" for prefix in ("tf.contrib.rnn", "tf.nn.rnn_cell")}
BIDIRECTIONAL_DYNAMIC = "tf.nn.bidirectional_dynamic_rnn"
BIDIRECTIONAL_STATIC = {"tf.nn.static_bidirectional_rnn", "tf.contrib.rnn.static_bidirectional_rnn"}
BIDIRECTIONAL = BIDIRECTIONAL_STATIC | {BIDIRECTIONAL_DYNAMIC}
# arguments that must keep TF1's default (their value as source text)
_DEFAULTS = {"use_peepholes": "False", "cell_clip": "None", "num_proj": "None",
             "proj_clip": "None", "num_unit_shards": "None", "num_proj_shards": "None", "state_is_tuple": "True",
             "reuse": "None"}
# a cell's own initializers (None: the enclosing scope's, else TF1's default): LSTMCell's
# ``initializer`` is its kernel's; GRUCell's ``kernel_initializer`` both kernels' and its
# ``bias_initializer`` both biases' (TF1's defaults there: 1.0 for the gates, 0.0 for the candidate)
_KERNEL_INITIALIZERS = ("initializer", "kernel_initializer")

LSTM_STEP = "_tf1_lstm_step"
_LSTM_HELPERS = '''import collections

{tuple} = collections.namedtuple("LSTMStateTuple", ("c", "h"))


def {step}(state, x, kernel, bias, forget_bias, activation={tf}.tanh):
    """One step of TF1's LSTMCell / BasicLSTMCell (gates i, j, f, o): the new (c, h)."""
    c, h = state
    i, j, f, o = {tf}.split({tf}.nn.bias_add({tf}.matmul({tf}.concat([x, h], 1), kernel), bias), 4, axis=1)
    c = {tf}.sigmoid(f + forget_bias) * c + {tf}.sigmoid(i) * activation(j)
    return c, {tf}.sigmoid(o) * activation(c)
'''


SEQUENCE_SCAN = "_tf1_sequence_scan"
_SEQUENCE_HELPER = '''def {name}(step, inputs, state, sequence_length, lstm=False):
    """TF1's dynamic_rnn(sequence_length=) loop over time-major ``inputs``: ``step(state, x)``
    is the cell's new state (LSTM: (c, h), its output h); once a row's length is reached its
    output is zeros and its state is carried unchanged (TF1's copy-through, by selection).
    Returns (the state after each step, the outputs), stacked over time."""
    sequence_length = {tf}.cast(sequence_length, {tf}.int32)

    def masked(carry, elems):
        state, _ = carry
        x, time = elems
        new_state = step(state, x)
        output = new_state[1] if lstm else new_state
        done = (time >= sequence_length)[:, None]
        new_state = {tf}.nest.map_structure(lambda old, new: {tf}.where(done, old, new), state, new_state)
        return new_state, {tf}.where(done, {tf}.zeros_like(output), output)

    zeros = {tf}.zeros_like(state[1] if lstm else state)
    return {tf}.scan(masked, (inputs, {tf}.range({tf}.shape(inputs)[0])), initializer=(state, zeros))
'''

GRU_STEP = "_tf1_gru_step"
_GRU_HELPER = '''def {step}(h, x, gate_kernel, gate_bias, candidate_kernel, candidate_bias, activation={tf}.tanh):
    """One step of TF1's GRUCell (gates r, u; candidate from r * h): the new h."""
    r, u = {tf}.split({tf}.sigmoid({tf}.nn.bias_add({tf}.matmul({tf}.concat([x, h], 1), gate_kernel), gate_bias)), 2, axis=1)
    c = activation({tf}.nn.bias_add({tf}.matmul({tf}.concat([x, r * h], 1), candidate_kernel), candidate_bias))
    return u * h + (1 - u) * c
'''


def cell_spec(node: cst.Call, q: str, ctx) -> tuple:
    """(kind, cell scope, num_units, activation or None, forget_bias expression, kernel
    initializer or None, bias initializer or None) of a cell."""
    kind, cell_scope, params = _CELL_TABLE[CELLS[q]]
    name = CELLS[q]
    for i, a in enumerate(node.args):
        if a.star or (a.keyword is not None and a.keyword.value not in params) or (a.keyword is None and i >= len(params)):
            raise Refusal(node, RULE.name, f"{name} with arguments other than {', '.join(params)} is not converted")
    given = {p: arg(node, k, p) for k, p in enumerate(params)}
    for p, v in given.items():
        if p in _DEFAULTS and v is not None and not (isinstance(v, cst.Name) and v.value == _DEFAULTS[p]):
            raise Refusal(node, RULE.name, f"{name}({p}=...) other than TF1's default {_DEFAULTS[p]} is not converted")
    units = given["num_units"]
    if int_value(units, ctx) is None:
        raise Refusal(node, RULE.name, f"{name} num_units that is not an int literal or int constant")
    activation = given["activation"]
    if isinstance(activation, cst.Name) and activation.value == "None":
        activation = None
    if isinstance(activation, cst.BaseString):  # (TF1's cells took Keras identifiers: ``activation="relu"``)
        activation = layers.keras_activation(activation, node, ctx, RULE.name, f"{name}'s activation")
        if activation is None:  # (``"linear"``: here None would mean the cell's default, tanh)
            raise Refusal(node, RULE.name, f"{name}(activation='linear') is not converted")
    forget_bias = given.get("forget_bias")
    if forget_bias is not None and not isinstance(forget_bias, (cst.Float, cst.Integer)):
        raise Refusal(node, RULE.name, f"{name} forget_bias that is not a number literal")
    inits = {p: v for p, v in given.items() if v is not None and not (isinstance(v, cst.Name) and v.value == "None")}
    kernel_init = next((inits[p] for p in _KERNEL_INITIALIZERS if p in inits), None)
    return (kind, cell_scope, int_value(units, ctx), activation, forget_bias or cst.Float("1.0"), kernel_init,
            inits.get("bias_initializer"))


def multi_spec(node: cst.Call, cells: dict, ctx) -> tuple:
    """(("multi", layer specs), names of the cells it takes) of ``MultiRNNCell([...])``: a list
    literal of cell constructors and/or names bound to cells (``cells``), or
    ``[Cell(...) for _ in range(k)]`` (the loop variable unused, ``k`` an int)."""
    for i, a in enumerate(node.args):
        if a.star or (a.keyword is not None and a.keyword.value not in ("cells", "state_is_tuple")) or (a.keyword is None and i > 1):
            raise Refusal(node, RULE.name, "MultiRNNCell with arguments other than cells/state_is_tuple is not converted")
    flag = arg(node, 1, "state_is_tuple")
    if flag is not None and not (isinstance(flag, cst.Name) and flag.value == "True"):
        raise Refusal(node, RULE.name, "MultiRNNCell(state_is_tuple=...) other than TF1's default True is not converted")
    given = arg(node, 0, "cells")
    layers_, names = [], []
    if isinstance(given, cst.ListComp):
        loop, elt = given.for_in, given.elt
        count = int_value(arg(loop.iter, 0, "stop"), ctx) if isinstance(loop.iter, cst.Call) and len(loop.iter.args) == 1 \
            and isinstance(loop.iter.func, cst.Name) and loop.iter.func.value == "range" and ctx.qualname(loop.iter.func) is None else None
        q = ctx.call_name(elt)
        if (count is None or count < 1 or loop.inner_for_in is not None or loop.ifs or loop.asynchronous is not None
                or not isinstance(loop.target, cst.Name) or loop.target.value in names_in(elt) or q not in CELLS):
            raise Refusal(node, RULE.name, "MultiRNNCell of a list comprehension other than [Cell(...) for _ in range(<int>)] is not converted")
        layers_ = [cell_spec(elt, q, ctx)] * count
    elif isinstance(given, cst.List) and given.elements:
        for e in given.elements:
            v = e.value
            if isinstance(e, cst.StarredElement):
                layers_ = None
                break
            if isinstance(v, cst.Name) and v.value in cells and cells[v.value][0] != "multi" and v.value not in names:
                layers_.append(cells[v.value])
                names.append(v.value)
            elif ctx.call_name(v) in CELLS:
                layers_.append(cell_spec(v, ctx.call_name(v), ctx))
            else:
                layers_ = None
                break
        if layers_ is None:
            raise Refusal(node, RULE.name, "MultiRNNCell of cells other than BasicRNNCell/GRUCell/LSTMCell/BasicLSTMCell "
                          "(built in the list or bound once to names in this block) is not converted (wrappers, nested stacks...)")
    else:
        raise Refusal(node, RULE.name, "MultiRNNCell whose cells are not a list literal or [Cell(...) for _ in range(<int>)] is not converted")
    return ("multi", tuple(layers_)), names


SIZE_ATTRIBUTES = ("state_size", "output_size")


def size_expr(spec: tuple, attr: str, ctx) -> cst.BaseExpression:
    """TF1's ``cell.<attr>`` (``SIZE_ATTRIBUTES``) of a cell of spec ``spec`` (``cell_spec`` /
    ``multi_spec``), as an expression (caveat 9)."""
    return expr(_size_text(spec, attr, ctx))


def _size_text(spec: tuple, attr: str, ctx) -> str:
    if spec[0] == "multi":
        layers_ = spec[1]
        if attr == "output_size":
            return _size_text(layers_[-1], attr, ctx)
        sizes = [_size_text(s, attr, ctx) for s in layers_]
        return f"({sizes[0]},)" if len(sizes) == 1 else f"({', '.join(sizes)})"
    units = spec[2]
    if attr == "state_size" and spec[0] == "lstm":
        return f"{lstm_names(ctx)[1]}(c={units}, h={units})"
    return str(units)


def _first(expr_, index: str) -> cst.Subscript:
    return cst.Subscript(expr_, [cst.SubscriptElement(cst.Index(expr(index)))])


def zero_state_of(node, cells: dict, ctx):
    """(cell name, dtype) of ``cell.zero_state(batch_size, dtype)`` of a cell built in the
    block, else None."""
    if not (isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr.value == "zero_state"
            and isinstance(node.func.value, cst.Name) and node.func.value.value in cells):
        return None
    if len(node.args) != 2 or any(a.star for a in node.args):
        return None
    dtype = arg(node, 1, "dtype")
    return (node.func.value.value, dtype) if dtype is not None else None


def _time_major(node: cst.Call, what: str) -> bool:
    """``time_major=`` as written: True / False (the default); anything else refused."""
    value = arg(node, None, "time_major")
    if value is None or (isinstance(value, cst.Name) and value.value == "False"):
        return False
    if isinstance(value, cst.Name) and value.value == "True":
        return True
    raise Refusal(node, RULE.name, f"{what}(time_major=...) other than a literal True/False is not converted")


def _carried_state(node: cst.Call, cell, cells: dict, shapes: dict):
    """The name given as ``initial_state=`` when it is the final state of an RNN converted
    before (its shapes known: ``state.c``/``state.h`` for an LSTM, ``state`` for a basic or GRU
    cell) of the units of ``cell``, a single cell (caveat 6: a seq2seq decoder started from the
    encoder's state); else None."""
    given = arg(node, None, "initial_state")
    if not isinstance(given, cst.Name) or not isinstance(cell, cst.Name) or cell.value not in cells:
        return None
    spec = cells[cell.value]
    if spec[0] == "multi":
        return None
    units = spec[2]
    keys = (f"{given.value}.c", f"{given.value}.h") if spec[0] == "lstm" else (given.value,)
    if all(len(shapes.get(k) or ()) == 2 and shapes[k][1] == units for k in keys) and (
            spec[0] == "lstm" or f"{given.value}.c" not in shapes):
        return given
    return None


def _zero_state_dtype(node: cst.Call, cell, zero_states: dict, what: str, carried=None):
    """The dtype of ``initial_state=`` a zero state of ``cell`` (caveat 6), None without one
    (or with ``carried``, the name of a state ``_carried_state`` accepted)."""
    dtype = None
    for a in node.args:
        if a.keyword is not None and a.keyword.value == "initial_state" and carried is None:
            zero = zero_states.get(a.value.value) if isinstance(a.value, cst.Name) else None
            if zero is None or not isinstance(cell, cst.Name) or zero[0] != cell.value:
                raise Refusal(node, RULE.name, f"{what}(initial_state=...) other than a name bound to this cell's zero_state(...) "
                              "(read nowhere else) or the final state of an earlier RNN of one cell of the same kind and units "
                              "is not converted")
            dtype = zero[1]
    return dtype


def expand(node: cst.Call, cells: dict, shapes: dict, scope: str, initializer, ctx, shape_of, targets, zero_states=None):
    """([(python name, variable expr)], [(target, value, shape)], cell name) of
    ``outputs, state = tf.nn.dynamic_rnn(...)`` or ``static_rnn(...)`` (``targets``: the two
    names it assigns); a ``value`` of None only states the shape of ``target`` (``state.h``).
    ``zero_states``: names bound to ``cell.zero_state(...)`` -> (cell name, dtype)."""
    static = ctx.call_name(node) in STATIC_RNN
    what = "static_rnn" if static else "dynamic_rnn"
    allowed = ("cell", "inputs", "dtype", "scope", "sequence_length") + (() if static else ("initial_state", "time_major"))
    for i, a in enumerate(node.args):
        if a.star or (a.keyword is not None and a.keyword.value not in allowed) or (a.keyword is None and i > 1):
            raise Refusal(node, RULE.name, f"{what} with arguments other than cell/inputs/dtype/scope/sequence_length"
                          f"{'' if static else '/initial_state=zero state/time_major=False'} (parallel_iterations, swap_memory...) is not converted")
    cell, inputs = arg(node, 0, "cell"), arg(node, 1, "inputs")
    if not static and _time_major(node, what):
        return _time_major_expand(node, cells, shapes, scope, initializer, ctx, shape_of, targets, zero_states)
    carried = None if static else _carried_state(node, cell, cells, shapes)
    zero_dtype = None if static else _zero_state_dtype(node, cell, zero_states or {}, what, carried)
    if static:
        # a list of [batch, features] tensors (``tf.unstack(x, T, 1)``): the same scan over
        # ``tf.stack(inputs, axis=1)``, its outputs unstacked back into a list (caveat 5)
        element = shapes.get(elements_key(inputs.value)) if isinstance(inputs, cst.Name) else None
        if element is None or len(element) != 2 or element[1] is None:
            raise Refusal(node, RULE.name, "static_rnn inputs other than a name bound to tf.unstack(...) of a tensor whose shape the source states")
        stacked_inputs = ctx.fresh(f"{inputs.value.strip('_') or 'rnn_inputs'}_stacked")
        stacked_outputs = ctx.fresh(f"{targets[0].strip('_') or 'rnn_outputs'}_stacked")
        stacked_shape = [element[0], None, element[1]]
        dynamic = node.with_changes(func=ctx.tf_attr(DYNAMIC_RNN), args=[
            cst.Arg(cell), cst.Arg(cst.Name(stacked_inputs)),
            *[a for a in node.args if a.keyword is not None and a.keyword.value in ("dtype", "scope", "sequence_length")]])
        made, stmts, cell_name = expand(dynamic, cells, {**shapes, stacked_inputs: stacked_shape}, scope, initializer,
                                        ctx, shape_of, (stacked_outputs, targets[1]))
        units = next(shape for target, _, shape in stmts if target == stacked_outputs)[2]
        stack = call(ctx.tf_attr("tf.stack"), inputs, axis=expr("1"))
        unstack = call(ctx.tf_attr("tf.unstack"), cst.Name(stacked_outputs), axis=expr("1"))
        return made, [(stacked_inputs, stack, stacked_shape)] + stmts + [
            (targets[0], unstack, None), (elements_key(targets[0]), None, [element[0], units])], cell_name
    if not isinstance(cell, cst.Name) or cell.value not in cells:
        name = f"`{cell.value}`" if isinstance(cell, cst.Name) else "a cell expression"
        raise Refusal(node, RULE.name, f"dynamic_rnn of {name}, which is not a BasicRNNCell/GRUCell/LSTMCell/BasicLSTMCell/"
                      "MultiRNNCell the converter built in this block (a cell it refused has its own diagnostic)")
    dtype = arg(node, None, "dtype")
    if zero_dtype is not None and (dtype is None or ctx.qualname(dtype) == ctx.qualname(zero_dtype)):
        dtype = zero_dtype  # a zero initial state of that dtype: what ``dtype=`` makes
    if carried is not None and dtype is None:
        dtype = ctx.tf_attr("tf.float32")  # (the converted state's dtype: its RNN ran in float32)
    if dtype is None or ctx.qualname(dtype) != "tf.float32":
        raise Refusal(node, RULE.name, "dynamic_rnn without dtype=tf.float32 is not converted")
    shape = shape_of(inputs, shapes, ctx)
    if shape is None or len(shape) != 3 or shape[2] is None:
        raise Refusal(node, RULE.name, "dynamic_rnn input whose rank-3 shape the source does not state")
    given = arg(node, None, "scope")
    if given is not None and not isinstance(given, cst.SimpleString):
        raise Refusal(node, RULE.name, "dynamic_rnn scope= that is not a string literal")
    spec = cells[cell.value]
    base = scope + (given.evaluated_value if given is not None else "rnn")
    init = initializer or call(ctx.tf_attr("tf.keras.initializers.GlorotUniform"))
    outputs_name, state_name = targets
    lengths = arg(node, None, "sequence_length")
    if spec[0] != "multi":
        made, stmts = _layer(spec, base + "/" + spec[1], shape, inputs, outputs_name, state_name, init, ctx, lengths, carried)
        return made, stmts, cell.value
    # MultiRNNCell: layer i's output at each step is layer i + 1's input, so the stack is layer 1
    # scanned over the inputs, layer 2 over its outputs...; the state is the tuple of their states
    made, stmts, states = [], [], []
    stem = outputs_name.strip("_") or "rnn"
    count = len(spec[1])
    for i, layer in enumerate(spec[1]):
        last = i == count - 1
        out_i = outputs_name if last else ctx.fresh(f"{stem}_cell_{i}")
        state_i = ctx.fresh(f"{state_name.strip('_') or 'rnn_state'}_cell_{i}")
        layer_made, layer_stmts = _layer(layer, f"{base}/multi_rnn_cell/cell_{i}/{layer[1]}", shape, inputs, out_i, state_i, init, ctx, lengths)
        made += layer_made
        stmts += layer_stmts
        states.append(state_i)
        units = layer[2]
        for key in (f"[{i}]", f"[{i - count}]"):  # shapes of state[i] / state[i].h for later layers (dense heads)
            if layer[0] == "lstm":
                stmts += [(f"{state_name}{key}.c", None, [shape[0], units]), (f"{state_name}{key}.h", None, [shape[0], units])]
            else:
                stmts.append((f"{state_name}{key}", None, [shape[0], units]))
        inputs, shape = cst.Name(out_i), [shape[0], shape[1], units]
    stmts.append((state_name, cst.Tuple([cst.Element(cst.Name(n)) for n in states]), None))
    return made, stmts, cell.value


def _time_major_expand(node: cst.Call, cells: dict, shapes: dict, scope: str, initializer, ctx, shape_of, targets, zero_states):
    """``outputs, state = dynamic_rnn(cell, inputs, ..., time_major=True)`` (ematvey's seq2seq
    tutorial): TF1 transposes time-major inputs to run the same loop and its outputs back
    (caveat 6), so this is the batch-major conversion of ``tf.transpose(inputs, [1, 0, 2])``,
    its outputs transposed back; the state is the same."""
    inputs = arg(node, 1, "inputs")
    shape = shape_of(inputs, shapes, ctx)
    if shape is None or len(shape) != 3 or shape[2] is None:
        raise Refusal(node, RULE.name, "dynamic_rnn input whose rank-3 shape the source does not state")
    stem = inputs.value.strip("_") if isinstance(inputs, cst.Name) else "rnn_inputs"
    batch_in = ctx.fresh(f"{stem or 'rnn_inputs'}_batch_major")
    batch_out = ctx.fresh(f"{targets[0].strip('_') or 'rnn_outputs'}_batch_major")
    args, position = [], 0
    for a in node.args:
        if a.keyword is not None and a.keyword.value == "time_major":
            continue
        is_inputs = (a.keyword is None and position == 1) or (a.keyword is not None and a.keyword.value == "inputs")
        position += a.keyword is None
        args.append(a.with_changes(value=cst.Name(batch_in)) if is_inputs else a)
    args[-1] = args[-1].with_changes(comma=cst.MaybeSentinel.DEFAULT)
    in_shape = [shape[1], shape[0], shape[2]]
    made, stmts, cell = expand(node.with_changes(args=args), cells, {**shapes, batch_in: in_shape}, scope, initializer, ctx,
                               shape_of, (batch_out, targets[1]), zero_states)
    units = next(s for t, _, s in stmts if t == batch_out)[2]
    to_time_major = expr("[1, 0, 2]")
    return made, [(batch_in, call(ctx.tf_attr("tf.transpose"), inputs, to_time_major), in_shape)] + stmts + [
        (targets[0], call(ctx.tf_attr("tf.transpose"), cst.Name(batch_out), to_time_major), [shape[0], shape[1], units])], cell


def bidirectional_targets(stmt, targets: tuple, q: str) -> tuple:
    """The names a bidirectional RNN's statement assigns, as ``expand_bidirectional`` reads them:
    ``(out_fw, out_bw), _ = tf.nn.bidirectional_dynamic_rnn(...)`` (the states discarded as one
    ``_``: hunt 38 z_092) is the four names ``out_fw, out_bw, _, _``; else ``targets``."""
    body = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
    if q != BIDIRECTIONAL_DYNAMIC or not isinstance(body, cst.Assign) or len(body.targets) != 1:
        return targets
    target = body.targets[0].target
    if isinstance(target, (cst.Tuple, cst.List)) and len(target.elements) == 2 and not any(
            isinstance(e, cst.StarredElement) for e in target.elements):
        outputs, states = (e.value for e in target.elements)
        if isinstance(outputs, (cst.Tuple, cst.List)) and len(outputs.elements) == 2 \
                and all(isinstance(e, cst.Element) and isinstance(e.value, cst.Name) for e in outputs.elements) \
                and isinstance(states, cst.Name) and states.value == "_":
            return (outputs.elements[0].value.value, outputs.elements[1].value.value, "_", "_")
    return targets


def expand_bidirectional(node: cst.Call, cells: dict, shapes: dict, scope: str, initializer, ctx, shape_of, targets):
    """([(python name, variable expr)], [(target, value, shape)], (cell_fw, cell_bw)) of
    ``outputs, state_fw, state_bw = static_bidirectional_rnn(cell_fw, cell_bw, inputs, ...)`` or
    ``outputs, states = tf.nn.bidirectional_dynamic_rnn(cell_fw, cell_bw, inputs, ...)``
    (``targets``: the names it assigns; for the dynamic one also ``(out_fw, out_bw), (state_fw,
    state_bw)``, four names). As TF1 builds them (caveat 8): the forward cell run over the inputs
    in ``<scope or "bidirectional_rnn">/fw``, the backward cell over the time-reversed inputs
    in ``.../bw`` and its outputs reversed back (``tf.reverse_sequence`` by the rows' lengths
    when ``sequence_length=`` is given, as TF1 reverses); the static one's outputs are the
    per-step ``tf.concat([fw, bw], 1)``, the dynamic one's the pair ``(fw, bw)``."""
    static = ctx.call_name(node) in BIDIRECTIONAL_STATIC
    what = "static_bidirectional_rnn" if static else "bidirectional_dynamic_rnn"
    allowed = ("cell_fw", "cell_bw", "inputs", "dtype", "scope", "sequence_length")
    for i, a in enumerate(node.args):
        if a.star or (a.keyword is not None and a.keyword.value not in allowed) or (a.keyword is None and i > 2):
            raise Refusal(node, RULE.name, f"{what} with arguments other than cell_fw/cell_bw/inputs/dtype/scope/sequence_length "
                          "(initial states, time_major, parallel_iterations...) is not converted")
    cell_fw, cell_bw, inputs = arg(node, 0, "cell_fw"), arg(node, 1, "cell_bw"), arg(node, 2, "inputs")
    lengths, given = arg(node, None, "sequence_length"), arg(node, None, "scope")
    if not isinstance(inputs, cst.Name):
        raise Refusal(node, RULE.name, f"{what} of inputs that are not a name")
    if given is not None and not isinstance(given, cst.SimpleString):
        raise Refusal(node, RULE.name, f"{what} scope= that is not a string literal")
    if static and lengths is not None:
        raise Refusal(node, RULE.name, "static_bidirectional_rnn(sequence_length=) is not converted")
    if isinstance(cell_fw, cst.Name) and isinstance(cell_bw, cst.Name) and cell_fw.value == cell_bw.value:
        raise Refusal(node, RULE.name, f"{what} of one cell in both directions is not converted")
    for c in (cell_fw, cell_bw):
        if not isinstance(c, cst.Name) or c.value not in cells:
            # (here, with the call's position: the expanded single-direction run has none; hunt 20's d08 said 1:1)
            name = f"`{c.value}`" if isinstance(c, cst.Name) else "a cell written inline"
            raise Refusal(node, RULE.name, f"{what} of {name}, which is not a BasicRNNCell/GRUCell/LSTMCell/BasicLSTMCell/"
                          "MultiRNNCell the converter built in this block: bind each cell to a name of its own first")
    count = len(targets)  # static: outputs, state_fw, state_bw; dynamic: outputs, states or four names
    if count not in ((3,) if static else (2, 4)):
        raise Refusal(node, RULE.name, f"{what} assigned to other targets than TF1's result structure")
    base = given.evaluated_value if given is not None else "bidirectional_rnn"
    single = STATIC_RNN_NAME if static else DYNAMIC_RNN
    kept = [a for a in node.args if a.keyword is not None and a.keyword.value in ("dtype", "sequence_length")]

    def run(cell, source, direction, outs, state):
        direction_scope = keyword("scope", cst.SimpleString(f'"{base}/{direction}"'))
        one = node.with_changes(func=ctx.tf_attr(single), args=[cst.Arg(cell), cst.Arg(cst.Name(source)), *kept, direction_scope])
        return expand(one, cells, shapes, scope, initializer, ctx, shape_of, (outs, state))

    stem = targets[0].strip("_") or "birnn"
    out_fw, out_bw = (targets[0], targets[1]) if count == 4 else (ctx.fresh(f"{stem}_fw"), ctx.fresh(f"{stem}_bw"))
    state_fw, state_bw = (targets[2], targets[3]) if count == 4 else (targets[1], targets[2]) if count == 3 else \
        (ctx.fresh(f"{stem}_state_fw"), ctx.fresh(f"{stem}_state_bw"))
    state_fw, state_bw = (ctx.fresh(f"{stem}_state_fw") if state_fw == "_" else state_fw,
                          ctx.fresh(f"{stem}_state_bw") if state_bw == "_" else state_bw)
    reversed_in, reversed_out = ctx.fresh(f"{inputs.value.strip('_') or 'inputs'}_reversed"), ctx.fresh(f"{stem}_bw_reversed")
    made_fw, stmts, cell_fw_name = run(cell_fw, inputs.value, "fw", out_fw, state_fw)

    def reverse(value):
        if static:  # a list of per-step tensors: the list reversed
            return cst.Subscript(value, [cst.SubscriptElement(cst.Slice(lower=None, upper=None, step=expr("-1")))])
        if lengths is not None:
            return call(ctx.tf_attr("tf.reverse_sequence"), value, lengths, seq_axis=expr("1"), batch_axis=expr("0"))
        return call(ctx.tf_attr("tf.reverse"), value, axis=expr("[1]"))

    in_shape = shapes.get(elements_key(inputs.value)) if static else shape_of(inputs, shapes, ctx)
    shapes = {**shapes, (elements_key(reversed_in) if static else reversed_in): in_shape}
    made_bw, stmts_bw, cell_bw_name = run(cell_bw, reversed_in, "bw", reversed_out, state_bw)
    stmts = stmts + [(reversed_in, reverse(inputs), None if static else in_shape)] + stmts_bw
    out_shape = {t: v for t, _, v in stmts}
    if static:
        fw_shape, bw_shape = out_shape.get(elements_key(out_fw)), out_shape.get(elements_key(reversed_out))
        stmts.append((out_bw, reverse(cst.Name(reversed_out)), None))
        f, b = ctx.fresh("fw_t"), ctx.fresh("bw_t")
        per_step = cst.ListComp(
            elt=call(ctx.tf_attr("tf.concat"), cst.List([cst.Element(cst.Name(f)), cst.Element(cst.Name(b))]), expr("1")),
            for_in=cst.CompFor(target=cst.Tuple([cst.Element(cst.Name(f)), cst.Element(cst.Name(b))], lpar=[], rpar=[]),
                               iter=call(cst.Name("zip"), cst.Name(out_fw), cst.Name(out_bw))))
        stmts.append((targets[0], per_step, None))
        if fw_shape is not None and bw_shape is not None and None not in fw_shape[1:] + bw_shape[1:]:
            stmts.append((elements_key(targets[0]), None, [fw_shape[0], fw_shape[1] + bw_shape[1]]))
        return made_fw + made_bw, stmts, (cell_fw_name, cell_bw_name)
    stmts.append((out_bw, reverse(cst.Name(reversed_out)), out_shape.get(reversed_out)))
    if count == 2:
        pair = lambda a, b: cst.Tuple([cst.Element(cst.Name(a)), cst.Element(cst.Name(b))])  # noqa: E731
        stmts += [(targets[0], pair(out_fw, out_bw), None), (targets[1], pair(state_fw, state_bw), None)]
    return made_fw + made_bw, stmts, (cell_fw_name, cell_bw_name)


def _layer(spec: tuple, prefix: str, shape: list, inputs, outputs_name: str, state_name: str, init, ctx, lengths=None,
           carried=None) -> tuple:
    """([(python name, variable expr)], [(target, value, shape)]) of one cell scanned over
    ``inputs`` (shape ``shape``), its variables named ``prefix/...``; ``lengths``: the
    ``sequence_length=`` expression (caveat 7), else None; ``carried``: the name of the state
    it starts from (caveat 6), else it starts from zeros."""
    kind, _, units, activation, forget_bias, kernel_init, bias_init = spec
    init = kernel_init or init
    gates = {"lstm": 4, "gru": 2}.get(kind, 1)
    stem = prefix.replace("/", "_")
    zeros_init = call(ctx.tf_attr("tf.zeros_initializer"))
    if kind == "gru":  # gates (bias 1.0) and candidate (bias 0.0), each a kernel and a bias
        parts = [("gates", bias_init or call(ctx.tf_attr("tf.constant_initializer"), expr("1.0")), 2),
                 ("candidate", bias_init or zeros_init, 1)]
        made = []
        for part, part_bias, n in parts:
            made.append((ctx.fresh(f"{stem}_{part}_kernel"), layers.variable(ctx, init, [shape[2] + units, n * units], f"{prefix}/{part}/kernel")))
            made.append((ctx.fresh(f"{stem}_{part}_bias"), layers.variable(ctx, part_bias, [n * units], f"{prefix}/{part}/bias")))
        kernel = bias = None
    else:
        kernel, bias = ctx.fresh(f"{stem}_kernel"), ctx.fresh(f"{stem}_bias")
        made = [
            (kernel, layers.variable(ctx, init, [shape[2] + units, gates * units], f"{prefix}/kernel")),
            (bias, layers.variable(ctx, zeros_init, [gates * units], f"{prefix}/bias")),
        ]
    h, x_t = ctx.fresh("rnn_state"), ctx.fresh("rnn_input")
    params = cst.Parameters([cst.Param(cst.Name(h)), cst.Param(cst.Name(x_t))])
    batch_major = expr("[1, 0, 2]")
    zeros = call(
        ctx.tf_attr("tf.zeros"),
        cst.List([cst.Element(_first(call(ctx.tf_attr("tf.shape"), inputs), "0")), cst.Element(cst.Integer(str(units)))]),
        dtype=ctx.tf_attr("tf.float32"),
    )
    if carried is not None and kind in ("rnn", "gru"):
        zeros = cst.Name(carried.value)
    time_major = call(ctx.tf_attr("tf.transpose"), inputs, batch_major)
    if kind in ("rnn", "gru"):
        if kind == "gru":
            step_args = [cst.Name(h), cst.Name(x_t)] + [cst.Name(py) for py, _ in made] + ([activation] if activation is not None else [])
            step = cst.Lambda(params=params, body=call(cst.Name(reserved_name(ctx, "gru_step", GRU_STEP)), *step_args))
            if lengths is not None:
                return made, _sequence_scan(step, time_major, zeros, lengths, False, shape, units, outputs_name, state_name, ctx)
            scanned = cst.Call(func=ctx.tf_attr("tf.scan"), args=[cst.Arg(step), cst.Arg(time_major), keyword("initializer", zeros)])
            outputs = call(ctx.tf_attr("tf.transpose"), scanned, batch_major)
            state = cst.Subscript(cst.Name(outputs_name), [cst.SubscriptElement(cst.Slice(lower=None, upper=None)), cst.SubscriptElement(cst.Index(expr("-1")))])
            return made, [(outputs_name, outputs, [shape[0], shape[1], units]), (state_name, state, [shape[0], units])]
        pre = call(  # (TF1's bias_add: its gradient sums as TF1's did)
            ctx.tf_attr("tf.nn.bias_add"),
            call(ctx.tf_attr("tf.matmul"), call(ctx.tf_attr("tf.concat"), cst.List([cst.Element(cst.Name(x_t)), cst.Element(cst.Name(h))]), expr("1")), cst.Name(kernel)),
            cst.Name(bias),
        )
        step = cst.Lambda(params=params, body=call(activation or ctx.tf_attr("tf.tanh"), pre))
        if lengths is not None:
            return made, _sequence_scan(step, time_major, zeros, lengths, False, shape, units, outputs_name, state_name, ctx)
        scanned = cst.Call(func=ctx.tf_attr("tf.scan"), args=[cst.Arg(step), cst.Arg(time_major), keyword("initializer", zeros)])
        outputs = call(ctx.tf_attr("tf.transpose"), scanned, batch_major)
        state = cst.Subscript(cst.Name(outputs_name), [cst.SubscriptElement(cst.Slice(lower=None, upper=None)), cst.SubscriptElement(cst.Index(expr("-1")))])
        stmts = [(outputs_name, outputs, [shape[0], shape[1], units]), (state_name, state, [shape[0], units])]
        return made, stmts
    step_name, tuple_name = lstm_names(ctx)
    step_args = [cst.Name(h), cst.Name(x_t), cst.Name(kernel), cst.Name(bias), forget_bias] + ([activation] if activation is not None else [])
    step = cst.Lambda(params=params, body=call(cst.Name(step_name), *step_args))
    both = cst.Tuple([cst.Element(zeros), cst.Element(zeros)]) if carried is None else cst.Tuple(
        [cst.Element(cst.Attribute(cst.Name(carried.value), cst.Name(part))) for part in ("c", "h")])
    if lengths is not None:
        return made, _sequence_scan(step, time_major, both, lengths, True, shape, units, outputs_name, state_name, ctx)
    scanned = cst.Call(func=ctx.tf_attr("tf.scan"), args=[cst.Arg(step), cst.Arg(time_major), keyword("initializer", both)])
    scan_name = ctx.fresh(f"{outputs_name}_scan")
    cs, hs = _first(cst.Name(scan_name), "0"), _first(cst.Name(scan_name), "1")
    outputs = call(ctx.tf_attr("tf.transpose"), hs, batch_major)
    state = call(cst.Name(tuple_name), _first(cs, "-1"), _first(hs, "-1"))
    stmts = [(scan_name, scanned, None), (outputs_name, outputs, [shape[0], shape[1], units]), (state_name, state, None),
             (f"{state_name}.c", None, [shape[0], units]), (f"{state_name}.h", None, [shape[0], units])]
    return made, stmts


def _sequence_scan(step, time_major, initial, lengths, lstm: bool, shape, units, outputs_name, state_name, ctx) -> list:
    """The statements of one cell run by ``dynamic_rnn(..., sequence_length=lengths)``: the
    emitted ``_tf1_sequence_scan`` (TF1's copy-through) scanned over ``time_major``, outputs
    and final state read from its (states, outputs)."""
    helper = reserved_name(ctx, "sequence_scan", SEQUENCE_SCAN)
    scanned = call(cst.Name(helper), step, time_major, initial, lengths, **({"lstm": cst.Name("True")} if lstm else {}))
    scan_name = ctx.fresh(f"{outputs_name}_scan")
    states, outs = _first(cst.Name(scan_name), "0"), _first(cst.Name(scan_name), "1")
    outputs = call(ctx.tf_attr("tf.transpose"), outs, expr("[1, 0, 2]"))
    stmts = [(scan_name, scanned, None), (outputs_name, outputs, [shape[0], shape[1], units])]
    if lstm:
        _, tuple_name = lstm_names(ctx)
        state = call(cst.Name(tuple_name), _first(_first(states, "0"), "-1"), _first(_first(states, "1"), "-1"))
        return stmts + [(state_name, state, None), (f"{state_name}.c", None, [shape[0], units]),
                        (f"{state_name}.h", None, [shape[0], units])]
    return stmts + [(state_name, _first(states, "-1"), [shape[0], units])]


def lstm_names(ctx) -> tuple:
    """(step function, state tuple class) names of this file (reserved on first use)."""
    step = reserved_name(ctx, "lstm_step", LSTM_STEP)
    return step, reserved_name(ctx, "lstm_tuple", "_LSTMStateTuple")


def lstm_statements(ctx) -> list:
    """The module-level LSTM / GRU helpers (empty if no such cell was converted)."""
    out = []
    if ctx.lstm_step is not None:
        out += helper_statements(_LSTM_HELPERS.format(step=ctx.lstm_step, tuple=ctx.lstm_tuple, tf=ctx.tf))
    if ctx.gru_step is not None:
        out += helper_statements(_GRU_HELPER.format(step=ctx.gru_step, tf=ctx.tf))
    if getattr(ctx, "sequence_scan", None) is not None:
        out += helper_statements(_SEQUENCE_HELPER.format(name=ctx.sequence_scan, tf=ctx.tf))
    return out
