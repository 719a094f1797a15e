"""Session 35: the wrong results hunts 25 and 26 left without a diagnostic (Keras objects on
float64 inputs, float64 dataset elements into tf.layers), then new hunts. Strings in, strings
out (no TensorFlow import)."""

import pytest


def _warnings(diags):
    return [str(d) for d in diags if d.severity == "warning"]


KERAS = '''import numpy as np
import tensorflow as tf
x = {x}
{model}
y = {apply} - 1e8
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y{feed}))
'''
_FED = ", {x: np.array([[1e8, 1.25]])}"


@pytest.mark.parametrize("x, model, apply, feed", [
    pytest.param("tf.placeholder(tf.float64, [None, 2])", "layer = tf.keras.layers.Dense(1, kernel_initializer='ones')",
                 "layer(x)", _FED, id="a Dense object on a float64 placeholder"),
    pytest.param("tf.placeholder(tf.float64, [None, 2])", "model = tf.keras.Sequential([tf.keras.layers.Dense(2), "
                 "tf.keras.layers.Dense(1)])", "model(x)", _FED, id="a Sequential"),
    pytest.param("tf.constant(np.array([[1e8 + 1.0, 0.5]]))", "layer = tf.keras.layers.Dense(1, kernel_initializer='ones')",
                 "layer(x)", "", id="a NumPy float64 constant"),
    pytest.param("tf.placeholder(tf.float64, [None, 2])", "model = tf.keras.Sequential([tf.keras.layers.Dense(2, dtype=tf.float64), "
                 "tf.keras.layers.Dense(1)])", "model(x)", _FED, id="one layer of two given dtype"),
])
def test_a_keras_object_on_a_float64_input_is_refused(native, x, model, apply, feed):
    """Hunt 26 W2 (r10, r17, r21): TF1's Keras 2 layers took their input's dtype (float64
    maths: [[4.]]); Keras 3 casts the input to float32 ([[0.]]), converted with no
    diagnostic. Refused, naming the next step."""
    code, diags = native(KERAS.format(x=x, model=model, apply=apply, feed=feed))
    assert any("called on a float64 input" in w and "dtype=tf.float64" in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("x, model", [
    pytest.param("tf.placeholder(tf.float32, [None, 2])", "model = tf.keras.Sequential([tf.keras.layers.Dense(2), "
                 "tf.keras.layers.Dense(1)])", id="a float32 input"),
    pytest.param("tf.placeholder(tf.float64, [None, 2])", "model = tf.keras.Sequential([tf.keras.layers.Dense(2, dtype=tf.float64), "
                 "tf.keras.layers.Dense(1, dtype='float64')])", id="every layer given dtype (checked EQUIVALENT)"),
])
def test_a_keras_object_computing_in_its_inputs_dtype_converts(native, x, model):
    """(guards: Keras 3 computes as TF1 did)"""
    code, diags = native(KERAS.format(x=x, model=model, apply="model(x)", feed=_FED))
    assert not _warnings(diags), _warnings(diags)
    assert "tf.keras.Sequential(" in code and "placeholder" not in code, code


DATASET = '''import numpy as np
import tensorflow as tf
X = {array}
ds = tf.data.Dataset.from_tensor_slices(X).batch(2)
batch = ds.make_one_shot_iterator().get_next()
h = tf.reshape(batch, [-1, 2])
y = tf.layers.dense(h, 1, kernel_initializer=tf.ones_initializer())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y))
'''


@pytest.mark.parametrize("array", [
    pytest.param("np.arange(8.0).reshape(4, 2)", id="arange of a float"),
    pytest.param("np.linspace(0, 1, 8).reshape(4, 2)", id="linspace"),
    pytest.param("np.array([[1, 2.5], [3, 4], [5, 6], [7, 8]])", id="a literal with one float after an int"),
])
def test_a_float64_dataset_element_into_a_layer_makes_float64_variables(native, array):
    """Hunt 26 r19: a dataset of NumPy float64 arrays into tf.layers.dense: the expansion made
    float32 variables and the converted code crashed (MatMul of double by float), no
    diagnostic: the element's dtype was not known there. Refused until session 38, float64
    variables since (the literal one checked EQUIVALENT, two runs)."""
    code, diags = native(DATASET.format(array=array))
    assert not _warnings(diags), _warnings(diags)
    assert 'dtype=tf.float64), name="dense/kernel")' in code, code


@pytest.mark.parametrize("array", [
    pytest.param("np.arange(8.0).reshape(4, 2).astype(np.float32)", id="astype float32"),
    pytest.param("np.linspace(0, 1, 8, dtype=np.float32).reshape(4, 2)", id="linspace dtype"),
])
def test_a_float32_dataset_element_into_a_layer_converts(native, array):
    """(guards: float32 arrays make float32 variables in both eras)"""
    code, diags = native(DATASET.format(array=array))
    assert not _warnings(diags), _warnings(diags)
    assert "tf.Variable(" in code and "make_one_shot_iterator" not in code, code


def _at(diags, rule, words):
    """(line, col) of the one warning of ``rule`` whose reason has ``words``."""
    found = [(d.line, d.col) for d in diags if d.severity == "warning" and d.rule == rule and words in d.reason]
    assert len(found) == 1, [str(d) for d in diags]
    return found[0]


TRAINER = '''import numpy as np
import tensorflow as tf

class Trainer(object):
    def __init__(self, model_fn, lr):
        self.graph = tf.Graph()
        with self.graph.as_default():
            self.x = tf.placeholder(tf.float32, [None, 3])
            self.out = model_fn(self.x)
            self.loss = tf.reduce_mean(tf.square(self.out))
            self.step = tf.train.AdagradOptimizer(lr).minimize(self.loss)
            self.sess = tf.Session(graph=self.graph)
            self.sess.run(tf.global_variables_initializer())

    def fit(self, X):
        return self.sess.run([self.step, self.loss], {self.x: X})[1]

def model_fn(x):
    w = tf.Variable(tf.constant([[0.2], [0.1], [-0.1]]))
    return tf.matmul(x, w) + 0.1

t = Trainer(model_fn, 0.5)
print(t.fit(np.ones((2, 3), np.float32)))
'''


def test_a_refusal_in_an_inlined_class_is_reported_where_it_is_written(native):
    """Hunt 24 (18 files at 1:1, h010 here): a statement of a class taken as a builder, copied
    again by a later pass without a record, was reported at 1:1; now where the copy's recorded
    twin was written (the ``with self.graph.as_default():`` line)."""
    code, diags = native(TRAINER)
    assert _at(diags, "graph", "graph tensors used in a statement") == (7, 9)


MODEL = '''import numpy as np
import tensorflow as tf

class Model(object):
    def __init__(self):
        self.x = tf.placeholder(tf.float32, [None, 2])
        self.b = tf.get_variable("b", [1], initializer=tf.constant_initializer(0.0))
        self.w = tf.get_variable("w", [2, 1], initializer=tf.constant_initializer(0.5))
        self.loss = tf.reduce_mean(tf.square(tf.matmul(self.x, self.w) + self.b))
        self.train_op = tf.train.GradientDescentOptimizer(0.3).minimize(self.loss)

m = Model()
X = np.ones((6, 2), np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(m.train_op, {m.x: X})
    sess.run(tf.variables_initializer([m.b]))
    print(sess.run(m.loss, {m.x: X}))
'''


def test_a_refusal_of_a_statement_reading_an_instance_is_reported_where_it_is_written(native):
    """Hunt 24 h126 / h127 / h070: ``m.b`` as ``m["b"]`` (a class taken as a builder returning
    a dict) rebuilt the statements around it with no record: reported at 1:1."""
    code, diags = native(MODEL)
    assert _at(diags, "initializers", "re-initialized") == (17, 5)


def test_a_refusal_in_an_unrolled_loop_is_reported_at_the_call(native):
    """Hunt 24 h134: ``opt(0.1 * (i + 1)).minimize(l)`` in a loop the converter unrolled (each
    copy's text differs from the file's) was reported at 1:1: now at the file's one call of
    the same method of the same callee."""
    src = '''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
train_ops = []
for i in range(3):
    with tf.variable_scope("member_%d" % i):
        w = tf.get_variable("w", [2, 1], initializer=tf.constant_initializer(0.1))
        l = tf.reduce_mean(tf.square(tf.matmul(x, w)))
        train_ops.append(tf.train.GradientDescentOptimizer(0.1 * (i + 1)).minimize(l))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train_ops, {x: [[1.0, 2.0]]})
'''
    code, diags = native(src)
    assert _at(diags, "optimizers", "minimize(...) inside another expression") == (8, 26)


def test_a_refusal_of_an_expanded_layer_is_reported_at_the_layer(native):
    """Hunt 25 p52 / t62: a statement the planner expanded a layer into (its compute statement)
    was reported at 1:1; now at the layer's statement."""
    src = '''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 4], name="x")
h = tf.layers.dense(x, 3, activation=tf.nn.relu, name="fc1")
for v in tf.trainable_variables():
    print(v.name)
print(h.get_shape().as_list())
'''
    code, diags = native(src)
    assert _at(diags, "sessions", "no sess.run in this block") == (3, 1)


NAMED = '''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable([[1.0], [-1.0]])
{statement}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print({fetch})
'''


@pytest.mark.parametrize("statement, fetch, bound", [
    pytest.param('tf.identity(tf.matmul(x, w), name="output")', 'sess.run("output:0", {x: [[1.0, 2.0]]})',
                 "output = tf.identity(", id="a tensor fetched by its name"),
    pytest.param('tf.identity(tf.matmul(x, w), name="output")\nout = tf.get_default_graph().get_tensor_by_name("output:0")',
                 'sess.run(out, {x: [[1.0, 2.0]]})', "output = tf.identity(", id="looked up, then fetched"),
    pytest.param('tf.identity(tf.matmul(x, w), name="out")\nout = tf.get_default_graph().get_tensor_by_name("out:0")',
                 'sess.run(out, {x: [[1.0, 2.0]]})', "out_op = tf.identity(", id="the name taken by the lookup"),
    pytest.param('tf.train.GradientDescentOptimizer(0.1).minimize(tf.reduce_sum(tf.matmul(x, w)), name="train_op")',
                 'sess.run(tf.get_default_graph().get_operation_by_name("train_op"), {x: [[1.0, 2.0]]})',
                 "def train_op_step(", id="a train op fetched by its name"),
])
def test_a_named_op_of_an_expression_statement_is_bound_to_its_name(native, statement, fetch, bound):
    """Hunt 24 h095 / hunt 25 t63: ``tf.identity(y, name="output")`` as a statement, fetched by
    its name, was refused with a message naming the converter's '__init_op__' (or "this
    initializer run again" for a train op): bound to its name now, it converts."""
    code, diags = native(NAMED.format(statement=statement, fetch=fetch))
    assert not _warnings(diags), _warnings(diags)
    assert bound in code and "get_tensor_by_name" not in code and "get_operation_by_name" not in code, code


def test_a_named_op_that_cannot_be_bound_says_so(native):
    """A named op in a variable_scope (TF1's name has the prefix; the statement stays unbound),
    fetched by its full name: the message says what to do (it named '__init_op__')."""
    code, diags = native(NAMED.format(statement='with tf.variable_scope("s"):\n    tf.identity(tf.matmul(x, w), name="output")',
                                      fetch='sess.run("s/output:0", {x: [[1.0, 2.0]]})'))
    assert any("binds no Python name" in w and "__init_op__" not in w for w in _warnings(diags)), _warnings(diags)


def test_an_op_looked_up_by_name_outside_sess_run_is_refused(native):
    """Hunt 25 t63 (variant): ``t = graph.get_operation_by_name("train_op")`` of a train op
    bound to ``step`` became ``t = step`` in a function where no ``step`` exists (NameError, no
    diagnostic, before this session)."""
    code, diags = native(NAMED.format(
        statement='step = tf.train.GradientDescentOptimizer(0.1).minimize(tf.reduce_sum(tf.matmul(x, w)), name="train")\n'
                  't = tf.get_default_graph().get_operation_by_name("train")',
        fetch='sess.run(t, {x: [[1.0, 2.0]]})'))
    assert any("an op looked up by its name ('train') outside sess.run" in w for w in _warnings(diags)), _warnings(diags)


def test_a_named_initializer_fetched_by_name_converts(native):
    """``tf.variables_initializer(tf.global_variables(), name="init")`` then ``sess.run("init")``: bound to
    ``init`` like any named statement (it was refused naming '__init_op__')."""
    src = '''import tensorflow as tf
w = tf.Variable([[1.0], [-1.0]])
tf.variables_initializer(tf.global_variables(), name="init")
with tf.Session() as sess:
    sess.run("init")
    print(sess.run(w))
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert "init" not in code, code


FILTERED = '''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
with tf.variable_scope("policy"):
    pw = tf.get_variable("w", [2, 1], initializer=tf.constant_initializer(2.0))
with tf.variable_scope("value"):
    vw = tf.get_variable("w", [2, 1], initializer=tf.constant_initializer(-2.0))
    unused = tf.get_variable("unused", [1], initializer=tf.zeros_initializer())
vl = tf.reduce_mean(tf.square(tf.matmul(x, vw)))
vopt = tf.train.GradientDescentOptimizer(0.05)
gv = vopt.compute_gradients(vl, var_list=tf.trainable_variables("value"))
{apply}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([vl, vtrain], {{x: np.ones((2, 2))}})[0])
'''


@pytest.mark.parametrize("apply", [
    pytest.param("vtrain = vopt.apply_gradients([(g, v) for g, v in gv if g is not None])", id="inline"),
    pytest.param("capped = [(tf.clip_by_value(g, -0.1, 0.1), v) for g, v in gv if g is not None]\n"
                 "vtrain = vopt.apply_gradients(capped)", id="bound, clipped"),
])
def test_apply_gradients_of_the_pairs_with_a_gradient_converts(native, apply):
    """Hunt 23 M1 (clip_one_net, checked EQUIVALENT with both forms): dropping the pairs whose
    gradient is None (a variable the loss does not reach) was refused as "updates other
    variables than in its first compute_gradients"; the variables with a gradient are the ones
    the loss reaches."""
    code, diags = native(FILTERED.format(apply=apply))
    assert not _warnings(diags), _warnings(diags)
    assert "if g is not None" in code and "GradientTape" in code, code



@pytest.mark.parametrize("test, chosen", [
    pytest.param('v.name.find("critic") != -1', "[ws, wa]", id="find != -1"),
    pytest.param('v.name.find("critic") >= 0', "[ws, wa]", id="find >= 0"),
    pytest.param('v.name.find("critic") == -1', "[w]", id="find == -1"),
])
def test_a_variable_list_filtered_by_find_converts(native, test, chosen):
    """Hunt 23 M2 (ddpg_name_filter, checked EQUIVALENT): ``[v for v in tf.trainable_variables()
    if v.name.find("critic") != -1]`` was refused as "some variables are created where the
    converter cannot list them" (only ``startswith`` / ``endswith`` / ``in`` were read)."""
    src = f'''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
with tf.variable_scope("actor"):
    w = tf.get_variable("w", initializer=tf.constant([[0.4], [-0.3]]))
    a = tf.tanh(tf.matmul(x, w))
with tf.variable_scope("critic"):
    ws = tf.get_variable("ws", initializer=tf.constant([[0.2], [0.1]]))
    wa = tf.get_variable("wa", initializer=tf.constant([[0.7]]))
    q = tf.matmul(x, ws) + tf.matmul(a, wa)
chosen = [v for v in tf.trainable_variables() if {test}]
print(len(chosen))
train = tf.train.GradientDescentOptimizer(0.1).minimize(tf.reduce_mean(q), var_list=chosen)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train, {{x: [[1.0, 2.0]]}})
    print(sess.run(chosen))
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert f"tape.gradient(tf.reduce_mean(q), {chosen})" in code, code


SLOTS = '''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
with tf.variable_scope("online"):
    w1 = tf.get_variable("w", [2, 1], initializer=tf.constant_initializer(0.5))
with tf.variable_scope("target"):
    w2 = tf.get_variable("w", [2, 1], initializer=tf.constant_initializer(0.0))
loss = tf.reduce_mean(tf.square(tf.matmul(x, w1)))
train = tf.train.AdamOptimizer(0.1).minimize(loss, var_list=[w1])
tv = {collection}
print(len(tv))
copy = [t.assign(w1) for t in tv]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train, {{x: [[1.0, 2.0]]}})
    sess.run(copy)
    print(sess.run(w2))
'''


@pytest.mark.parametrize("collection", [
    pytest.param('tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope="target")', id="GraphKeys"),
    pytest.param("tf.get_collection('variables', 'target')", id="the key's string"),
    pytest.param('tf.global_variables("target")', id="global_variables(scope)"),
])
def test_a_global_collection_of_a_scope_without_slots_converts(native, collection):
    """Hunt 23 (global_slots_copy, checked EQUIVALENT): a DQN's target-network copy lists the
    global variables of the target scope; no optimizer slot is named there (Adam updates the
    online variables only), so the list is the same in TF2."""
    code, diags = native(SLOTS.format(collection=collection))
    assert not _warnings(diags), _warnings(diags)
    assert "tv = [w2]" in code, code


@pytest.mark.parametrize("collection", [
    pytest.param('tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope="online")', id="the trained scope"),
    pytest.param('tf.get_collection("variables")', id="all"),
])
def test_a_global_collection_holding_slots_is_refused_naming_the_call(native, collection):
    """Hunt 23 M3 / M5: the refusal named "tf.global_variables()" for a get_collection call;
    it names the call as written now. (TF1 lists Adam's slots of the online variables.)"""
    code, diags = native(SLOTS.format(collection=collection))
    assert any(w.split(": ", 2)[2].startswith(f"{collection} lists optimizer slots") for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("made, fetch, words", [
    pytest.param("ops = dict(x=x, y=y, loss=loss)", 'ops["loss"]', "'ops', a container of graph objects", id="a dict of graph objects"),
    pytest.param("ops = [x, y, loss]", "ops[2]", "'ops', a container of graph objects", id="a list"),
    pytest.param("class Model:\n    def __init__(self, x, y):\n        self.x, self.y = x, y\n        self.loss = tf.reduce_sum(x)\n\n"
                 "    @property\n    def doubled(self):\n        return self.loss * 2.0\n\nmodel = Model(x, y)", "model.loss",
                 "'model', an object of class Model", id="an object of a class"),
])
def test_an_unfed_placeholder_held_by_a_fetched_container_is_named(native, made, fetch, words):
    """Hunt 24 M (h040 ``sess.run(ops["reset"])``, h005 ``sess.run(model.prediction)``): the
    refusal said TF1 "folded away" the placeholder; the container or object fetched through
    holds it."""
    src = f'''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None, 2])
loss = tf.reduce_sum(x)
{made}
with tf.Session() as sess:
    print(sess.run({fetch}, {{x: [[1.0, 2.0]]}}))
'''
    code, diags = native(src)
    assert any("needs placeholder 'y'" in w and words in w and "folded" not in w for w in _warnings(diags)), _warnings(diags)


def test_a_session_function_named_like_a_builders_local_is_inlined(native):
    """Hunt 24 h004 (checked EQUIVALENT): ``def train(sess, g, ...)`` was not inlined because
    ``build_graph`` has a local ``train = opt.minimize(loss)`` (its reads counted as uses of
    the function); the refusals then named the converter's 'train_1'."""
    src = '''import numpy as np
import tensorflow as tf

def build_graph():
    x = tf.placeholder(tf.float32, [None, 2])
    w = tf.Variable(tf.constant([[0.5], [0.5]]))
    loss = tf.reduce_mean(tf.square(tf.matmul(x, w)))
    train = tf.train.GradientDescentOptimizer(0.2).minimize(loss)
    return {"x": x, "loss": loss, "train": train}

def train(sess, g, X, steps):
    for s in range(steps):
        _, l = sess.run([g["train"], g["loss"]], feed_dict={g["x"]: X})
    return l

g = build_graph()
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(train(sess, g, np.ones((2, 2), np.float32), 3))
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert "def train(" not in code and "GradientTape" in code, code


def test_a_quoted_name_a_pass_made_is_written_as_the_files_name(native):
    """Hunt 24 M (h004 'train_1', h161 'config_attr'): a refusal quoting a name the converter
    made quotes the name the file spells."""
    src = '''import tensorflow as tf

class Model(object):
    def __init__(self, config):
        self.config = config
        self.x = tf.placeholder(tf.float32, [None, 1])
        self.y = self.x * self.config["scale"]

m = Model({"scale": 2.0})
with tf.Session() as sess:
    print(sess.run(m.y, {m.x: [[1.0]]}))
    m.config["scale"] = 3.0
    print(sess.run(m.y, {m.x: [[1.0]]}))
'''
    code, diags = native(src)
    warned = _warnings(diags)
    assert any("'config'" in w for w in warned) and not any("config_attr" in w for w in warned), warned


@pytest.mark.parametrize("read", [
    pytest.param("kernel, bias = layer.get_weights()\n    print(kernel.sum(), bias)", id="get_weights unpacked"),
    pytest.param("n = layer.count_params()\n    print(n)", id="count_params"),
    pytest.param("n = len(layer.trainable_weights)\n    print(n)", id="len of trainable_weights"),
    pytest.param("shapes = [w.shape for w in layer.weights]\n    print(shapes)", id="a comprehension over weights"),
])
def test_a_keras_state_read_in_a_session_stays_where_it_is(native, read):
    """Hunt 28 W3 (9 files, all checked EQUIVALENT now): an assignment reading a Keras layer's
    weights inside the session block was hoisted to where the layer was made, before Keras 3
    built it (a crash: nothing to unpack) or before the script set or trained them (a stale
    snapshot, silently). (``dtype=`` keeps the layer a Keras 3 object: since session 37 a file
    reading a layer's state otherwise spells it as TF1's variables.)"""
    src = f'''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
layer = tf.keras.layers.Dense(2, kernel_initializer=tf.constant_initializer(0.25), dtype="float32")
y = layer(x)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y, feed_dict={{x: np.ones((1, 3))}}))
    {read}
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    first = read.split("\n")[0]
    assert code.index("print(run_y(") < code.index(first), code


STOPS = '''import tensorflow as tf
w = tf.Variable([[1.0, 2.0, 3.0, 4.0]])
b = tf.Variable(0.5)
{made}
loss = {loss}
g = tf.gradients(loss, [w, b], stop_gradients={stopped}, unconnected_gradients="zero")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(g))
'''


@pytest.mark.parametrize("made, loss, stopped, expected", [
    pytest.param("gw, gb = tf.gradients(tf.reduce_sum(w ** 3) * b, [w, b])", "tf.reduce_sum(w * gw) + b * gb", "[gw, gb]",
                 ["gw = tf.stop_gradient(gw)", "gb = tf.stop_gradient(gb)"], id="gradients unpacked"),
    pytest.param("gw, gb = tf.gradients(tf.reduce_sum(w ** 3) * b, [w, b])\nfrozen = [gw, gb]", "tf.reduce_sum(w * gw) + b * gb",
                 "frozen", ["gw = tf.stop_gradient(gw)", "gb = tf.stop_gradient(gb)"], id="a list name"),
    pytest.param("m, v = tf.nn.moments(w * b, axes=[1])", "tf.reduce_sum(m * v * w)", "[m]",
                 ["m = tf.stop_gradient(m)"], id="moments: one op each"),
    pytest.param("a, c = tf.split(tf.tanh(w * b), 2, axis=1)", "tf.reduce_sum(a) * tf.reduce_sum(c ** 2)", "[a]",
                 ["a = tf.stop_gradient(a)", "c = tf.stop_gradient(c)"], id="a part of a split: the op, both parts"),
    pytest.param("parts = tf.split(tf.tanh(w * b), [1, 3], axis=1)", "tf.reduce_sum(parts[0]) * tf.reduce_sum(parts[1] ** 2)",
                 "[parts[0]]", ["tf.nest.map_structure(tf.stop_gradient, tf.split("], id="a subscript of a split list"),
])
def test_stop_gradients_of_several_results_of_one_statement(native, made, loss, stopped, expected):
    """Hunt 27 W1 (9 files) / W3 (5 files), all checked EQUIVALENT now: ``stop_gradients=`` of
    names bound together (``gw, gb = tf.gradients(...)``) was dropped; of a list name it
    stopped a stacked copy the loss never read; of ``parts[0]`` it stacked an uneven split
    (a crash). TF1 stops the op: a split's parts together."""
    code, diags = native(STOPS.format(made=made, loss=loss, stopped=stopped))
    assert not _warnings(diags), _warnings(diags)
    assert all(e in code for e in expected), code
    if "moments" in made:
        assert "v = tf.stop_gradient(v)" not in code, code


def test_stop_gradients_of_one_result_of_an_unknown_call_is_refused(native):
    """(an op whose outputs the converter does not know to be one op or several)"""
    code, diags = native(STOPS.format(made="a, c = tf.meshgrid(w[0], w[0] * b)", loss="tf.reduce_sum(a * c)", stopped="[a]"))
    assert any("stop_gradients= of 'a', one of several results of tf.meshgrid" in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("update", [
    pytest.param("tf.assign(w, w * 0.5)", id="tf.assign"),
    pytest.param("w.assign(w * 0.5)", id="the method"),
    pytest.param("tf.assign_add(w, w * 0.5)", id="assign_add"),
])
def test_a_gradient_through_an_update_result_is_stopped(native, update):
    """Hunt 27 W2 (6 files, checked EQUIVALENT now): TF1's Assign has no gradient, so
    ``tf.gradients`` of a loss read from ``new_w = tf.assign(w, ...)`` is zero; the converted
    tape differentiated through the read of the new value ([1 2] where TF1 said [0 0])."""
    src = f'''import tensorflow as tf
w = tf.Variable([1.0, 2.0])
new_w = {update}
g = tf.gradients(tf.reduce_sum(new_w ** 2), w, unconnected_gradients="zero")[0]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(g))
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert "new_w = tf.stop_gradient(w.assign" in code, code


@pytest.mark.parametrize("name", ["tf.keras.losses.kl_divergence", "tf.keras.metrics.log_cosh", "tf.keras.backend.print_tensor",
                                  "tf.keras.backend.in_train_phase", "tf.keras.backend.get_session"])
def test_keras_names_keras_3_removed_are_refused(native, name):
    """Hunt 28 W4 (8 files): names TF1's tf.keras had and TF 2.21's lacks (measured with dir())
    were converted as written and crashed with AttributeError."""
    src = f'''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
f = {name}
with tf.Session() as sess:
    print(sess.run(x * 2.0, {{x: [[1.0, 2.0]]}}))
'''
    code, diags = native(src)
    assert any(f"{name} is not in Keras 3" in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("alias, spelled", [
    pytest.param("L = tf.keras.layers", "L.LSTM(2)", id="layers"),
    pytest.param("keras = tf.keras", "keras.layers.BatchNormalization()", id="keras"),
    pytest.param("losses = tf.keras.losses", "losses.cosine_proximity", id="losses"),
])
def test_a_keras_module_alias_made_by_assignment_is_read_as_the_module(native, alias, spelled):
    """Hunt 28 W5 (7 files): ``L = tf.keras.layers`` hid every Keras rule (LSTM defaults, batch
    norm, float64 inputs, removed names: other numbers or crashes, no diagnostic)."""
    src = f'''import tensorflow as tf
{alias}
thing = {spelled}
x = tf.placeholder(tf.float32, [None, 2])
with tf.Session() as sess:
    print(sess.run(x * 2.0, {{x: [[1.0, 2.0]]}}))
'''
    code, diags = native(src)
    assert any(w.split(": ")[1] == "keras" for w in _warnings(diags)), _warnings(diags)


KERAS_DATA = '''import numpy as np
import tensorflow as tf
{made}
xb = {dataset}.batch(2).make_one_shot_iterator().get_next()
dense = tf.keras.layers.Dense(1, kernel_initializer=tf.constant_initializer(1.0 / 3.0))
y = dense(xb)
with tf.Session() as sess:
    print(sess.run(y))
'''


@pytest.mark.parametrize("made, dataset", [
    pytest.param("X = np.ones((4, 2), np.float32)", "tf.data.Dataset.from_tensor_slices(X).map(lambda x: tf.cast(x, tf.float64))",
                 id="a lambda map casting"),
    pytest.param("", "tf.data.Dataset.range(4).map(lambda i: tf.reshape(tf.cast(i, tf.float64) / 7.0, [1]))", id="range, cast"),
    pytest.param('X = np.arange(8).reshape(4, 2).astype("float64") / 7.0', "tf.data.Dataset.from_tensor_slices(X)", id="astype string"),
    pytest.param("rng = np.random.RandomState(0)\nX = rng.rand(4, 2)", "tf.data.Dataset.from_tensor_slices(X)", id="a RandomState draw"),
])
def test_a_float64_dataset_element_into_a_keras_layer_is_refused(native, made, dataset):
    """Hunt 28 W2 (f01, f06, f08, w5e): float64 elements the converter did not know were
    float64 went into a Keras layer (Keras 3 computes in float32: other numbers)."""
    code, diags = native(KERAS_DATA.format(made=made, dataset=dataset))
    assert any("called on a float64 input" in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("made, dataset", [
    pytest.param("X = np.ones((4, 2), np.float32)", "tf.data.Dataset.from_tensor_slices(X)", id="np.ones positional float32"),
    pytest.param("X = np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)", "tf.data.Dataset.from_tensor_slices(X)", id="np.array positional float32"),
    pytest.param("X = np.ones((4, 2), np.float32)", "tf.data.Dataset.from_tensor_slices(X).map(lambda x: x * 2.0)", id="a lambda map"),
])
def test_a_float32_dataset_element_into_a_keras_layer_converts(native, made, dataset):
    """Hunt 28 M1 (m01, d29, k15: checked EQUIVALENT): ``np.ones(shape, np.float32)`` (a
    positional dtype) was read as float64 and refused with advice that would make it wrong."""
    code, diags = native(KERAS_DATA.format(made=made, dataset=dataset))
    assert not _warnings(diags), _warnings(diags)


def test_an_embedding_on_integer_ids_is_not_refused(native):
    """(guard: Keras 3 casts float inputs only; integer ids go through as in TF1)"""
    src = '''import numpy as np
import tensorflow as tf
ids = tf.placeholder(tf.int32, [None, 3])
emb = tf.keras.layers.Embedding(10, 2, embeddings_initializer="ones")
y = emb(ids)
with tf.Session() as sess:
    print(sess.run(y, {ids: [[1, 2, 3]]}))
'''
    code, diags = native(src)
    assert not any("called on a int32 input" in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("reg", [
    pytest.param("tf.add_n(model.losses)", id="model.losses"),
    pytest.param("tf.add_n([tf.nn.l2_loss(v) for v in model.trainable_weights])", id="l2 of trainable_weights"),
])
def test_a_value_of_a_keras_objects_state_is_computed_at_each_run(native, reg):
    """Hunt 28 W6 (d62, w6b, w6d, w6e: checked EQUIVALENT now): ``reg = tf.add_n(model.losses)``
    was computed once at module level: before the model was built (a crash) or before
    set_weights / training (stale: 1 where TF1 said 9)."""
    src = f'''import numpy as np
import tensorflow as tf
model = tf.keras.Sequential([tf.keras.layers.Dense(1, input_shape=(2,), kernel_initializer="ones",
                                                   kernel_regularizer=tf.keras.regularizers.l2(0.5))])
x = tf.placeholder(tf.float32, [None, 2])
y = model(x)
reg = {reg}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([y, reg], feed_dict={{x: [[1.0, 1.0]]}}))
    model.set_weights([np.array([[3.0], [3.0]], np.float32), np.zeros(1, np.float32)])
    print(sess.run(reg))
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert f"def reg_step():\n    reg = {reg}\n" in code and f"\nreg = {reg}" not in code, code


@pytest.mark.parametrize("read", ["ds.output_types", "ds.output_shapes", "ds.output_classes",
                                  "tf.data.Dataset.range(3).output_shapes"])
def test_a_v1_dataset_attribute_is_refused(native, read):
    """Hunt 28 W1 (5 files): ``ds.output_types`` / ``output_shapes`` / ``output_classes`` of a
    dataset were left as written and crashed with AttributeError (TF2 has element_spec)."""
    src = f'''import numpy as np
import tensorflow as tf
ds = tf.data.Dataset.from_tensor_slices(np.zeros((4, 2), np.float32)).batch(2)
print({read})
x = ds.make_one_shot_iterator().get_next()
with tf.Session() as sess:
    print(sess.run(x))
'''
    code, diags = native(src)
    attr = read.rpartition(".")[2]
    assert any(f".{attr} of a tf.data dataset or iterator is TF1 only" in w for w in _warnings(diags)), _warnings(diags)


def test_a_gradient_with_respect_to_a_variable_looked_up_by_name(native):
    """Hunt 27 W4 (g141, g149: checked EQUIVALENT now): ``kernel =
    graph.get_tensor_by_name("dense/kernel:0")`` as the source of tf.gradients: the tape opened
    after the forward pass (the alias looked like a new leaf), the gradient was None (a crash)."""
    src = '''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
h = tf.layers.dense(x, 2, kernel_initializer=tf.constant_initializer(0.3), name="dense")
loss = tf.reduce_sum(h ** 2)
kernel = tf.get_default_graph().get_tensor_by_name("dense/kernel:0")
g = tf.gradients(loss, kernel)[0]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(g, {x: [[1., 2.]]}))
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert code.index("with tf.GradientTape() as tape:") < code.index("h = tf.nn.bias_add("), code


@pytest.mark.parametrize("body, after", [
    pytest.param("    hi = h[:, i]\n    rows.append(tf.gradients(hi, W)[0])", "", id="a slice temporary"),
    pytest.param("    hi = h[:, i] * 2.0\n    g, = tf.gradients(hi, W)\n    rows.append(tf.reshape(g, [-1]))", "", id="two temporaries"),
    pytest.param("    rows.append(tf.gradients(h[:, i], W)[0])", "direct = [tf.gradients(h[:, i], W)[0] for i in range(3)]",
                 id="the loop name bound again by a comprehension after it"),
])
def test_a_row_by_row_jacobian_loop_with_temporaries_folds(native, body, after):
    """Hunt 27 g002 (the mission's own idiom, checked EQUIVALENT): ``hi = h[:, i]`` then
    ``rows.append(tf.gradients(hi, W)[0])`` was an island (only the one-statement body
    folded), and a comprehension binding ``i`` again after the loop counted as a read of it."""
    src = f'''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 4])
W = tf.Variable(np.ones((4, 3), np.float32))
h = tf.tanh(tf.matmul(x, W))
rows = []
for i in range(3):
{body}
J = tf.stack(rows, axis=0)
{after}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(J, {{x: np.ones((2, 4), np.float32)}}).shape)
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert "tape.gradient(" in code and "for i in range(3):" not in code, code


def test_a_loop_whose_temporary_is_read_twice_is_left(native):
    """(guard: a temporary read twice is not put in place)"""
    src = '''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 4])
W = tf.Variable(np.ones((4, 3), np.float32))
h = tf.tanh(tf.matmul(x, W))
rows = []
for i in range(3):
    hi = h[:, i]
    rows.append(tf.gradients(hi * hi, W)[0])
J = tf.stack(rows, axis=0)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(J, {x: np.ones((2, 4), np.float32)}).shape)
'''
    code, diags = native(src)
    assert "for i in range(3)]" not in code, code
