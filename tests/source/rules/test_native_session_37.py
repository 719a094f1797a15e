"""Session 37: what the converter reads as TF2 code and leaves as it is (its own output
among it: migrating migrated code changes nothing). Strings in, strings out (no TensorFlow
import)."""

import pytest


def _warnings(diags):
    return [str(d) for d in diags if d.severity == "warning"]


TF2_CODE = '''import numpy as np
import tensorflow as tf
{seed}

class Adam(tf.Module):
    def __init__(self):
        self.slots = {{}}

    def slots_of(self, var):
        if var.ref() not in self.slots:
            with tf.init_scope():
                self.slots[var.ref()] = tf.Variable(tf.zeros(var.shape), trainable=False)
        return self.slots[var.ref()]

    def apply_gradients(self, pairs):
        for g, v in pairs:
            self.slots_of(v).assign_add(g)
            v.assign_sub(0.1 * g)


def safe_norm(s, axis=-1, name=None):
    with tf.name_scope(name or "safe_norm"):
        return tf.sqrt(tf.reduce_sum(tf.square(s), axis=axis) + 1e-7)


w = tf.Variable(np.ones((3, 2), np.float32), name="w")
opt = Adam()


{decorator}
def step(x):
    {body}
    return loss


print(step(tf.ones((4, 3))).numpy(){extra})
'''
TAPE = """with tf.GradientTape() as tape:
        loss = tf.reduce_sum(safe_norm(tf.matmul(x, w)))
    opt.apply_gradients(zip(tape.gradient(loss, [w]), [w]))"""


@pytest.mark.parametrize("seed, decorator, body", [
    pytest.param("tf.random.set_seed(1)", "@tf.function", TAPE, id="seed, tf.function and a tape"),
    pytest.param("", "", TAPE, id="a tape alone"),
    pytest.param("tf.random.set_seed(1)", "", "loss = tf.reduce_sum(tf.matmul(x, w))\n    opt.apply_gradients([(loss, w)])",
                 id="TF2's seed alone"),
])
def test_tf2_code_is_left_as_it_is(native, seed, decorator, body):
    """The legacy fixture capsnet_routing's native output, converted again, became a compat
    island: read as TF1 it is graph code without a session (a ``tf.Variable`` in a helper, a
    module-level ``tf.random.set_seed``, a helper's ``tf.name_scope``), its optimizer's ``apply_gradients`` in a function
    taken for a ``tf.train`` optimizer's. A file written with TF2's idioms and no name TF2
    lacks is TF2 code now, returned unchanged with no diagnostic."""
    src = TF2_CODE.format(seed=seed, decorator=decorator, body=body, extra="")
    code, diags = native(src)
    assert code == src and list(diags) == []


@pytest.mark.parametrize("extra", [
    pytest.param(", tf.Session", id="a Session (V1_ONLY)"),
    pytest.param(", tf.random_normal([2])", id="a TF1 spelling TF2 renamed"),
    pytest.param(", tf.gradients(w, w)", id="tf.gradients (graph mode only)"),
])
def test_tf2_idioms_beside_a_tf1_name_are_still_read_as_tf1(native, extra):
    """(guards) One name TF2 lacks (or runs only in graph mode) makes the file TF1 code again,
    read as before: here a compat island (a ``tf.Variable`` in a helper)."""
    src = TF2_CODE.format(seed="tf.random.set_seed(1)", decorator="@tf.function", body=TAPE, extra=extra)
    code, diags = native(src)
    assert code != src and _warnings(diags), code


KERAS_INPUT = '''import numpy as np
import tensorflow as tf
{data}
layer = tf.keras.layers.Dense(1, kernel_initializer=tf.keras.initializers.Ones(){dtype})
pred = layer({x})
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(pred + 1e8))
'''


@pytest.mark.parametrize("data, x", [
    pytest.param("def make():\n    return np.random.RandomState(0).randn(4, 3)\nX = make()\nx = tf.constant(X)", "x",
                 id="tf.constant of a helper's array"),
    pytest.param("X = np.random.RandomState(0).randn(4, 3)\nY = np.zeros((4, 1))\n"
                 "ds = tf.data.Dataset.zip((tf.data.Dataset.from_tensor_slices(X), tf.data.Dataset.from_tensor_slices(Y)))\n"
                 "xb, yb = ds.batch(2).make_one_shot_iterator().get_next()", "xb", id="a Dataset.zip element"),
    pytest.param("X = np.arange(12.0).reshape(4, 3).astype(np.float32)\nto64 = lambda v: tf.cast(v, tf.float64)\n"
                 "xb = tf.data.Dataset.from_tensor_slices(X).map(to64).batch(2).make_one_shot_iterator().get_next()", "xb",
                 id="a map through a named lambda"),
])
def test_a_keras_layer_on_an_input_of_unstated_dtype_is_refused(native, data, x):
    """Hunt 28 W2's rest (wrong, no diagnostic: measured again this session, TF1 float64,
    the conversion float32): each input here is float64 in TF1, and TF1's Keras layer took that
    dtype. Where the source does not state the dtype, the call is refused with the next step."""
    code, diags = native(KERAS_INPUT.format(data=data, x=x, dtype=""))
    warnings = _warnings(diags)
    assert any("keras: tf.keras.layers.Dense called on an input whose dtype the source does not state" in w
               and "tf.cast(x, tf.float32)" in w for w in warnings), warnings


@pytest.mark.parametrize("data, x, dtype", [
    pytest.param("x = tf.placeholder(tf.float32, [None, 3])", "x", "", id="a float32 placeholder"),
    pytest.param("X = np.random.RandomState(0).randn(4, 3)\nx = tf.constant(X)", "x", ", dtype=tf.float64",
                 id="unstated, but the layer gives dtype="),
    pytest.param("x = tf.placeholder(tf.float32, [None, 3])\nh = tf.keras.layers.Dense(3)(x)", "h", "",
                 id="another Keras layer's float32 output"),
    pytest.param("x = tf.placeholder(tf.float32, [None, 3])\nh = tf.keras.layers.Dense(3)(tf.keras.layers.Dense(3)(x))", "h", "",
                 id="a nested call's float32 output"),
    pytest.param("a = tf.placeholder(tf.float32, [None, 2])\nb = tf.placeholder(tf.float32, [None, 1])\n"
                 "h = tf.keras.layers.Concatenate()([a, b])", "h", "", id="a Concatenate of float32 inputs"),
    pytest.param("ids = tf.placeholder(tf.int32, [None])\nh = tf.keras.layers.Embedding(10, 3)(ids)", "h", "",
                 id="an Embedding's output (float32, its ids int32)"),
    pytest.param("inp = tf.keras.Input(shape=(3,))\nh = tf.keras.layers.Dense(3)(inp)", "h", "",
                 id="a tf.keras.Input (float32 unless dtype= says otherwise)"),
])
def test_a_keras_layer_on_a_stated_float32_input_is_not_refused_for_its_dtype(native, data, x, dtype):
    """(guards) Inputs whose dtype the source states as float32 (or a layer given dtype=)."""
    _, diags = native(KERAS_INPUT.format(data=data, x=x, dtype=dtype))
    assert not [w for w in _warnings(diags) if "dtype" in w], _warnings(diags)


@pytest.mark.parametrize("spelling, dtype", [
    pytest.param("tf.double", "float64", id="tf.double (hunt 31 k_040: a crash)"),
    pytest.param("tf.half", "float16", id="tf.half"),
])
def test_tf_dtype_aliases_are_their_dtypes(native, spelling, dtype):
    """Hunt 31 k_038 / k_040: ``tf.placeholder(tf.double, ...)`` into a Keras Dense was not
    known float64; the expansion made float32 variables and the converted MatMul crashed
    (float64 by float32). ``tf.double`` / ``tf.half`` are float64 / float16 now."""
    src = KERAS_INPUT.format(data=f"x = tf.placeholder({spelling}, [None, 3])", x="x", dtype="")
    warnings = _warnings(native(src)[1])
    assert any(f"a {dtype} input is not converted" in w for w in warnings), warnings


def test_an_attribute_named_like_a_global_its_init_reads_keeps_the_global(native):
    """Hunt 32 p_022 (a crash, NameError): ``self.scale = tf.constant(scale)`` of a module
    global ``scale``, in a class taken apart as a builder, became the local ``scale`` and read
    itself (``scale_1 = tf.constant(scale_1)`` once inlined). The attribute's name avoids every
    name ``__init__`` reads now."""
    src = '''import numpy as np
import tensorflow as tf

scale = np.array([2.0, 3.0], np.float32)


class Model:
    def __init__(self):
        self.scale = tf.constant(scale)
        self.x = tf.placeholder(tf.float32, [None, 2])
        self.y = self.x * self.scale
        self.sess = tf.Session()

    def predict(self, x):
        return self.sess.run(self.y, {self.x: x})


m = Model()
print(m.predict(np.ones((1, 2), np.float32)))
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert "scale_attr = tf.constant(scale)" in code and "y = x * scale_attr" in code, code


@pytest.mark.parametrize("made, use", [
    pytest.param("tf.keras.metrics.Mean()", "upd = m.update_state(v)\nres = m.result()", id="Mean (hunt 31 k_026)"),
    pytest.param("tf.keras.metrics.MeanTensor()", "upd = m.update_state(v)\nres = m.result()",
                 id="MeanTensor, gone from Keras 3 (k_059)"),
    pytest.param("tf.keras.metrics.Sum()", "res = m(v)", id="a metric called"),
])
def test_a_keras_metric_object_is_refused(native, made, use):
    """Hunt 31 k_020 / k_026 / k_059 (crashes, no diagnostic): TF1's ``update_state`` returned
    the op ``sess.run`` ran; Keras 3's updates at once and returns None (``upd.numpy()``
    crashed), and ``res = m.result()`` was computed once."""
    src = f'''import numpy as np
import tensorflow as tf
v = tf.placeholder(tf.float32, [None])
m = {made}
{use}
with tf.Session() as sess:
    sess.run(tf.variables_initializer(m.variables))
    print(sess.run(res, {{v: np.ones(3, np.float32)}}))
'''
    warnings = _warnings(native(src)[1])
    assert any(f"keras: {made[:-2]}: a tf.keras.metrics object" in w and "update_state" in w for w in warnings), warnings


def test_keras_metric_functions_are_not_metric_objects(native):
    """(guard) ``tf.keras.metrics.binary_accuracy(y, p)`` is a function of tensors."""
    src = '''import numpy as np
import tensorflow as tf
y = tf.placeholder(tf.float32, [None])
p = tf.placeholder(tf.float32, [None])
acc = tf.reduce_mean(tf.keras.metrics.binary_accuracy(y, p))
with tf.Session() as sess:
    print(sess.run(acc, {y: np.ones(3, np.float32), p: np.ones(3, np.float32)}))
'''
    assert not [w for w in _warnings(native(src)[1]) if "metrics object" in w]


def test_a_keras_layer_whose_weights_are_read_before_any_run_is_tf1s_variables(native):
    """Hunt 31 k_039 (wrong, no diagnostic): ``len(layer.get_weights())`` in the session block
    before any run printed 0 converted (Keras 3 built the layer in the run function, at its
    first call), 2 in TF1 (built with the graph). A file reading a Keras layer's state now
    spells its layers as TF1's variables, as a file that trains does (session 36)."""
    src = '''import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 3])
layer = tf.keras.layers.Dense(2)
y = layer(x)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("n weights", len(layer.get_weights()))
    print("y", sess.run(y, {x: np.zeros((1, 3), np.float32)}))
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert 'name="dense/kernel"' in code and "len(tf.nest.map_structure(lambda t: t.numpy(), [dense_kernel, dense_bias]))" in code, code


@pytest.mark.parametrize("line, name", [
    pytest.param("h = tf.keras.layers.Dense(2, kernel_initializer=tf.keras.initializers.normal(seed=1))(x)",
                 "tf.keras.initializers.normal", id="initializers.normal (gone: k_057)"),
    pytest.param("h = tf.keras.layers.LocallyConnected1D(2, 1)(tf.expand_dims(x, -1))", "tf.keras.layers.LocallyConnected1D",
                 id="LocallyConnected1D (gone: k_058)"),
    pytest.param("h = tf.keras.backend.update_add(v, 1.0)", "tf.keras.backend.update_add", id="update_add (ran once: k_066)"),
    pytest.param("h = tf.keras.backend.moving_average_update(v, x[0], 0.9)", "tf.keras.backend.moving_average_update",
                 id="moving_average_update (TF1 debiased: k_067)"),
    pytest.param("h = tf.keras.backend.random_uniform((2,), seed=3)", "tf.keras.backend.random_uniform",
                 id="random_uniform (drawn once: k_077)"),
])
def test_keras_names_tf2_lacks_or_runs_otherwise_are_refused(native, line, name):
    """Hunt 31 W5-W7 (crashes and wrong numbers, no diagnostic)."""
    src = f'''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
v = tf.Variable(tf.zeros([3]), trainable=False)
{line}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for _ in range(3):
        print(sess.run(h, {{x: np.ones((2, 3), np.float32)}}))
'''
    warnings = _warnings(native(src)[1])
    assert any(w.split(": ", 2)[1:2] == ["keras"] and f"{name}:" in w for w in warnings), warnings


@pytest.mark.parametrize("keyword, value, written", [
    pytest.param("activation", '"relu"', "tf.nn.relu(tf.nn.bias_add(", id="activation=ACT (k_103: 'str' not callable)"),
    pytest.param("kernel_initializer", '"ones"', "tf.ones_initializer()([2, 1]", id="kernel_initializer=INIT (k_104)"),
])
def test_a_layer_identifier_given_through_a_string_constant_is_read(native, keyword, value, written):
    """Hunt 31 W9 (crashes): ``ACT = "relu"`` ... ``Dense(1, activation=ACT)`` was expanded
    as ``ACT(...)``. A module-level string constant is read as its string now."""
    src = f'''import numpy as np
import tensorflow as tf
CONST = {value}
x = tf.placeholder(tf.float32, [None, 2])
layer = tf.keras.layers.Dense(1, {keyword}=CONST)
loss = tf.reduce_mean(layer(x))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([loss, train_op], {{x: np.ones((2, 2), np.float32)}})[0])
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert written in code and "CONST(" not in code, code


def test_tf_add_in_a_loop_is_not_a_python_set_add(native):
    """Hunt 32 p_008 (a false refusal): ``tf.add(...)`` in a network's loop was read as an
    in-place change of ``tf`` (``set.add``), "'tf' is rebound or changed in place"."""
    src = '''import numpy as np
import tensorflow as tf


class Net(object):
    def __init__(self, layers):
        self.weights, self.biases = self.initialize_NN(layers)
        self.x_tf = tf.placeholder(tf.float64, shape=[None, 1])
        self.t_tf = tf.placeholder(tf.float64, shape=[None, 1])
        self.u_pred, _ = self.net_uv(self.x_tf, self.t_tf)
        self.f_pred = self.net_f(self.x_tf, self.t_tf)
        self.sess = tf.Session()
        self.sess.run(tf.global_variables_initializer())

    def initialize_NN(self, layers):
        weights, biases = [], []
        for l in range(len(layers) - 1):
            W = tf.Variable(tf.ones([layers[l], layers[l + 1]], dtype=tf.float64))
            b = tf.Variable(tf.zeros([1, layers[l + 1]], dtype=tf.float64))
            weights.append(W)
            biases.append(b)
        return weights, biases

    def neural_net(self, X):
        H = X
        for l in range(len(self.weights) - 1):
            H = tf.sin(tf.add(tf.matmul(H, self.weights[l]), self.biases[l]))
        return tf.add(tf.matmul(H, self.weights[-1]), self.biases[-1])

    def net_uv(self, x, t):
        uv = self.neural_net(tf.concat([x, t], 1))
        return uv[:, 0:1], uv[:, 1:2]

    def net_f(self, x, t):
        u, v = self.net_uv(x, t)
        return u - v

    def predict(self, X):
        return self.sess.run([self.u_pred, self.f_pred], {self.x_tf: X[:, 0:1], self.t_tf: X[:, 1:2]})


model = Net([2, 3, 2])
print(model.predict(np.array([[0.0, 0.5], [1.0, 0.5]])))
'''
    code, diags = native(src)
    assert not [w for w in _warnings(diags) if "rebound or changed in place" in w], _warnings(diags)


@pytest.mark.parametrize("seed, tf1_variables", [
    pytest.param("tf.set_random_seed(32)\n", True, id="under a graph seed (hunt 31 k_032: other numbers at each run)"),
    pytest.param("", False, id="(guard) no graph seed: random in both eras, Keras 3 runs the layer"),
])
def test_keras_layers_only_run_for_inference_under_a_graph_seed_are_tf1s_variables(native, seed, tf1_variables):
    """Hunt 31 W2 (k_028, k_032, k_096: wrong, no diagnostic): layers never trained stayed
    Keras 3 objects with unseeded initializers; TF1 drew their initial values from the graph
    seed. Under a graph seed they are TF1's seeded variables now (each checked EQUIVALENT)."""
    src = f'''import numpy as np
import tensorflow as tf
{seed}x = tf.placeholder(tf.float32, [None, 4])
d1 = tf.keras.layers.Dense(3, activation="elu")
d2 = tf.keras.layers.Dense(2)
y = d2(d1(x))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y, {{x: np.ones((2, 4), np.float32)}}))
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert ('name="dense_1/kernel"' in code and "_tf1_initializer_seed()" in code) is tf1_variables, code
    assert ("tf.keras.layers.Dense(2)" in code) is not tf1_variables, code


def test_set_weights_of_a_keras_layer_the_graph_calls_is_refused(native):
    """Hunt 31 k_034 (wrong, no diagnostic): ``target.set_weights(online.get_weights())``
    before any run set nothing in Keras 3 (the layers are built in the run function)."""
    src = '''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
online = tf.keras.layers.Dense(2)
target = tf.keras.layers.Dense(2)
qo = online(x)
qt = target(x)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    target.set_weights(online.get_weights())
    print(sess.run([qo, qt], {x: np.eye(3, dtype=np.float32)}))
'''
    warnings = _warnings(native(src)[1])
    assert any("keras: target.set_weights(...) of a Keras layer the graph code calls is not converted" in w
               for w in warnings), warnings


@pytest.mark.parametrize("data, x", [
    pytest.param("X = np.ones((2, 3))\nx = tf.placeholder(X.dtype, [None, 3])", "x", id="placeholder(X.dtype) (k_047)"),
    pytest.param("def grid():\n    return np.linspace(-1.0, 1.0, 6)\nx = tf.reshape(tf.constant(grid()), [-1, 3])", "x",
                 id="reshape of tf.constant(helper()) (k_048)"),
])
def test_a_trained_keras_dense_on_data_of_unstated_dtype_is_refused(native, data, x):
    """Hunt 31 k_041 / k_043 / k_047 / k_048 (crashes, no diagnostic): float64 data the source
    does not type reached a trained Dense, which the expansion made with float32 variables."""
    src = f'''import numpy as np
import tensorflow as tf
{data}
layer = tf.keras.layers.Dense(1)
loss = tf.reduce_mean(layer({x}))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([loss, train_op], {{}})[0])
'''
    warnings = _warnings(native(src)[1])
    assert any("of an input whose dtype comes from data the source does not type is not converted" in w
               for w in warnings), warnings


def test_a_flag_placeholder_with_default_is_not_data_of_unstated_dtype(native):
    """(guard) ``is_training = tf.placeholder_with_default(True, shape=[])`` read by a batch
    norm is no data operand (the fixture conv_batchnorm converts)."""
    src = '''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 4])
is_training = tf.placeholder_with_default(True, shape=[])
net = tf.layers.batch_normalization(tf.layers.dense(x, 3), training=is_training)
logits = tf.layers.dense(net, 2)
loss = tf.reduce_mean(logits)
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, loss], {x: np.ones((2, 4), np.float32)})[1])
'''
    assert not [w for w in _warnings(native(src)[1]) if "does not type" in w]


@pytest.mark.parametrize("between, refused", [
    pytest.param("print(y.eval(feed_dict={x: np.array([0.5])}))", False,
                 id="after an eval that reads no variable (hunt 32 p_053: a false refusal)"),
    pytest.param("print((a * y).eval(feed_dict={x: np.array([0.5])}))\na.assign(5.0).eval()", True,
                 id="(guard) after a run that changed the variable"),
])
def test_an_interactive_initializer_run_after_runs_that_read_no_variable_is_dropped(native, between, refused):
    """``tf.global_variables_initializer().run()`` after an ``eval`` that read no variable was
    refused "variables re-initialized after they were used"; it is dropped now as ``sess.run(init)``
    is (the variables still hold their initial values)."""
    src = f'''import numpy as np
import tensorflow as tf
sess = tf.InteractiveSession()
x = tf.placeholder(tf.float64, [None])
y = tf.sin(x)
a = tf.Variable(2.0, dtype=tf.float64)
{between}
tf.global_variables_initializer().run()
print((a * y).eval(feed_dict={{x: np.array([0.5])}}))
'''
    if refused:  # (the variable initialized for the run that changes it)
        src = src.replace("a = tf.Variable(2.0, dtype=tf.float64)\n", "a = tf.Variable(2.0, dtype=tf.float64)\nsess.run(a.initializer)\n")
    warnings = _warnings(native(src)[1])
    assert any("re-initialized after they were used" in w for w in warnings) is refused, warnings


def test_a_weightless_keras_layer_built_and_applied_at_once_converts(native):
    """Hunt 31 k_002 (M: "would build new weights at each run" of a LeakyReLU / Concatenate):
    a layer without weights, made again at each run, computes what TF1's one layer did (this
    snippet checked EQUIVALENT, 4 values). Since session 38 a Dense built and applied at once
    beside them is spelled as TF1's variables (checked EQUIVALENT); one the converter cannot
    spell (a kernel constraint) stays refused."""
    src = '''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
W = tf.Variable(tf.ones([3, 4]))
a = tf.keras.layers.LeakyReLU(alpha=0.2)(tf.matmul(x, W))
h = tf.keras.layers.Concatenate(axis=-1)([a, tf.keras.layers.Activation("tanh")(a)])
loss = tf.reduce_mean(tf.square(h))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([loss, train], {x: np.ones((2, 3), np.float32)})[0])
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    dense = src.replace("h = tf.keras.layers.Concatenate", "h = tf.keras.layers.Dense(2)(a)\nh = tf.keras.layers.Concatenate")
    assert not _warnings(native(dense)[1]) and 'name="dense/kernel"' in native(dense)[0]
    constrained = dense.replace("Dense(2)", "Dense(2, kernel_constraint=tf.keras.constraints.NonNeg())")
    assert any("built and applied in one expression" in w for w in _warnings(native(constrained)[1]))


@pytest.mark.parametrize("made, refused", [
    pytest.param('tf.keras.layers.Activation(CONFIG["gate"])', True, id="read from a dict (hunt 31 k_068: 0.33 vs 0.3)"),
    pytest.param("tf.keras.layers.Activation(GATE)", True, id="a string constant naming hard_sigmoid"),
    pytest.param('tf.keras.layers.Activation("tanh")', False, id="(guard) a literal other than hard_sigmoid"),
    pytest.param("tf.keras.layers.Activation(tf.nn.tanh)", False, id="(guard) a function"),
])
def test_an_activation_the_converter_cannot_read_as_hard_sigmoid_free_is_refused(native, made, refused):
    """Hunt 31 W8 (wrong, no diagnostic): ``Activation(CONFIG["gate"])`` holding
    ``"hard_sigmoid"`` escaped the refusal of Keras 2's hard_sigmoid (clip(0.2x + 0.5))."""
    src = f'''import numpy as np
import tensorflow as tf
CONFIG = {{"gate": "hard_sigmoid"}}
GATE = "hard_sigmoid"
x = tf.placeholder(tf.float32, [None, 2])
gate = {made}
g = gate(x)
with tf.Session() as sess:
    print(sess.run(g, {{x: np.array([[-1.0, 2.0]], np.float32)}}))
'''
    warnings = _warnings(native(src)[1])
    assert any(w.split(": ", 2)[1] == "keras" and "hard_sigmoid" in w for w in warnings) is refused, warnings
