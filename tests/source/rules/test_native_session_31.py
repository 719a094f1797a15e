"""Session 31: Keras identifier strings given to TF1's layers, and ``tf.keras.layers`` objects in
a TF1 graph that trains, spelled as the ``tf.layers`` calls TF1 computed the same with. Strings
in, strings out (no TensorFlow import); the numbers: the legacy fixture ``keras_layers_train``."""

import pytest

DENSE = '''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
h = {layer}
loss = tf.reduce_mean(tf.square(h))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, loss], {{x: np.ones((2, 3), np.float32)}})[1])
'''


def _warnings(diags):
    return [str(d) for d in diags if d.severity == "warning"]


@pytest.mark.parametrize("layer, written", [
    pytest.param('tf.layers.dense(x, 4, activation="relu")', "tf.nn.relu(tf.nn.bias_add(", id="dense relu"),
    pytest.param('tf.layers.dense(x, 4, activation="softmax")', "tf.nn.softmax(tf.nn.bias_add(", id="dense softmax"),
    pytest.param('tf.layers.dense(x, 4, "tanh")', "tf.math.tanh(tf.nn.bias_add(", id="positional"),
    pytest.param('tf.layers.conv2d(tf.reshape(x, [-1, 1, 3, 1]), 2, 1, activation="elu")', "tf.nn.elu(tf.nn.bias_add(tf.nn.conv2d(", id="conv2d elu"),
])
def test_a_keras_activation_string_is_the_op_it_named(native, layer, written):
    """TF1's layers took Keras identifiers (``activations.get``); the expansion wrote
    ``"relu"(tf.nn.bias_add(...))``: the converted script crashed with 0 diagnostics (found
    this session)."""
    code, diags = native(DENSE.format(layer=layer))
    assert not _warnings(diags), _warnings(diags)
    assert written in code and '"relu"(' not in code and '"tanh"(' not in code, code


def test_linear_is_no_activation(native):
    code, diags = native(DENSE.format(layer='tf.layers.dense(x, 4, activation="linear")'))
    assert not _warnings(diags), _warnings(diags)
    assert "h = tf.nn.bias_add(tf.matmul(x, dense_kernel), dense_bias)" in code, code


@pytest.mark.parametrize("init, made", [
    pytest.param('"he_normal"', "tf.keras.initializers.HeNormal(", id="he_normal"),
    pytest.param('"ones"', "tf.ones_initializer()([3, 4]", id="ones"),
    pytest.param('"Zeros"', "tf.zeros_initializer()([3, 4]", id="class name"),
    pytest.param('"random_normal"', "tf.keras.initializers.RandomNormal(stddev=0.05", id="Keras 2's stddev"),
])
def test_a_keras_initializer_string_is_the_initializer_it_named(native, init, made):
    """``kernel_initializer="he_normal"`` became ``"he_normal"([3, 4], dtype=...)``: a crash."""
    code, diags = native(DENSE.format(layer=f"tf.layers.dense(x, 4, kernel_initializer={init})"))
    assert not _warnings(diags), _warnings(diags)
    assert made in code and '"he_normal"(' not in code, code


@pytest.mark.parametrize("layer, reason", [
    pytest.param('tf.layers.dense(x, 4, activation="hard_sigmoid")', "activation='hard_sigmoid'", id="hard_sigmoid"),
    pytest.param('tf.layers.dense(x, 4, kernel_initializer="orthogonal")', "initializer 'orthogonal'", id="orthogonal"),
])
def test_other_keras_strings_are_refused_by_name(native, layer, reason):
    code, diags = native(DENSE.format(layer=layer))
    assert any(reason in w for w in _warnings(diags)), _warnings(diags)


def test_an_rnn_cell_activation_string(native):
    code, diags = native('''import numpy as np
import tensorflow as tf
seq = tf.placeholder(tf.float32, [None, 3, 2])
cell = tf.nn.rnn_cell.BasicRNNCell(3, activation="relu")
out, state = tf.nn.dynamic_rnn(cell, seq, dtype=tf.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(state, {seq: np.ones((1, 3, 2), np.float32)}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "tf.nn.relu" in code and '"relu"' not in code, code


KERAS = '''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 8, 8, 1])
y = tf.placeholder(tf.int64, [None])
{layers}
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.AdamOptimizer(1e-3).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, loss], {{x: np.ones((2, 8, 8, 1), np.float32), y: [0, 1]}})[1])
'''
TUTORIAL = '''conv = tf.keras.layers.Conv2D(4, (3, 3), padding="same", activation="relu", input_shape=(8, 8, 1))
pool = tf.keras.layers.MaxPooling2D()
flat = tf.keras.layers.Flatten()
dense = tf.keras.layers.Dense(5)
logits = dense(flat(pool(conv(x))))'''


def test_keras_layers_trained_in_a_graph_become_tf1_variables(native):
    """Hunt 14 (b24 and 8 more islands): Keras layer objects trained by ``minimize`` were
    refused ("trainable variables the converter cannot find"). TF1 ran them as the Keras 2
    layers ``tf.layers`` subclassed: now their variables are made with TF1's names
    (``conv2d/kernel``) and the optimizer lists them; pooling gets Keras's defaults."""
    code, diags = native(KERAS.format(layers=TUTORIAL))
    assert not _warnings(diags), _warnings(diags)
    assert 'name="conv2d/kernel"' in code and 'name="dense/bias"' in code, code
    assert "ksize=[1, 2, 2, 1], strides=[1, 2, 2, 1]" in code, code
    assert "tape.gradient(loss, [conv2d_kernel, conv2d_bias, dense_kernel, dense_bias])" in code, code
    assert "tf.keras.layers" not in code, code


def test_a_keras_layer_built_and_applied_at_once(native):
    """``tf.keras.layers.Dense(5)(h)``: refused before ("built and applied in one expression")."""
    code, diags = native(KERAS.format(layers="logits = tf.keras.layers.Dense(5)(tf.keras.layers.Flatten()(x))"))
    assert not _warnings(diags), _warnings(diags)
    assert 'name="dense/kernel"' in code and "tf.keras.layers" not in code, code


@pytest.mark.parametrize("layers", [
    # (``d(flat) + d(flat)`` converts since session 38: each call hoisted, left first)
    pytest.param("d = tf.keras.layers.Dense(5)\nflat = tf.keras.layers.Flatten()(x)\nlogits = tf.nn.relu(d(flat)) + d(flat)",
                 id="called in an expression whose op order hoisting would change"),
    pytest.param("d = tf.keras.layers.Dense(5, kernel_regularizer=tf.keras.regularizers.l2(0.1))\n"
                 "logits = d(tf.keras.layers.Flatten()(x))", id="a keyword not converted"),
    pytest.param("with tf.name_scope('net'):\n    logits = tf.keras.layers.Dense(5)(tf.keras.layers.Flatten()(x))",
                 id="a name scope"),  # (a variable scope entered once converts since session 39)
    pytest.param("d = tf.keras.layers.Dense(5)\nlogits = d(tf.keras.layers.Flatten()(x))\nw = d.kernel", id="an attribute read"),
    pytest.param("logits = tf.keras.layers.Dense(5, activation='hard_sigmoid')(tf.keras.layers.Flatten()(x))",
                 id="an identifier rule keras refuses"),
])
def test_keras_layers_stay_as_written_unless_every_one_maps(native, layers):
    """All or nothing per file: Keras named its layers when built (one count per class and
    graph), ``tf.layers`` when called (per variable scope), and a layer used twice or read for its
    attributes is an object: the file keeps its Keras layers (and rule keras's caveats)."""
    code, diags = native(KERAS.format(layers=layers))
    assert "tf.keras.layers.Dense" in code, code
    assert 'name="dense/kernel"' not in code, code


def test_keras_names_follow_construction_not_calls(native):
    """Keras named a layer when built (``dense``, ``dense_1``), ``tf.layers`` when called: the
    names are written into the calls."""
    code, diags = native(KERAS.format(layers="d1 = tf.keras.layers.Dense(5)\nd2 = tf.keras.layers.Dense(4)\n"
                                              "logits = d1(d2(tf.keras.layers.Flatten()(x)))"))
    assert not _warnings(diags), _warnings(diags)
    assert '([4, 5], dtype=tf.float32), name="dense/kernel")' in code, code
    assert '([64, 4], dtype=tf.float32), name="dense_1/kernel")' in code, code


SIAMESE = '''import numpy as np
import tensorflow as tf
a = tf.placeholder(tf.float32, [None, 3])
b = tf.placeholder(tf.float32, [None, 3])
l1 = tf.keras.layers.Dense(5, activation='relu')
l2 = tf.keras.layers.Dense(2)
oa = l2(l1(a))
ob = l2(l1(b))
loss = tf.reduce_mean(tf.square(oa - ob)) + tf.reduce_mean(tf.square(oa))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, loss], {a: np.ones((2, 3), np.float32), b: np.zeros((2, 3), np.float32)})[1])
'''


def test_a_keras_layer_called_twice_shares_its_variables(native):
    """Hunt 12 t44 (siamese): each layer's variables made once and read by both calls (TF1's
    Keras layer kept its weights; ``tf.layers`` with ``reuse=tf.AUTO_REUSE``); it was an island."""
    code, diags = native(SIAMESE)
    assert not _warnings(diags), _warnings(diags)
    assert code.count('name="dense/kernel"') == 1 and code.count('name="dense_1/kernel"') == 1, code
    assert "tf.matmul(b, dense_kernel)" in code and "AUTO_REUSE" not in code, code


def test_a_layers_own_reuse(native):
    """``tf.layers.dense(x, 4, name="fc", reuse=True)`` (was refused: the layer's own reuse=)
    reads the variables of the earlier ``fc``; with ``tf.AUTO_REUSE`` the first call makes them
    (the review: the first version only asserted that no warning spoke of reuse, which a layer
    refused for another reason would also pass)."""
    code, diags = native(DENSE.format(layer='tf.layers.dense(x, 4, name="auto", reuse=tf.AUTO_REUSE)').replace(
        "h = tf.layers", "h1 = tf.layers.dense(x, 4, name='fc')\nh2 = tf.layers.dense(x * 2.0, 4, name='fc', reuse=True)\n"
        "h3 = tf.layers.dense(h1, 4, name='auto', reuse=tf.AUTO_REUSE)\nh = tf.layers", 1).replace(
        "tf.square(h)", "tf.square(h + h2 + h3)"))
    assert not any("reuse" in w for w in _warnings(diags)), _warnings(diags)
    assert not _warnings(diags), _warnings(diags)
    assert code.count('name="fc/kernel"') == 1 and code.count('name="auto/kernel"') == 1, code
    assert "tf.matmul(x * 2.0, fc_kernel)" in code and "tf.matmul(x, auto_kernel)" in code, code


def test_keras_layers_of_a_file_that_does_not_train_stay_as_written(native):
    """Inference only: Keras 3 runs them (no variable list to make; a layer rule's refusal
    would make an island of a file that converts)."""
    code, diags = native('''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None])
d = tf.keras.layers.Dense(2, kernel_initializer="ones")
f = tf.keras.layers.Flatten()
o = d(f(x))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(o, {x: np.array([1.0, 2.0], np.float32)}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "tf.keras.layers.Dense(2" in code, code


def test_keras_layers_of_a_file_applying_one_at_once_become_tf1_variables(native):
    """Inference only, but ``tf.keras.layers.Dense(2)(h)`` (refused otherwise: eager code would
    build new weights at each run)."""
    code, diags = native('''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
o = tf.keras.layers.Dense(2, kernel_initializer="ones")(x)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(o, {x: np.ones((1, 3), np.float32)}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert 'name="dense/kernel"' in code and "tf.keras.layers" not in code, code


HELPER = '''import tensorflow as tf
def net(x):
    return tf.keras.layers.Dense(2)(x)
x = tf.placeholder(tf.float32, [None, 2])
y = net(x)
{more}with tf.Session() as s:
    s.run(tf.global_variables_initializer())
    print(s.run(y, {{x: [[1.0, 2.0]]}}))
'''


def test_a_keras_layer_in_a_helper_called_once(native):
    """Refused before (a Keras layer built in a helper); now the helper's dense layer (checked
    EQUIVALENT with tf1to2 check)."""
    code, diags = native(HELPER.format(more=""))
    assert not _warnings(diags), _warnings(diags)
    assert 'name="dense/kernel"' in code, code


def test_a_refused_keras_layer_is_named_as_written_where_written(native):
    """Called twice from a helper: refused as a layer the converter does not place, at the
    Keras class the file wrote (not at 1:1, not as tf.layers.dense alone)."""
    code, diags = native(HELPER.format(more="z = net(y)\n"))
    hits = [w for w in _warnings(diags) if "tf.keras.layers.Dense (TF1's tf.layers.dense) inside the helper function 'net'" in w]
    assert hits and hits[0].startswith("snippet.py:3:12:"), _warnings(diags)


REGULARIZED = '''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 6, 6, 1])
y = tf.placeholder(tf.float32, [None, 1])
reg = tf.contrib.layers.l2_regularizer(0.05)
c = tf.layers.conv2d(x, 3, 3, activation=tf.nn.relu, kernel_regularizer=reg)
f = tf.layers.flatten(c)
h = tf.layers.dense(f, 8, kernel_regularizer=tf.contrib.layers.l2_regularizer(0.01))
p = tf.layers.dense(h, 1)
{total}
loss = tf.reduce_mean(tf.square(p - y)) + reg_loss
train = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, loss], {{x: np.ones((2, 6, 6, 1), np.float32), y: np.ones((2, 1), np.float32)}})[1])
'''


@pytest.mark.parametrize("total, summed", [
    pytest.param("reg_loss = tf.losses.get_regularization_loss()",
                 "reg_loss = tf.add_n([conv2d_kernel_l2_loss, dense_kernel_l2_loss])", id="get_regularization_loss"),
    pytest.param("reg_loss = tf.add_n(tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES))",
                 "reg_loss = tf.add_n([conv2d_kernel_l2_loss, dense_kernel_l2_loss])", id="the collection"),
])
def test_tf_layers_kernel_regularizers_fill_the_collection(native, total, summed):
    """``kernel_regularizer=l2_regularizer(s)`` of ``tf.layers.dense`` / ``conv2d`` (refused: 9
    hunt files), a regularizer bound to a name (refused as l2_regularizer "changed behaviour":
    13), ``tf.losses.get_regularization_loss()`` (TF1-only: 11): the losses TF1 added when the
    layers made their kernels, in that order; checked EQUIVALENT with tf1to2 check."""
    code, diags = native(REGULARIZED.format(total=total))
    assert not _warnings(diags), _warnings(diags)
    assert "conv2d_kernel_l2_loss = 0.05 * tf.nn.l2_loss(conv2d_kernel)" in code, code
    assert "dense_kernel_l2_loss = 0.01 * tf.nn.l2_loss(dense_kernel)" in code, code
    assert summed in code and "l2_regularizer" not in code, code


def test_get_regularization_loss_without_regularizers_is_zero(native):
    code, diags = native(REGULARIZED.format(total="reg_loss = tf.losses.get_regularization_loss()").replace(
        ", kernel_regularizer=reg", "").replace(", kernel_regularizer=tf.contrib.layers.l2_regularizer(0.01)", "").replace(
        "reg = tf.contrib.layers.l2_regularizer(0.05)\n", ""))
    assert not _warnings(diags), _warnings(diags)
    assert "reg_loss = tf.constant(0.0)" in code, code


def test_a_regularizer_name_read_otherwise_stays(native):
    """The name is written out only where layers take it: ``reg(w)`` keeps the binding (refused)."""
    code, diags = native(REGULARIZED.format(total="reg_loss = reg(tf.ones([2]))"))
    assert any("l2_regularizer" in w for w in _warnings(diags)), _warnings(diags)


def test_a_reused_layer_adds_no_second_loss(native):
    """TF1's get_variable added the loss when it made the kernel, not when a layer reused it."""
    code, diags = native(REGULARIZED.format(total="reg_loss = tf.losses.get_regularization_loss()").replace(
        "p = tf.layers.dense(h, 1)", "p = tf.layers.dense(h, 1, name='out', kernel_regularizer=reg)\n"
        "q = tf.layers.dense(h * 2.0, 1, name='out', reuse=True, kernel_regularizer=reg)"))
    assert not _warnings(diags), _warnings(diags)
    assert "reg_loss = tf.add_n([conv2d_kernel_l2_loss, dense_kernel_l2_loss, out_kernel_l2_loss])" in code, code


def test_a_layer_with_another_regularizer_is_refused_once_at_the_layer(native):
    code, diags = native(REGULARIZED.format(total="reg_loss = tf.losses.get_regularization_loss()").replace(
        "kernel_regularizer=reg)", "kernel_regularizer=tf.contrib.layers.l1_regularizer(0.1))"))
    warned = _warnings(diags)
    assert any(w.startswith("snippet.py:6:5: regularizers: kernel_regularizer=: a regularizer other than") for w in warned), warned
    assert not any("does not place" in w for w in warned), warned


@pytest.mark.parametrize("imports, switch", [
    pytest.param("import tensorflow.compat.v1 as tf", "tf.disable_v2_behavior()", id="compat.v1 + disable_v2_behavior"),
    pytest.param("import tensorflow as tf", "tf.compat.v1.disable_eager_execution()", id="spelled out"),
    pytest.param("import tensorflow.compat.v1 as tf", "if True:\n    tf.disable_v2_behavior()", id="in a block (pass left)"),
])
def test_switches_into_tf1_behaviour_are_dropped(native, imports, switch):
    """Hunt 16's most frequent island (9 scripts): the standard first lines of 2020+ TF1 code
    were refused as "exists in TF1 only"; the converted code runs eagerly, so the call goes
    (q01, q03 checked EQUIVALENT)."""
    code, diags = native(f'''{imports}
{switch}
x = tf.placeholder(tf.float32, [2])
with tf.Session() as sess:
    print(sess.run(x * 2.0, {{x: [1.0, 2.0]}}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "disable_" not in code and "compat" not in code, code
    assert any("dropped" in str(d) and d.severity == "info" for d in diags), [str(d) for d in diags]


@pytest.mark.parametrize("user", [
    pytest.param("tape = 2.0\n", id="a global named tape"),
    pytest.param("tape = tf.placeholder(tf.float32, [])\n", id="a placeholder named tape"),
])
def test_the_gradient_tape_does_not_shadow_a_name_of_the_file(native, user):
    """Hunt 16 W4 (q118r, q119r): ``with tf.GradientTape() as tape:`` hid the file's ``tape``."""
    feed = ", tape: 2.0" if "placeholder" in user else ""
    code, diags = native(f'''import tensorflow as tf
{user}x = tf.placeholder(tf.float32, [2])
w = tf.Variable([1.0, 2.0])
loss = tf.reduce_sum(w * x) * tape
g = tf.gradients(loss, w)[0]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(g, {{x: [3.0, 4.0]{feed}}}))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "as tape_2:" in code and "tape_2.gradient(loss, w)" in code and "as tape:" not in code, code


@pytest.mark.parametrize("graph", [
    pytest.param("grad_of = lambda t: tf.gradients(t, x)[0]\ng = grad_of(y)", id="tf.gradients"),
    pytest.param("g = (lambda t: tf.hessians(t, x)[0])(tf.reduce_sum(y))", id="tf.hessians"),
    pytest.param("jac = lambda f, v: tf.stack([tf.gradients(fi, v)[0] for fi in tf.unstack(f)])\ng = jac(y, x)",
                 id="a Jacobian loop"),
])
def test_gradients_inside_a_lambda_are_refused(native, graph):
    """Hunt 16 W9 (q135, q135r, q137r, q138, q140): the tape wrapped the lambda's definition
    (None gradients, or a NameError of its parameter at import); refused as in a def helper."""
    code, diags = native(f'''import tensorflow as tf
x = tf.placeholder(tf.float32, [2])
y = x * x
{graph}
with tf.Session() as sess:
    print(sess.run(g, {{x: [1.0, 2.0]}}))
''')
    assert any("inside a lambda" in w for w in _warnings(diags)), _warnings(diags)


def test_the_draw_guard_expands_composite_elements(native):
    """Hunt 15 W9 (p178, p180): a SparseTensor element under ``tf.control_dependencies(
    tf.nest.flatten([sp]))`` crashed; ``expand_composites=True`` gives its component tensors."""
    code, diags = native('''import tensorflow as tf
sp_all = tf.SparseTensor(indices=[[0, 1], [1, 0]], values=[2.0, 3.0], dense_shape=[2, 2])
sp = tf.data.Dataset.from_tensor_slices(sp_all).make_one_shot_iterator().get_next()
total = tf.Variable(0.0)
add = tf.assign_add(total, tf.sparse_reduce_sum(sp))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(add), sess.run(add))
''')
    assert not _warnings(diags), _warnings(diags)
    assert "tf.control_dependencies(tf.nest.flatten([sp], expand_composites=True))" in code, code


TRAIN = '''w = tf.Variable([1.0, -2.0])
loss = tf.reduce_sum(w ** 2)
step = {opt}(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(step)
    print(sess.run(w))
'''


@pytest.mark.parametrize("head, opt", [
    pytest.param("import tensorflow as tf\nv1 = tf.compat.v1\n", "v1.train.GradientDescentOptimizer", id="v1 = tf.compat.v1"),
    pytest.param("import tensorflow as tf\ntrain = tf.train\n", "train.GradientDescentOptimizer", id="train = tf.train"),
    pytest.param("try:\n    import tensorflow as tf\nexcept ImportError:\n    raise SystemExit('no tf')\n",
                 "tf.train.GradientDescentOptimizer", id="import in try"),
    pytest.param("try:\n    import tensorflow.compat.v1 as tf\nexcept ImportError:\n    import tensorflow as tf\n",
                 "tf.train.GradientDescentOptimizer", id="compat.v1 in try, plain in except"),
])
def test_module_aliases_and_imports_in_try_are_read(native, head, opt):
    """Hunt 16 W3 / W1 (q96, q77r, q45, q110): the file came back unchanged (or the optimizer
    unrecognised) with no diagnostic and crashed on TF2; now converted (each checked EQUIVALENT)."""
    code, diags = native(head + TRAIN.format(opt=opt))
    assert not _warnings(diags), _warnings(diags)
    assert "tf.keras.optimizers.SGD(learning_rate=0.1)" in code and "minimize" not in code, code


@pytest.mark.parametrize("src, where", [
    pytest.param("def main():\n    import tensorflow as tf\n    x = tf.placeholder(tf.float32, [2])\n    print(x)\n", "2:5",
                 id="inside a function"),
    pytest.param("tf = __import__('tensorflow')\nx = tf.placeholder(tf.float32, [2])\n", "1:6", id="__import__"),
    pytest.param("if __name__ == '__main__':\n    import tensorflow as tf\n    x = tf.placeholder(tf.float32, [2])\n", "2:5",
                 id="if __name__ block"),
])
def test_a_tensorflow_import_the_converter_does_not_read_is_reported(native, src, where):
    """Hunt 16 W3 (q09, q11, q99r): "unchanged", 0 diagnostics, a crash on TF2."""
    code, diags = native(src)
    assert code == src
    assert [str(d) for d in diags if d.severity == "warning" and d.rule == "tf_imports" and f":{where}:" in str(d)], [str(d) for d in diags]


@pytest.mark.parametrize("head, opt", [
    pytest.param("import tensorflow as tf\nfrom tensorflow.train import GradientDescentOptimizer\n", "GradientDescentOptimizer",
                 id="from tensorflow.train import"),
    pytest.param("import tensorflow as tf\nfrom tensorflow.train import GradientDescentOptimizer as SGD\n", "SGD",
                 id="from-import as"),
])
def test_optimizers_from_tf1_public_submodules(native, head, opt):
    """Hunt 16 W1 (q07r, q78): ``from tensorflow.train import ...`` was not read (TF2 has no
    tensorflow.train.GradientDescentOptimizer: an ImportError), minimize planned as a tensor."""
    code, diags = native(head + TRAIN.format(opt=opt))
    assert not _warnings(diags), _warnings(diags)
    assert "tf.keras.optimizers.SGD(learning_rate=0.1)" in code and "tensorflow.train" not in code, code


@pytest.mark.parametrize("head, opt", [
    pytest.param("import tensorflow as tf\nOPTS = {'adam': tf.train.AdamOptimizer}\n", "OPTS['adam']", id="the class in a dict"),  # (an alias called only: written out, session 40)
    pytest.param("import tensorflow as tf\nfrom tensorflow.python.training import gradient_descent\n",
                 "gradient_descent.GradientDescentOptimizer", id="tensorflow.python"),
    pytest.param("import tensorflow as tf\ndef make(lr):\n    return tf.train.GradientDescentOptimizer(lr)\n",
                 "make", id="a factory"),
])
def test_minimize_of_an_object_not_identified_as_an_optimizer_is_refused(native, head, opt):
    """Hunt 16 W1 (q76r, q91r, q115): ``minimize`` of such a receiver was planned as a tensor
    (``step.numpy()``: a crash, 0 diagnostics)."""
    code, diags = native(head + TRAIN.format(opt=opt))
    assert any("does not identify as a TF1 optimizer" in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("made", [
    pytest.param("train = tf.train.GradientDescentOptimizer(lr).minimize(loss)", id="inline optimizer"),
    pytest.param("opt = tf.train.MomentumOptimizer(0.1, lr)\ntrain = opt.minimize(loss)", id="a momentum tensor"),
])
def test_feeding_an_optimizers_tensor_that_is_not_a_placeholder_is_refused(native, made):
    """Hunt 15 W6 (p79, p79r, p121, p122, p130, p176): TF1's update read the fed value; the
    converted optimizer kept the module-level tensor (TF1 0.0, converted 0.8, 0 diagnostics)."""
    code, diags = native(f'''import tensorflow as tf
lr = tf.constant(0.1)
w = tf.Variable(1.0)
loss = w * w
{made}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train, feed_dict={{lr: 0.5}})
    print(sess.run(w))
''')
    assert any("feeding lr, which an optimizer was made with" in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("dataset", [
    pytest.param("tf.data.Dataset.range(8).apply(tf.data.experimental.shuffle_and_repeat(buffer_size=8, count=2))",
                 id="shuffle_and_repeat"),
    pytest.param("tf.data.Dataset.list_files('/tmp/*.txt')", id="list_files shuffles by default"),
    pytest.param("tf.data.Dataset.range(8).shuffle(8, seed=None)", id="seed=None"),
    pytest.param("tf.data.experimental.sample_from_datasets([tf.data.Dataset.range(3), tf.data.Dataset.range(5, 8)])",
                 id="sample_from_datasets"),
])
def test_unseeded_dataset_randomness_is_refused(native, dataset):
    """Hunt 15 W4 (p98, p98r2, p99, p102, p103, p168): other orders than TF1's (which took its op
    seed from the graph's count), 0 diagnostics."""
    code, diags = native(f'''import tensorflow as tf
tf.set_random_seed(1234)
ds = {dataset}
nxt = ds.make_one_shot_iterator().get_next()
with tf.Session() as sess:
    print(sess.run(nxt))
''')
    assert any("datasets:" in w and "different orders" in w for w in _warnings(diags)), _warnings(diags)


def test_list_files_without_shuffling_converts(native):
    code, diags = native('''import tensorflow as tf
ds = tf.data.Dataset.list_files('/tmp/*.txt', shuffle=False)
nxt = ds.make_one_shot_iterator().get_next()
with tf.Session() as sess:
    print(sess.run(nxt))
''')
    assert not _warnings(diags), _warnings(diags)


@pytest.mark.parametrize("graph, fetch", [
    pytest.param("s = tf.sets.set_intersection(tf.constant([[1, 2, 3]]), tf.constant([[2, 3, 4]]))", "s", id="tf.sets"),
    pytest.param("s, empty = tf.sparse_fill_empty_rows(tf.SparseTensor([[0, 0]], [1.0], [2, 2]), 0.0)", "s",
                 id="sparse_fill_empty_rows"),
    pytest.param("ex = tf.constant(b'')\nparsed = tf.parse_single_example(ex, {'ids': tf.VarLenFeature(tf.int64)})",
                 "parsed['ids']", id="a VarLenFeature parse"),
])
def test_more_fetched_sparse_tensors_are_refused(native, graph, fetch):
    """Hunt 15 W2 (p52, p52r, p105, p106, p131, p132): ``.numpy()`` of a SparseTensor crashed."""
    code, diags = native(f"import tensorflow as tf\n{graph}\nwith tf.Session() as sess:\n    print(sess.run({fetch}))\n")
    assert any("a fetched tf.SparseTensor" in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("loss, fetch", [
    pytest.param("tf.reduce_sum(tf.gather(emb, [0, 2]))", "tf.train.GradientDescentOptimizer(0.1).compute_gradients(loss)",
                 id="compute_gradients pairs"),
    pytest.param("tf.reduce_sum(tf.nn.sampled_softmax_loss(emb, tf.zeros([3]), tf.constant([[0]], tf.int64), tf.ones([1, 2]), "
                 "num_sampled=2, num_classes=3, seed=1))", "tf.gradients(loss, emb)", id="sampled_softmax_loss weights"),
])
def test_more_fetched_indexed_slices_are_refused(native, loss, fetch):
    """Hunt 15 W3 (p83, p83r, p84, p113): an IndexedSlices fetch crashed on ``.numpy()``."""
    code, diags = native(f"""import numpy as np
import tensorflow as tf
emb = tf.Variable(np.arange(6, dtype=np.float32).reshape(3, 2))
loss = {loss}
g = {fetch}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(g))
""")
    assert any("IndexedSlicesValue" in w for w in _warnings(diags)), _warnings(diags)


@pytest.mark.parametrize("field, written", [
    pytest.param('{sess.run(w)=}', 'f"sess.run(w)={w.numpy()!r}"', id="repr"),
    pytest.param('{sess.run(w) = :.2f}', 'f"sess.run(w) = {w.numpy():.2f}"', id="with a format spec"),
    pytest.param('{sess.run(w)=!s}', 'f"sess.run(w)={w.numpy()!s}"', id="with a conversion"),
])
def test_a_self_documenting_fstring_field_prints_its_text_as_written(native, field, written):
    """Hunt 16 W5 (q100): ``f"{sess.run(w)=}"`` printed ``w.numpy()=...`` (TF1: ``sess.run(w)=...``)."""
    code, diags = native(f"""import tensorflow as tf
w = tf.Variable(1.5)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(f"{field}")
""")
    assert not _warnings(diags), _warnings(diags)
    assert written in code, code


def test_the_dense_result_of_a_decoder_is_still_fetched(native):
    """The guard (hunt 13 a77): ``log_probs`` of ``ctc_greedy_decoder`` is dense; only the decoded
    list is sparse."""
    code, diags = native("""import numpy as np
import tensorflow as tf
logits = tf.placeholder(tf.float32, [6, 2, 4])
dec, lp = tf.nn.ctc_greedy_decoder(logits, tf.constant([6, 5]))
d = tf.sparse_tensor_to_dense(dec[0], default_value=-1)
with tf.Session() as sess:
    print(sess.run([d, lp], {logits: np.zeros((6, 2, 4), np.float32)}))
""")
    assert not _warnings(diags), _warnings(diags)


def test_an_update_not_reading_the_element_runs_before_the_draw(native):
    """Hunt 15 W1 (p20, p20r, p93, p97): in the run whose draw raised OutOfRangeError TF1 still
    ran a step counter fetched with the element (it waits for no element); under the draw guard
    it did not: counters one lower per epoch (TF1 4, converted 3)."""
    code, diags = native("""import tensorflow as tf
it = tf.data.Dataset.range(3).make_one_shot_iterator()
x = it.get_next()
steps = tf.Variable(0)
tick = tf.assign_add(steps, 1)
total = tf.Variable(0)
add = tf.assign_add(total, x)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    try:
        while True:
            sess.run([add, tick])
    except tf.errors.OutOfRangeError:
        pass
    print(sess.run(steps), sess.run(total))
""")
    assert not _warnings(diags), _warnings(diags)
    body = code[code.index("def add_tick_step"):]
    assert body.index("tick = steps.assign_add(1)") < body.index("x = it.get_next()") < body.index("add = total.assign_add(x)"), code
