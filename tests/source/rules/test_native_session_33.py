"""Session 33: hunt 18's session islands and misleading messages, then red-team hunts 19
(gradient machinery) and 20 (sequence models). Strings in, strings out (no TensorFlow import)."""

import pytest


def _warnings(diags):
    return [str(d) for d in diags if d.severity == "warning"]


REBOUND = '''import tensorflow as tf
w = tf.Variable([2.0, 4.0])
loss = tf.reduce_sum(tf.square(w))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
sess.run(train)
print(sess.run(w))
{between}
sess = tf.Session()
sess.run(tf.global_variables_initializer())
print(sess.run(w))
'''


@pytest.mark.parametrize("between", [
    pytest.param("sess.close()", id="closed"),
    pytest.param("", id="left open"),
    pytest.param("sess.close()\nprint('next')", id="closed, then other code"),
])
def test_a_session_name_bound_again_converts(native, between):
    """``sess = tf.Session()`` twice in one statement list: "the session 'sess' is used other
    than by sess.run/close" (hunt 18's s095, s139: the most frequent session island). Each
    session's statements are now a block of their own, planned one after the other: the second
    initializer starts over (both checked EQUIVALENT)."""
    code, diags = native(REBOUND.format(between=between))
    assert not _warnings(diags), _warnings(diags)
    assert "Session" not in code and "close()" not in code, code
    assert "w.assign([2.0, 4.0])" in code and "initialize_again()\nprint(w.numpy())" in code, code  # the second initializer resets w


@pytest.mark.parametrize("src", [
    pytest.param(REBOUND.format(between="sess.close()\nprint(sess.run(w))"), id="the closed session run again"),
    pytest.param(REBOUND.format(between="f = lambda: sess.run(w)"), id="read by a lambda"),
    pytest.param(REBOUND.replace("sess = tf.Session()\nsess.run(tf.global_variables_initializer())\nprint(sess.run(w))\n",
                                 "sess = tf.Session(graph=tf.get_default_graph())\nprint(sess.run(w))\n"), id="graph argument"),
])
def test_a_session_name_bound_again_stays_when_unsafe(native, src):
    """(guards: the transform keeps the file as written; the planner's refusal follows)"""
    code, diags = native(src)
    assert _warnings(diags), code


def test_sessions_separated_by_a_graph_reset_are_left_to_the_segments(native):
    """(guard: a reset between the sessions makes each graph a segment of its own; the fixture
    ``reset_graph_segments`` kept its layout)"""
    src = '''import tensorflow as tf
sess = tf.Session()
a = tf.Variable(1.0)
sess.run(tf.global_variables_initializer())
print(sess.run(a))
tf.reset_default_graph()
sess = tf.Session()
a = tf.Variable(2.0)
sess.run(tf.global_variables_initializer())
print(sess.run(a))
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert "with " not in code, code


def test_the_rebound_session_message_names_the_rebinding():
    from migrate.source.native.block import _session_use
    import libcst as cst
    line = cst.parse_statement("sess = tf.Session()\n")
    node = line.body[0].targets[0].target
    assert "bound again here" in _session_use(line, node)
    call = cst.parse_statement("saver.save(sess, path)\n")
    assert "passed to saver.save()" in _session_use(call, call.body[0].value.args[0].value)


BUILDER = '''import tensorflow as tf
def build(scale):
    x = tf.placeholder(tf.float32, [None, 2], name="x")
    w = tf.get_variable("w", initializer=tf.constant([[1.0], [2.0]]) * scale)
    return x, tf.matmul(x, w)
x, y = build(1.0)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y, feed_dict={x: [[1.0, 1.0]]}))
'''


def test_a_builders_placeholder_fed_through_its_returned_name(native):
    """The inlined builder binds ``x = x_1``: feeding ``x`` fed an alias, and the run "needs
    placeholder 'x_1' that its feed_dict does not give" (hunt 18's s005: EQUIVALENT now)."""
    code, diags = native(BUILDER)
    assert not _warnings(diags), _warnings(diags)
    assert "run_y(x_1=[[1.0, 1.0]])" in code, code


def test_an_unpacked_iterator_element_is_not_an_alias(native):
    """(guard: ``x, y = next_element`` fed ``x``: a tensor of the tuple, not a placeholder;
    the fixture ``importing_data_layers`` caught the first version)"""
    src = '''import numpy as np
import tensorflow as tf
ds = tf.data.Dataset.from_tensor_slices((np.ones((4, 2), np.float32), np.ones((4, 1), np.float32))).batch(2)
el = ds.make_one_shot_iterator().get_next()
x, y = el
pred = tf.layers.dense(x, 1, kernel_initializer=tf.ones_initializer())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(pred, feed_dict={x: np.zeros((3, 2), np.float32)}))
'''
    code, diags = native(src)
    assert "duplicate argument" not in " ".join(str(d) for d in diags), diags


def test_variable_eval_takes_the_session_positionally(native):
    """``v.eval(sess)``: ``Variable.eval(session=None)``; read as a feed dict, "the feed dict
    'sess' is not bound to a dict literal" (hunt 18's s104)."""
    src = '''import tensorflow as tf
v = tf.Variable(2.0)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
print(v.eval(sess))
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert "v.numpy()" in code, code


def test_an_unfed_placeholder_of_a_statement_binding_several_values_is_named(native):
    """The message blamed TF1's constant folding; the cause is a statement binding the
    fetched value with values computed from the placeholder (hunt 18's s079, s171). (Since
    session 36 a literal ``tf.Variable([[0.5]])`` states its rank and the metric converts, as
    s171's does: the weight here comes from a function, of a rank the source does not state.)"""
    src = '''import tensorflow as tf
def load():
    return [[0.5]]
x = tf.placeholder(tf.float32, [None, 1])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable(load())
pred = tf.matmul(x, w)
mse, mse_op = tf.metrics.mean_squared_error(y, pred)
with tf.Session() as sess:
    sess.run(tf.local_variables_initializer())
    sess.run(mse_op, {x: [[1.0]], y: [[2.0]]})
    print(sess.run(mse))
'''
    code, diags = native(src)
    warned = [w for w in _warnings(diags) if "needs placeholder" in w]
    assert warned and "binds a fetched value together with values computed from it" in warned[0], _warnings(diags)


def test_two_graph_blocks_are_not_blamed_on_a_reset(native):
    """(hunt 18's s006: no ``reset_default_graph`` in the file; the message named one)"""
    src = '''import tensorflow as tf
g1 = tf.Graph()
g2 = tf.Graph()
with g1.as_default():
    v = tf.Variable(1.0, name="v")
    op1 = tf.assign_add(v, 1.0)
    init1 = tf.global_variables_initializer()
with g2.as_default():
    v2 = tf.Variable(100.0, name="v")
    init2 = tf.global_variables_initializer()
s1 = tf.Session(graph=g1)
s1.run(init1)
s1.run(op1)
print(s1.run(v))
'''
    code, diags = native(src)
    graph = [w for w in _warnings(diags) if ": graph: " in w]
    assert any("graph objects of an earlier graph are used here: 'init1'" in w for w in graph), _warnings(diags)
    assert all("reset_default_graph() are used" not in w for w in graph), graph


def test_a_saved_checkpoints_path_is_not_a_graph_object(native):
    """``p = saver.save(...)`` in one graph block, read in the next: a string (hunt 18's s099
    was told 'p' was a graph object of an earlier graph)."""
    src = '''import os, tempfile
import tensorflow as tf
d = tempfile.mkdtemp()
with tf.Graph().as_default():
    k = tf.Variable(1.0, name="k")
    saver = tf.train.Saver()
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        p = saver.save(sess, os.path.join(d, "m"))
with tf.Graph().as_default():
    k = tf.Variable(0.0, name="k")
    saver = tf.train.Saver()
    with tf.Session() as sess:
        saver.restore(sess, p)
        print(sess.run(k))
'''
    code, diags = native(src)
    assert all("'p'" not in w for w in _warnings(diags)), _warnings(diags)


def test_printing_static_shape_values_through_builtins_is_not_noted(native):
    """``print(n_in, half, type(int(half)).__name__)`` of static shape values: TF1 printed the
    same numbers; the note "TF1 printed symbolic tensors" was false (hunt 17's m02, M3)."""
    src = '''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 6])
n_in = x.get_shape()[1]
half = n_in // 2
print(n_in, half, type(int(half)).__name__)
w = tf.Variable(tf.ones([6, 3]))
y = tf.matmul(x, w)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y, {x: np.ones((1, 6))}))
'''
    code, diags = native(src)
    assert not [d for d in diags if "symbolic tensors" in str(d)], [str(d) for d in diags]


RNN = '''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [2, 3, 2])
cell = {cell}
{target} = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run({fetch}, {{x: np.ones((2, 3, 2))}}))
'''


@pytest.mark.parametrize("cell, target, fetch", [
    pytest.param("tf.nn.rnn_cell.GRUCell(2)", "res", "res", id="one name"),
    pytest.param("tf.nn.rnn_cell.BasicLSTMCell(2)", "outputs, (c, h)", "h", id="nested state"),
])
def test_a_dynamic_rnn_not_unpacked_converts(native, cell, target, fetch):
    """``res = tf.nn.dynamic_rnn(cell, ...)``, ``outputs, (c, h) = ...``: refused, blaming the
    cell ("used other than by one dynamic_rnn") and saying dynamic_rnn had no eager equivalent
    (hunt 17's n02, n03, M2). Now bound as the two names the planner expands, then packed or
    unpacked as written (n03 and a GRU ``res`` fetched whole checked EQUIVALENT)."""
    code, diags = native(RNN.format(cell=cell, target=target, fetch=fetch))
    assert not _warnings(diags), _warnings(diags)
    assert "tf.scan(" in code, code


def test_a_dynamic_rnn_of_deeper_nesting_is_refused_for_that(native):
    """(the planner's own refusal, for targets the statement form leaves: no longer blamed on
    the cell)"""
    src = RNN.format(cell="tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(2) for _ in range(2)])",
                     target="outputs, ((c1, h1), (c2, h2))", fetch="h2")
    code, diags = native(src)
    warned = _warnings(diags)
    assert any("result bound other than as two plain names" in w and "outputs, state = ..." in w for w in warned), warned
    assert not any("used other than by one dynamic_rnn" in w for w in warned), warned


def test_a_v1_assert_names_its_tf2_spelling(native):
    """(hunt 17's h01, h02: the message gave no next step)"""
    src = '''import tensorflow as tf
x = tf.constant([1.0, 2.0])
check = tf.assert_positive(x)
with tf.control_dependencies([check]):
    y = tf.identity(x)
with tf.Session() as sess:
    print(sess.run(y))
'''
    code, diags = native(src)
    assert any("tf.debugging.assert_positive" in w for w in _warnings(diags)), _warnings(diags)


INLINE_SAVER = '''import os, tempfile
import tensorflow as tf
d = tempfile.mkdtemp()
a = tf.Variable([7.0, 7.0], name="a")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    {line}
with tf.Session() as sess:
    tf.train.Saver().restore(sess, os.path.join(d, "m"))
    print(sess.run(a))
'''


@pytest.mark.parametrize("line", [
    pytest.param('p = tf.train.Saver().save(sess, os.path.join(d, "m"))', id="bound path"),
    pytest.param('print(os.path.basename(tf.train.Saver(max_to_keep=2).save(sess, os.path.join(d, "m"))))', id="printed path"),
])
def test_a_saver_made_inside_its_save_call_converts(native, line):
    """``tf.train.Saver().save(sess, path)``: "a Saver whose variables the converter cannot
    list" and "the session is used other than by sess.run/close" (hunt 18: 8 files; s025 and
    s176 EQUIVALENT now). The Saver is named by a statement of its own first."""
    code, diags = native(INLINE_SAVER.format(line=line))
    assert not _warnings(diags), _warnings(diags)
    assert "tf.train.Checkpoint" in code and "tf.train.Saver" not in code, code


def test_an_inline_saver_in_a_lambda_stays(native):
    """(guard: a lambda runs later; its Saver is not named before the line)"""
    src = INLINE_SAVER.format(line='save = lambda: tf.train.Saver().save(sess, os.path.join(d, "m"))\n    save()')
    code, diags = native(src)
    assert _warnings(diags), code


LOSSES = '''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
pred = tf.layers.dense(x, 1, kernel_regularizer=tf.contrib.layers.l2_regularizer(0.1))
mse = tf.losses.mean_squared_error(y, pred)
{more}
total = {read}
train = tf.train.GradientDescentOptimizer(0.05).minimize(total)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train, {{x: np.ones((2, 3)), y: np.ones((2, 1))}})
    print(sess.run(total, {{x: np.ones((2, 3)), y: np.ones((2, 1))}}))
'''


@pytest.mark.parametrize("more, read, written", [
    pytest.param("", "tf.losses.get_total_loss()", "tf.add_n([mse] + [", id="total"),
    pytest.param("", "tf.losses.get_total_loss(add_regularization_losses=False)", "tf.add_n([mse])", id="without regularization"),
    pytest.param("extra = tf.reduce_mean(pred)\ntf.losses.add_loss(extra)", "tf.add_n(tf.losses.get_losses())", "tf.add_n([mse, extra])", id="add_loss"),
    pytest.param("l2 = tf.losses.absolute_difference(y, pred)", "tf.add_n(tf.get_collection(tf.GraphKeys.LOSSES))", "tf.add_n([mse, l2])", id="collection"),
    pytest.param("c = tf.losses.absolute_difference(y, pred, loss_collection=None)", "tf.losses.get_total_loss(add_regularization_losses=False) + c",
                 "tf.add_n([mse]) + c", id="loss_collection=None"),
])
def test_the_losses_collection_is_read_as_the_losses_made(native, more, read, written):
    """``tf.losses.get_total_loss()`` / ``get_losses()`` (hunt 17: TF1-only functions, whole-file
    islands): the losses the file's ``tf.losses`` calls and ``add_loss`` added, written out
    (fixture ``session_33_losses``: EQUIVALENT, 8 values)."""
    code, diags = native(LOSSES.format(more=more, read=read))
    assert not _warnings(diags), _warnings(diags)
    assert written in code, code


@pytest.mark.parametrize("more", [
    pytest.param("scaled = 2.0 * tf.losses.absolute_difference(y, pred)", id="a loss inside an expression"),
    pytest.param("for _ in range(2):\n    l2 = tf.losses.absolute_difference(y, pred)", id="a loss made in a loop"),
    pytest.param("c = tf.losses.absolute_difference(y, pred, loss_collection='mine')", id="another collection"),
])
def test_the_losses_collection_stays_when_its_additions_are_not_followed(native, more):
    """(guards: TF1 added those too; the reads stay, refused)"""
    code, diags = native(LOSSES.format(more=more, read="tf.losses.get_total_loss()"))
    assert any("get_total_loss" in w for w in _warnings(diags)), _warnings(diags)


def test_cosine_distance_is_tf1s_formula(native):
    """``tf.losses.cosine_distance`` (hunt 17: TF1-only): 1 - the sum of the products over the
    axis, kept, then TF1's weighted reduction (fixture ``session_33_losses``)."""
    src = '''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
labels = tf.constant(np.ones((2, 3), np.float32))
loss = tf.losses.cosine_distance(labels, tf.nn.l2_normalize(x, axis=1), dim=1)
with tf.Session() as sess:
    print(sess.run(loss, {x: np.ones((2, 3))}))
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert "1.0 - tf.reduce_sum(" in code and "axis=(1,), keepdims=True" in code, code


def test_a_fed_tensor_of_unknown_dtype_is_one_tensor(native):
    """``sess.run(gh, {h: [10.0, 20.0]})`` with ``h`` computed (dtype not stated): the value was
    converted leaf by leaf (``tf.nest.map_structure``), two scalars, and the gradient with
    respect to them a list: ``.numpy()`` of a list crashed (hunt 19's g048: EQUIVALENT now)."""
    src = '''import tensorflow as tf
x = tf.placeholder(tf.float32, [2])
W = tf.Variable([[1.0, 2.0], [3.0, 4.0]])
h = tf.tensordot(W, x, axes=1)
loss = tf.reduce_sum(tf.square(h))
gh = tf.gradients(loss, h)[0]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(gh, {h: [10.0, 20.0]}))
'''
    code, diags = native(src)
    assert "h = tf.convert_to_tensor(h)" in code and "map_structure(tf.convert_to_tensor" not in code, code


def test_a_layer_read_for_its_kernel_is_not_watched(native):
    """``tf.gradients(loss, [inp, dense.kernel])`` of a Keras layer: ``tape.watch(dense)``
    raised (hunt 19's g154: EQUIVALENT now); the kernel is a trainable variable the tape records."""
    src = '''import numpy as np
import tensorflow as tf
inp = tf.placeholder(tf.float32, [None, 3])
dense = tf.keras.layers.Dense(2, kernel_initializer=tf.keras.initializers.Constant(0.4))
out = dense(inp)
loss = tf.reduce_sum(tf.nn.sigmoid(out))
g_in, g_k = tf.gradients(loss, [inp, dense.kernel])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([g_in, g_k], {inp: np.ones((2, 3))}))
'''
    code, diags = native(src)
    assert "tape.watch(inp)" in code and "tape.watch(dense)" not in code, code


def _written_seed(code, op):
    """The ``seed=`` written into the converted ``op(...)`` call."""
    import re
    found = re.search(re.escape(op) + r"\([^\n]*seed=(\d+)\)", code)
    return int(found.group(1)) if found else None


@pytest.mark.parametrize("loss, seed", [
    pytest.param("tf.nn.sampled_softmax_loss(w, b, labels, x, num_sampled=3, num_classes=6)", 2, id="sampled softmax: hits removed by default"),
    pytest.param("tf.nn.nce_loss(w, b, labels, x, num_sampled=3, num_classes=6, remove_accidental_hits=True)", 2, id="nce removing hits"),
    pytest.param("tf.nn.nce_loss(w, b, labels, x, num_sampled=3, num_classes=6)", 1, id="nce: no hits removed by default"),
    pytest.param("tf.nn.sampled_softmax_loss(w, b, labels, x, 3, 6, remove_accidental_hits=False)", 1, id="sampled softmax, hits kept"),
    pytest.param("tf.nn.sampled_softmax_loss(w, b, labels, x, num_sampled=3, num_classes=6, seed=7)", 1,
                 id="its own seed: only the hits count"),
])
def test_a_sampled_loss_removing_accidental_hits_takes_two_op_seeds(native, loss, seed):
    """TF1's ``compute_accidental_hits`` asks the graph for a seed too: a later unseeded op's op
    seed is one higher (hunt 20 W1: g09 printed 0.0555 where TF1 printed 0.4064; the 7 files of
    the cause and the control g12 EQUIVALENT now)."""
    src = f'''import numpy as np
import tensorflow as tf
tf.set_random_seed(1)
w = tf.constant(np.ones((6, 4), np.float32))
b = tf.zeros([6])
x = tf.constant(np.ones((2, 4), np.float32))
labels = tf.constant([[1], [2]], tf.int64)
loss = {loss}
noise = tf.random_uniform([3])
with tf.Session() as sess:
    print(sess.run([loss, noise]))
'''
    code, diags = native(src)
    assert _written_seed(code, "tf.random.uniform") == seed, code
    if "seed=7" not in loss:
        assert _written_seed(code, "tf.random.log_uniform_candidate_sampler") == 0, code


@pytest.mark.parametrize("dtype, seed", [
    pytest.param("tf.int32", 0, id="int32: zeros, no draw"),
    pytest.param("tf.bool", 0, id="bool"),
    pytest.param("tf.float64", 1, id="float64: glorot"),
    pytest.param(None, 1, id="no dtype: float32, glorot"),
])
def test_get_variable_of_a_non_floating_dtype_draws_nothing(native, dtype, seed):
    """TF1's default initializer is glorot_uniform for floating dtypes and zeros for the others
    (hunt 20 W2: an int32 counter moved the count; t01, t06, v02, v04 EQUIVALENT now)."""
    dt = f", dtype={dtype}" if dtype else ""
    src = f'''import tensorflow as tf
tf.set_random_seed(241)
counter = tf.get_variable("counter", []{dt})
noise = tf.random_uniform([3])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(noise))
'''
    code, diags = native(src)
    assert _written_seed(code, "tf.random.uniform") == seed, code


@pytest.mark.parametrize("call", [
    pytest.param("outputs, states = tf.nn.bidirectional_dynamic_rnn(tf.nn.rnn_cell.GRUCell(2), tf.nn.rnn_cell.GRUCell(3), x, dtype=tf.float32)",
                 id="bidirectional"),
    pytest.param("outputs, states = tf.nn.dynamic_rnn(cell=tf.nn.rnn_cell.BasicLSTMCell(2), inputs=x, dtype=tf.float32)", id="keyword cell"),
])
def test_rnn_cells_constructed_in_the_call_are_bound_first(native, call):
    """Cells written inline in the RNN call were refused, the bidirectional one at 1:1 and
    blamed on "GRUCell ... no native rewrite" (hunt 20's d08: EQUIVALENT now)."""
    src = f'''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [2, 3, 2])
{call}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(outputs, {{x: np.ones((2, 3, 2))}}))
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert "tf.scan(" in code, code


def test_a_cell_in_a_wrapper_is_named_as_the_cause():
    """(hunt 20: "tf.nn.rnn_cell.GRUCell is TF1 graph machinery with no native rewrite" read as
    GRU cells being unsupported)"""
    from migrate.source.rules import renames, rnns
    _, why = renames.tf2_name("tf.nn.rnn_cell.GRUCell")
    assert "converts natively only bound to a name of its own" in why and "DropoutWrapper" in why
    assert renames._CONVERTED_CELLS == set(rnns._CELL_TABLE) | {"MultiRNNCell"}
    _, why = renames.tf2_name("tf.nn.bidirectional_dynamic_rnn")
    assert "two cells bound to names" in why


def test_a_layers_kernel_bound_to_a_name_is_not_watched(native):
    """``layer_kernel = layer.kernel; tf.hessians(loss, layer_kernel)``: ``tape.watch`` of a
    Keras 3 variable raised (hunt 19's g236: EQUIVALENT now)."""
    src = '''import tensorflow as tf
x = tf.constant([[1.0, 2.0]])
layer = tf.keras.layers.Dense(1, use_bias=False, kernel_initializer=tf.keras.initializers.Constant(0.3))
loss = tf.reduce_sum(tf.sigmoid(layer(x)))
layer_kernel = layer.kernel
H = tf.hessians(loss, layer_kernel)[0]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(H))
'''
    code, diags = native(src)
    assert "tape.jacobian(" in code and "watch(layer_kernel)" not in code, code


@pytest.mark.parametrize("src", [
    pytest.param('''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [4])
M = tf.constant(np.arange(16, dtype=np.float32).reshape(4, 4) / 10.0)
y = tf.sin(tf.tensordot(M, x, axes=1))
J = tf.stack([tf.gradients(tf.gather(y, i), x)[0] for i in range(4)], axis=0)
with tf.Session() as sess:
    print(sess.run(J, {x: [0.1, 0.2, 0.3, 0.4]}))
''', id="the gather on the differentiated tensor, not the source"),
    pytest.param('''import tensorflow as tf
E = tf.Variable([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
ids = tf.placeholder(tf.int32, [2])
e = tf.reduce_sum(tf.nn.embedding_lookup(E, ids) ** 2, axis=1)
J = tf.stack([tf.convert_to_tensor(tf.gradients(e[i], E)[0]) for i in range(2)])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(J, {ids: [2, 0]}))
''', id="the sparse gradient stacked: dense"),
])
def test_dense_gradients_near_a_gather_are_not_refused_as_sparse(native, src):
    """"a fetched gradient w.r.t. a variable read by embedding_lookup/gather" where the gather
    is applied to the output (hunt 19's g023) or the gradient goes through an op that makes it
    dense (g141): both EQUIVALENT now."""
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)


def test_a_fetched_sparse_gradient_is_still_refused(native):
    """(guard)"""
    src = '''import tensorflow as tf
E = tf.Variable([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
ids = tf.placeholder(tf.int32, [2])
loss = tf.reduce_sum(tf.nn.embedding_lookup(E, ids))
g = tf.gradients(loss, E)[0]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(g, {ids: [2, 0]}))
'''
    code, diags = native(src)
    assert any("IndexedSlicesValue" in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("sources, written", [
    pytest.param("layer.kernel", "[tape.gradient(loss, dense_kernel)]", id="a layer's kernel"),
    pytest.param("layer.trainable_weights", "tape.gradient(loss, [dense_kernel, dense_bias])", id="a layer's trainable weights"),
])
def test_a_layers_variables_as_gradient_sources(native, sources, written):
    """"tf.gradients sources must be a name, a list literal or a slice of a variable list" for a
    Keras layer's variables (hunt 19's most wanted: g230, g231, g235, g237 EQUIVALENT now).
    Since session 36 the layer is TF1's (its state reads are its variables), no longer a Keras
    3 object read through ``layer.kernel`` (g230, g231 judged again: EQUIVALENT)."""
    src = f'''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
layer = tf.keras.layers.Dense(2, kernel_initializer=tf.keras.initializers.Constant(0.4))
loss = tf.reduce_sum(tf.nn.sigmoid(layer(x)))
grads = tf.gradients(loss, {sources})
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(grads, {{x: np.ones((2, 3))}}))
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert written in code and "watch(layer)" not in code, code


GAN = '''import numpy as np
import tensorflow as tf
np.random.seed(0)
z = tf.constant(np.random.randn(6, 2).astype(np.float32))
real = tf.constant(np.random.uniform(-1, 1, size=(6, 3)).astype(np.float32))
def G(z):
    with tf.variable_scope("gen"):
        return tf.layers.dense(z, 3, kernel_initializer=tf.constant_initializer(0.3))
def D(x, reuse):
    with tf.variable_scope("disc", reuse=reuse):
        return tf.layers.dense(x, 1, kernel_initializer=tf.constant_initializer(-0.2))
fake = G(z)
dr = D(real, False); df = D(fake, True)
d_loss = tf.reduce_mean(tf.square(dr)) + tf.reduce_mean(tf.square(df - 1.0))
g_loss = tf.reduce_mean(tf.square(df))
d_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="disc")
g_vars = [v for v in tf.trainable_variables() if v.name.startswith("gen")]
d_opt = tf.train.AdamOptimizer(0.01).minimize(d_loss, var_list=d_vars)
g_opt = tf.train.AdamOptimizer(0.01).minimize(g_loss, var_list=g_vars)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(2):
        sess.run(d_opt)
        sess.run(g_opt)
        print(i, sess.run([d_loss, g_loss]))
'''


def test_a_gan_returning_its_layers_with_one_line_of_calls_converts(native):
    """Hunt 19's g056 (the canonical GAN layout): ``return tf.layers.dense(...)`` in the
    generator and discriminator ("a layer not a statement of its own"), ``dr = D(real, False);
    df = D(fake, True)`` on one line ("a statement the converter does not model"), inputs from
    ``np.random.randn(6, 2)`` / ``np.random.uniform(..., size=...)`` ("shape not stated"), all
    refused; EQUIVALENT now (8 values)."""
    code, diags = native(GAN)
    assert not _warnings(diags), _warnings(diags)
    assert "tf.Session" not in code and "def G(" not in code, code


@pytest.mark.parametrize("value, shape", [
    pytest.param("np.random.randn(6, 2)", [6, 2], id="randn"),
    pytest.param("np.random.rand(3)", [3], id="rand"),
    pytest.param("np.random.normal(0.0, 1.0, size=(2, 5))", [2, 5], id="normal size="),
    pytest.param("np.random.uniform(-1, 1, (4, 3))", [4, 3], id="uniform positional size"),
    pytest.param("np.random.randint(0, 5, size=[7])", [7], id="randint"),
    pytest.param("np.linspace(0.0, 1.0, 9)", [9], id="linspace"),
    pytest.param("np.eye(3).astype(np.float32)", [3, 3], id="eye"),
    pytest.param("np.random.randn(2, n)", None, id="a name: unknown"),
])
def test_numpy_makers_state_their_shapes(value, shape):
    import libcst as cst
    from migrate.source.native.shapes import _np_shape
    assert _np_shape(cst.parse_expression(value)) == shape


def test_an_rnn_cell_made_in_place_is_bound_by_statement_forms():
    """(Danijar's variable-length sequences: layer_chains bound it before; statement_forms binds
    the cells of every RNN call now, the one pass for them)"""
    import libcst as cst
    from migrate.source.native.aliases import ImportTable
    from migrate.source.native.statement_forms import plain_statement_forms
    src = "import tensorflow as tf\noutput, state = tf.nn.dynamic_rnn(tf.contrib.rnn.GRUCell(8), x, dtype=tf.float32)\n"
    module = cst.parse_module(src)
    out = plain_statement_forms(module, ImportTable.from_module(module)).code
    assert out == "import tensorflow as tf\ncell = tf.contrib.rnn.GRUCell(8)\noutput, state = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)\n", out


@pytest.mark.parametrize("value, stated", [
    pytest.param("tf.one_hot(ids, 5)", True, id="one_hot"),
    pytest.param("tf.transpose(tf.one_hot(ids, 5), [1, 0, 2])", True, id="transpose"),
    pytest.param("tf.tile(tf.one_hot(ids, 5), [1, 2, 1])", True, id="tile"),
    pytest.param("tf.stack([tf.one_hot(ids, 5)[:, 0], tf.one_hot(ids, 5)[:, 1]], axis=1)", True,
                 id="stack of subscripts (slices of a stated shape since session 40)"),
    pytest.param("tf.stack([tf.cumsum(tf.one_hot(ids, 5), 1)[:, 0], tf.one_hot(ids, 5)[:, 1]], axis=1)", False,
                 id="stack of a slice of an unfollowed op: refused"),
    pytest.param("tf.stack([tf.ones([2, 5]), tf.zeros([2, 5])], axis=1)", True, id="stack"),
    pytest.param("tf.expand_dims(tf.ones([2, 5]), 1)", True, id="expand_dims"),
])
def test_rnn_inputs_through_shape_ops_state_their_shape(native, value, stated):
    """"dynamic_rnn input whose rank-3 shape the source does not state" for one_hot / transpose /
    tile of stated shapes (hunt 20: 7 files; c10, e10, k06, n01 EQUIVALENT now)."""
    src = f'''import numpy as np
import tensorflow as tf
ids = tf.placeholder(tf.int32, [2, 3])
inputs = {value}
cell = tf.nn.rnn_cell.GRUCell(4)
outputs, state = tf.nn.dynamic_rnn(cell, inputs, dtype=tf.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(state, {{ids: np.zeros((2, 3), np.int32)}}))
'''
    code, diags = native(src)
    refused = [w for w in _warnings(diags) if "rank-3 shape the source does not state" in w]
    assert bool(refused) != stated, _warnings(diags)


@pytest.mark.parametrize("size, same", [
    pytest.param("[4, 4]", True, id="its own size: the image itself"),
    pytest.param("(4, 4)", True, id="a tuple"),
    pytest.param("[8, 8]", False, id="another size: the raw op"),
    pytest.param("size", True, id="a name bound to tf.constant([4, 4]) (hunt 21's t145)"),
])
def test_resizing_an_image_to_its_own_size_returns_it(native, size, same):
    """TF1's resize_images returned the images unresized, in their dtype, when the size was their
    static height and width: a uint8 image came back float32 from the raw op (hunt 21's t028,
    t045, t083, t085, t121: EQUIVALENT now)."""
    src = f'''import numpy as np
import tensorflow as tf
img = tf.placeholder(tf.uint8, [1, 4, 4, 1])
size = tf.constant([4, 4])
r = tf.image.resize_images(img, {size})
with tf.Session() as sess:
    print(sess.run(r, {{img: np.zeros((1, 4, 4, 1), np.uint8)}}).dtype)
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert ("r = img" in code) == same and ("ResizeBilinear" in code) != same, code


SHARED_DRAW = '''import numpy as np
import tensorflow as tf
{seed}
im = tf.constant(np.linspace(0, 1, 48, dtype=np.float32).reshape(4, 4, 3))
b = tf.image.random_brightness(im, max_delta=0.3{op_seed})
mean_b = tf.reduce_mean(b)
with tf.Session() as sess:
    print(sess.run(b)[0, 0])
    print(sess.run(mean_b))
'''


@pytest.mark.parametrize("seed, op_seed, refused", [
    pytest.param("tf.set_random_seed(42)", "", True, id="graph seed"),
    pytest.param("", ", seed=2", True, id="op seed"),
    pytest.param("", "", False, id="unseeded: a note (TF1's numbers were not repeatable either)"),
])
def test_a_seeded_draw_computed_by_two_sites_is_refused(native, seed, op_seed, refused):
    """A random op other than the ones a shared TF1 stream replaces (``tf.image.random_*``,
    ``multinomial``, an ``nce_loss``'s sampler), computed by two sess.run sites: each converted
    function starts its own copy's stream over; with a seed that was a note only, and other
    numbers (hunt 21's t054, t099; hunt 20's g04, g07: islands now, EQUIVALENT)."""
    code, diags = native(SHARED_DRAW.format(seed=seed, op_seed=op_seed))
    warned = [w for w in _warnings(diags) if "computed by more than one sess.run site" in w]
    assert bool(warned) == refused, [str(d) for d in diags]
    if not refused:
        assert any("computed by more than one sess.run site" in str(d) for d in diags), [str(d) for d in diags]


@pytest.mark.parametrize("seed, call, refused", [
    pytest.param("tf.set_random_seed(1)", "tf.random_normal([2])", True, id="graph seed"),
    pytest.param("", "tf.random_uniform([2], seed=3)", True, id="op seed"),
    pytest.param("", "tf.random_normal([2])", False, id="unseeded: TF1's numbers were not repeatable"),
])
def test_a_seeded_random_op_written_inside_sess_run_is_refused(native, seed, call, refused):
    """``sess.run(tf.random_normal([2]))``: TF1 made a new op at each run, the first draw of a
    stream seeded by the graph seed and its count of ops; the eager code drew on from another
    stream with no diagnostic (hunt 22's a081, a147; once outside a loop too)."""
    src = f'''import tensorflow as tf
{seed}
with tf.Session() as sess:
    for i in range(2):
        print(sess.run({call}))
'''
    code, diags = native(src)
    warned = [w for w in _warnings(diags) if "a seeded random op written inside sess.run" in w]
    assert bool(warned) == refused, [str(d) for d in diags]


@pytest.mark.parametrize("rebind, use", [
    pytest.param("img = img[0]", "out = tf.image.resize_images(img, [4, 4])", id="a subscript, then a 4-D resize"),
    pytest.param("img = tf.reduce_mean(img, axis=[1, 2])", "out = tf.layers.batch_normalization(img, training=True)",
                 id="a reduction over a list of axes, then batch norm"),
])
def test_a_name_rebound_to_a_lower_rank_loses_its_old_shape(native, rebind, use):
    """``h = h[0]`` / ``h = tf.reduce_mean(h, axis=[1, 2])`` after a rank-4 ``h``: the name kept
    rank 4, and the 4-D resize crashed, batch norm normalized over the wrong axes, ``tf.where``
    broadcast its condition wrongly (hunt 21 W2: t153, t154, t171, t172; islands or EQUIVALENT now)."""
    src = f'''import numpy as np
import tensorflow as tf
inp = tf.placeholder(tf.float32, [1, 2, 2, 1])
img = tf.identity(inp)
{rebind}
{use}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {{inp: np.ones([1, 2, 2, 1], np.float32)}}))
'''
    code, diags = native(src)
    assert any("the source does not state" in w for w in _warnings(diags)), code


def test_a_name_rebound_through_a_function_of_the_file_keeps_its_shape(native):
    """(guard: ``x = leakyrelu(x)`` keeps ``x``'s shape for the layer after it, as the GAN
    fixture relies on)"""
    src = '''import numpy as np
import tensorflow as tf
def leakyrelu(v):
    return tf.maximum(v, 0.2 * v)
x = tf.placeholder(tf.float32, [None, 4])
x = tf.layers.dense(x, 3)
x = leakyrelu(x)
y = tf.layers.dense(x, 2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y, {x: np.ones((1, 4))}).shape)
'''
    code, diags = native(src)
    assert not any("shape" in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("src, found", [
    pytest.param("tf.set_random_seed(2)\ndraws = [tf.random_uniform([2]) for _ in range(2)]\nlater = tf.random_normal([2])\n",
                 "draws random numbers without seed=", id="draws in a comprehension: the count gives up"),
    pytest.param("tf.set_random_seed(80)\nlater = tf.map_fn(lambda v: v + tf.random_normal([], seed=5), tf.constant([1.0, 2.0]))\n",
                 "inside a function or lambda passed to TensorFlow's control flow", id="a seeded draw in a map_fn lambda"),
    pytest.param("def body(i, s):\n    return i + 1, s + tf.random_uniform([], seed=3)\n"
                 "_, later = tf.while_loop(lambda i, s: i < 3, body, [0, 0.0])\n",
                 "inside a function or lambda passed to TensorFlow's control flow", id="a seeded draw in a while_loop body"),
])
def test_draws_the_op_seed_count_cannot_follow(native, src, found):
    """Hunt 22 W2 (a comprehension making several ops counted as one, each given one seed) and
    W4 (a draw in a control-flow body: other numbers, or a while_loop body's draw computed once
    at module level because the function passed by name was not seen drawing)."""
    code, diags = native("import tensorflow as tf\n" + src + "with tf.Session() as sess:\n    print(sess.run(later))\n    print(sess.run(later))\n")
    assert any(found in str(d) for d in diags), [str(d) for d in diags]  # (the count's note is info; the bodies' a warning)
    assert "seed=1)" not in code, code  # (no op seed written after the comprehension)


def test_a_sparse_gradient_through_identity_is_still_refused(native):
    """(guard: ``tf.identity`` keeps an IndexedSlices one, in both eras; the ops that densify it
    are the others)"""
    src = '''import tensorflow as tf
E = tf.Variable([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
ids = tf.placeholder(tf.int32, [2])
loss = tf.reduce_sum(tf.nn.embedding_lookup(E, ids))
g = tf.identity(tf.gradients(loss, E)[0])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(g, {ids: [2, 0]}))
'''
    code, diags = native(src)
    assert any("IndexedSlicesValue" in w for w in _warnings(diags)), _warnings(diags)


def test_add_loss_to_another_collection_is_not_followed(native):
    """(guard: ``add_loss(extra, loss_collection=None)`` added nothing in TF1; the reads stay)"""
    code, diags = native(LOSSES.format(more="extra = tf.reduce_mean(pred)\ntf.losses.add_loss(extra, loss_collection=None)",
                                       read="tf.losses.get_total_loss()"))
    assert any("get_total_loss" in w for w in _warnings(diags)), _warnings(diags)
