"""Session 29: islands of hunt 10 made native, and the red-team hunts of this session.
Strings in, strings out (no TensorFlow import); the numbers: the legacy fixtures named in each
test."""

import pytest

TOWERS = '''import tensorflow as tf
tf.set_random_seed(0)

def net(x, reuse, is_training):
    with tf.variable_scope("Net", reuse=reuse):
        x = tf.reshape(x, [-1, 4, 4, 1])
        c = tf.layers.conv2d(x, 2, 3)
        f = {flatten}(c)
        h = tf.layers.dense(f, 3)
        h = tf.layers.dropout(h, rate=0.5, training=is_training)
        out = tf.layers.dense(h, 2)
    return out

X = tf.placeholder(tf.float32, [None, 16])
train = net(X, reuse=False, is_training=True)
test = net(X, reuse=True, is_training=False)
loss = tf.reduce_mean(train)
step = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([step, loss], {{X: [[1.0] * 16]}}))
    print(sess.run(test, {{X: [[1.0] * 16]}}))
'''


def test_a_reused_tower_flattening_with_contrib_layers_converts(native):
    """Hunt 10 r89 (aymeric's convnet with tf.layers): ``tf.contrib.layers.flatten`` in a tower
    called twice with reuse kept the whole file in a compat island. Checked EQUIVALENT
    (19 values, dropout included: its TF1 op seed is counted through the flatten)."""
    code, diags = native(TOWERS.format(flatten="tf.contrib.layers.flatten"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert code.count('name="Net/dense/kernel"') == 1 and code.count('name="Net/conv2d/kernel"') == 1, code
    assert "f = tf.reshape(c, [tf.shape(c)[0], -1])" in code, code
    assert "h = tf.nn.dropout(h, rate=0.5, seed=" in code, code  # the TF1 op seed, counted past the flatten


def test_a_dropout_with_training_false_in_the_second_tower_draws_nothing(native):
    """Hunt 10 r89: the test tower's ``tf.layers.dropout(h, training=False)`` (no random op in
    TF1) was warned about as a random op computed by two sess.run sites."""
    code, diags = native(TOWERS.format(flatten="tf.layers.flatten"))
    assert not [d for d in diags if "draws random numbers" in d.reason], [str(d) for d in diags]
    assert code.count("tf.nn.dropout(") == 1, code


NEURON_LAYER = '''import numpy as np
import tensorflow as tf
tf.set_random_seed(42)
X = tf.placeholder(tf.float32, shape=(None, 4), name="X")

def neuron_layer(X, n_neurons, name, activation=None):
    with tf.name_scope(name):
        n_inputs = int(X.get_shape()[1])
        W = tf.Variable(tf.truncated_normal((n_inputs, n_neurons), stddev=0.5), name="kernel")
        b = tf.Variable(tf.zeros([n_neurons]), name="bias")
        Z = tf.matmul(X, W) + b
{tail}

with tf.name_scope("dnn"):
    hidden1 = neuron_layer(X, 5, name="hidden1", activation=tf.nn.relu)
    logits = neuron_layer(hidden1, 3, name="outputs")
loss = tf.reduce_mean(logits)
training_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    tf.global_variables_initializer().run()
    sess.run(training_op, feed_dict={{X: np.ones((2, 4))}})
    print(loss.eval(feed_dict={{X: np.ones((2, 4))}}))
'''


@pytest.mark.parametrize("tail", [
    pytest.param("        if activation is not None:\n            return activation(Z)\n        else:\n            return Z",
                 id="if/else returning in both branches (ageron's neuron_layer)"),
    pytest.param("        if activation is not None:\n            return activation(Z)\n        return Z", id="if returning, then a return"),
    pytest.param("        if activation is not None:\n            Z = activation(Z)\n            return Z\n        out = Z\n        return out",
                 id="statements before each return"),
])
def test_a_layer_helper_returning_in_each_branch_of_its_last_if_is_inlined(native, tail):
    """Hunt 10 r48 (ageron ch10's ``neuron_layer``): a layer helper ending in an ``if`` that
    returns in each branch was not inlined (two returns), so its ``tf.Variable``-s kept the
    whole file in a compat island. r48 checks EQUIVALENT (29 values)."""
    code, diags = native(NEURON_LAYER.format(tail=tail))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'name="dnn/hidden1/kernel"' in code and 'name="dnn/outputs/bias"' in code, code
    assert "def neuron_layer" not in code and "tf.nn.relu(" in code, code


def test_a_helper_with_another_early_return_is_left_alone(native):
    tail = ("        if n_neurons == 0:\n            return X\n        if activation is not None:\n            return activation(Z)\n"
            "        return Z")
    code, diags = native(NEURON_LAYER.format(tail=tail))
    assert any("neuron_layer" in d.reason for d in diags), [str(d) for d in diags]


HIHELLO = '''import tensorflow as tf
X = tf.placeholder(tf.float32, [None, 6, 5])
cell = tf.contrib.rnn.BasicLSTMCell(num_units=5, state_is_tuple=True)
initial_state = cell.zero_state(1, tf.float32)
outputs, _states = tf.nn.dynamic_rnn(cell, X, initial_state=initial_state, dtype=tf.float32)
loss = tf.reduce_mean(outputs){more}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(loss, {{X: [[[1.0] * 5] * 6]}}))
'''


def test_a_zero_state_named_like_the_keyword_it_is_passed_to_converts(native):
    """Hunt 10 r17 (hunkim's lab 12 hihello): ``initial_state = cell.zero_state(...)`` passed
    as ``initial_state=initial_state`` counted the keyword as a second read, and the file was
    an island. r17 checks EQUIVALENT (450 values)."""
    code, diags = native(HIHELLO.format(more=""))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "zero_state" not in code and "tf.scan(" in code, code


def test_a_zero_state_read_again_is_still_refused(native):
    code, diags = native(HIHELLO.format(more="\nstart = initial_state"))
    assert any("initial_state=...) other than a name bound to this cell's zero_state" in d.reason for d in diags), [str(d) for d in diags]


def test_a_reused_scope_object_next_to_a_scope_keyword_converts(native):
    """``with tf.variable_scope("D") as scope: ... scope.reuse_variables()`` in a file that also
    passes ``scope="fc"`` to a layer: the keyword counted as a use of the scope object, and the
    file was an island. Checked EQUIVALENT (1 value)."""
    code, diags = native('''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
def disc(h):
    w = tf.get_variable("w", [3, 1], initializer=tf.constant_initializer(0.5))
    return tf.matmul(h, w)
with tf.variable_scope("D") as scope:
    a = disc(x)
    scope.reuse_variables()
    b = disc(x * 2.0)
c = tf.contrib.layers.fully_connected(x, 2, scope="fc")
loss = tf.reduce_sum(a + b) + tf.reduce_sum(c)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(loss, {x: [[1.0, 2.0, 3.0]]}))
''')
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "reuse_variables" not in code and 'name="fc/weights"' in code, code


MECHANICS = '''import math
import tensorflow as tf
{head}IMAGE_PIXELS = 3

def inference(images, hidden1_units):
  with tf.name_scope('hidden1'):
    weights = tf.Variable(tf.truncated_normal([IMAGE_PIXELS, hidden1_units], stddev=1.0 / math.sqrt(float(IMAGE_PIXELS))), name='weights')
    biases = tf.Variable(tf.zeros([hidden1_units]), name='biases')
    hidden1 = tf.nn.relu(tf.matmul(images, weights) + biases)
  with tf.name_scope('softmax_linear'):
    weights = tf.Variable(tf.truncated_normal([hidden1_units, 4], stddev=0.1), name='weights')
    biases = tf.Variable(tf.zeros([4]), name='biases')
    logits = tf.matmul(hidden1, weights) + biases
  return logits

def loss(logits, labels):
  labels = tf.to_int64(labels)
  return tf.losses.sparse_softmax_cross_entropy(labels=labels, logits=logits)

def placeholder_inputs(batch_size):
  images = tf.placeholder(tf.float32, shape=(batch_size, IMAGE_PIXELS))
  labels = tf.placeholder(tf.int32, shape=(batch_size))
  return images, labels

def run():
  with tf.Graph().as_default():
    tf.set_random_seed(1)
    images, labels = placeholder_inputs(batch_size)
    logits = inference(images, 5)
    loss_op = loss(logits, labels)
    sess = tf.Session()
    sess.run(tf.global_variables_initializer())
    print(sess.run(loss_op, {{images: [[1., 2., 3.], [0., 1., 0.]], labels: [1, 2]}}))
run()
'''


@pytest.mark.parametrize("head", [
    pytest.param("batch_size = 2\n", id="module constants"),
    pytest.param("class DataSet(object):\n  def next_batch(self, batch_size):\n    return self.data[:batch_size]\nbatch_size = 2\n",
                 id="a method's parameter spelled like the batch-size constant"),
])
def test_mechanics_101_labels_have_a_known_rank(native, head):
    """Hunt 10 r79 / hunt 7 s111 (the official fully_connected_feed): the sparse loss's labels
    are ``tf.to_int64`` of ``tf.placeholder(tf.int32, shape=(batch_size))`` (an int: rank 1)
    and the logits are sized by ``hidden1_units = 5`` (the inlined builder's parameter, bound in
    ``run``); a DataSet method's ``batch_size`` parameter made the module's constant unknown.
    The file was an island (ranks not stated); s111 now checks EQUIVALENT (4 values)."""
    code, diags = native(MECHANICS.format(head=head))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "tf.nn.sparse_softmax_cross_entropy_with_logits(labels=" in code, code


def test_an_int_bound_twice_in_functions_is_no_constant(native):
    """A function's ``n = 3`` is a constant only as the name's one binding in the file."""
    src = ("import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 6])\n"
           "def f():\n    n = 3\n    return n\ndef g():\n    n = 2\n    return n\n"
           "def main():\n    n = 3\n    parts = tf.split(x, n, axis=1)\n    with tf.Session() as sess:\n"
           "        print(sess.run(parts[0], {x: [[1.0] * 6]}))\nmain()\n")
    from migrate.source.native.constants import int_constants
    import libcst as cst
    assert "n" not in int_constants(cst.parse_module(src))
    assert int_constants(cst.parse_module(src.replace("    n = 2\n", "    m = 2\n").replace("    return n\n", "    return 1\n")))["n"] == 3


def test_an_rnn_cell_made_after_a_dropout_does_not_stop_its_op_seed_count(native):
    """Found writing the ``hunt_29_models`` fixture: a dropout's TF1 op seed was not counted in
    a file with an RNN cell (the cell's constructor, gone into the RNN's expansion, was taken
    for an uncounted draw): the dropout drew other numbers, with a warning."""
    code, diags = native('''import tensorflow as tf
tf.set_random_seed(3)
X = tf.placeholder(tf.float32, [None, 4])
S = tf.placeholder(tf.float32, [None, 6, 5])
h = tf.layers.dense(X, 3)
h = tf.nn.dropout(h, rate=0.5)
cell = tf.contrib.rnn.BasicLSTMCell(num_units=4)
outputs, _ = tf.nn.dynamic_rnn(cell, S, dtype=tf.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([h, outputs], {X: [[1.0] * 4], S: [[[1.0] * 5] * 6]}))
''')
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "h = tf.nn.dropout(h, rate=0.5, seed=1)" in code, code


REUSED_GET_VARIABLE = '''import tensorflow as tf
tf.set_random_seed(0)
def f(x, reuse):
    with tf.variable_scope('f', reuse=reuse):
        w = tf.get_variable('w', [3, 3], initializer={init})
        return tf.matmul(x, w)
x = tf.placeholder(tf.float32, [None, 3])
y = f(f(x, False), True)
noise = tf.random_uniform([2])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([y, noise], {{x: [[1.0, 2.0, 3.0]]}}))
'''


@pytest.mark.parametrize("init", [
    pytest.param("tf.random_normal_initializer(stddev=0.5)", id="an initializer object"),
    pytest.param("tf.truncated_normal_initializer(stddev=0.1)", id="truncated normal"),
])
def test_a_get_variable_function_called_again_stops_the_op_seed_count(native, init):
    """Hunt 12 W1 (s25, s02s, s02): the second call of a store function is a reuse lookup,
    which makes no initializer op in TF1; counted again, ``noise`` got op seed 2 where TF1 used
    1, with an info note claiming TF1's numbers. Now the count stops there (a warning)."""
    code, diags = native(REUSED_GET_VARIABLE.format(init=init))
    assert "tf.random.uniform([2])" in code and "seed=2" not in code, code
    assert any(d.reason.startswith("noise draws random numbers without seed=") for d in diags), \
        [str(d) for d in diags]


def test_a_tensor_initializer_of_get_variable_is_counted_once(native):
    """Hunt 12 W2 (s19): ``get_variable(initializer=tf.random_normal(...))`` counted the random
    op twice (as the initializer and as a call of the statement): the next op seed was one too
    high (TF1: 1)."""
    code, diags = native('''import tensorflow as tf
tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [None, 3])
w = tf.get_variable("w", initializer=tf.random_normal([3, 2]))
y = tf.matmul(x, w)
noise = tf.random_uniform([2])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([y, noise], {x: [[1.0, 2.0, 3.0]]}))
''')
    assert "noise = tf.random.uniform([2], seed=1)" in code, code


def test_the_initializer_seed_helper_is_plain_python_under_autograph(native):
    """Hunt 12 W3 (s09t, s10, s22b; 0 diagnostics): a store variable made while a step is traced
    called ``_tf1_initializer_seed()`` through autograph, whose ``int()`` gave Keras a tensor
    (ValueError). s09t and s10 check EQUIVALENT now."""
    code, diags = native(REUSED_GET_VARIABLE.format(init="None").replace("noise = tf.random_uniform([2])\n", "noise = y\n"))
    assert "@tf.autograph.experimental.do_not_convert\ndef _tf1_initializer_seed():" in code, code


def test_a_note_on_a_rebuilt_statement_names_its_line(native):
    """Hunt 12 M3 (s08, s16): notes quoting a draw of a statement a pass rebuilt (``noisy draws
    random numbers ...``, an inlined copy's ``h_1``) were reported at 1:1."""
    _, diags = native('''import tensorflow as tf
tf.set_random_seed(1)

class Model(object):
    def __init__(self):
        self.x = tf.placeholder(tf.float32, [None, 2])
        with tf.variable_scope("m") as scope:
            self.o1 = self.net(self.x)
            scope.reuse_variables()
            self.o2 = self.net(self.x * 2.0)

    def net(self, x):
        w = tf.get_variable("w", [2, 2], initializer=tf.random_normal_initializer())
        return tf.matmul(x, w)

model = Model()
noisy = tf.nn.dropout(model.o1 - model.o2, keep_prob=0.5)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(noisy, {model.x: [[1.0, 2.0]]}))
''')
    # (session 35: the class's statements are recorded where they were written, so the op seed
    # TF1 gave ``noisy`` is counted and written out, checked EQUIVALENT; its note is the
    # random_streams one, at the same line)
    found = [d for d in diags if d.reason.startswith(("noisy draws random numbers", "noisy: made without seed="))]
    assert found and all(d.line == 17 for d in found), [str(d) for d in diags]


def test_a_layer_under_a_scope_initializer_is_refused_by_the_variables_rule(native):
    """Hunt 12 M4 (t40): the refusal of ``tf.layers.dense`` under ``variable_scope(...,
    initializer=...)`` named rule ``rnns``."""
    _, diags = native('''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
with tf.variable_scope("s", initializer=tf.constant_initializer(0.5)):
    h = tf.layers.dense(x, 2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(h, {x: [[1.0, 2.0, 3.0]]}))
''')
    found = [d for d in diags if "under variable_scope(..., initializer=...)" in d.reason]
    assert found and all(d.rule == "variables" for d in found), [str(d) for d in diags]


def test_a_function_parameter_named_like_the_scope_object_is_another_variable(native):
    """Hunt 12 M6 (t03): ``def linear(x, n, scope)`` next to ``with tf.variable_scope('model') as
    scope: ... scope.reuse_variables()``: the parameter's uses were counted as uses of the scope
    object, and the message blamed the scope object."""
    _, diags = native('''import tensorflow as tf

def linear(x, n, scope):
    with tf.variable_scope(scope):
        w = tf.get_variable('w', [3, n], initializer=tf.constant_initializer(0.1))
        return tf.matmul(x, w)

a = tf.placeholder(tf.float32, [None, 3])
with tf.variable_scope('model') as scope:
    oa = linear(a, 3, 'l1')
    scope.reuse_variables()
    ob = linear(a * 2.0, 3, 'l1')
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(oa - ob, {a: [[1.0, 2.0, 3.0]]}))
''')
    assert not [d for d in diags if "scope object is used for more than" in d.reason], [str(d) for d in diags]


def test_a_get_variable_sized_by_its_input_static_shape_converts(native):
    """Hunt 12 M5 (t32): ``tf.get_variable('w', [x.get_shape()[1], n])`` in a helper inlined at
    three calls: the second copy's input was computed with the first ``w``, whose shape the
    converter did not read from the list, and the file was refused as an initial value
    depending on fed values. t32 checks EQUIVALENT (2 values)."""
    code, diags = native('''import tensorflow as tf
def block(x, scope, n):
    with tf.variable_scope(scope):
        w = tf.get_variable('w', [x.get_shape()[1], n], initializer=tf.constant_initializer(0.3))
        return tf.nn.tanh(tf.matmul(x, w))
x = tf.placeholder(tf.float32, [None, 3])
h = block(x, 'D', 4)
out = block(h, 'E', 1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {x: [[1.0, 2.0, 3.0]]}))
''')
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'name="E/w"' in code and "([4, 1], dtype=tf.float32)" in code, code


def _run_twice(build: str, fetch: str, then: str = "") -> str:
    return ("import tensorflow as tf\nv = tf.Variable(0.0)\n" + build +
            f"with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
            f"    sess.run({fetch})\n    sess.run({fetch})\n    print(sess.run(v))\n" + then)


@pytest.mark.parametrize("build, fetch", [
    pytest.param("def body(i, acc):\n    tf.assign_add(v, 1.0)\n    return i + 1, acc + 2.0\n"
                 "_, total = tf.while_loop(lambda i, acc: i < 4, body, [tf.constant(0), tf.constant(0.0)])\n",
                 "total", id="a dangling assign in a while body (TF1: never ran)"),
    pytest.param("def f(x):\n    tf.assign_add(v, 1.0)\n    return x * 2.0\nys = tf.map_fn(f, tf.constant([1.0, 2.0]))\n",
                 "ys", id="in a map_fn function"),
    pytest.param("def checked():\n    tf.debugging.assert_positive(v)\n    return v * 1.0\n"
                 "y = tf.cond(tf.constant(True), lambda: tf.identity(v), checked)\n",
                 "y", id="an assert in a cond branch"),
    pytest.param("acts = []\ndef body(i):\n    acts.append(i)\n    return i + 1\nloop = tf.while_loop(lambda i: i < 3, body, [0])\n",
                 "loop", id="a Python append in a while body"),
    pytest.param("def body(i):\n    print('step')\n    return i + 1\nloop = tf.while_loop(lambda i: i < 3, body, [0])\n",
                 "loop", id="a print in a while body"),
])
def test_a_control_flow_body_with_an_effect_its_outputs_do_not_need_is_refused(native, build, fetch):
    """Hunt 11 W1/W6 (e07, e08, g11, e06b, e12b, p01; k01, k04, k05, k09): TF1 never ran a
    stateful op of a loop or cond body that its outputs did not need, and built the Python
    once; the converted loop ran them (v 0 vs 4, an assert crashing, a print per step)."""
    _, diags = native(_run_twice(build, fetch))
    assert any(" whose functions call " in d.reason for d in diags), [str(d) for d in diags]


@pytest.mark.parametrize("build, fetch", [
    pytest.param("def body(i):\n    with tf.control_dependencies([tf.assign_add(v, 1.0)]):\n        return i + 1\n"
                 "loop = tf.while_loop(lambda i: i < 3, body, [0])\n", "loop", id="an assign under the body's control dependencies"),
    pytest.param("def incr():\n    with tf.control_dependencies([tf.assign_add(v, 1.0)]):\n        return tf.constant(1.0)\n"
                 "y = tf.cond(tf.constant(True), incr, lambda: tf.constant(0.0))\n", "y", id="a cond branch"),
    pytest.param("loop = tf.while_loop(lambda i: i < 3, lambda i: i + tf.cast(tf.assign_add(v, 1.0), tf.int32) * 0 + 1, [0])\n",
                 "loop", id="an assign in what a lambda returns"),
])
def test_a_control_flow_statement_assigning_under_its_dependencies_runs_at_each_run(native, build, fetch):
    """Hunt 11 W2 (g13, g13r, g13m, n05, p03: an in-graph training loop): the loop was computed
    once at module level, so running it again did nothing (6 vs 3, 30 training steps vs 10). Now
    a stateful statement of the run functions; the five scripts check EQUIVALENT."""
    code, diags = native(_run_twice(build, fetch))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f"\n{fetch} = " not in code and "_step():" in code, code


@pytest.mark.parametrize("value", [
    pytest.param("tf.py_function(next_batch, [], tf.float32)", id="py_function"),
    pytest.param("tf.numpy_function(next_batch, [], tf.float32)", id="numpy_function"),
])
def test_a_python_callback_without_inputs_runs_at_each_run(native, value):
    """Hunt 11 W3 (i11, i08): ``tf.py_function`` / ``numpy_function`` with no graph inputs was
    computed once at module level (the same batch at every step). i11 and i08 check EQUIVALENT."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\nstate = {'pos': 0}\n"
                         "def next_batch():\n    state['pos'] += 1\n    return np.float32(state['pos'])\n"
                         f"batch = {value}\ntotal = batch * 2.0\n"
                         "with tf.Session() as sess:\n    for step in range(3):\n        print(sess.run(total))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "\nbatch = " not in code and "def total_step():" in code, code


def test_a_file_read_runs_after_the_run_that_writes_it(native):
    """Hunt 11 W4 (l01): ``tf.read_file(path)`` was read at module level, before the
    ``sess.run`` of the ``tf.write_file`` op (NotFoundError). l01 checks EQUIVALENT."""
    code, diags = native("import tensorflow as tf\nmsg = tf.placeholder(tf.string, [])\nwrite = tf.write_file('/tmp/x.txt', msg)\n"
                         "content = tf.read_file('/tmp/x.txt')\nwith tf.Session() as sess:\n"
                         "    sess.run(write, {msg: 'first'})\n    print(sess.run(content))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "\ncontent = " not in code and "def content_step():" in code, code


def test_a_hessian_in_a_file_with_control_flow_is_not_vectorized(native):
    """Hunt 11 W7 (f07r, f07): ``tf.hessians`` through ``tf.cond`` became ``tape.jacobian``,
    whose vectorized form (pfor) fails on TF 2.21; f07r and f07 check EQUIVALENT."""
    code, diags = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [2])\np = tf.placeholder(tf.bool, [])\n"
                         "y = tf.cond(p, lambda: tf.reduce_sum(x ** 3), lambda: tf.reduce_sum(x))\nh = tf.hessians(y, x)[0]\n"
                         "with tf.Session() as sess:\n    print(sess.run(h, {x: [1.0, 2.0], p: True}))\n")
    assert "experimental_use_pfor=False" in code, code
    plain, _ = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [2])\ny = tf.reduce_sum(x ** 3)\n"
                      "h = tf.hessians(y, x)[0]\nwith tf.Session() as sess:\n    print(sess.run(h, {x: [1.0, 2.0]}))\n")
    assert "experimental_use_pfor" not in plain, plain


def test_a_loop_whose_lambdas_read_its_variable_is_not_unrolled(native):
    """Hunt 11 W8 (o05): ``branches.append((tf.equal(mode, k), lambda: x * float(k)))`` in
    ``for k in range(3)``: TF1's lambdas read ``k`` when ``tf.case`` called them, after the
    loop (4, 4, 4); unrolled, each copy read its own value (0, 2, 4)."""
    code, diags = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [])\nmode = tf.placeholder(tf.int32, [])\n"
                         "branches = []\nfor k in range(3):\n    branches.append((tf.equal(mode, k), lambda: x * float(k)))\n"
                         "out = tf.case(branches, default=lambda: x, exclusive=True)\n"
                         "with tf.Session() as sess:\n    print(sess.run(out, {x: 2.0, mode: 0}))\n")
    assert "float(0)" not in code and diags, code


@pytest.mark.parametrize("value, refused", [
    pytest.param("v.value()", True, id="a variable's value (d04r)"),
    pytest.param("tf.convert_to_tensor(v)", True, id="convert_to_tensor (d04s)"),
    pytest.param("tf.to_float(v)", True, id="a cast to its own dtype (g20)"),
    pytest.param("tf.add_n([v] + extra)", True, id="add_n of a list that may hold one tensor (g25)"),
    pytest.param("tf.add_n([v, v])", False, id="add_n of two: a new op"),
    pytest.param("tf.identity(v)", False, id="identity: a new op"),
])
def test_a_value_tf1_returned_as_it_was_under_control_dependencies_is_refused(native, value, refused):
    """Hunt 11 W5 (d04, d04r, d04s, g18-g21, g25): TF1 added control dependencies only to new
    ops; these calls may return their input, so fetching them ran no update (a batch norm's
    moving mean never moved), where the converted code ran it."""
    _, diags = native("import tensorflow as tf\nv = tf.Variable(2.0)\nextra = []\ndbl = tf.assign(v, v * 2.0)\n"
                      f"with tf.control_dependencies([dbl]):\n    snap = {value}\n"
                      "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(snap))\n")
    found = [d for d in diags if "under tf.control_dependencies: where TF1 returned its input" in d.reason]
    assert bool(found) == refused, [str(d) for d in diags]


@pytest.mark.parametrize("build, fetch", [
    pytest.param("def body(i, acc):\n    a = tf.assign(v, v * 2.0)\n    return i + 1, acc + a\n"
                 "_, total = tf.while_loop(lambda i, acc: i < 3, body, [tf.constant(0), tf.constant(0.0)], parallel_iterations=1)\n",
                 "total", id="an assign returned through a name (d10b)"),
    pytest.param("p = tf.constant(True)\ndef upd(t):\n    u = tf.assign_add(v, t)\n    with tf.control_dependencies([u]):\n"
                 "        return tf.identity(v) * 1.0\nout = tf.cond(p, lambda: upd(2.0), lambda: v * -1.0)\n",
                 "out", id="an assign named in the control dependencies (g24)"),
])
def test_a_control_flow_effect_wired_through_a_name_converts(native, build, fetch):
    """Found re-converting hunt 11: the first form of the refusal above took effects wired
    through a name for dangling ones (d10b, g24 were EQUIVALENT before it, and are again)."""
    code, diags = native(_run_twice(build, fetch))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]


def test_a_loop_whose_lambdas_go_to_control_flow_at_once_is_unrolled(native):
    """Found re-converting hunt 11 (o04): lambdas given to tf.while_loop / tf.cond in the
    iteration are called there, with this iteration's ``k``: unrolling is exact (EQUIVALENT)."""
    code, diags = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [])\nouts = []\nfor k in range(3):\n"
                         "    c = tf.cond(x > 1.0, lambda: x * float(k), lambda: x - float(k))\n    outs.append(c)\n"
                         "total = tf.add_n(outs)\nwith tf.Session() as sess:\n    print(sess.run(total, {x: 2.0}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "float(2)" in code, code


def test_a_lambda_parameter_is_not_the_module_name_a_later_loop_binds(native):
    """Hunt 11 (n06, g17): ``tf.while_loop(lambda i: i < 10.0, lambda i: i * 2.0, [x])`` then
    ``for i in range(2): ... sess.run(r, ...)`` was refused as rebinding the graph's ``i``.
    Both check EQUIVALENT now."""
    code, diags = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [])\n"
                         "r = tf.while_loop(lambda i: i < 10.0, lambda i: i * 2.0, [x])\n"
                         "with tf.Session() as sess:\n    for i in range(2):\n        print(i, sess.run(r, {x: 1.0 + i}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]


def test_a_variable_method_update_wired_in_a_body_converts_and_a_dangling_one_is_refused(native):
    """Found reviewing the control-flow refusal: ``v.assign_add(1.0)`` (a method, not
    ``tf.assign_add``) was taken for a Python side effect and refused even when wired."""
    wired = "def body(i):\n    with tf.control_dependencies([v.assign_add(1.0)]):\n        return i + 1\nloop = tf.while_loop(lambda i: i < 3, body, [0])\n"
    code, diags = native(_run_twice(wired, "loop"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    dangling = "def body(i):\n    v.assign_add(1.0)\n    return i + 1\nloop = tf.while_loop(lambda i: i < 3, body, [0])\n"
    _, diags = native(_run_twice(dangling, "loop"))
    assert any("call .assign_add(...) (a change of state or a check)" in d.reason for d in diags), [str(d) for d in diags]
