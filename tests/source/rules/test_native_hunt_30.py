"""Session 30: leftovers of hunt 11 and the red-team hunts of this session (13: TF1 API
semantics; 14: Keras and tf.layers objects in TF1 graphs). Strings in, strings out (no
TensorFlow import); the numbers: the legacy fixtures named in each test."""

import pytest

CAUGHT = '''import tensorflow as tf
table = tf.constant([1.0, 2.0, 3.0])
bad = {value}
ok = tf.reduce_sum(table)
with tf.Session() as sess:
    print(sess.run(ok))
    {run}
'''
TRY = "try:\n        print(sess.run(bad))\n    except tf.errors.InvalidArgumentError:\n        print('caught')"


@pytest.mark.parametrize("value", [
    pytest.param("tf.gather(table, tf.constant([0, 5]))", id="gather out of range"),
    pytest.param("tf.check_numerics(1.0 / (table - 1.0), 'inf')", id="check_numerics"),
    pytest.param("tf.matrix_inverse(tf.zeros([2, 2]))", id="a singular inverse"),
])
def test_a_raising_pure_op_fetched_in_try_is_computed_at_its_run(native, value):
    """Hunt 11 W4 (l05, l06): a pure op that raises on its values, fetched inside ``try:``, was
    computed at module level, so it raised at import, outside the ``try`` (TF1 raised at the
    sess.run the script catches). Now computed by a run function; l05 and l06 check EQUIVALENT."""
    code, diags = native(CAUGHT.format(value=value, run=TRY))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "\nbad = " not in code and "def run_bad():" in code, code
    assert code.index("def run_bad():") < code.index("try:"), code


def test_a_raising_pure_op_without_try_stays_at_module_level(native):
    """The guard: without a ``try`` around a run, a gather is computed once, eagerly."""
    code, diags = native(CAUGHT.format(value="tf.gather(table, tf.constant([0, 2]))", run="print(sess.run(bad))"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "\nbad = tf.gather(" in code and "def run_bad" not in code, code


@pytest.mark.parametrize("build, printed", [
    pytest.param("static = x.get_shape().as_list()\n", "static", id="a shape list through a name"),
    pytest.param("n_in = x.get_shape()[1].value\nhalf = n_in // 2\nbatch = x.shape[0].value\n", "n_in, half, batch",
                 id="dimensions and Python arithmetic of them"),
])
def test_a_print_of_python_shape_values_gets_no_symbolic_tensor_note(native, build, printed):
    """Hunt 11 c24, i04 (misleading): ``print(static)`` of ``x.get_shape().as_list()`` (Python
    values in both eras, EQUIVALENT) got the note "TF1 printed symbolic tensors"."""
    _, diags = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 6])\n" + build +
                      f"out = tf.reduce_sum(x)\nprint({printed})\n"
                      "with tf.Session() as sess:\n    print(sess.run(out, {x: [[1.0] * 6]}))\n")
    assert not [d for d in diags if "symbolic" in d.reason], [str(d) for d in diags]


def test_a_print_of_a_tensor_built_from_a_shape_keeps_the_note(native):
    """The guard: ``n = tf.shape(c)[0]`` is a tensor (TF1 printed ``Tensor(...)``)."""
    _, diags = native("import tensorflow as tf\nc = tf.constant([[1.0, 2.0]])\nn = tf.shape(c)[0] + c.get_shape()[1].value\n"
                      "print(n)\nwith tf.Session() as sess:\n    print(sess.run(n))\n")
    assert [d for d in diags if "TF1 printed symbolic tensors" in d.reason], [str(d) for d in diags]


def test_a_reused_tf_layers_builder_in_a_variable_store_file_reads_reuse(native):
    """Hunt 12 s18b (misleading, an island): a builder appending its layers to a module list
    (``acts.append(h)``) makes the file a variable-store file, whose scopes did not record
    ``reuse=True``: the second call's layers were refused as "making variable 'net/h1/kernel'
    again without reuse=True". Now they read the first call's variables; s18b checks
    EQUIVALENT (5 values)."""
    code, diags = native('''import tensorflow as tf
acts = []

def net(x, reuse):
    with tf.variable_scope('net', reuse=reuse):
        h = tf.layers.dense(x, 3, activation=tf.nn.relu, name='h1')
        acts.append(h)
        return h

x = tf.placeholder(tf.float32, [None, 4])
y1 = net(x, False)
y2 = net(x * 2.0, True)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(acts, {x: [[1.0] * 4]}))
''')
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert code.count('name="net/h1/kernel"') == 1, code


FROZEN = '''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 4])
out = tf.layers.dense(x, 2)
frozen = {frozen}
loss = tf.reduce_mean(tf.square(out + tf.reduce_sum(frozen)))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, loss], {{x: [[1.0] * 4]}}))
    print([v.name for v in tf.trainable_variables()])
'''


@pytest.mark.parametrize("frozen, made", [
    pytest.param("tf.layers.dense(x, 2, trainable=False, name='frozen')", "frozen/kernel", id="dense"),
    pytest.param("tf.layers.conv2d(tf.reshape(x, [-1, 2, 2, 1]), 2, 2, trainable=False)", "conv2d/kernel", id="conv2d"),
])
def test_a_layer_made_with_trainable_false_converts_out_of_the_trained_list(native, frozen, made):
    """Hunt 12 (t15, t37; an island): ``tf.layers.dense/conv2d(..., trainable=False)`` kept the
    whole file in TF1 terms. Its variables are made with ``trainable=False``: out of
    ``tf.trainable_variables()`` and of minimize's list (checked EQUIVALENT with the global
    variables' values printed after training)."""
    code, diags = native(FROZEN.format(frozen=frozen))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f'name="{made}", trainable=False)' in code, code
    assert "[dense_kernel, dense_bias]" in code, code  # (the trained list and the listed names)


@pytest.mark.parametrize("frozen", [
    pytest.param("tf.layers.dense(x, 2, trainable=flag)", id="not a literal"),
    pytest.param("tf.layers.batch_normalization(x, training=True, trainable=False)",
                 id="batch norm (TF1 left its moving averages unchanged: refused)"),
])
def test_a_layer_trainable_flag_the_converter_cannot_model_is_refused(native, frozen):
    _, diags = native("flag = False\n" + FROZEN.format(frozen=frozen))
    assert any("trainable=" in d.reason for d in diags), [str(d) for d in diags]


def test_a_layer_the_planner_did_not_expand_is_refused_with_where_it_is(native):
    """Hunt 12 M1 (misleading, 50 refusals in the regression and hunt files): a ``tf.layers.dense``
    the planner did not expand (a builder kept as a function) was refused as "tf.layers.dense is
    TF1 graph machinery with no native rewrite", as if no dense layer converted. (Session 33:
    ``return tf.layers.dense(...)`` converts; a layer inside the returned expression does not.)"""
    _, diags = native('''import tensorflow as tf
def net(x, reuse):
    with tf.variable_scope('net', reuse=reuse):
        return 2.0 * tf.layers.dense(x, 3, kernel_initializer=tf.truncated_normal_initializer(stddev=0.1), name='fc')
x = tf.placeholder(tf.float32, [None, 3])
a = net(x, False)
b = net(x, True)
out = tf.nn.dropout(a + b, keep_prob=0.5)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {x: [[1.0, 2.0, 3.0]]}))
''')
    assert not [d for d in diags if "graph machinery" in d.reason], [str(d) for d in diags]
    assert [d for d in diags if d.rule == "layers" and "inside the helper function 'net'" in d.reason
            and "as a statement of its own" in d.reason], [str(d) for d in diags]


def test_a_layer_refused_for_its_arguments_keeps_only_that_reason(native):
    """The guard: a statement of its own refused for an argument keeps that reason alone."""
    _, diags = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 4, 4, 1])\n"
                      "c = tf.layers.conv2d(x, 2, 3, strides=2, dilation_rate=2)\n"
                      "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                      "    print(sess.run(c, {x: [[[[1.0]] * 4] * 4]}))\n")
    at = [d for d in diags if d.line == 3]
    assert at and all("dilation_rate" in d.reason for d in at), [str(d) for d in diags]


@pytest.mark.parametrize("build, fetched", [
    pytest.param("r = tf.cond(p, lambda: [x * 2], lambda: [x + 1])\n", "r = tf.cond(p, lambda: [x * 2], lambda: [x + 1])[0]",
                 id="lambdas returning a list of one"),
    pytest.param("r = tf.cond(p, lambda: (x + 1,), lambda: (x - 1,))\n", "r = tf.cond(p, lambda: (x + 1,), lambda: (x - 1,))[0]",
                 id="a tuple of one"),
    pytest.param("c = tf.constant([1.0, 2.0])\ndef yes():\n    return [c * 2]\ndef no():\n    return [c + 1]\nr = tf.cond(p, yes, no)\n",
                 "r = tf.cond(p, yes, no)[0]", id="functions of the file"),
    pytest.param("r = tf.cond(p, lambda: tf.tuple([x * 2]), lambda: tf.tuple([x + 1]))\n",
                 "r = tf.cond(p, lambda: tf.tuple([x * 2]), lambda: tf.tuple([x + 1]))[0]", id="tf.tuple of one"),
    pytest.param("r = tf.case([(p, lambda: [x * 2])], default=lambda: [x + 1])\n",
                 "r = tf.case([(p, lambda: [x * 2])], default=lambda: [x + 1])[0]", id="tf.case"),
    pytest.param("r = tf.cond(p, lambda: [x * 2], lambda: [x + 1], strict=True)\n",
                 "r = tf.cond(p, lambda: [x * 2], lambda: [x + 1])\n", id="strict=True keeps the list"),
    pytest.param("r, s = tf.cond(p, lambda: (x, x * 2), lambda: (x * 3, x * 4))\n",
                 "r, s = tf.cond(p, lambda: (x, x * 2), lambda: (x * 3, x * 4))\n", id="two results are left"),
])
def test_a_cond_of_one_element_branches_returns_the_tensor_as_tf1(native, build, fetched):
    """Hunt 13 W1: a32, a32r, a32s, a70, a103 (tf.case), a119 (tf.tuple), a132 (crash or other
    structure), a107r, a108 (other numbers: ``r * 2`` repeated the list), all 0 diagnostics: TF1's ``tf.cond``
    (``strict=False``) unpacked branches returning a list/tuple of one; TF2's returns the list
    (``r * 3`` crashed, a fetch printed ``(array,)`` for ``array``). Now ``[0]``; the nine
    check EQUIVALENT."""
    code, diags = native("import tensorflow as tf\np = tf.placeholder(tf.bool, [])\nx = tf.placeholder(tf.float32, [2])\n"
                         + build + "with tf.Session() as sess:\n    print(sess.run(r, {p: True, x: [1.0, 2.0]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert fetched in code, code


def test_a_sampled_softmax_loss_with_its_own_seed_keeps_it(native):
    """Hunt 13 W2 (a37r, a37; silent): ``sampled_softmax_loss(..., seed=11)`` got a sampler with
    the op seed the converter counted (``seed=0``) and the note "made without seed="; TF1's
    sampler took 11 (4.90 vs 3.15). The call keeps its seed; TF1's count still moves past it
    (a later ``nce_loss`` takes op seed 1). a37r and a37 check EQUIVALENT."""
    code, diags = native('''import tensorflow as tf
tf.set_random_seed(3)
W = tf.ones([20, 4])
b = tf.zeros([20])
x = tf.placeholder(tf.float32, [3, 4])
y = tf.placeholder(tf.int64, [3, 1])
l1 = tf.nn.sampled_softmax_loss(W, b, y, x, num_sampled=5, num_classes=20, seed=11)
l2 = tf.nn.nce_loss(W, b, y, x, num_sampled=5, num_classes=20)
with tf.Session() as sess:
    print(sess.run([l1, l2], {x: [[1.0] * 4] * 3, y: [[1], [5], [7]]}))
''')
    assert "num_classes=20, seed=11)" in code and code.count("log_uniform_candidate_sampler") == 1, code
    assert "range_max=20, seed=1)" in code, code
    assert not [d for d in diags if "l1" in d.reason], [str(d) for d in diags]


@pytest.mark.parametrize("call, written", [
    pytest.param("tf.space_to_batch(x, [[0, 0], [0, 0]], 2)", "block_shape=[2, 2]", id="space_to_batch's square block"),
    pytest.param("tf.image.draw_bounding_boxes(x, tf.constant([[[0.0, 0.0, 0.5, 0.5]]]))", "colors=None",
                 id="draw_bounding_boxes' default colours"),
])
def test_tf1_argument_forms_tf2_rejects_are_written_for_tf2(native, call, written):
    """Hunt 13 W5 (a84r), W6 (a87, a87r): crashes with 0 diagnostics (TF2 wants a block_shape
    list and a colors argument); the three check EQUIVALENT."""
    code, diags = native(f"import tensorflow as tf\nx = tf.placeholder(tf.float32, [1, 4, 4, 1])\ny = {call}\n"
                         "with tf.Session() as sess:\n    print(sess.run(y, {x: [[[[1.0]] * 4] * 4]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert written in code, code


@pytest.mark.parametrize("call", [
    pytest.param("tf.nn.ctc_loss(labels, logits, [3, 3])", id="ctc_loss (another signature)"),
    pytest.param("tf.image.sample_distorted_bounding_box([20, 30, 3], tf.constant([[[0.1, 0.1, 0.8, 0.9]]]), seed=3)[0]",
                 id="sample_distorted_bounding_box (the graph seed mixed in)"),
])
def test_tf1_functions_tf2_computes_otherwise_are_refused(native, call):
    """Hunt 13 W3 (a84t, a84s, a123: another box, silent) and W4 (a76, a76r: a crash)."""
    _, diags = native("import tensorflow as tf\ntf.set_random_seed(9)\nlogits = tf.ones([3, 2, 4])\n"
                      "labels = tf.SparseTensor(indices=[[0, 0], [1, 0]], values=[1, 2], dense_shape=[2, 1])\n"
                      f"y = {call}\nwith tf.Session() as sess:\n    print(sess.run(y))\n")
    assert any(d.severity == "warning" and call.split("(")[0] in d.reason for d in diags), [str(d) for d in diags]


KERAS = '''import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 5, 3])
t = tf.placeholder(tf.float32, [None, 2])
{build}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(out, {{x: np.ones((2, 5, 3)), t: np.ones((2, 2))}}))
'''


@pytest.mark.parametrize("build", [
    pytest.param("layer = tf.keras.layers.GRU(4)\nout = layer(x)", id="GRU (reset_after, hard_sigmoid)"),
    pytest.param("layer = tf.keras.layers.LSTM(4)\nout = layer(x)", id="LSTM (hard_sigmoid)"),
    pytest.param("layer = tf.keras.layers.RNN([tf.keras.layers.LSTMCell(4)])\nout = layer(x)", id="RNN of LSTM cells"),
    pytest.param("out = tf.keras.activations.hard_sigmoid(x)", id="hard_sigmoid"),
    pytest.param("layer = tf.keras.layers.Dense(2, activation='hard_sigmoid')\nout = layer(x)", id="activation='hard_sigmoid'"),
    pytest.param("layer = tf.keras.layers.BatchNormalization()\nout = layer(x, training=True)", id="BatchNormalization"),
    pytest.param("out = tf.keras.backend.binary_crossentropy(t, tf.sigmoid(t * 20.0))", id="binary_crossentropy of a sigmoid"),
    pytest.param("out = tf.keras.losses.categorical_crossentropy(t, tf.nn.softmax(t))", id="categorical_crossentropy"),
    pytest.param("out = tf.keras.losses.mean_squared_logarithmic_error(t, t * 2.0)", id="mean_squared_logarithmic_error (not in Keras 3)"),
    pytest.param("out = tf.keras.activations.relu(x, alpha=0.1)", id="relu(alpha=)"),
    pytest.param("tf.keras.backend.set_learning_phase(1)\nout = x * 2.0", id="set_learning_phase"),
    pytest.param("layer = tf.keras.layers.SimpleRNN(4, stateful=True)\nout = layer(x)", id="stateful=True"),
])
def test_keras_that_keras_3_computes_otherwise_is_refused(native, build):
    """Hunt 14 W1-W4, W7, W8 (45 scripts converted with no diagnostic, other numbers or a crash):
    TF1's tf.keras was Keras 2 with its v1 layers; the native output runs Keras 3."""
    _, diags = native(KERAS.format(build=build))
    assert any(d.rule == "keras" and d.severity == "warning" for d in diags), [str(d) for d in diags]


@pytest.mark.parametrize("loss, written", [
    pytest.param("tf.keras.losses.mean_squared_error(t, t * 2.0)", "tf.reduce_mean(tf.square((t * 2.0) - t), axis=-1)", id="mse"),
    pytest.param("tf.keras.losses.mae(t, t + 1.0)", "tf.reduce_mean(tf.abs((t + 1.0) - t), axis=-1)", id="mae"),
])
def test_keras_2_mean_errors_are_written_out(native, loss, written):
    """Hunt 14 W7 (b96, b96r: ``tf.keras.losses.mean_squared_error`` crashed, not in Keras 3)."""
    code, diags = native(KERAS.format(build=f"out = {loss}"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert written in code, code


def test_keras_layers_keras_3_computes_as_keras_2_still_convert(native):
    """The guard: a Dense layer and a binary cross-entropy from logits are not refused; a
    Dropout layer gets a note (its own random numbers in training mode)."""
    _, diags = native(KERAS.format(build="layer = tf.keras.layers.Dense(2)\ndrop = tf.keras.layers.Dropout(0.5)\n"
                                         "out = tf.keras.losses.binary_crossentropy(t, drop(layer(t)), from_logits=True)"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert [d for d in diags if d.rule == "keras" and "Dropout" in d.reason], [str(d) for d in diags]


def test_a_group_of_a_list_holding_an_update_drops_the_update_name(native):
    """Hunt 14 W6 (b100, b100t: NameError, 0 diagnostics): ``tf.group([minimize, extra])`` (the
    batch-norm idiom ``tf.group([opt.minimize(loss), update_ops])``) kept ``minimize``, a name
    the converted code no longer binds (the update runs as a statement). Both check EQUIVALENT."""
    code, diags = native('''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
W = tf.Variable([[1.0], [-1.0]])
count = tf.Variable(0.0, trainable=False)
loss = tf.reduce_mean(tf.square(tf.matmul(x, W) - 1.0))
minimize = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
extra = [tf.assign_add(count, 1.0)]
train_op = tf.group([minimize, extra])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train_op, loss], {x: [[1.0, 2.0]]})[1])
''')
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "train_op = tf.group([extra])" in code, code


@pytest.mark.parametrize("layer", [
    pytest.param("tf.layers.dense(x, 1)", id="dense"),
    pytest.param("tf.layers.conv2d(tf.reshape(x, [-1, 1, 2, 1]), 1, 1)", id="conv2d"),
])
def test_a_layer_of_a_float64_input_makes_float64_variables(native, layer):
    """Hunt 14 W9 (b141, b141r, b162: a dtype crash, 0 diagnostics): TF1 made the layer's
    variables in its input's dtype; the expansion made float32 ones (refused since, converted
    with float64 variables since session 38: both layers in one script checked EQUIVALENT)."""
    code, diags = native(f"import tensorflow as tf\nx = tf.placeholder(tf.float64, [None, 2])\nh = {layer}\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    print(sess.run(h, {x: [[1.0, 2.0]]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "dtype=tf.float64), name=" in code and "dtype=tf.float32), name=" not in code, code


def test_update_ops_read_inline_in_control_dependencies_convert(native):
    """Hunt 14 (8 scripts kept in compat islands: "tf.control_dependencies(...) of something
    other than a list of names"): the textbook ``with tf.control_dependencies(
    tf.get_collection(tf.GraphKeys.UPDATE_OPS)):`` is bound to a name first (the named form
    converted). Hunt 12's t19 (a conv tower with batch norm) converts and checks EQUIVALENT."""
    code, diags = native('''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 4])
tr = tf.placeholder(tf.bool, [])
h = tf.layers.batch_normalization(tf.layers.dense(x, 3), training=tr)
loss = tf.reduce_mean(tf.square(h))
with tf.control_dependencies(tf.get_collection(tf.GraphKeys.UPDATE_OPS)):
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, loss], {x: [[1.0, 2.0, 3.0, 4.0], [0.0, 1.0, 0.0, 1.0]], tr: True})[1])
''')
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "moving_mean.assign_sub(" in code, code


@pytest.mark.parametrize("build, written", [
    pytest.param("a = tf.placeholder(tf.int32, [None])\nq = tf.div(a, 2)\n", "q = tf.math.floordiv(a, 2)", id="an int32 placeholder"),
    pytest.param("a = tf.placeholder(tf.float32, [None])\nq = tf.div(tf.cast(a, tf.int32), 2)\n",
                 "q = tf.math.floordiv(tf.cast(a, tf.int32), 2)", id="a cast to int32"),
    pytest.param("a = tf.placeholder(tf.float32, [None])\nq = tf.div(tf.argmax(a) + 3, 2)\n",
                 "q = tf.math.floordiv(tf.argmax(a) + 3, 2)", id="argmax"),
])
def test_tf_div_of_ints_the_source_states_floor_divides(native, build, written):
    """Hunt 13 (22 scripts kept in compat islands): ``tf.div`` (Python 2 division) was converted
    only next to a float literal or float-only op; an operand whose int dtype the source states
    (a placeholder, a cast, ``argmax``) floor-divides, as TF1's did (``tf.size`` still refused)."""
    code, diags = native("import tensorflow as tf\n" + build +
                         "with tf.Session() as sess:\n    print(sess.run(q, {a: [7, -7, 5]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert written in code, code


@pytest.mark.parametrize("call, written", [
    pytest.param("tf.image.resize_images(img, [6, 6])",
                 "tf.raw_ops.ResizeBilinear(images=img, size=[6, 6], align_corners=False, half_pixel_centers=False)", id="default"),
    pytest.param("tf.image.resize_images(img, [6, 6], method=tf.image.ResizeMethod.NEAREST_NEIGHBOR, align_corners=True)",
                 "tf.raw_ops.ResizeNearestNeighbor(images=img, size=[6, 6], align_corners=True, half_pixel_centers=False)",
                 id="nearest neighbour, align_corners"),
    pytest.param("tf.image.resize_images(img, [2, 2], 3)", "tf.raw_ops.ResizeArea(images=img, size=[2, 2], align_corners=False)",
                 id="area by its int"),
])
def test_resize_images_of_4d_images_is_the_raw_op_tf1_ran(native, call, written):
    """Hunt 13 (a13, a23: 7 call sites kept in islands; hunt 4's c45): ``resize_images`` of 4-D
    images is the raw op TF1 dispatched to, as ``resize_bilinear`` & co already were; the three
    check EQUIVALENT."""
    code, diags = native(f"import tensorflow as tf\nimg = tf.placeholder(tf.float32, [1, 4, 4, 1])\nup = {call}\n"
                         "with tf.Session() as sess:\n    print(sess.run(up, {img: [[[[1.0]] * 4] * 4]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert written in code, code


def test_resize_images_keeping_the_aspect_ratio_is_refused(native):
    _, diags = native("import tensorflow as tf\nimg = tf.placeholder(tf.float32, [1, 4, 4, 1])\n"
                      "up = tf.image.resize_images(img, [6, 6], preserve_aspect_ratio=True)\n"
                      "with tf.Session() as sess:\n    print(sess.run(up, {img: [[[[1.0]] * 4] * 4]}))\n")
    assert any("preserve_aspect_ratio" in d.reason for d in diags), [str(d) for d in diags]


BRANCHES = '''import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
training = tf.placeholder(tf.bool, [])
{build}
with tf.Session() as sess:
    print(sess.run(h, {{x: [[1.0, -2.0]], training: True}}))
'''


@pytest.mark.parametrize("build", [
    pytest.param("def train_branch():\n    return tf.nn.relu(x)\ndef eval_branch():\n    return x * 0.5\n"
                 "h = tf.cond(training, train_branch, eval_branch)", id="cond branches"),
    pytest.param("def cond(i, acc):\n    return i < 3\ndef body(i, acc):\n    return i + 1, acc + x\n"
                 "_, h = tf.while_loop(cond, body, [tf.constant(0), tf.zeros_like(x)])\nh = tf.cond(training, lambda: h, lambda: -h)",
                 id="a while loop's functions"),
])
def test_control_flow_functions_reading_placeholders_are_written_in_the_run_function(native, build):
    """Hunt 13 a106 (and hunt 11's c06-c08, hunt 5's t12; all islands: "function 'train_branch'
    reads 'x', a graph value the converted code computes only inside its sess.run functions"):
    a module function given to tf.cond / while_loop that reads a placeholder is written inside
    each run function that needs it. The five check EQUIVALENT."""
    code, diags = native(BRANCHES.format(build=build))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    step = code[code.index("_step("):]
    assert "\n    def " in step and "\ndef train_branch" not in code and "\ndef body" not in code, code


def test_a_control_flow_function_reading_a_per_run_value_stays_refused(native):
    """The guard: a branch reading a value computed per run (not a placeholder) is not nested
    (the run function's slice would not compute it)."""
    _, diags = native(BRANCHES.format(build="h1 = tf.nn.relu(x) * 2.0\ndef yes():\n    return h1 + 1.0\n"
                                            "def no():\n    return h1 - 1.0\nh = tf.cond(training, yes, no)"))
    assert any("reads 'h1'" in d.reason for d in diags), [str(d) for d in diags]
