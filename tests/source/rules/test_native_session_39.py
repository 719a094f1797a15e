"""Session 39: Keras layer objects in a file that also makes variables with ``tf.layers`` or
``tf.get_variable`` (hunt 33's W1 files and the most frequent "the file also names ..." refusal
of the corpus, 21 of 45). Strings in, strings out (no TensorFlow import); each snippet's full
script was checked EQUIVALENT with ``tf1to2 check`` (numbers in the test docstrings)."""

import pytest


def _warnings(diags):
    return [str(d) for d in diags if d.severity == "warning"]


TRAIN = '''import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
np.random.seed(1)
x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])
{layers}
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(8, 5).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        l, _ = sess.run([loss, train_op], {{x: X, y: X[:, :1]}})
    print("loss", l)
'''


def test_keras_layers_after_tf_layers_and_get_variable_are_tf1_variables(native):
    """The full script (tf.layers.dense twice, then two Keras Dense objects, get_variable with a
    contrib initializer before and after; Momentum; EQUIVALENT, 38 values, the variable names
    among them): TF1 named the Keras layers ``dense_2`` / ``dense_3``, since each tf.layers
    layer also advanced Keras 2's per-graph count, and the optimizer trains all of them."""
    code, diags = native(TRAIN.format(layers='''W0 = tf.get_variable("W0", [5, 5], initializer=tf.contrib.layers.xavier_initializer())
h = tf.nn.tanh(tf.matmul(x, W0))
h = tf.layers.dense(h, 6, activation=tf.nn.relu)
h = tf.layers.dense(h, 6, activation=tf.nn.relu)
k1 = tf.keras.layers.Dense(4, activation="relu")
k2 = tf.keras.layers.Dense(1)
out = k2(k1(h))
b = tf.get_variable("offset", [1], initializer=tf.zeros_initializer())
pred = out + b'''))
    assert not _warnings(diags), _warnings(diags)
    for name in ("W0", "dense/kernel", "dense_1/kernel", "dense_2/kernel", "dense_3/bias", "offset"):
        assert f'name="{name}"' in code, name
    assert ("tape.gradient(loss, [W0, dense_kernel, dense_bias, dense_1_kernel, dense_1_bias, dense_2_kernel, "
            "dense_2_bias, dense_3_kernel, dense_3_bias, b])") in code


def test_tf_layers_of_another_kind_may_be_anywhere(native):
    """Hunt 33 q_044 / q_050 (tf.layers.conv1d / conv2d and Keras Dense; EQUIVALENT, 10 and 11
    values): layers of different kinds count apart, so a ``tf.layers.conv2d`` made after the
    Keras ``Dense`` is built does not move its name (this snippet printing the names:
    EQUIVALENT, 4 values)."""
    code, diags = native(TRAIN.format(layers='''head = tf.keras.layers.Dense(1)
t = tf.layers.conv2d(tf.reshape(x, [-1, 5, 1, 1]), 2, (3, 1), padding="same")
pred = head(tf.reshape(t, [-1, 10]))'''))
    assert not _warnings(diags), _warnings(diags)
    assert 'name="conv2d/kernel"' in code and 'name="dense/kernel"' in code


def test_the_class_form_of_tf_layers_counts_too(native):
    """Hunt 33 q_085 (``tf.layers.Dense`` object, then a Keras Dense; EQUIVALENT, 9 values; this
    snippet printing the names: 4 values)."""
    code, diags = native(TRAIN.format(layers='''first = tf.layers.Dense(3, activation=tf.nn.relu)
second = tf.keras.layers.Dense(1)
pred = second(first(x))'''))
    assert not _warnings(diags), _warnings(diags)
    assert 'name="dense/kernel"' in code and 'name="dense_1/kernel"' in code


@pytest.mark.parametrize("layers, reason", [
    pytest.param('''k = tf.keras.layers.Dense(3)
h = k(x)
pred = tf.layers.dense(h, 1)''', "tf.layers.dense beside a Keras layer named 'dense' by default", id="tf.layers after Keras"),
    pytest.param('''def block(t):
    return tf.layers.dense(t, 3)
k = tf.keras.layers.Dense(1)
pred = k(block(x))''', "every tf.layers.dense comes before the Keras layers, once, in straight-line code",
                 id="tf.layers in a function"),
    pytest.param('''h = tf.layers.dense(x, 3, name="dense_1")
k = tf.keras.layers.Dense(1)
pred = k(h)''', "without name=", id="tf.layers with a default-like name"),
    pytest.param('''w = tf.get_variable("dense_1", [5, 3])
k = tf.keras.layers.Dense(1)
pred = k(tf.matmul(x, w))''', "tf.get_variable('dense_1') beside Keras layers: its name may be one Keras gives a layer",
                 id="get_variable named like a Keras layer"),
    pytest.param('''name = "w"
w = tf.get_variable(name, [5, 3])
k = tf.keras.layers.Dense(1)
pred = k(tf.matmul(x, w))''', "tf.get_variable with a computed name beside Keras layers", id="get_variable computed name"),
    pytest.param('''w = tf.get_variable("head", [5, 3])
k = tf.keras.layers.Dense(1, name="head")
pred = k(tf.matmul(x, w))''', "tf.get_variable('head') beside Keras layers", id="get_variable named as a named Keras layer"),
])
def test_keras_layers_beside_tf1_variables_whose_names_would_clash_are_refused(native, layers, reason):
    """TF1 named a ``tf.layers`` layer's variables by variable scope, which Keras layers do not
    take: ``tf.layers.dense`` after a Keras ``Dense`` made ``dense/kernel_1`` (measured under
    ``tf1to2 run``; hunt 33 q_048), and a ``get_variable("dense_1")`` took a name the graph gave
    the Keras layer's scope too. Those files stay islands, naming why (q_048 EQUIVALENT as one)."""
    warnings = _warnings(native(TRAIN.format(layers=layers))[1])
    assert warnings and any(reason in w for w in warnings), warnings


def test_keras_layers_in_a_variable_scope_take_its_name(native):
    """Hunt 33 q_045 and hunt 31 k_089 (Keras Dense layers built and called in
    ``with tf.variable_scope("model")``; EQUIVALENT, 20 and 3 values); the full script of this
    snippet (tf.layers.dense and get_variable in "encoder", two Keras Dense in "head",
    RMSProp, the names printed) EQUIVALENT, 13 values: a Keras 2 layer made its variables under
    the name scope where it was called, ``head/dense_1/kernel``."""
    code, diags = native(TRAIN.format(layers='''with tf.variable_scope("encoder"):
    h = tf.layers.dense(x, 8, activation=tf.nn.relu)
    proj = tf.get_variable("proj", [8, 8])
    h = tf.matmul(h, proj)
with tf.variable_scope("head"):
    hidden = tf.keras.layers.Dense(5, activation="tanh")
    out = tf.keras.layers.Dense(1)
    pred = out(hidden(h))'''))
    assert not _warnings(diags), _warnings(diags)
    for name in ("encoder/dense/kernel", "encoder/proj", "head/dense_1/kernel", "head/dense_2/bias"):
        assert f'name="{name}"' in code, name


@pytest.mark.parametrize("layers", [
    pytest.param('''with tf.variable_scope("m"):
    h = tf.keras.layers.Dense(3)(x)
with tf.variable_scope("m"):
    pred = tf.keras.layers.Dense(1)(h)''', id="a scope entered twice (TF1: m_1/dense_1)"),
    pytest.param('''with tf.variable_scope("m", reuse=tf.AUTO_REUSE):
    pred = tf.keras.layers.Dense(1)(x)''', id="reuse"),
    pytest.param('''for name in ["a"]:
    with tf.variable_scope(name):
        h = tf.layers.dense(x, 3)
d = tf.keras.layers.Dense(1)
pred = d(h)''', id="a computed name in a loop"),
    pytest.param('''d = tf.keras.layers.Dense(5)
with tf.variable_scope("m"):
    h = d(x)
pred = tf.reduce_sum(d(h), axis=1, keepdims=True)''', id="a layer called twice"),
])
def test_variable_scopes_the_names_are_not_followed_in_are_refused(native, layers):
    """Measured under ``tf1to2 run``: a scope entered again named the Keras layer's variables
    ``m_1/dense_1/kernel``, where the expansion's variable scope would say ``m/``."""
    warnings = _warnings(native(TRAIN.format(layers=layers))[1])
    assert any("tf.variable_scope beside Keras layers: Keras 2 named a layer's variables by the graph's name scope" in w
               for w in warnings), warnings


EMBED = '''import numpy as np
import tensorflow as tf
{floatx}tf.set_random_seed(27)
np.random.seed(27)
ids = np.random.randint(0, 20, size=(16, 5)).astype(np.int64)
lab = np.random.randint(0, 2, size=(16, 1)).astype(np.float32)
x = tf.placeholder(tf.int64, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])
emb = tf.keras.layers.Embedding(20, 4)
pooled = tf.reduce_mean(emb(x), axis=1)
out = tf.keras.layers.Dense(1)
logit = out(pooled)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logit))
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(15):
        l, _ = sess.run([loss, train], {{x: ids, y: lab}})
        print(i, l)
    {read}
'''


def test_an_embedding_table_read_after_training_is_the_variable(native):
    """Hunt 35 v_027-v_083 (8 scripts reading ``emb.embeddings`` in the session; all EQUIVALENT
    now, 13 to 32 values): the read was not one the converter knew, so the file stayed an island."""
    code, diags = native(EMBED.format(floatx="", read="print(sess.run(emb.embeddings)[:3])"))
    assert not _warnings(diags), _warnings(diags)
    assert "print(embedding_embeddings.numpy()[:3])" in code


@pytest.mark.parametrize("read", ["print(sess.run(out.embeddings))", "print(sess.run(emb.kernel))"])
def test_a_layer_read_for_a_variable_it_does_not_have_stays_as_written(native, read):
    code, diags = native(EMBED.format(floatx="", read=read))
    assert "tf.keras.layers.Embedding(20, 4)" in code and _warnings(diags)


def test_an_embedding_in_a_file_setting_floatx_is_refused(native):
    """Hunt 35 v_062: Keras 2's Embedding took floatx's dtype (float64 here), not its integer
    input's; the expansion's float32 table crashed the converted script (CRASHED once the
    ``emb.embeddings`` read converted; EQUIVALENT as an island)."""
    warnings = _warnings(native(EMBED.format(floatx='tf.keras.backend.set_floatx("float64")\n', read="print(l)"))[1])
    assert any("tf.keras.layers.Embedding in a file that calls tf.keras.backend.set_floatx" in w for w in warnings), warnings


DICT = '''import numpy as np
import tensorflow as tf
tf.set_random_seed(70)
x = tf.placeholder(tf.float32, [None, 3])
a = tf.keras.layers.Dense(2)
b = tf.keras.layers.Dense(1)
{outs}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r = sess.run(outs, {{x: np.ones((1, 3), np.float32)}})
    print(r)
'''


@pytest.mark.parametrize("outs, hoisted", [
    pytest.param('outs = {"a": a(x), "b": b(x)}', '{"a": outs_dense, "b": outs_dense_2}', id="dict"),
    pytest.param("outs = [a(x), b(x) + 1.0]", "outs_dense_2 + 1.0", id="list"),
])
def test_layer_calls_in_a_literal_of_fetches_are_hoisted_in_order(native, outs, hoisted):
    """Hunt 35 v_070 (W before session 38's refusal: the second layer's variables were named
    ``dense_1_1``; EQUIVALENT now, 2 values) and v_017 / v_055 / v_065 / v_117 (EQUIVALENT, 5,
    10, 9, 2 values): a dict or list literal of Keras layer calls under a graph seed, fetched by
    ``sess.run``, has its calls hoisted in the order Python made them."""
    code, diags = native(DICT.format(outs=outs))
    assert not _warnings(diags), _warnings(diags)
    assert hoisted in code
    assert code.index("outs_dense = ") < code.index("outs_dense_2 = ")
    assert 'name="dense/kernel"' in code and 'name="dense_1/kernel"' in code


@pytest.mark.parametrize("outs", [
    pytest.param('outs = {"a": a(x), "b": b(x)}\nloss = tf.reduce_sum(outs["b"])', id="read by graph code (v_016)"),
    pytest.param('outs = {"a": tf.nn.relu(a(x)), "b": b(x)}', id="a call left before a hoisted one"),
    pytest.param('outs = {x: a(x), "b": b(x)}', id="a key that is not a string"),
])
def test_literals_whose_calls_cannot_be_hoisted_stay_as_written(native, outs):
    """Read by graph code, the dict of hoisted names would be a container of references to the
    planner (hunt 35 v_016: refused as before, naming the dict); a call left in an earlier value
    would be made after a later value's layer (op order, TF1's op seeds)."""
    code, diags = native(DICT.format(outs=outs))
    assert "tf.keras.layers.Dense(2)" in code and _warnings(diags), code


@pytest.mark.parametrize("line, method", [
    pytest.param('print("has slot:", opt.get_slot(w, "momentum") is not None)', "opt.get_slot(...)", id="get_slot (x_051)"),
    pytest.param('print("optimizer vars:", len(opt.variables()))', "opt.variables(...)", id="variables (x_081)"),
    pytest.param('print("optimizer name:", opt.get_name())', "opt.get_name(...)", id="get_name (x_088)"),
])
def test_an_optimizer_method_called_in_the_session_block_is_refused(native, line, method):
    """Hunt 36 W1 (x_043, x_051, x_081, x_088: TF1 printed, the converted scripts crashed with
    AttributeError / TypeError; no diagnostic): the methods were refused in graph statements
    only, and a session block's lines were left as written with ``opt`` a converted optimizer.
    (Each file EQUIVALENT as an island now.)"""
    src = f'''import tensorflow as tf
w = tf.Variable([1.0, 2.0])
loss = tf.reduce_sum(tf.square(w))
opt = tf.train.MomentumOptimizer(0.1, 0.9)
train = opt.minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train)
    print(sess.run(w))
    {line}
'''
    warnings = _warnings(native(src)[1])
    assert any(f"optimizers: {method}: only minimize, compute_gradients and apply_gradients" in w for w in warnings), warnings


def test_a_lambda_parameter_is_not_a_module_name(native):
    """Hunt 36 x_031 / x_022 (EQUIVALENT now, 2 and 9 values): ``lambda t, *_:`` was taken to
    read the module's ``_``, bound with the first loop's result, so the second ``sess.run`` was
    said to need the first loop's placeholder and the whole file stayed an island."""
    code, diags = native('''import tensorflow as tf
n = tf.placeholder(tf.int32, [])
_, fib = tf.while_loop(lambda i, a: i < n, lambda i, a: (i + 1, a * 2), [0, 1])
_, total = tf.while_loop(lambda t, *_: t < 3, lambda t, s: (t + 1, s + t), [0, 0])
with tf.Session() as sess:
    print(sess.run(fib, {n: 4}))
    print(sess.run(total))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "print(run_fib(n=4))" in code and "print(total.numpy())" in code, code


CLASH = '''import numpy as np
import tensorflow as tf
tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [None, 4, 4, 1]{placeholder_name})
y = tf.placeholder(tf.float32, [None, 1])
{layers}
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    l, _ = sess.run([loss, train_op], {{x: np.ones((2, 4, 4, 1), np.float32), y: np.ones((2, 1), np.float32)}})
    print(l, [v.name for v in tf.trainable_variables()])
'''


@pytest.mark.parametrize("placeholder_name, layers", [
    pytest.param("", '''w = tf.get_variable("w", [2, 2, 1, 1])
u = tf.nn.conv2d(x, w, strides=[1, 1, 1, 1], padding="SAME")
conv = tf.keras.layers.Conv2D(1, 2)
flat = tf.reshape(conv(u), [-1, 9])
head = tf.keras.layers.Dense(1)
pred = head(flat)''', id="tf.nn.conv2d's op Conv2D (TF1: conv2d_1/kernel)"),
    pytest.param(', name="fc"', '''head = tf.keras.layers.Dense(1, name="fc")
pred = head(tf.reshape(x, [-1, 16]))''', id="a placeholder named as the layer"),
    pytest.param("", '''with tf.variable_scope("fc"):
    w = tf.get_variable("w", [16, 4])
head = tf.keras.layers.Dense(1, name="fc")
pred = head(tf.matmul(tf.reshape(x, [-1, 16]), w))''', id="a variable scope named as the layer (y_036)"),
    pytest.param(', name="model"', '''with tf.variable_scope("model"):
    head = tf.keras.layers.Dense(1)
    pred = head(tf.reshape(x, [-1, 16]))''', id="a scope whose name an op took (y_035: model_1/dense)"),
    pytest.param("", '''b = tf.Variable(tf.zeros([1]), name="Dense")
head = tf.keras.layers.Dense(1)
pred = head(tf.reshape(x, [-1, 16])) + b''', id="a variable named as the layer, in other case"),
])
def test_a_keras_layer_whose_graph_name_was_taken_is_refused(native, placeholder_name, layers):
    """Hunt 37 W (15 files; y_078: TF1 listed 2 variables under a scope filter, the conversion
    4, and the losses differed from step 1): TF1's graph gave a Keras layer's name scope the
    next free name, ignoring case (``fc_1/kernel``, ``conv2d_1/kernel`` after ``tf.nn.conv2d``,
    measured under ``tf1to2 run``), where the expansion kept ``fc/kernel``. Refused (the 15
    files EQUIVALENT as islands)."""
    warnings = _warnings(native(CLASH.format(placeholder_name=placeholder_name, layers=layers))[1])
    assert any("TF1's graph named the layer" in w or "TF1's graph named the layers' variables" in w for w in warnings), warnings


def test_names_that_do_not_clash_convert(native):
    """The guard: a placeholder, variable and scope named otherwise than the layers."""
    code, diags = native(CLASH.format(placeholder_name=', name="images"', layers='''b = tf.Variable(tf.zeros([1]), name="offset")
with tf.variable_scope("head"):
    out = tf.keras.layers.Dense(1)
    pred = out(tf.reshape(x, [-1, 16])) + b'''))
    assert not _warnings(diags), _warnings(diags)
    assert 'name="head/dense/kernel"' in code


def test_a_layer_called_in_a_variable_scope_is_read_under_it(native):
    """Hunt 37 y_012 / y_088 (M: ``sess.run(proj.kernel)`` of a layer built outside and called
    in ``with tf.variable_scope("model")`` was refused as "an op built inside sess.run"): its
    variables are ``model/dense_1/kernel``, and the read is that variable (both EQUIVALENT now)."""
    code, diags = native(TRAIN.format(layers='''hidden = tf.keras.layers.Dense(8, activation="relu")
proj = tf.keras.layers.Dense(1)
with tf.variable_scope("model"):
    pred = proj(hidden(x))''').replace('    print("loss", l)', '    print("loss", l)\n    print(sess.run(proj.kernel)[:, 0])'))
    assert not _warnings(diags), _warnings(diags)
    assert 'name="model/dense_1/kernel"' in code and "print(model_dense_1_kernel.numpy()[:, 0])" in code


def test_an_embedding_call_left_inside_an_expression_is_named_as_written(native):
    """Hunt 37 M (y_059, y_064): "tf.keras.layers.Embedding (TF1's tf.layers.embedding) is TF1
    graph machinery with no native rewrite": TF1 has no ``tf.layers.embedding``, and the cause
    was the call left inside an expression (a call in the left operand is made first)."""
    warnings = _warnings(native(EMBED.format(floatx="", read="print(l)").replace(
        "pooled = tf.reduce_mean(emb(x), axis=1)", "pooled = tf.reduce_mean(tf.nn.relu(tf.ones([1, 5, 4])) + emb(x), axis=1)"))[1])
    assert any("layers: tf.keras.layers.Embedding in a module-level loop, branch, block or expression that the converter "
               "does not place: it expands a layer only as a statement of its own (`e = emb(ids)`)" in w for w in warnings), warnings
    assert not any("tf.layers.embedding" in w for w in warnings), warnings


def test_a_draw_shaped_like_a_tensor_has_its_static_shape(native):
    """Hunt 36 x_009 (a VAE: ``eps = tf.random_normal(tf.shape(mu), ...)``, ``z = mu + ... *
    eps``, then ``tf.layers.dense(z, 16)``; EQUIVALENT now, 7 values): TF1's static shape of
    the draw is ``mu``'s, so the decoder's kernel is ``[2, 16]``; it was "input whose shape the
    source does not state"."""
    code, diags = native('''import numpy as np
import tensorflow as tf
tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [None, 6])
mu = tf.layers.dense(x, 2)
eps = tf.random_normal(tf.shape(mu), 0, 1, dtype=tf.float32, seed=123)
z = mu + eps
hd = tf.layers.dense(z, 16)
loss = tf.reduce_mean(hd)
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([loss, train], {x: np.ones((2, 6))})[0])
''')
    assert not _warnings(diags), _warnings(diags)
    assert '([2, 16], dtype=tf.float32), name="dense_1/kernel")' in code


@pytest.mark.parametrize("sliced, kernel", [
    pytest.param("outputs[:, -1, :]", "[16, 1]", id="the last step of a dynamic_rnn (x_028)"),
    pytest.param("outputs[:, 2:4]", "[16, 1]", id="a range of steps, the rest kept"),
])
def test_a_slice_of_a_tensor_has_its_static_shape(native, sliced, kernel):
    """Hunt 36 x_028 (``last = outputs[:, -1, :]`` of a dynamic_rnn into ``tf.layers.dense``;
    EQUIVALENT now, 10 values): the slice's static shape was unknown ("input whose shape the
    source does not state")."""
    code, diags = native(f'''import numpy as np
import tensorflow as tf
tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [None, 6, 1])
y = tf.placeholder(tf.float32, [None, 1])
cell = tf.nn.rnn_cell.BasicRNNCell(16)
outputs, state = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)
last = {sliced}
pred = tf.reduce_mean(tf.layers.dense(last, 1), axis=list(range(1, len(last.shape))))
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([loss, train], {{x: np.ones((2, 6, 1)), y: np.ones((2, 1))}})[0])
''')
    assert not [w for w in _warnings(diags) if "shape" in w], _warnings(diags)
    assert f"({kernel}, dtype=tf.float32), name=\"dense/kernel\")" in code, code


def test_a_slice_of_a_float64_tensor_is_float64(native):
    """Hunt 35 v_075's ``left = x[:, :2]`` of a float64 placeholder: a float64 kernel (the slice's
    dtype was unknown, then refused as "computed from float64 values")."""
    code, diags = native('''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float64, [None, 4])
h = tf.layers.dense(x[:, :2], 3)
loss = tf.reduce_mean(h)
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([loss, train], {x: np.ones((2, 4))})[0])
''')
    assert not _warnings(diags), _warnings(diags)
    assert '([2, 3], dtype=tf.float64), name="dense/kernel")' in code
