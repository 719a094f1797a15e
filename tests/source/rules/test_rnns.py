"""Rule rnns: BasicRNNCell/GRUCell/LSTMCells (alone or in a MultiRNNCell) + tf.nn.dynamic_rnn -> TF1-named variables + tf.scan."""
import pytest

CASES = [
    pytest.param(
        """
        import numpy as np
        import tensorflow as tf
        inputs = tf.constant(np.arange(12, dtype=np.float32).reshape(1, 4, 3) / 10.0)
        with tf.variable_scope("rnn", initializer=tf.constant_initializer(0.1)):
            # the cell
            cell = tf.contrib.rnn.BasicRNNCell(2)
            outputs, state = tf.nn.dynamic_rnn(cell, inputs, dtype=tf.float32)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(state))
        """,
        """
        import numpy as np
        import tensorflow as tf
        inputs = tf.constant(np.arange(12, dtype=np.float32).reshape(1, 4, 3) / 10.0)
        # the cell
        rnn_rnn_basic_rnn_cell_kernel = tf.Variable(tf.constant_initializer(0.1)([5, 2], dtype=tf.float32), name="rnn/rnn/basic_rnn_cell/kernel")
        rnn_rnn_basic_rnn_cell_bias = tf.Variable(tf.zeros_initializer()([2], dtype=tf.float32), name="rnn/rnn/basic_rnn_cell/bias")
        outputs = tf.transpose(tf.scan(lambda rnn_state, rnn_input: tf.tanh(tf.nn.bias_add(tf.matmul(tf.concat([rnn_input, rnn_state], 1), rnn_rnn_basic_rnn_cell_kernel), rnn_rnn_basic_rnn_cell_bias)), tf.transpose(inputs, [1, 0, 2]), initializer=tf.zeros([tf.shape(inputs)[0], 2], dtype=tf.float32)), [1, 0, 2])
        state = outputs[:, -1]
        print(state.numpy())
        """,
        id="scope initializer for the kernel, TF1 names rnn/rnn/basic_rnn_cell, zero initial state",
    ),
    pytest.param(
        """
        import tensorflow as tf
        x = tf.ones([2, 3, 4])
        cell = tf.nn.rnn_cell.BasicRNNCell(num_units=5, activation=tf.nn.relu)
        _, last = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32, scope="enc")
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(last).shape)
        """,
        """
        import tensorflow as tf
        x = tf.ones([2, 3, 4])
        enc_basic_rnn_cell_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([9, 5], dtype=tf.float32), name="enc/basic_rnn_cell/kernel")
        enc_basic_rnn_cell_bias = tf.Variable(tf.zeros_initializer()([5], dtype=tf.float32), name="enc/basic_rnn_cell/bias")
        _ = tf.transpose(tf.scan(lambda rnn_state, rnn_input: tf.nn.relu(tf.nn.bias_add(tf.matmul(tf.concat([rnn_input, rnn_state], 1), enc_basic_rnn_cell_kernel), enc_basic_rnn_cell_bias)), tf.transpose(x, [1, 0, 2]), initializer=tf.zeros([tf.shape(x)[0], 5], dtype=tf.float32)), [1, 0, 2])
        last = _[:, -1]
        print(last.numpy().shape)
        """,
        id="scope=, activation=, default glorot kernel",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


_HEAD = "import tensorflow as tf\nx = tf.ones([2, 3, 4])\n"
_RUN = "with tf.Session() as s:\n    s.run(tf.global_variables_initializer())\n    print(s.run(out))\n"

REFUSED = [
    pytest.param(
        _HEAD + "cell = tf.contrib.rnn.BasicRNNCell(2, reuse=True)\nout, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n" + _RUN,
        3,
        id="caveat 1: cell arguments",
    ),
    pytest.param(
        _HEAD + "cell = tf.contrib.rnn.BasicRNNCell(2)\nout, st = tf.nn.dynamic_rnn(cell, x, parallel_iterations=4, dtype=tf.float32)\n" + _RUN,
        4,
        id="caveat 1: parallel_iterations",
    ),
    pytest.param(
        _HEAD + "cell = tf.contrib.rnn.BasicRNNCell(2)\nout, st = tf.nn.dynamic_rnn(cell, x)\n" + _RUN,
        4,
        id="caveat 1: no dtype",
    ),
    pytest.param(
        "import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, None, 4])\ncell = tf.contrib.rnn.BasicRNNCell(2)\n"
        "out, st = tf.nn.dynamic_rnn(cell, tf.cumsum(x, 1), dtype=tf.float32)\n"
        "with tf.Session() as s:\n    s.run(tf.global_variables_initializer())\n    print(s.run(out, {x: [[[1.0] * 4]]}))\n",
        4,
        id="caveat 1: input shape not stated",
    ),
    pytest.param(
        _HEAD + "cell = tf.contrib.rnn.BasicRNNCell(2)\nout, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\nz = cell.zero_state(2, tf.float32)\n" + _RUN,
        5,
        id="caveat 3: the cell used otherwise",
    ),
    pytest.param(
        _HEAD + "cell = tf.nn.rnn_cell.LSTMCell(2, use_peepholes=True)\nout, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n" + _RUN,
        3,
        id="caveat 1: LSTM peepholes",
    ),
    pytest.param(
        _HEAD + "cell = tf.nn.rnn_cell.LSTMCell(2, num_proj=3)\nout, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n" + _RUN,
        3,
        id="caveat 1: LSTM projection",
    ),
    pytest.param(
        _HEAD + "cell = tf.contrib.rnn.BasicLSTMCell(2, state_is_tuple=False)\nout, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n" + _RUN,
        3,
        id="caveat 1: LSTM state not a tuple",
    ),
    pytest.param(
        _HEAD + "cell = tf.contrib.rnn.BasicLSTMCell(2, forget_bias=fb)\nout, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n" + _RUN,
        3,
        id="caveat 1: LSTM forget_bias not a literal",
    ),
]


@pytest.mark.parametrize("src, line", REFUSED)
def test_refused(refused, src, line):
    refused(src, "rnns", line)


SCOPE_INITIALIZER = [
    pytest.param(
        _HEAD + 'with tf.variable_scope("s", initializer=tf.constant_initializer(0.1)):\n    out = tf.layers.dense(x[0], 2)\n' + _RUN,
        4,
        id="caveat 4: scope initializer over tf.layers",
    ),
    pytest.param(
        "import tensorflow as tf\nfrom models import tower\nx = tf.ones([2, 3, 4])\n"
        'with tf.variable_scope("s", initializer=tf.constant_initializer(0.1)):\n    out = tower(x)\n' + _RUN,
        5,
        id="caveat 4: scope initializer over a helper function",
    ),
]


@pytest.mark.parametrize("src, line", SCOPE_INITIALIZER)
def test_caveat_4_scope_initializer_over_layers_and_functions_is_refused_by_rule_variables(refused, src, line):
    refused(src, "variables", line)  # (it named rule rnns: a red-team hunt found it on tf.layers.dense)


def test_caveat_scope_initializer_over_get_variable_is_refused(refused):
    src = _HEAD + 'with tf.variable_scope("s", initializer=tf.constant_initializer(0.1)):\n    w = tf.get_variable("w", [4, 2])\nout = tf.matmul(x[0], w)\n' + _RUN
    refused(src, "variables", 3)


LSTM = """
import tensorflow as tf
n_hidden = 6
x = tf.placeholder(tf.float32, [None, 5, 4])
cell = {cell}
outputs, state = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)
y = tf.layers.dense(state.h, 1, name="head")
with tf.Session() as s:
    s.run(tf.global_variables_initializer())
    print(s.run([y, state], {{x: [[[1.0] * 4] * 5]}}))
"""


@pytest.mark.parametrize(
    "cell, scope, step_args",
    [
        pytest.param("tf.nn.rnn_cell.LSTMCell(n_hidden)", "lstm_cell", "1.0", id="LSTMCell, units from an int constant"),
        pytest.param("tf.contrib.rnn.BasicLSTMCell(n_hidden, forget_bias=0.5, activation=tf.nn.relu)", "basic_lstm_cell",
                     "0.5, tf.nn.relu", id="BasicLSTMCell forget_bias and activation"),
    ],
)
def test_lstm_cells(native, cell, scope, step_args):
    """TF1's LSTM step (gates i, j, f, o) in an emitted helper, scanned over time; the state is
    an LSTMStateTuple-like namedtuple whose ``.h`` has a known shape (the dense head converts)."""
    code, diags = native(LSTM.format(cell=cell))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f'rnn_{scope}_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([10, 24], dtype=tf.float32), name="rnn/{scope}/kernel")' in code
    assert f'rnn_{scope}_bias = tf.Variable(tf.zeros_initializer()([24], dtype=tf.float32), name="rnn/{scope}/bias")' in code
    assert '_LSTMStateTuple = collections.namedtuple("LSTMStateTuple", ("c", "h"))' in code
    assert "    c = tf.sigmoid(f + forget_bias) * c + tf.sigmoid(i) * activation(j)\n    return c, tf.sigmoid(o) * activation(c)\n" in code
    assert (f"outputs_scan = tf.scan(lambda rnn_state, rnn_input: _tf1_lstm_step(rnn_state, rnn_input, rnn_{scope}_kernel, "
            f"rnn_{scope}_bias, {step_args}), tf.transpose(x, [1, 0, 2]), initializer=") in code
    assert "state = _LSTMStateTuple(outputs_scan[0][-1], outputs_scan[1][-1])" in code
    assert 'head_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([6, 1], dtype=tf.float32), name="head/kernel")' in code
    assert "tf.nest.map_structure(lambda t: t.numpy(), [y, state])" in code


@pytest.mark.parametrize(
    "cell, expected",
    [
        pytest.param("tf.nn.rnn_cell.LSTMCell(n_hidden, initializer=tf.constant_initializer(0.3))",
                     ['rnn_lstm_cell_kernel = tf.Variable(tf.constant_initializer(0.3)([10, 24], dtype=tf.float32), name="rnn/lstm_cell/kernel")',
                      'rnn_lstm_cell_bias = tf.Variable(tf.zeros_initializer()([24], dtype=tf.float32), name="rnn/lstm_cell/bias")'],
                     id="LSTMCell initializer: the kernel's, the bias zeros"),
        pytest.param("tf.nn.rnn_cell.GRUCell(n_hidden, kernel_initializer=tf.constant_initializer(0.2))",
                     ['rnn_gru_cell_gates_kernel = tf.Variable(tf.constant_initializer(0.2)([10, 12], dtype=tf.float32)',
                      'rnn_gru_cell_candidate_kernel = tf.Variable(tf.constant_initializer(0.2)([10, 6], dtype=tf.float32)',
                      'rnn_gru_cell_gates_bias = tf.Variable(tf.constant_initializer(1.0)([12], dtype=tf.float32)',
                      'rnn_gru_cell_candidate_bias = tf.Variable(tf.zeros_initializer()([6], dtype=tf.float32)'],
                     id="GRUCell kernel_initializer: both kernels, TF1's biases"),
        pytest.param("tf.nn.rnn_cell.GRUCell(n_hidden, bias_initializer=tf.constant_initializer(0.5))",
                     ['rnn_gru_cell_gates_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([10, 12], dtype=tf.float32)',
                      'rnn_gru_cell_gates_bias = tf.Variable(tf.constant_initializer(0.5)([12], dtype=tf.float32)',
                      'rnn_gru_cell_candidate_bias = tf.Variable(tf.constant_initializer(0.5)([6], dtype=tf.float32)'],
                     id="GRUCell bias_initializer: both biases"),
    ],
)
def test_cell_initializers(native, cell, expected):
    """A cell's own initializers (TF1: LSTMCell's ``initializer`` is its kernel's, GRUCell's
    kernel/bias initializers both kernels'/biases'; unset, the GRU gates bias starts at 1.0)."""
    code, diags = native(LSTM.format(cell=cell).replace("state.h", "state" if "GRU" in cell else "state.h"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    for line in expected:
        assert line in code


def test_gru_cell(native):
    """TF1's GRU step in an emitted helper; gates/candidate variables named as TF1 names them,
    the gates bias starting at 1.0; the state is the last output."""
    code, diags = native(LSTM.format(cell="tf.nn.rnn_cell.GRUCell(n_hidden)").replace("state.h", "state"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'rnn_gru_cell_gates_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([10, 12], dtype=tf.float32), name="rnn/gru_cell/gates/kernel")' in code
    assert 'rnn_gru_cell_gates_bias = tf.Variable(tf.constant_initializer(1.0)([12], dtype=tf.float32), name="rnn/gru_cell/gates/bias")' in code
    assert 'name="rnn/gru_cell/candidate/kernel"' in code and 'name="rnn/gru_cell/candidate/bias"' in code
    assert "    return u * h + (1 - u) * c\n" in code
    assert "state = outputs[:, -1]" in code


STACK = """
import tensorflow as tf
n_hidden = 6
x = tf.placeholder(tf.float32, [None, 5, 4])
{cells}
outputs, state = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)
y = tf.layers.dense({head}, 1, name="head")
with tf.Session() as s:
    s.run(tf.global_variables_initializer())
    print(s.run([y, state], {{x: [[[1.0] * 4] * 5]}}))
"""


def test_multi_rnn_cell_of_a_comprehension(native):
    """MultiRNNCell: layer 1 scanned over the inputs, layer 2 over layer 1's outputs; variables
    named ``rnn/multi_rnn_cell/cell_<i>/<cell>/...`` as TF1 names them; the state is the tuple
    of the layers' states, ``state[-1].h`` has a known shape (the dense head converts)."""
    cells = "cell = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(n_hidden) for _ in range(2)])"
    code, diags = native(STACK.format(cells=cells, head="state[-1].h"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    k0, k1 = "rnn_multi_rnn_cell_cell_0_basic_lstm_cell_kernel", "rnn_multi_rnn_cell_cell_1_basic_lstm_cell_kernel"
    assert f'{k0} = tf.Variable(tf.keras.initializers.GlorotUniform()([10, 24], dtype=tf.float32), name="rnn/multi_rnn_cell/cell_0/basic_lstm_cell/kernel")' in code
    assert f'{k1} = tf.Variable(tf.keras.initializers.GlorotUniform()([12, 24], dtype=tf.float32), name="rnn/multi_rnn_cell/cell_1/basic_lstm_cell/kernel")' in code
    assert 'name="rnn/multi_rnn_cell/cell_0/basic_lstm_cell/bias"' in code and 'name="rnn/multi_rnn_cell/cell_1/basic_lstm_cell/bias"' in code
    assert f"outputs_cell_0_scan = tf.scan(lambda rnn_state, rnn_input: _tf1_lstm_step(rnn_state, rnn_input, {k0}, " in code
    assert "outputs_cell_0 = tf.transpose(outputs_cell_0_scan[1], [1, 0, 2])" in code
    assert "state_cell_0 = _LSTMStateTuple(outputs_cell_0_scan[0][-1], outputs_cell_0_scan[1][-1])" in code
    assert f"outputs_scan = tf.scan(lambda rnn_state_2, rnn_input_2: _tf1_lstm_step(rnn_state_2, rnn_input_2, {k1}, " in code
    assert "tf.transpose(outputs_cell_0, [1, 0, 2]), initializer=" in code
    assert "state = (state_cell_0, state_cell_1)" in code
    assert 'head_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([6, 1], dtype=tf.float32), name="head/kernel")' in code
    assert "y = tf.nn.bias_add(tf.matmul(state[-1].h, head_kernel), head_bias)" in code
    assert "tf.nest.map_structure(lambda t: t.numpy(), [y, state])" in code


def test_multi_rnn_cell_of_named_cells_of_several_kinds_and_sizes(native):
    """A list of names bound to cells (their statements go too); an LSTM of 6 under a GRU of 3
    (the GRU's kernels take 6 + 3 rows), the scope's initializer for every kernel."""
    cells = ('c1 = tf.contrib.rnn.LSTMCell(n_hidden, forget_bias=0.5)\nc2 = tf.contrib.rnn.GRUCell(3)\n'
             'with tf.variable_scope("enc", initializer=tf.constant_initializer(0.1)):\n'
             '    cell = tf.contrib.rnn.MultiRNNCell([c1, c2], state_is_tuple=True)\n'
             '    outputs, state = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32, scope="stack")')
    code, diags = native(STACK.format(cells=cells, head="state[1]").replace("outputs, state = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n", "", 1))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "c1 = " not in code and "c2 = " not in code and "MultiRNNCell" not in code
    assert 'tf.constant_initializer(0.1)([10, 24], dtype=tf.float32), name="enc/stack/multi_rnn_cell/cell_0/lstm_cell/kernel")' in code
    assert 'tf.constant_initializer(0.1)([9, 6], dtype=tf.float32), name="enc/stack/multi_rnn_cell/cell_1/gru_cell/gates/kernel")' in code
    assert 'tf.constant_initializer(0.1)([9, 3], dtype=tf.float32), name="enc/stack/multi_rnn_cell/cell_1/gru_cell/candidate/kernel")' in code
    assert 'name="enc/stack/multi_rnn_cell/cell_1/gru_cell/gates/bias"' in code
    assert "enc_stack_multi_rnn_cell_cell_0_lstm_cell_bias, 0.5)" in code
    assert "_tf1_gru_step(rnn_state_2, rnn_input_2, enc_stack_multi_rnn_cell_cell_1_gru_cell_gates_kernel" in code
    assert "state_cell_1 = outputs[:, -1]" in code and "state = (state_cell_0, state_cell_1)" in code
    assert "([3, 1], dtype=tf.float32), name=\"head/kernel\")" in code


_STACK = "cell = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(2), tf.nn.rnn_cell.BasicLSTMCell(3)])\n"

MULTI_REFUSED = [
    pytest.param(_HEAD + "cell = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(2)] * 2)\n"
                 "out, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n" + _RUN, 3, id="caveat 2: cells not a list literal / comprehension"),
    pytest.param(_HEAD + "cell = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(2)], state_is_tuple=False)\n"
                 "out, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n" + _RUN, 3, id="caveat 2: state_is_tuple=False"),
    pytest.param(_HEAD + "cell = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.DropoutWrapper(tf.nn.rnn_cell.BasicLSTMCell(2), 0.5)])\n"
                 "out, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n" + _RUN, 3, id="caveat 2: a wrapper in the stack"),
    pytest.param(_HEAD + "sizes = [2, 3]\ncell = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.GRUCell(sizes[i]) for i in range(2)])\n"
                 "out, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n" + _RUN, 4, id="caveat 2: comprehension reading its loop variable"),
    pytest.param(_HEAD + "c = tf.nn.rnn_cell.GRUCell(2)\ncell = tf.nn.rnn_cell.MultiRNNCell([c, c])\n"
                 "out, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n" + _RUN, 4, id="caveat 2: one cell stacked twice"),
    pytest.param(_HEAD + "inner = tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.GRUCell(2)])\ncell = tf.nn.rnn_cell.MultiRNNCell([inner])\n"
                 "out, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n" + _RUN, 4, id="caveat 2: nested stacks"),
    pytest.param(_HEAD + _STACK + "out, st = tf.nn.dynamic_rnn(cell, x, initial_state=cell.zero_state(2, tf.float32), dtype=tf.float32)\n" + _RUN,
                 4, id="caveat 1: initial_state of a stack"),
    pytest.param(_HEAD + _STACK + "out, st = tf.nn.dynamic_rnn(cell, x, swap_memory=True, dtype=tf.float32)\n" + _RUN,
                 4, id="caveat 1: swap_memory of a stack"),
    pytest.param(_HEAD + _STACK + "out, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\nout2, st2 = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n" + _RUN,
                 5, id="caveat 3: a second dynamic_rnn of the stack"),
    pytest.param(_HEAD + "c = tf.nn.rnn_cell.GRUCell(2)\ncell = tf.nn.rnn_cell.MultiRNNCell([c])\nout, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n"
                 "out2, st2 = tf.nn.dynamic_rnn(c, x, dtype=tf.float32)\n" + _RUN, 6, id="caveat 3: a stacked cell run on its own too"),
    pytest.param(_HEAD + "c = tf.nn.rnn_cell.GRUCell(2)\nout2, st2 = tf.nn.dynamic_rnn(c, x, dtype=tf.float32)\ncell = tf.nn.rnn_cell.MultiRNNCell([c])\n"
                 "out, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n" + _RUN, 5, id="caveat 2: a cell run on its own, then stacked"),
    pytest.param(_HEAD + _STACK + "out, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\nz = cell.zero_state(2, tf.float32)\n" + _RUN,
                 5, id="caveat 3: the stack used otherwise"),
]


@pytest.mark.parametrize("src, line", MULTI_REFUSED)
def test_multi_rnn_cell_refused(refused, src, line):
    refused(src, "rnns", line)


def test_a_cell_used_by_the_statement_after_it_is_reported_at_that_statement(refused):
    # the statement after a cell takes the cell's comment lines (the cell statement goes):
    # its refusal used to be reported at 1:1 (golbin/TensorFlow-Tutorials 10-02)
    refused("""
import tensorflow as tf
x = tf.placeholder(tf.float32, [2, 3, 4])
cell = tf.nn.rnn_cell.BasicRNNCell(5)
# regularise it
wrapped = tf.nn.rnn_cell.DropoutWrapper(cell, output_keep_prob=0.5)
""", "rnns", 5)


def test_a_refused_cell_is_reported_once_with_the_specific_reason(refused):
    # the renaming table's "tf.nn.rnn_cell.LSTMCell is TF1 graph machinery" used to come with the
    # rnns rule's reason at the same place, and dynamic_rnn's reason blamed the cell's type
    diags = refused("""
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 5, 3])
cell = tf.nn.rnn_cell.LSTMCell(4, use_peepholes=True)
out, state = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {x: np.ones([2, 5, 3])}))
""", "rnns", 5)
    assert [(d.line, d.rule) for d in diags] == [(4, "rnns"), (5, "rnns")], [str(d) for d in diags]
    assert "use_peepholes" in diags[0].reason
    assert "`cell`" in diags[1].reason and "has its own diagnostic" in diags[1].reason


def test_the_renaming_refusal_stays_where_no_rule_gave_a_reason(refused):
    refused("""
import tensorflow as tf
x = tf.constant(1.0)
step = tf.contrib.framework.is_tensor(x)
with tf.Session() as sess:
    print(sess.run([x]), step)
""", "renames", 3)


STATIC = """
import tensorflow as tf
from tensorflow.contrib import rnn
timesteps = 5
x = tf.placeholder(tf.float32, [None, timesteps, 4])
w = tf.Variable(tf.ones([6, 2]))
inputs = tf.unstack(x, timesteps, 1)
cell = rnn.BasicLSTMCell(6, forget_bias=1.0)
outputs, states = {call}
y = tf.matmul(outputs[-1], w)
with tf.Session() as s:
    s.run(tf.global_variables_initializer())
    print(s.run([y, outputs], {{x: [[[1.0] * 4] * 5]}}))
"""


@pytest.mark.parametrize("call", ["rnn.static_rnn(cell, inputs, dtype=tf.float32)",
                                  "tf.nn.static_rnn(cell, inputs, dtype=tf.float32)"])
def test_static_rnn_is_the_scan_over_the_stacked_list(native, call):
    """Caveat 5: the aymericdamien recurrent_network layout; outputs is the list of per-step
    outputs (fetched as a list), ``outputs[-1]`` has a known shape for the head."""
    code, diags = native(STATIC.format(call=call))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'rnn_basic_lstm_cell_kernel = tf.Variable(tf.keras.initializers.GlorotUniform()([10, 24], dtype=tf.float32), name="rnn/basic_lstm_cell/kernel")' in code
    assert "inputs_stacked = tf.stack(inputs, axis=1)" in code
    assert "tf.transpose(inputs_stacked, [1, 0, 2])" in code
    assert "outputs = tf.unstack(outputs_stacked, axis=1)" in code
    assert "y = tf.matmul(outputs[-1], w)" in code
    assert "tf.nest.map_structure(lambda t: t.numpy(), [y, outputs])" in code


def test_static_rnn_of_another_list_is_refused(refused):
    refused(STATIC.format(call="rnn.static_rnn(cell, [x[:, 0], x[:, 1]], dtype=tf.float32)"), "rnns", 8)


_ZERO = (_HEAD + "cell = tf.contrib.rnn.BasicLSTMCell(2)\ninit_state = cell.zero_state(2, dtype=tf.float32)\n"
         "out, st = tf.nn.dynamic_rnn(cell, x, initial_state=init_state, time_major=False)\n" + _RUN)


def test_caveat_6_a_zero_initial_state_is_the_dtype_form(native):
    # Morvan's RNN tutorial: ``initial_state=cell.zero_state(batch_size, dtype=tf.float32)``,
    # ``time_major=False``: the same conversion as ``dtype=tf.float32`` (TF1 starts from zeros)
    code, diags = native(_ZERO)
    plain, plain_diags = native(_HEAD + "cell = tf.contrib.rnn.BasicLSTMCell(2)\n"
                                "out, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n" + _RUN)
    assert [str(d) for d in diags if d.severity == "warning"] == [] and not [d for d in plain_diags if d.severity == "warning"]
    assert code == plain and "zero_state" not in code


@pytest.mark.parametrize("src, line", [
    pytest.param(_ZERO.replace("print(s.run(out))", "print(s.run([out, init_state]))"), 4, id="the zero state read elsewhere"),
    pytest.param(_ZERO.replace("time_major=False", "time_major=bool(1)"), 5, id="time_major not a literal"),
    pytest.param(_HEAD + "enc = tf.nn.rnn_cell.GRUCell(2)\no1, s1 = tf.nn.dynamic_rnn(enc, x, dtype=tf.float32)\n"
                 "cell = tf.nn.rnn_cell.LSTMCell(2)\nout, st = tf.nn.dynamic_rnn(cell, x, initial_state=s1, dtype=tf.float32)\n" + _RUN,
                 6, id="an LSTM started from a GRU's state"),
    pytest.param(_HEAD + "enc = tf.nn.rnn_cell.LSTMCell(3)\no1, s1 = tf.nn.dynamic_rnn(enc, x, dtype=tf.float32)\n"
                 "cell = tf.nn.rnn_cell.LSTMCell(2)\nout, st = tf.nn.dynamic_rnn(cell, x, initial_state=s1, dtype=tf.float32)\n" + _RUN,
                 6, id="a state of other units"),
    pytest.param(_ZERO.replace("initial_state=init_state", "initial_state=(x[:, 0, :2], x[:, 0, :2])"), 5, id="another initial state"),
])
def test_caveat_6_refused(refused, src, line):
    refused(src, "rnns", line)


@pytest.mark.parametrize("cell, state", [
    pytest.param("tf.contrib.rnn.BasicRNNCell(2)", "st = out_scan[0][-1]", id="basic"),
    pytest.param("tf.nn.rnn_cell.GRUCell(2)", "st = out_scan[0][-1]", id="gru"),
    pytest.param("tf.nn.rnn_cell.LSTMCell(2)", "st = _LSTMStateTuple(out_scan[0][0][-1], out_scan[0][1][-1])", id="lstm"),
])
def test_caveat_7_sequence_length_is_tf1s_copy_through(native, cell, state):
    """Numbers compared with TF1 by the fixture rnn_sequence_length (GRU, stacked LSTMs)."""
    src = _HEAD + f"cell = {cell}\nout, st = tf.nn.dynamic_rnn(cell, x, sequence_length=[3, 2], dtype=tf.float32)\n" + _RUN
    code, diags = native(src)
    assert not diags, [str(d) for d in diags]
    assert "def _tf1_sequence_scan(step, inputs, state, sequence_length, lstm=False):" in code
    call = next(line for line in code.splitlines() if line.startswith("out_scan = "))
    assert call.startswith("out_scan = _tf1_sequence_scan(lambda rnn_state, rnn_input: ")
    assert call.endswith(", [3, 2], lstm=True)" if "LSTM" in cell else ", [3, 2])")
    assert "out = tf.transpose(out_scan[1], [1, 0, 2])" in code and state in code


def test_caveat_7_static_rnn_with_sequence_length_is_the_same_scan(native):
    src = (_HEAD + "inputs = tf.unstack(x, 3, 1)\ncell = tf.contrib.rnn.BasicRNNCell(2)\n"
           "out, st = tf.nn.static_rnn(cell, inputs, sequence_length=[3, 2], dtype=tf.float32)\n" + _RUN)
    code, diags = native(src)
    assert not diags, [str(d) for d in diags]
    assert "_tf1_sequence_scan(lambda rnn_state, rnn_input: " in code and ", [3, 2])" in code
    assert "out = tf.unstack(out_stacked, axis=1)" in code


_BI = _HEAD + "fw = tf.nn.rnn_cell.GRUCell(2)\nbw = tf.nn.rnn_cell.GRUCell(3)\n"


@pytest.mark.parametrize("call, expected", [
    pytest.param("(out_fw, out_bw), (s_fw, s_bw) = tf.nn.bidirectional_dynamic_rnn(fw, bw, x, dtype=tf.float32)\nout = tf.concat([out_fw, out_bw], 2)\n",
                 ["x_reversed = tf.reverse(x, axis=[1])", "out_bw = tf.reverse(out_fw_bw_reversed, axis=[1])"], id="nested targets, reversed in time"),
    pytest.param("outputs, states = tf.nn.bidirectional_dynamic_rnn(fw, bw, x, sequence_length=[3, 1], dtype=tf.float32)\nout = tf.concat(outputs, 2)\n",
                 ["x_reversed = tf.reverse_sequence(x, [3, 1], seq_axis=1, batch_axis=0)", "outputs = (outputs_fw, outputs_bw)",
                  "states = (outputs_state_fw, outputs_state_bw)"], id="pair targets, reversed by the lengths"),
])
def test_caveat_8_bidirectional_dynamic_rnn(native, call, expected):
    code, diags = native(_BI + call + _RUN)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    for line in expected:
        assert line in code, line
    # TF1's variable names: the forward cell in bidirectional_rnn/fw, the backward in .../bw
    assert 'name="bidirectional_rnn/fw/gru_cell/gates/kernel"' in code and 'name="bidirectional_rnn/bw/gru_cell/candidate/bias"' in code


def test_caveat_8_static_bidirectional_rnn_in_a_version_fallback(native):
    code, diags = native(
        _HEAD + "steps = tf.unstack(x, 3, 1)\nfw = tf.contrib.rnn.BasicLSTMCell(2)\nbw = tf.contrib.rnn.BasicLSTMCell(2)\n"
        "try:\n    out, _, _ = tf.contrib.rnn.static_bidirectional_rnn(fw, bw, steps, dtype=tf.float32, scope='bi')\n"
        "except Exception:\n    out = tf.contrib.rnn.static_bidirectional_rnn(fw, bw, steps, dtype=tf.float32, scope='bi')\n" + _RUN)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert any(d.severity == "info" and "try/except around graph building" in d.reason for d in diags)
    assert "try:" not in code and "except" not in code
    assert "steps_reversed = steps[::-1]" in code and "out_bw = out_bw_reversed[::-1]" in code
    assert "out = [tf.concat([fw_t, bw_t], 1) for fw_t, bw_t in zip(out_fw, out_bw)]" in code
    assert 'name="bi/fw/basic_lstm_cell/kernel"' in code and 'name="bi/bw/basic_lstm_cell/bias"' in code


@pytest.mark.parametrize("src", [
    pytest.param(_BI.replace("bw = tf.nn.rnn_cell.GRUCell(3)\n", "") + "outputs, states = tf.nn.bidirectional_dynamic_rnn(fw, fw, x, dtype=tf.float32)\nout = outputs[0]\n" + _RUN,
                 id="one cell both ways"),
    pytest.param(_BI + "outputs, states = tf.nn.bidirectional_dynamic_rnn(fw, bw, x, dtype=tf.float32, time_major=True)\nout = outputs[0]\n" + _RUN,
                 id="time major"),
    pytest.param(_BI + "outputs, states = tf.nn.bidirectional_dynamic_rnn(fw, bw, x, dtype=tf.float32)\nh = fw.zero_state(2, tf.float32)\nout = outputs[0]\n" + _RUN,
                 id="a cell used otherwise"),
])
def test_caveat_8_refused(refused, src):
    refused(src, "rnns")


@pytest.mark.parametrize("handler", [
    pytest.param("except Exception as e:\n    out = tf.zeros([2])\n", id="handler binds the exception"),
    pytest.param("except Exception:\n    print('old TensorFlow')\n", id="handler does something else"),
    pytest.param("except Exception:\n    other = tf.zeros([2])\n", id="handler binds another name"),
    pytest.param("except KeyboardInterrupt:\n    out = tf.zeros([2])\n", id="another exception"),
])
def test_other_try_statements_are_not_read_as_version_fallbacks(native, handler):
    _, diags = native("import tensorflow as tf\ntry:\n    out = tf.ones([2])\n" + handler + _RUN)
    assert not any("try/except around graph building" in d.reason for d in diags)
    assert any(d.severity == "warning" for d in diags)


def test_caveat_5_static_rnn_over_a_split_list(native):
    # nlintz 07_lstm (blind f05 without its ``lstm.state_size``: EQUIVALENT, 20 values)
    code, diags = native(
        "import tensorflow as tf\ninput_vec_size = lstm_size = 4\nx = tf.ones([2, 3, 4])\nXT = tf.transpose(x, [1, 0, 2])\n"
        "XR = tf.reshape(XT, [-1, lstm_size])\nX_split = tf.split(XR, 3, 0)\ncell = tf.contrib.rnn.BasicLSTMCell(lstm_size)\n"
        "outputs, _states = tf.contrib.rnn.static_rnn(cell, X_split, dtype=tf.float32)\nout = outputs[-1]\n" + _RUN)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "X_split_stacked = tf.stack(X_split, axis=1)" in code and 'name="rnn/basic_lstm_cell/kernel"' in code


def test_a_split_into_unequal_parts_has_no_element_shape():
    import libcst as cst

    from migrate.source.native.aliases import ImportTable
    from migrate.source.native.context import Context
    from migrate.source.native.shapes import unstacked_shape

    ctx = Context(table=ImportTable.from_module(cst.parse_module("import tensorflow as tf\n")), positions={}, tf="tf")
    assert unstacked_shape(cst.parse_expression("tf.split(x, 3, 1)"), {"x": [None, 6, 2]}, ctx) == [None, 2, 2]
    assert unstacked_shape(cst.parse_expression("tf.split(x, 4, 1)"), {"x": [None, 6, 2]}, ctx) is None
    assert unstacked_shape(cst.parse_expression("tf.split(x, [2, 4], 1)"), {"x": [None, 6, 2]}, ctx) is None


@pytest.mark.parametrize("cell, read, expected", [
    pytest.param("tf.contrib.rnn.BasicLSTMCell(5)", "cell.state_size", "size = _LSTMStateTuple(c=5, h=5)", id="lstm state"),
    pytest.param("tf.contrib.rnn.BasicLSTMCell(5)", "cell.output_size", "size = 5", id="lstm output"),
    pytest.param("tf.nn.rnn_cell.GRUCell(3)", "cell.state_size", "size = 3", id="gru state"),
    pytest.param("tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(2), tf.nn.rnn_cell.GRUCell(3)])", "cell.state_size",
                 "size = (_LSTMStateTuple(c=2, h=2), 3)", id="stack state: a tuple of its layers'"),
    pytest.param("tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.GRUCell(3)])", "cell.state_size", "size = (3,)", id="one-layer stack"),
    pytest.param("tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(2), tf.nn.rnn_cell.GRUCell(3)])", "cell.output_size",
                 "size = 3", id="stack output: the last layer's"),
])
def test_caveat_9_cell_sizes_are_python_values(native, cell, read, expected):
    code, diags = native(_HEAD + f"cell = {cell}\nout, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\nsize = {read}\n"
                         + _RUN + "    print(size)\n")
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert expected in code.splitlines() and "state_size" not in code and "output_size" not in code
    assert code.index(expected) < code.index("print(size)")  # a Python value, printed where the script printed it


def test_caveat_9_a_tuple_assignment_is_split(native):
    # nlintz's 07_lstm: ``return tf.matmul(outputs[-1], W) + B, lstm.state_size`` (inlined)
    code, diags = native(_HEAD + "cell = tf.contrib.rnn.BasicLSTMCell(2)\nout, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n"
                         "y, size = out * 2.0, cell.state_size\n"
                         "with tf.Session() as s:\n    s.run(tf.global_variables_initializer())\n    print(s.run(y))\n    print(size)\n")
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "size = _LSTMStateTuple(c=2, h=2)" in code.splitlines()
    assert "print(size)" in code and "state_size" not in code


def test_caveat_9_size_inside_graph_code_is_an_int(native):
    code, diags = native(_HEAD + "cell = tf.nn.rnn_cell.GRUCell(3)\nout, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n"
                         "w = tf.ones([cell.output_size, 1])\ny = tf.matmul(st, w)\n"
                         "with tf.Session() as s:\n    s.run(tf.global_variables_initializer())\n    print(s.run(y))\n")
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "tf.ones([3, 1])" in code and "output_size" not in code


def test_caveat_9_other_cell_attributes_stay_refused(refused):
    refused(_HEAD + "cell = tf.nn.rnn_cell.GRUCell(3)\nout, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\nn = cell.name\n" + _RUN, "rnns", 5)


def test_caveat_6_time_major_is_the_batch_major_run_transposed(native):
    """ematvey's seq2seq tutorial: time-major inputs, as TF1 ran them (transposed to batch-major
    and back); numbers: the fixture seq2seq_time_major."""
    code, diags = native(_HEAD + "cell = tf.nn.rnn_cell.LSTMCell(2)\n"
                         "out, st = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32, time_major=True)\n" + _RUN)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "x_batch_major = tf.transpose(x, [1, 0, 2])\n" in code
    assert "out = tf.transpose(out_batch_major, [1, 0, 2])\n" in code and "time_major" not in code


@pytest.mark.parametrize("cell, initial", [
    pytest.param("tf.nn.rnn_cell.LSTMCell(2)", "initializer=(s1.c, s1.h)", id="lstm (c, h)"),
    pytest.param("tf.nn.rnn_cell.GRUCell(2)", "initializer=s1", id="gru"),
    pytest.param("tf.nn.rnn_cell.BasicRNNCell(2)", "initializer=s1", id="basic"),
])
def test_caveat_6_a_decoder_starts_from_its_encoders_state(native, cell, initial):
    code, diags = native(_HEAD + f"enc = {cell}\no1, s1 = tf.nn.dynamic_rnn(enc, x, dtype=tf.float32)\n"
                         f"cell = {cell}\nout, st = tf.nn.dynamic_rnn(cell, x, initial_state=s1, scope='dec')\n" + _RUN)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    scan = next(line for line in code.splitlines() if line.startswith("out_scan = ") or line.startswith("out = tf.transpose(tf.scan("))
    assert scan.endswith(initial + ")" if "LSTM" in cell else initial + "), [1, 0, 2])"), scan
