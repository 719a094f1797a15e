"""Session 38: Keras layer objects in TF1 graph code that trains (hunt 31's most frequent island,
16 scripts): layers without weights kept as Keras 3 objects beside the expanded ones, Conv1D,
Embedding, ``Sequential()`` filled by ``add``, and a message naming why the layers stay Keras 3
objects when they do. Strings in, strings out (no TensorFlow import); each snippet's full script
was checked EQUIVALENT with ``tf1to2 check`` (numbers in the test docstrings)."""

import pytest


def _warnings(diags):
    return [str(d) for d in diags if d.severity == "warning"]


TRAIN = '''import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
np.random.seed(1)
x = tf.placeholder(tf.float32, [None, {shape}])
y = tf.placeholder(tf.float32, [None, 1])
{layers}
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(8, {shape}).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        l, _ = sess.run([loss, train_op], {{x: X, y: X[:, :1]}})
    print("loss", l)
'''


def test_a_layer_without_weights_stays_a_keras_object_beside_expanded_layers(native):
    """Hunt 31 k_012 (Conv2D, MaxPooling2D, Flatten, LeakyReLU, Dense; EQUIVALENT, 22 values):
    one LeakyReLU made the whole file an island ("cannot find trainable variables"); it now
    stays a Keras 3 object (no weights: made once, it computes what TF1's did) and the Dense
    layers are TF1's variables."""
    src = TRAIN.format(shape=6, layers='''fc1 = tf.keras.layers.Dense(4)
act = tf.keras.layers.LeakyReLU(0.2)
fc2 = tf.keras.layers.Dense(1)
h = fc1(x)
h = act(h)
pred = fc2(h)''')
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert "act = tf.keras.layers.LeakyReLU(0.2)" in code and "h = act(h)" in code
    assert 'name="dense/kernel"' in code and 'name="dense_1/kernel"' in code
    assert "tape.gradient(loss, [dense_kernel, dense_bias, dense_1_kernel, dense_1_bias])" in code


def test_a_lambda_layer_of_a_lambda_stays_a_keras_object_and_keeps_its_input_shape(native):
    """Hunt 31 k_097 (Lambda(lambda t: K.l2_normalize(t, axis=-1)) between Dense layers;
    EQUIVALENT, 4 values): the Lambda stays, and its output shape is its body's (the next Dense
    needs its last dimension). A Lambda whose function is not a ``lambda`` is not known to make
    no variables: the file stays an island, and the message says which layer."""
    src = TRAIN.format(shape=4, layers='''from tensorflow.keras import backend as K
fc1 = tf.keras.layers.Dense(6)
norm = tf.keras.layers.Lambda(lambda t: K.l2_normalize(t, axis=-1))
fc2 = tf.keras.layers.Dense(1)
h = fc1(x)
h = norm(h)
pred = fc2(h)''')
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert "norm = tf.keras.layers.Lambda(lambda t: tf.keras.backend.l2_normalize(t, axis=-1))" in code and "h = norm(h)" in code
    assert "tf.matmul(h, dense_1_kernel)" in code
    named = src.replace("norm = tf.keras.layers.Lambda(lambda t: K.l2_normalize(t, axis=-1))",
                        "def unit(t):\n    return K.l2_normalize(t, axis=-1)\nnorm = tf.keras.layers.Lambda(unit)")
    warnings = _warnings(native(named)[1])
    assert any("tf.keras.layers.Lambda of a function that is not a lambda" in w for w in warnings), warnings
    # (hunt 33 M5: ``arguments=`` was "not a layer the converter spells"; the keyword is named)
    given = src.replace("lambda t: K.l2_normalize(t, axis=-1))", "lambda t, a: K.l2_normalize(t, axis=a), arguments={'a': -1})")
    warnings = _warnings(native(given)[1])
    assert any("tf.keras.layers.Lambda(..., arguments=...) is not kept as a Keras 3 object" in w for w in warnings), warnings


def test_conv1d_is_spelled_as_tf1_variables_and_a_global_pooling_drops_the_length(native):
    """Hunt 31 k_056 (Conv1D, GlobalMaxPooling1D, Dense; EQUIVALENT): the kernel is ``[k, in,
    filters]`` under ``conv1d/``, ``tf.nn.conv1d``; the pooling's output is rank 2, so the Dense
    after it is a matmul (the stale rank-3 shape gave a tensordot over axis 2 of a rank-2 tensor)."""
    src = TRAIN.format(shape=3, layers='''x3 = tf.reshape(x, [-1, 3, 1])
conv = tf.keras.layers.Conv1D(4, 2, activation="relu")
gmp = tf.keras.layers.GlobalMaxPooling1D()
head = tf.keras.layers.Dense(1)
h = conv(x3)
h = gmp(h)
pred = head(h)''')
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert '([2, 1, 4], dtype=tf.float32), name="conv1d/kernel")' in code
    assert 'tf.nn.conv1d(input=x3, filters=conv1d_kernel, stride=1, padding="VALID")' in code
    assert "tf.matmul(h, dense_kernel)" in code and "tensordot" not in code


@pytest.mark.parametrize("call, expected", [
    pytest.param("tf.layers.conv1d(x3, 4, 2, strides=2, padding='same')",
                 'tf.nn.conv1d(input=x3, filters=conv1d_kernel, stride=2, padding="SAME")', id="strided-same"),
    pytest.param("tf.layers.conv1d(x3, 4, (2,), name='c1')", 'name="c1/kernel"', id="one-element-tuple-named"),
    pytest.param("tf.layers.conv1d(x3, 4, 2, strides=2, dilation_rate=2)", "both strides and dilation_rate", id="strided-dilation-refused"),
    pytest.param("tf.layers.conv1d(x3, 4, 2, dilation_rate=2, padding='causal')",
                 'tf.nn.conv1d(input=tf.pad(x3, [[0, 0], [2, 0], [0, 0]]), filters=conv1d_kernel, stride=1, padding="VALID", dilations=2)',
                 id="causal-dilated-q007-q056"),
    pytest.param("tf.layers.max_pooling1d(tf.layers.conv1d(x3, 4, 2), 2, 1)",
                 'tf.nn.max_pool1d(h_conv1d, ksize=2, strides=1, padding="VALID")', id="max-pooling1d-q057"),
])
def test_tf_layers_conv1d(native, call, expected):
    """``tf.layers.conv1d`` (TF1's functional form) is the same expansion; a dilation (with
    ``padding="causal"``: the span padded before) and the 1-D poolings convert (hunt 33 q_007,
    q_056, q_057, hunt 34 s_011, s_021: EQUIVALENT); a dilation with strides is refused, as TF1
    refused it."""
    src = TRAIN.format(shape=4, layers=f'''x3 = tf.reshape(x, [-1, 4, 1])
h = {call}
pred = tf.layers.dense(tf.layers.flatten(h), 1)''')
    code, diags = native(src)
    assert expected in (code if not id_refused(expected) else " ".join(_warnings(diags)))


def id_refused(expected: str) -> bool:
    return "both strides" in expected


def test_sequential_filled_by_add_is_the_list_form(native):
    """Hunt 31 k_001 / k_007 form (``model = tf.keras.Sequential()`` then ``model.add(...)``;
    this snippet with a LeakyReLU between two Dense layers and Adam: EQUIVALENT, 3 values, the
    variable names printed too): folded into ``Sequential([...])``; the layer without weights
    is made in place in the chain. An ``add`` after another statement is not folded."""
    src = TRAIN.format(shape=6, layers='''model = tf.keras.Sequential()
# hidden layer
model.add(tf.keras.layers.Dense(8, activation="relu"))
model.add(tf.keras.layers.LeakyReLU(0.2))
model.add(tf.keras.layers.Dense(1))
pred = model(x)''')
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert 'name="sequential/dense/kernel"' in code and 'name="sequential/dense_1/kernel"' in code
    assert "pred_leakyrelu = tf.keras.layers.LeakyReLU(0.2)(pred_dense)" in code
    late = src.replace("model.add(tf.keras.layers.Dense(1))", "z = 1\nmodel.add(tf.keras.layers.Dense(1))")
    warnings = _warnings(native(late)[1])
    assert any("a tf.keras.Sequential built otherwise than from a list literal" in w for w in warnings), warnings


def test_the_fold_keeps_the_layer_lines_for_messages(native):
    """A refusal of a layer inside the folded model points at its own line."""
    src = TRAIN.format(shape=6, layers='''model = tf.keras.Sequential()
model.add(tf.keras.layers.Dense(8, activation="relu"))
model.add(tf.keras.layers.Dense(1, kernel_constraint=tf.keras.constraints.NonNeg()))
pred = model(x)''')
    warnings = _warnings(native(src)[1])
    assert any("kernel_constraint=...) is not spelled as TF1 variables" in w for w in warnings), warnings


EMBED = '''import numpy as np
import tensorflow as tf

tf.set_random_seed(50)
np.random.seed(50)
ids = tf.placeholder({dtype}, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
emb = tf.keras.layers.Embedding(8, 3{extra})
e = emb(ids)
s = tf.reduce_sum(e, axis=[1, 2])
loss = tf.reduce_mean(tf.square(tf.expand_dims(s, 1) - y))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
I = np.random.randint(0, 8, (6, 4)).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, train_op], {{ids: I, y: np.ones((6, 1), np.float32)}})
    print("loss", l)
'''


@pytest.mark.parametrize("dtype, extra, expected", [
    pytest.param("tf.float32", "", "tf.nn.embedding_lookup(embedding_embeddings, tf.cast(ids, tf.int32))", id="float-ids-cast"),
    pytest.param("tf.int32", "", "tf.nn.embedding_lookup(embedding_embeddings, ids)", id="int-ids"),
    pytest.param("tf.int32", ", input_length=4, name=\"words\"", 'name="words/embeddings"', id="named-input-length"),
    pytest.param("tf.int32", ", embeddings_initializer=\"he_normal\"", "tf.keras.initializers.HeNormal(", id="initializer"),
])
def test_embedding_is_a_tf1_table_and_a_lookup(native, dtype, expected, extra):
    """Hunt 31 k_050 (float32 ids; EQUIVALENT, 2 values) and k_001 (Sequential.add of Embedding,
    Flatten, Dense, Dense with Adam; EQUIVALENT, 19 values, names printed): the table is
    ``embedding/embeddings`` ``[input_dim, output_dim]``, uniform in [-0.05, 0.05] by default,
    Keras 2 cast ids of another dtype than int32 / int64 to int32."""
    code, diags = native(EMBED.format(dtype=dtype, extra=extra))
    assert not _warnings(diags), _warnings(diags)
    assert expected in code
    if not extra:
        assert ("tf.keras.initializers.RandomUniform(minval=-0.05, maxval=0.05, seed=_tf1_initializer_seed())([8, 3], "
                'dtype=tf.float32), name="embedding/embeddings")') in code


def test_embedding_options_the_lookup_does_not_model_are_named(native):
    """Hunt 31 k_029: ``mask_zero=True`` (a mask the next layers read) stays an island, named."""
    warnings = _warnings(native(EMBED.format(dtype="tf.int32", extra=", mask_zero=True"))[1])
    assert any("tf.keras.layers.Embedding(..., mask_zero=...) is not spelled as TF1 variables" in w for w in warnings), warnings


@pytest.mark.parametrize("layers, reason", [
    pytest.param("rnn = tf.keras.layers.SimpleRNN(4)\nfc = tf.keras.layers.Dense(1)\npred = fc(rnn(tf.reshape(x, [-1, 2, 3])))",
                 "tf.keras.layers.SimpleRNN is not a layer the converter spells as TF1 variables", id="class"),
    pytest.param("fc = tf.keras.layers.Dense(6)\nout = tf.keras.layers.Dense(1)\nh = x\nfor i in range(2):\n    h = fc(h)\n"
                 "pred = out(h)", "in a loop or nested function", id="loop"),
    pytest.param("with tf.name_scope('tower'):\n    fc = tf.keras.layers.Dense(1)\n    pred = fc(x)",
                 "the file also names tf.name_scope", id="scope-k089"),  # (k089's variable scope converts since session 39)
])
def test_why_keras_layers_stay_keras_objects_is_in_the_message(native, layers, reason):
    """Hunt 31 row 1 (16 scripts): every one got the generic "cannot find trainable variables";
    the message now says why the layers were not spelled as TF1 variables."""
    warnings = _warnings(native(TRAIN.format(shape=6, layers=layers))[1])
    found = [w for w in warnings if "of a loss computed by Keras layer objects that stay Keras 3 objects" in w]
    assert found and reason in found[0], warnings


@pytest.mark.parametrize("src, reason, line", [
    pytest.param('''import numpy as np
import tensorflow as tf
X = np.linspace(0, 1, 12).reshape(4, 3)
x = tf.placeholder_with_default(X, [None, 3])
layer = tf.keras.layers.Dense(2)
out = layer(x)
loss = tf.reduce_sum(tf.square(out))
train_op = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([loss, train_op])[0], sess.run(layer.kernel))
''', "tf.keras.layers.Dense (TF1's tf.layers.dense) input whose shape (rank 2 or more, last dimension) the source does not state",
                 6, id="unstated-shape-k042"),
    pytest.param('''import numpy as np
import tensorflow as tf
UNITS = np.random.randint(3, 5)
x = tf.placeholder(tf.float32, [None, 3])
hidden = tf.keras.layers.Dense(UNITS)
out = tf.keras.layers.Dense(1)
h = hidden(x)
pred = out(h)
loss = tf.reduce_mean(tf.square(pred))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([loss, train_op], {x: np.ones((2, 3), np.float32)})[0])
''', "tf.keras.layers.Dense (TF1's tf.layers.dense) with a units value that is not an int literal", 7, id="units-k070"),
])
def test_a_refused_layer_statement_is_the_one_message(native, src, reason, line):
    """Hunt 31 M1 / M2 (k_003, k_042, k_070): a layer the planner refused (its input's shape,
    its units) also got "in a module-level loop, branch, block or expression that the converter
    does not place" at its constructor, the optimizer's "cannot find trainable variables" and the
    listing's "some variables are created where..." (at 1:1 for a ``layer.kernel`` read): each
    repeated the first refusal with a wrong reason. The one message left quotes the layer as the
    file spells it."""
    warnings = _warnings(native(src)[1])
    assert any(f":{line}:" in w and reason in w for w in warnings), warnings
    assert not any("does not place" in w or "cannot find" in w or "some variables are created" in w or ":1:1:" in w
                   for w in warnings), warnings


def test_a_dict_literal_of_keras_calls_is_fetched(native):
    """Hunt 31 M5 (k_019: Keras loss objects, 12 values; k_023: layers without weights, 36
    values; both EQUIVALENT now): a dict literal whose values call Keras objects on graph tensors
    was read as a feed dict (no ``tf.`` name in it), and every name it read got "a graph object
    read outside sess.run". It is graph code; a dict of references (``{"w": W}``) is not
    (``test_optimizers``' container of variables stays module code)."""
    src = '''import numpy as np
import tensorflow as tf
img = tf.placeholder(tf.float32, [None, 6, 6, 2])
pad = tf.keras.layers.ZeroPadding2D(((1, 0), (2, 1)))
gap = tf.keras.layers.GlobalAveragePooling2D()
outs = {"pad": pad(img), "gap": gap(img)}
X = np.random.rand(2, 6, 6, 2).astype(np.float32)
with tf.Session() as sess:
    r = sess.run(outs, {img: X})
print(r["pad"].shape, r["gap"].sum())
'''
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert '    outs = {"pad": pad(img), "gap": gap(img)}\n    return outs' in code


@pytest.mark.parametrize("layer, made", [
    pytest.param("tf.keras.layers.Dense(2)", "new weights", id="dense"),
    pytest.param("tf.keras.layers.Activation('sigmoid')", "a new layer", id="weightless"),
])
def test_layers_of_a_subclassed_keras_model_are_named_as_such(native, layer, made):
    """Hunt 31 M3 (k_004, k_054): layers made in a subclassed ``tf.keras.Model``'s ``__init__``
    were "created inside a helper function: eager code would create new weights at each call",
    a Dropout / Activation too. The message names the class; a helper's weightless layer is "a
    new layer"."""
    src = f'''import numpy as np
import tensorflow as tf


class Scorer(tf.keras.Model):
    def __init__(self):
        super(Scorer, self).__init__()
        self.fc = {layer}

    def call(self, inputs):
        return self.fc(inputs)


def helper(t):
    return {layer}(t)


x = tf.placeholder(tf.float32, [None, 3])
scores = Scorer()(x) + helper(x)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(scores, {{x: np.ones((2, 3), np.float32)}}))
'''
    warnings = _warnings(native(src)[1])
    assert any(":8:" in w and "made in Scorer.__init__ of a subclassed tf.keras.Model" in w for w in warnings), warnings
    assert any(":15:" in w and f"created inside a helper function: eager code would create {made}" in w
               for w in warnings), warnings


def test_layer_calls_as_operands_are_hoisted_in_the_order_python_made_them(native):
    """Hunt 31 k_088 (``pred = l2(h) + l3(x)``; EQUIVALENT, 5 values, the variable names
    printed): each call gets a statement of its own, left operand first. A call left in the left
    operand (``tf.nn.relu(l2(h))``) would be made after the hoisted right one: not hoisted."""
    src = TRAIN.format(shape=6, layers='''l1 = tf.keras.layers.Dense(3)
l2 = tf.keras.layers.Dense(1)
l3 = tf.keras.layers.Dense(1)
h = l1(x)
pred = l2(h) + l3(x)''')
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert ("pred_dense = tf.nn.bias_add(tf.matmul(h, dense_1_kernel), dense_1_bias)\n"
            "        pred_dense_2 = tf.nn.bias_add(tf.matmul(x, dense_2_kernel), dense_2_bias)\n"
            "        pred = pred_dense + pred_dense_2") in code
    residual = src.replace("h = l1(x)", "h = l1(x) + x").replace("Dense(3)", "Dense(6)")
    code, diags = native(residual)
    assert not _warnings(diags) and "h = h_dense + x" in code, _warnings(diags)
    late = src.replace("pred = l2(h) + l3(x)", "pred = tf.nn.relu(l2(h)) + l3(x)")
    warnings = _warnings(native(late)[1])
    assert any("expands a layer only as a statement of its own" in w for w in warnings), warnings


F64 = '''import numpy as np
import tensorflow as tf
tf.set_random_seed(13)
x = tf.placeholder({dtype}, [None, 3])
y = tf.placeholder({dtype}, [None, 1])
{layers}
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.GradientDescentOptimizer(0.2).minimize(loss)
X = np.random.randn(8, 3)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        l, _ = sess.run([loss, train_op], {{x: X, y: X[:, :1]}})
    print("loss", repr(l))
'''


@pytest.mark.parametrize("dtype, layers, made", [
    pytest.param("tf.float64", "hid = tf.keras.layers.Dense(4, activation='sigmoid')\nout = tf.keras.layers.Dense(1)\n"
                 "pred = out(hid(x))", '([3, 4], dtype=tf.float64), name="dense/kernel")', id="keras-k013"),
    pytest.param("'float64'", "pred = tf.layers.dense(tf.layers.dense(x, 4), 1)", '([4], dtype=tf.float64), name="dense/bias")',
                 id="tf-layers-string-dtype"),
    pytest.param("tf.double", "x4 = tf.reshape(x, [-1, 3, 1, 1])\nc = tf.layers.conv2d(x4, 2, 1)\n"
                 "pred = tf.layers.dense(tf.layers.flatten(c), 1)", '([1, 1, 1, 2], dtype=tf.float64), name="conv2d/kernel")',
                 id="conv2d"),
])
def test_layers_on_float64_inputs_make_float64_variables(native, dtype, layers, made):
    """Hunt 31 row 2 (k_013, k_016, k_036, k_037, k_038, k_040; EQUIVALENT, float64 tolerances):
    TF1's layers made their variables in their input's dtype; the expansions refused a float64
    input. Trained by gradient descent with a Python rate on float64 variables, the optimizer is
    TF1's kernel (Keras SGD keeps the rate in float32: 0.2 drifted in the 9th digit, k_016)."""
    code, diags = native(F64.format(dtype=dtype, layers=layers))
    assert not _warnings(diags), _warnings(diags)
    assert made in code
    assert "optimizer = _TF1GradientDescent(learning_rate=0.2)" in code


def test_float32_variables_keep_keras_sgd(native):
    """A float32 file keeps Keras SGD (its float32 rate is TF1's too)."""
    code, diags = native(F64.format(dtype="tf.float32", layers="pred = tf.layers.dense(x, 1)"))
    assert not _warnings(diags), _warnings(diags)
    assert "optimizer = tf.keras.optimizers.SGD(learning_rate=0.2)" in code


def test_a_float64_variable_trained_by_gradient_descent_gets_tf1s_kernel(native):
    """Hunt 32's float64 PINNs (p_002, p_014, p_023, p_025, p_042, p_066, p_076: same values as
    before or closer): a ``tf.Variable(..., dtype=tf.float64)`` trained with a Python rate."""
    code, diags = native(F64.format(dtype="tf.float64", layers="w = tf.Variable(np.zeros((3, 1)), dtype=tf.float64)\n"
                                                            "pred = tf.matmul(x, w)"))
    assert not _warnings(diags), _warnings(diags)
    assert "optimizer = _TF1GradientDescent(learning_rate=0.2)" in code


def test_a_keras_layer_left_a_keras_object_in_a_file_that_trains_other_variables_is_refused(native):
    """Hunt 33 W1 (8 files; q_040: TF1 loss 0.5215, converted 0.8299, no diagnostic): beside
    ``tf.layers.dense`` (or ``tf.get_variable``, slim) the Keras Dense stays a Keras 3 object;
    the optimizer listed only the other variables and never trained the Keras layer. Refused,
    naming why the layer stays a Keras 3 object (q_040 EQUIVALENT, as an island). (Since session
    39 q_040 itself converts, ``test_native_session_39``; a contrib layer still keeps it.)"""
    src = TRAIN.format(shape=4, layers='''h = tf.contrib.layers.fully_connected(x, 3)
out = tf.keras.layers.Dense(1)
pred = out(h)''')
    warnings = _warnings(native(src)[1])
    assert any("of a loss computed by a tf.keras.layers.Dense object that stays a Keras 3 object" in w
               and "the file also names tf.contrib.layers.fully_connected" in w for w in warnings), warnings


@pytest.mark.parametrize("body, read", [
    pytest.param("t + offset", "offset", id="a-global-bound-again-q058"),
    pytest.param("t + np.random.rand(1).astype(np.float32)", "np", id="a-numpy-draw-q065"),
])
def test_a_lambda_layer_reading_python_state_is_refused(native, body, read):
    """Hunt 33 W2 / W3 (q_054, q_058, q_076; q_060, q_065): TF1 called a Lambda's function once,
    when the graph was built (the global's value then, one NumPy draw); the kept Keras 3 layer
    calls it at each run (q_058: TF1 printed 2, converted 1). Refused, in a file that trains and
    in one that only runs it; a global bound once to a number or a TF call is read the same."""
    src = f'''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 1])
offset = 1.0
shift = tf.keras.layers.Lambda(lambda t: {body})
pred = shift(x)
offset = 0.0
with tf.Session() as sess:
    print(sess.run(pred, {{x: np.ones((1, 1), np.float32)}}))
'''
    warnings = _warnings(native(src)[1])
    assert any(f"Keras 3 calls it at each run (it reads {read!r}" in w for w in warnings), warnings
    stable = src.replace("offset = 0.0\n", "").replace(body, "t * SCALE + tf.tanh(t)").replace("offset = 1.0", "SCALE = 2.0")
    assert not _warnings(native(stable)[1]), _warnings(native(stable)[1])


def test_a_masking_layer_is_not_kept_beside_expanded_layers(native):
    """Hunt 33 W4 (q_081-q_083: the pooling averaged the padded steps too, x 2/3): Masking is
    a layer without weights, but the mask it makes is read by the Keras layers after it; kept
    beside expanded layers, the mask was dropped. All Keras 3 objects (inference) keep it (q_083
    EQUIVALENT); in a file that trains, refused, so named (q_081)."""
    src = TRAIN.format(shape=6, layers='''seq = tf.reshape(x, [-1, 3, 2])
mask = tf.keras.layers.Masking(mask_value=0.0)
fc = tf.keras.layers.Dense(1)
gap = tf.keras.layers.GlobalAveragePooling1D()
pred = gap(fc(mask(seq)))''')
    warnings = _warnings(native(src)[1])
    assert any("tf.keras.layers.Masking: the mask it makes is read by the layers after it" in w for w in warnings), warnings


def test_a_dropout_noise_shape_with_none_takes_the_input_dimension(native):
    """Hunt 33 W5 (q_087, q_088: "Cannot convert a partially known TensorShape", a crash): TF1's
    layer read a None dimension of noise_shape from the input at run time (both EQUIVALENT)."""
    code, diags = native('''import numpy as np
import tensorflow as tf
tf.set_random_seed(88)
x = tf.placeholder(tf.float32, [None, 2, 3])
drop = tf.keras.layers.Dropout(0.5, noise_shape=(None, 1, 3))
h = drop(x, training=True)
with tf.Session() as sess:
    print(sess.run(h, {x: np.ones((2, 2, 3), np.float32)}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "noise_shape=[tf.shape(x)[0], 1, 3]" in code


def test_an_unseeded_draw_after_conv1d_counts_its_kernel_initializer(native):
    """Hunt 34 W1 (s_060, s_062, s_088, s_093, s_094; s_088's first loss 0.98227 in TF1, 0.88403
    converted): TF1 counted the conv1d kernel's unseeded initializer before a dropout's op seed;
    the count did not know conv1d, and the dropout was left unseeded (all five EQUIVALENT now)."""
    code, diags = native('''import numpy as np
import tensorflow as tf
tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [2, 5, 1])
h = tf.layers.conv1d(x, 2, 3)
d = tf.nn.dropout(h, keep_prob=0.5)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(d, {x: np.ones([2, 5, 1], np.float32)}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "tf.nn.dropout(h, rate=1 - 0.5, seed=1)" in code


@pytest.mark.parametrize("layers, expected", [
    pytest.param("seq = tf.reshape(x, [-1, 3, 2])\nrep = tf.keras.layers.RepeatVector(4)\nperm = tf.keras.layers.Permute((2, 1))\n"
                 "fc = tf.keras.layers.Dense(1)\nh = rep(tf.reshape(seq, [-1, 6]))\nh = perm(h)\npred = fc(tf.reshape(h, [-1, 24]))",
                 "tf.matmul(", id="repeat-permute-q021"),
    pytest.param("a = tf.keras.layers.Dense(3)\nb = tf.keras.layers.Dense(3)\nadd = tf.keras.layers.Add()\n"
                 "cat = tf.keras.layers.Concatenate()\nfc = tf.keras.layers.Dense(1)\nha = a(x)\nhb = b(x)\n"
                 "s = add([ha, hb])\nh = cat([s, hb])\npred = fc(h)", "([6, 1], dtype=tf.float32)", id="add-concatenate-q023"),
    pytest.param("to_seq = tf.keras.layers.Reshape((-1, 2))\nup = tf.keras.layers.UpSampling1D(size=2)\n"
                 "pad = tf.keras.layers.ZeroPadding1D(1)\ncrop = tf.keras.layers.Cropping1D((2, 0))\n"
                 "pool = tf.keras.layers.MaxPooling1D(2)\nconv = tf.keras.layers.Conv1D(2, 3, padding='same')\n"
                 "fc = tf.keras.layers.Dense(1)\nh = to_seq(x)\nh = up(h)\nh = pad(h)\nh = crop(h)\nh = pool(h)\nh = conv(h)\n"
                 "pred = fc(tf.reshape(h, [-1, 10]))",
                 "([10, 1], dtype=tf.float32)", id="reshape-up-pad-crop-pool-q022-q024"),
    pytest.param("conv = tf.keras.layers.Conv1D(5, 3, activation='relu')\npool = tf.keras.layers.GlobalMaxPooling1D()\n"
                 "fc = tf.keras.layers.Dense(1)\npred = fc(pool(conv(tf.reshape(x, [-1, 3, 2]))))",
                 "pred_pool = pool(pred_conv1d)", id="nested-kept-layer-q002"),
])
def test_the_shape_through_kept_layers_is_known(native, layers, expected):
    """Hunt 33 M1 (10 files: q_002, q_008, q_010, q_016, q_021-q_024 convert now, EQUIVALENT):
    a Dense or Conv1D after a kept layer moving dimensions (RepeatVector, Permute, Add,
    Concatenate, Reshape with -1, UpSampling1D, ZeroPadding1D, Cropping1D, MaxPooling1D) had an
    input "whose shape the source does not state"; a kept layer in the middle of a nested call is
    hoisted with the layers around it."""
    code, diags = native(TRAIN.format(shape=6, layers=layers))
    assert not _warnings(diags), _warnings(diags)
    assert expected in code


@pytest.mark.parametrize("src, message", [
    pytest.param('''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 4])
model = tf.keras.Sequential()
for units in (3, 1):
    model.add(tf.keras.layers.Dense(units))
pred = model(x)
''', "tf.keras.layers.Dense made in a module-level loop, branch or block that the converter does not place", id="add-in-a-loop-q089"),
    pytest.param('''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 5, 2, 1, 1])
b = tf.layers.batch_normalization(x, training=True)
''', "batch_normalization of a rank-5 input is not converted (rank 2 to 4 only)", id="rank-5-batch-norm-s023"),
])
def test_messages_of_hunts_33_and_34(native, src, message):
    """Hunt 33 M8 (``model.add`` in a module-level loop: "created inside a helper function") and
    hunt 34 M1 (a batch norm of a stated rank-3 input: "whose rank-2 or rank-4 shape the source
    does not state"; rank 3 converts now, ``test_a_rank_3_batch_norm_converts``)."""
    src += "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
    warnings = _warnings(native(src)[1])
    assert any(message in w for w in warnings), warnings


def test_a_rank_3_batch_norm_converts(native):
    """Hunt 34 s_023's layer (conv1d then batch norm, training; this script checked EQUIVALENT,
    the moving averages printed): TF1 normalized a rank-3 input with its unfused kernel, moments
    over the batch and the length, as for rank 2."""
    code, diags = native('''import numpy as np
import tensorflow as tf
tf.set_random_seed(23)
x = tf.placeholder(tf.float32, [None, 5, 2])
h = tf.layers.conv1d(x, 3, 2)
b = tf.layers.batch_normalization(h, training=True)
loss = tf.reduce_mean(tf.square(b))
update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(update_ops):
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.RandomState(0).randn(4, 5, 2).astype(np.float32)
stats = tf.global_variables()[-2:]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        print(sess.run([loss, train], {x: X})[0])
    print(sess.run(stats))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "tf.nn.moments(h, axes=[0, 1])" in code


def test_a_float64_batch_norm_passes_its_dtype_on(native):
    """(fixture session_38_float64_layers, EQUIVALENT) a batch norm of a float64 input makes
    float64 statistics, and the dense layer after it float64 variables: the dtype was lost
    there, and the converted MatMul of a float64 input by a float32 kernel crashed."""
    code, diags = native(F64.format(dtype="tf.float64", layers="h = tf.layers.batch_normalization(x, training=True)\n"
                                                            "pred = tf.layers.dense(h, 1)"))
    assert not _warnings(diags), _warnings(diags)
    assert 'dtype=tf.float64), name="batch_normalization/moving_mean"' in code
    assert '([3, 1], dtype=tf.float64), name="dense/kernel")' in code


def test_a_variable_listing_beside_kept_keras_objects(native):
    """(fixture session_38_keras_text_models, EQUIVALENT, names printed) calling a LeakyReLU or
    Lambda object makes no variable: ``tf.trainable_variables()`` still lists the file's."""
    src = TRAIN.format(shape=6, layers='''fc = tf.keras.layers.Dense(4)
leaky = tf.keras.layers.LeakyReLU(0.2)
unit = tf.keras.layers.Lambda(lambda t: tf.nn.l2_normalize(t, axis=-1))
head = tf.keras.layers.Dense(1)
h = fc(x)
h = leaky(h)
h = unit(h)
pred = head(h)
names = [v.name for v in tf.trainable_variables()]''').replace('print("loss", l)', 'print("loss", l, names)')
    code, diags = native(src)
    assert not _warnings(diags), _warnings(diags)
    assert "names = [v.name for v in [dense_kernel, dense_bias, dense_1_kernel, dense_1_bias]]" in code


def test_a_default_layer_name_skips_one_given_explicitly(native):
    """Hunt 34 M2 (s_069, s_071: EQUIVALENT now, the variable names printed): ``conv1d``, then
    ``name='conv1d_1'``, then an unnamed layer: TF1's default scope name skipped the one opened
    (``conv1d_2``); the converter counted ``conv1d_1`` again and refused it as TF1's ValueError."""
    code, diags = native('''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 6, 2])
a = tf.layers.conv1d(x, 3, 3)
b = tf.layers.conv1d(x, 3, 3, name='conv1d_1')
c = tf.layers.conv1d(x, 3, 3)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(a + b + c, {x: np.ones([1, 6, 2], np.float32)}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert 'name="conv1d_1/kernel")' in code and 'name="conv1d_2/kernel")' in code


@pytest.mark.parametrize("value, layer", [
    pytest.param("tf.concat([x, x], axis=1)", "tf.layers.dense(h, 1)", id="concat-v041"),
    pytest.param("tf.cast(x, np.float64)", "tf.layers.dense(h, 1)", id="numpy-dtype-v115"),
])
def test_float64_reaches_the_layer_through_more_ops(native, value, layer):
    """Hunt 35 W1 (10 files; v_041, v_115: a MatMul crash, no diagnostic): ``tf.concat`` of
    float64 tensors and ``tf.cast(x, np.float64)`` lost the dtype, and the layer after them got
    float32 variables (both EQUIVALENT now)."""
    code, diags = native(F64.format(dtype="tf.float64", layers=f"h = {value}\npred = {layer}"))
    assert not _warnings(diags), _warnings(diags)
    assert 'dtype=tf.float64), name="dense/kernel")' in code


def test_a_layer_of_unknown_dtype_computed_from_float64_is_refused(native):
    """What the dtype reading does not follow (here ``tf.reverse``) but a float64 value feeds is
    refused, not expanded with float32 variables."""
    warnings = _warnings(native(F64.format(dtype="tf.float64", layers="h = tf.cumsum(x, 1)\n"
                                                                   "pred = tf.layers.dense(h, 1)"))[1])
    assert any("computed from float64 values through ops whose dtype the converter does not follow" in w
               for w in warnings), warnings


@pytest.mark.parametrize("spelling", ["np.float64", "'double'", "tf.dtypes.float64"])
def test_more_float64_spellings(native, spelling):
    """Hunt 35 M (v_063, v_065, v_100): placeholders typed ``np.float64``, ``"double"`` or
    ``tf.dtypes.float64`` were "of a dtype the source does not state"."""
    code, diags = native(F64.format(dtype=spelling, layers="pred = tf.layers.dense(x, 1)"))
    assert not _warnings(diags), _warnings(diags)
    assert 'dtype=tf.float64), name="dense/kernel")' in code


def test_a_layer_called_twice_moves_the_next_layers_variables_to_a_free_scope(native):
    """Hunt 35 v_110 (a siamese encoder called on two inputs, then a classifier; EQUIVALENT now,
    was DIFFERENT): Keras 2 opened a name scope at each call (``dense``, then ``dense_1`` for the
    second call), so the next Dense, named ``dense_1``, made ``dense_1_1/kernel``."""
    code, diags = native(TRAIN.format(shape=6, layers='''enc = tf.keras.layers.Dense(4, activation="tanh")
el = enc(x)
er = enc(x * 2.0)
clf = tf.keras.layers.Dense(1)
pred = clf(tf.concat([el, er], axis=1))'''))
    assert not _warnings(diags), _warnings(diags)
    assert 'name="dense/kernel")' in code and 'name="dense_1_1/kernel")' in code


def test_a_seeded_file_keeping_a_keras_layer_with_random_weights_is_refused(native):
    """Hunt 35 W2 (v_017, v_070: TF1 1.2026, converted 0.3894): Dense objects called inside a
    dict literal are not spelled as TF1 variables; as Keras 3 objects they drew their weights
    unseeded, at each run of the script other numbers, where TF1's graph seed fixed them. (Since
    session 39 a dict fetched only by sess.run converts; this one is read by graph code too.)"""
    warnings = _warnings(native('''import numpy as np
import tensorflow as tf
tf.set_random_seed(70)
x = tf.placeholder(tf.float32, [None, 3])
a = tf.keras.layers.Dense(2)
b = tf.keras.layers.Dense(1)
outs = {"a": a(x), "b": b(x)}
outs["sum"] = outs["a"] + outs["b"]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r = sess.run(outs, {x: np.ones((1, 3), np.float32)})
    print(r["a"], r["b"])
''')[1])
    assert any("which draws its initial weights itself, unseeded, where TF1 drew them from this file's graph seed" in w
               for w in warnings), warnings


def test_a_float64_batch_norm_decays_as_tf1_did(native):
    """Hunt 35 v_119 (EQUIVALENT now; the moving averages differed in the 9th digit): TF1 made
    the decay a float32 tensor and cast it to the float64 statistics."""
    code, diags = native(F64.format(dtype="tf.float64", layers="h = tf.layers.batch_normalization(x, training=True)\n"
                                                            "pred = tf.layers.dense(h, 1)").replace(
        "train_op = tf.train", "with tf.control_dependencies(tf.get_collection(tf.GraphKeys.UPDATE_OPS)):\n    train_op = tf.train"))
    assert not _warnings(diags), _warnings(diags)
    assert "tf.cast(tf.constant(1.0 - 0.99, tf.float32), tf.float64)" in code
