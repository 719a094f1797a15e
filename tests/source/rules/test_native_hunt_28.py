"""Session 28: hunt 8's leftovers and the red-team hunt on training machinery (hunt 9).
Strings in, strings out (no TensorFlow import); the numbers: the legacy fixtures named in each
test."""
import pytest

FEED_FLOATS = "with tf.Session() as sess:\n    print(sess.run(y, {x: [0.29 * 100, 3.7]}))\n"


@pytest.mark.parametrize("head, np_name", [
    pytest.param("import tensorflow as tf\n", "np", id="a file without numpy gets the import"),
    pytest.param("import numpy\nimport tensorflow as tf\n", "numpy", id="the file's own numpy name"),
    pytest.param("import tensorflow as tf\nnp = 3\n", "np_2", id="np taken by something else"),
])
def test_an_integer_placeholder_fed_python_floats_truncates_float64(native, head, np_name):
    """Hunt 8 R6: TF1 fed ``np.asarray(value, int32)`` (28.999999999999996 -> 28); ``tf.cast`` of
    the Python float went through float32 (29.0 -> 29). Fixture ``placeholder_dtypes``."""
    code, diags = native(head + "x = tf.placeholder(tf.int32, [None])\ny = x * 2\n" + FEED_FLOATS)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f"    x = tf.cast({np_name}.asarray(x), tf.int32)\n" in code, code
    if np_name != "numpy":
        assert f"import tensorflow as tf\nimport numpy as {np_name}\n" in code, code
    else:
        assert code.count("import numpy") == 1, code


def test_a_list_of_integer_placeholders_converts_each_entry_through_numpy(native):
    code, diags = native("import tensorflow as tf\nxs = [tf.placeholder(tf.int64, [None]) for _ in range(2)]\ny = xs[0] + xs[1]\n"
                         "with tf.Session() as sess:\n    print(sess.run(y, dict(zip(xs, [[0.29 * 100], [0.0]]))))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "xs = [None if value is None else tf.cast(np.asarray(value), tf.int64) for value in xs]\n" in code, code


def test_a_bool_placeholder_is_cast_as_it_is(native):
    code, _ = native("import tensorflow as tf\nt = tf.placeholder(tf.bool, [])\ny = tf.cast(t, tf.float32)\n"
                     "with tf.Session() as sess:\n    print(sess.run(y, {t: 1}))\n")
    assert "    t = tf.cast(t, tf.bool)\n" in code and "import numpy" not in code, code


@pytest.mark.parametrize("rebind", [
    pytest.param("dtype = tf.float32\n", id="rebound to another dtype"),
    pytest.param("dtype, n = tf.float32, 3\n", id="a tuple assignment"),
])
def test_a_placeholder_dtype_read_from_a_name_bound_again_is_refused(native, rebind):
    """Hunt 8 b10b: ``dtype = tf.float64; a = tf.placeholder(dtype)`` then ``dtype = tf.float32``:
    the run function converted the fed value with the last binding (it printed 0. where TF1
    printed 1.0000001)."""
    code, diags = native("import tensorflow as tf\ndtype = tf.float64\na = tf.placeholder(dtype, [None])\n"
                         "y = tf.cast(a * 1e9, tf.float64)\n" + rebind +
                         "with tf.Session() as sess:\n    print(sess.run(y, {a: [1e-9]}))\n")
    assert any("whose dtype reads 'dtype', which the file binds again" in d.reason for d in diags), [str(d) for d in diags]


def test_a_placeholder_dtype_read_from_a_name_bound_once_converts(native):
    code, diags = native("import tensorflow as tf\nDT = tf.float64\na = tf.placeholder(DT, [None])\ny = a * 2.0\n"
                         "with tf.Session() as sess:\n    print(sess.run(y, {a: [1.5]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "    a = tf.convert_to_tensor(a, dtype=DT)\n" in code, code


GATHER = ("import tensorflow as tf\nids = tf.placeholder(tf.int32, [None])\nemb = tf.Variable(tf.ones([5, 2]))\n"
          "{read}\ntotal = tf.reduce_sum(rows)\ngrad = {grad}\n"
          "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(grad, {{ids: [1, 3]}}))\n")


@pytest.mark.parametrize("read", [
    pytest.param("rows = tf.gather(tf.identity(emb), ids)", id="gather of tf.identity"),
    pytest.param("e = tf.identity(emb)\nrows = tf.nn.embedding_lookup(e, ids)", id="lookup of a name bound to tf.identity"),
    pytest.param("rows = tf.gather(emb.read_value(), ids)", id="gather of read_value()"),
])
def test_a_sparse_gradient_through_an_identity_read_is_refused_as_a_fetch(native, read):
    """Found writing the fixture ``placeholder_dtypes``: ``tf.gather(tf.identity(emb), ids)``'s
    gradient w.r.t. ``emb`` is an IndexedSlices in both eras (TF1 printed an
    IndexedSlicesValue; the converted ``.numpy()`` crashed): only a direct read was refused."""
    code, diags = native(GATHER.format(read=read, grad="tf.gradients(total, emb)[0]"))
    assert any("IndexedSlicesValue" in d.reason for d in diags), [str(d) for d in diags]


def test_a_sparse_gradient_made_dense_converts(native):
    code, diags = native(GATHER.format(read="rows = tf.gather(emb, ids)", grad="tf.convert_to_tensor(tf.gradients(total, emb)[0])"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "grad = tf.convert_to_tensor(tape.gradient(total, emb))" in code, code


@pytest.mark.parametrize("inner, converted", [
    pytest.param("sess.run(v) * 0.5", "run_upd(p=v.numpy() * 0.5)", id="sess.run in a fed value (f01)"),
    pytest.param("v.eval() * 0.5", "run_upd(p=v.numpy() * 0.5)", id="eval in a fed value (t52)"),
    pytest.param("sess.run(v + p, {p: 1.0})", "run_upd(p=run_v_p(p=1.0))", id="a run with its own feed"),
])
def test_a_run_inside_a_fed_value_is_converted_too(native, inner, converted):
    """Hunt 9 f01/t13/t52 (PTB's learning-rate decay: ``sess.run(lr_update, {new_lr:
    sess.run(lr) * 0.5})``): the inner run stayed ``sess.run`` (NameError: sess)."""
    code, diags = native("import tensorflow as tf\nv = tf.Variable(1.0)\np = tf.placeholder(tf.float32, [])\nupd = tf.assign(v, p)\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         f"    sess.run(upd, feed_dict={{p: {inner}}})\n    print(sess.run(v))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert converted in code and "sess" not in code, code


SAVED = ("import os\nimport tensorflow as tf\nv = tf.Variable(1.0, name='v')\nsaver = tf.train.Saver()\n"
         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    saver.save(sess, '/tmp/ck/model')\n")


@pytest.mark.parametrize("read", [
    pytest.param("print(tf.train.load_variable('/tmp/ck/model', 'v'))", id="load_variable (f03)"),
    pytest.param("print(tf.train.list_variables('/tmp/ck/model'))", id="list_variables (t50)"),
    pytest.param("print(tf.train.NewCheckpointReader('/tmp/ck/model').get_tensor('v'))", id="NewCheckpointReader"),
    pytest.param("print(tf.contrib.framework.load_variable('/tmp/ck/model', 'v'))", id="contrib's load_variable"),
])
def test_a_checkpoint_read_by_tf1_names_after_a_converted_save_is_refused(native, read):
    """Hunt 9 f03/t50: the converted Checkpoint keys ``v/.ATTRIBUTES/VARIABLE_VALUE``: "Key v
    not found in checkpoint"."""
    code, diags = native(SAVED + read + "\n")
    assert any("reads a checkpoint by TF1 variable names" in d.reason for d in diags), [str(d) for d in diags]


def test_a_directory_listing_after_a_converted_save_is_noted(native):
    """Hunt 9 f02/t42: TF1 also wrote ``model.meta``: the listing differs (savers caveat 1)."""
    code, diags = native(SAVED + "print(sorted(os.listdir('/tmp/ck')))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert [d for d in diags if d.severity == "info" and ".meta" in d.reason], [str(d) for d in diags]


def test_a_checkpoint_read_in_a_file_that_saves_nothing_converts(native):
    """(a checkpoint written by TF1 elsewhere is read by name as TF1 read it)"""
    code, diags = native("import tensorflow as tf\nprint(tf.train.load_variable('/tmp/ck/model', 'v'))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]


COUNT = ("import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 3])\nW = tf.Variable(tf.zeros([3, 4]), name='W')\n"
         "h = tf.matmul(x, W)\n{count}\nwith tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
         "    print(sess.run(h, {{x: [[1.0, 2.0, 3.0]]}}))\n")


@pytest.mark.parametrize("count, written", [
    pytest.param("total = 0\nfor variable in tf.trainable_variables():\n    shape = variable.get_shape()\n    n = 1\n"
                 "    for dim in shape:\n        n *= dim.value\n    total += n\nprint(total)",
                 "        n *= dim\n", id="the parameter count loop (t83)"),
    pytest.param("total = 1\nfor dim in W.get_shape():\n    total *= dim.value\nprint(total)",
                 "for dim in W.get_shape():\n    total *= dim\n", id="a loop over a variable's shape (f04)"),
    pytest.param("print([d.value for d in W.shape])", "print([d for d in W.shape])", id="a comprehension"),
    pytest.param("print(W.shape[-1].value, W.get_shape()[0].value)", "print(W.shape[-1], W.get_shape()[0])", id="an index"),
    pytest.param("n_in = x.get_shape()[1].value\nprint(n_in)", "n_in = 3\n", id="a placeholder's known dimension, folded"),
    pytest.param("d = W.get_shape()[1]\nprint(d.value)", "print(d)", id="a name bound to a dimension"),
])
def test_dimension_value_reads_are_dropped(native, count, written):
    """Hunt 9 f04/t83/t89: TF2's static shapes hold ints, which have no ``.value``
    (AttributeError); f04 was even left unchanged (no other TF1 construct)."""
    code, diags = native(COUNT.format(count=count))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert written in code and ".value" not in code, code


@pytest.mark.parametrize("src", [
    pytest.param("class P:\n    value = 3\nfor dim in [P()]:\n    print(dim.value)\n", id="a loop over other objects"),
    pytest.param("dims = tf.TensorShape([2, 3]).dims\nprint(dims[0].value)\n", id="TF2's dims are still Dimensions"),
    pytest.param("for dim in W.get_shape():\n    print(dim.value)\ndim = P()\nprint(dim.value)\n", id="a name bound to something else too"),
])
def test_other_value_reads_stay(native, src):
    code, _ = native("import tensorflow as tf\nclass P:\n    value = 3\nW = tf.Variable(tf.zeros([3, 4]))\n" + src)
    assert code.count(".value") == src.count(".value"), code


def test_a_file_whose_only_tf1_construct_is_dimension_value_is_converted(native):
    code, diags = native("import tensorflow as tf\nW = tf.Variable(tf.zeros([3, 4]))\nprint(W.get_shape()[1].value)\n")
    assert "print(W.get_shape()[1])" in code, code


TRAIN = ("import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 1])\nW = tf.Variable([[1.0]])\n"
         "loss = tf.reduce_sum(tf.square(tf.matmul(x, W)))\n{body}\nwith tf.Session() as sess:\n"
         "    sess.run(tf.global_variables_initializer())\n    for i in range(3):\n        sess.run(train, {{x: [[1.0]]}})\n"
         "    print(sess.run(W))\n")


@pytest.mark.parametrize("body, written", [
    pytest.param("step = tf.train.get_or_create_global_step()\nboundaries = [4, 8]\nvalues = [0.05, 0.01, 0.001]\n"
                 "lr = tf.train.piecewise_constant(step, boundaries, values)\n"
                 "train = tf.train.GradientDescentOptimizer(lr).minimize(loss, global_step=step)",
                 "PiecewiseConstantDecay(boundaries, values)(step)", id="piecewise lists bound to names (t04)"),
    pytest.param("n_examples = 60\nbatch = 8\nsteps = int(n_examples / batch * 1)\nstep = tf.Variable(0, trainable=False)\n"
                 "lr = tf.train.exponential_decay(0.2, step, steps, 0.3, staircase=True)\n"
                 "train = tf.train.GradientDescentOptimizer(lr).minimize(loss, global_step=step)",
                 "ExponentialDecay(0.2, steps, 0.3, staircase=True)(step)", id="decay_steps computed in Python (t68)"),
])
def test_schedule_arguments_bound_to_python_names_convert(native, body, written):
    """Hunt 9 t04/t68: lists bound to names and ``decay_steps = int(n / batch)`` were refused
    ("not a list of integer literals", "not a literal"); their numbers are the same wherever
    the schedule reads them. Fixture ``hunt_28_training``."""
    code, diags = native(TRAIN.format(body=body))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert written in code, code


@pytest.mark.parametrize("body", [
    pytest.param("boundaries = [4, 8]\nboundaries = [1, 2]\nvalues = [0.1, 0.2, 0.3]\nstep = tf.Variable(0, trainable=False)\n"
                 "lr = tf.train.piecewise_constant(step, boundaries, values)\n"
                 "train = tf.train.GradientDescentOptimizer(lr).minimize(loss, global_step=step)", id="a list bound twice"),
    pytest.param("steps = int(tf.reduce_sum(x))\nstep = tf.Variable(0, trainable=False)\n"
                 "lr = tf.train.exponential_decay(0.2, step, steps, 0.3)\n"
                 "train = tf.train.GradientDescentOptimizer(lr).minimize(loss, global_step=step)", id="decay_steps from a tensor"),
])
def test_schedule_arguments_that_are_not_python_numbers_stay_refused(native, body):
    code, diags = native(TRAIN.format(body=body))
    assert any(d.rule == "schedules" for d in diags), [str(d) for d in diags]


def test_get_global_step_in_a_file_without_one_is_none(native):
    """Hunt 9 t45 (aymericdamien's convolutional network): ``minimize(loss,
    global_step=tf.train.get_global_step())`` with no global step made: TF1's getter returned
    None and nothing was incremented; it was refused ("global_step=<expression>")."""
    code, diags = native(TRAIN.format(body="train = tf.train.AdamOptimizer(0.1).minimize(loss, global_step=tf.train.get_global_step())"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "get_global_step" not in code and "assign_add" not in code, code


def test_get_global_step_in_a_file_naming_one_is_not_none(native):
    code, diags = native(TRAIN.format(body="def make():\n    return tf.Variable(0, name='global_step', trainable=False)\ngs = make()\n"
                                           "train = tf.train.AdamOptimizer(0.1).minimize(loss, global_step=tf.train.get_global_step())"))
    """(a variable named global_step made in a helper: TF1's getter found it; not read as None)"""
    assert any(d.rule == "schedules" and "global_step=<expression>" in d.reason for d in diags), [str(d) for d in diags]


def test_compute_gradients_with_a_positional_var_list(native):
    """Hunt 9 t08: ``opt.compute_gradients(loss, tvs)`` ("positional argument is not converted")."""
    code, diags = native(TRAIN.format(body="b = tf.Variable(0.0)\nopt = tf.train.GradientDescentOptimizer(0.1)\n"
                                           "gvs = opt.compute_gradients(loss, [W])\ntrain = opt.apply_gradients(gvs)"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "gvs = list(zip(tape.gradient(loss, [W]), [W]))" in code, code


@pytest.mark.parametrize("read, listed", [
    pytest.param("for v in tf.trainable_variables():\n    print(v.name)", "for v in [W]:", id="a loop (python statement)"),
    pytest.param("tv = tf.trainable_variables()\nprint(len(tv))", "tv = [W]", id="a binding (graph statement)"),
    pytest.param("print(len(tf.global_variables()))", "print(len([W]))", id="global_variables"),
])
def test_a_variable_collection_lists_the_variables_made_before_it(native, read, listed):
    """Found writing the fixture ``hunt_28_training``: ``tf.trainable_variables()`` listed every
    variable of the file, those made after the call too (read before bound: NameError; a
    parameter count over them too large)."""
    code, diags = native("import tensorflow as tf\nW = tf.Variable([1.0], name='W')\n" + read +
                         "\nW2 = tf.Variable([2.0], name='W2')\nwith tf.Session() as sess:\n"
                         "    sess.run(tf.global_variables_initializer())\n    print(sess.run(W2 + W))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert listed in code, code


def test_a_variable_collection_in_a_session_lists_every_variable_made_before(native):
    code, diags = native("import tensorflow as tf\nW = tf.Variable([1.0], name='W')\nW2 = tf.Variable([2.0], name='W2')\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    for v in tf.trainable_variables():\n        print(v.name)\nW3 = tf.Variable([3.0], name='W3')\n")
    assert "for v in [W, W2]:" in code, code


@pytest.mark.parametrize("made, written", [
    pytest.param("tf.train.AdadeltaOptimizer(1.0)", "_TF1Adadelta(learning_rate=1.0, rho=0.95, epsilon=1e-08)", id="Adadelta"),
    pytest.param("tf.train.FtrlOptimizer(0.3, l1_regularization_strength=0.01)",
                 "_TF1Ftrl(learning_rate=0.3, learning_rate_power=-0.5, initial_accumulator_value=0.1, l1_regularization_strength=0.01, "
                 "l2_regularization_strength=0.0, l2_shrinkage_regularization_strength=0.0, beta=None)", id="Ftrl"),
])
def test_adadelta_and_ftrl_get_tf1s_kernels(native, made, written):
    """Hunt 9 t18/t19 were islands ("no Keras optimizer with the same update rule"); fixture
    ``adadelta_ftrl`` (13 values, 0 difference, dense and sparse)."""
    code, diags = native(TRAIN.format(body=f"train = {made}.minimize(loss)"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert written in code and "ResourceApply" in code, code


def test_ftrl_slot_names_are_refused(native):
    code, diags = native(TRAIN.format(body="train = tf.train.FtrlOptimizer(0.3, accum_name='a').minimize(loss)"))
    assert any(d.rule == "optimizers" and "accum_name" in d.reason for d in diags), [str(d) for d in diags]


METRIC = ("import tensorflow as tf\nx = tf.placeholder(tf.float32, [None])\nW = tf.Variable(1.0)\n"
          "m, m_op = tf.metrics.mean(x * W)\nwith tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
          "    for epoch in range(2):\n        {reset}\n        sess.run(m_op, {{x: [1.0, 2.0]}})\n        print(sess.run(m))\n")


def test_a_streaming_metric_reset_per_epoch_converts(native):
    """Hunt 9 t31: ``sess.run(tf.local_variables_initializer())`` in the epoch loop was refused
    ("run again is not converted"); it resets the metrics' totals and counts (and nothing else)."""
    code, diags = native(METRIC.format(reset="sess.run(tf.local_variables_initializer())"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    body = code[code.index("def initialize_again"):]
    body = body[:body.index("\n\n")]
    assert "mean_total.assign(0.0)" in body and "mean_count.assign(0.0)" in body and "W." not in body, code


def test_a_global_initializer_run_again_leaves_the_local_variables(native):
    """(TF1's global_variables_initializer does not cover LOCAL_VARIABLES: the metric keeps its sums)"""
    code, diags = native(METRIC.format(reset="sess.run(tf.global_variables_initializer())"))
    body = code[code.index("def initialize_again"):]
    body = body[:body.index("\n\n")]
    assert "W.assign(1.0)" in body and "mean_total" not in body, code


def test_one_variables_initializer_run_again_resets_it(native):
    """Hunt 9 t93: ``sess.run(b.initializer)`` after use ("this initializer run again")."""
    code, diags = native("import tensorflow as tf\nb = tf.Variable(tf.zeros([1]))\nW = tf.Variable(2.0)\nup = b.assign_add([1.0])\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(up)\n"
                         "    sess.run(b.initializer)\n    print(sess.run(b))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    body = code[code.index("def initialize_again"):]
    assert "b.assign(tf.zeros([1]))" in body[:body.index("\n\n")] and "W.assign" not in code, code


@pytest.mark.parametrize("metric, update", [
    pytest.param("tf.metrics.mean_squared_error(l, v)", "tf.math.squared_difference(l, v)", id="mse"),
    pytest.param("tf.metrics.mean_absolute_error(labels=l, predictions=v)", "tf.abs(v - l)", id="mae"),
    pytest.param("tf.metrics.root_mean_squared_error(l, v)", "tf.sqrt(tf.math.divide_no_nan(", id="rmse"),
])
def test_error_metrics_are_streaming_means(native, metric, update):
    """Hunt 9 t59: ``tf.metrics.mean_squared_error`` was an island ("exists in TF1 only");
    fixture ``metrics_errors_reset`` (12 values)."""
    code, diags = native("import tensorflow as tf\nl = tf.placeholder(tf.float32, [None])\nv = tf.placeholder(tf.float32, [None])\n"
                         f"m, m_op = {metric}\nwith tf.Session() as sess:\n    sess.run(tf.local_variables_initializer())\n"
                         "    sess.run(m_op, {l: [1.0], v: [2.0]})\n    print(sess.run(m))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert update in code, code


def test_error_metrics_of_unstated_ranks_are_refused(native):
    code, diags = native("import tensorflow as tf\nl = tf.placeholder(tf.float32)\nv = tf.placeholder(tf.float32, [None])\n"
                         "m, m_op = tf.metrics.mean_squared_error(l, v)\nwith tf.Session() as sess:\n"
                         "    sess.run(tf.local_variables_initializer())\n    print(sess.run(m_op, {l: [1.0], v: [2.0]}))\n")
    assert any(d.rule == "metrics" and "rank" in d.reason for d in diags), [str(d) for d in diags]


@pytest.mark.parametrize("evaluated, printed", [
    pytest.param("tf.get_default_graph().get_tensor_by_name('W:0').eval()", "print(W.numpy())", id="get_tensor_by_name (f01)"),
    pytest.param("tf.trainable_variables()[0].eval()", "print(W.numpy())", id="an entry of a collection (x01)"),
    pytest.param("tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope='W')[0].eval()", "print(W.numpy())",
                 id="get_collection (r52, ageron ch11)"),
])
def test_eval_of_a_tensor_named_through_tensorflow_is_a_site(native, evaluated, printed):
    """Hunt 10 f01/x01/r52: ``.eval()`` of a receiver reading no graph name of the file stayed
    ``.eval()`` (RuntimeError: not supported when eager execution is enabled)."""
    code, diags = native("import tensorflow as tf\nW = tf.Variable([1.0, 2.0], name='W')\nwith tf.Session() as sess:\n"
                         f"    sess.run(tf.global_variables_initializer())\n    print({evaluated})\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert printed in code and ".eval()" not in code, code


def test_eval_of_a_plain_object_stays(native):
    code, diags = native("import tensorflow as tf\nclass Model:\n    def eval(self):\n        return 3\nm = Model()\n"
                         "W = tf.Variable(1.0)\nwith tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    print(m.eval(), sess.run(W))\n")
    assert "print(m.eval(), W.numpy())" in code, code


EMA = ("import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 1])\nW = tf.Variable([[0.5]], name='W')\n"
       "loss = tf.reduce_sum(tf.matmul(x, W))\nstep = tf.Variable(0, trainable=False)\n"
       "opt = tf.train.GradientDescentOptimizer(0.1).minimize(loss, global_step=step)\n{ema}\n"
       "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(train, {{x: [[1.0]]}})\n"
       "    print(sess.run({read}))\n")


@pytest.mark.parametrize("ema, read, written", [
    pytest.param("ema = tf.train.ExponentialMovingAverage(decay=0.9)\nwith tf.control_dependencies([opt]):\n"
                 "    train = ema.apply([W])\nW_avg = ema.average(W)", "W_avg",
                 ['W_ema = tf.Variable(W.read_value(), trainable=False, name="W/ExponentialMovingAverage")',
                  "W_ema.assign_sub((W_ema - W) * tf.cast(1.0 - tf.constant(0.9), W_ema.dtype))"], id="apply under control deps (t11)"),
    pytest.param("ema = tf.train.ExponentialMovingAverage(0.99, step, name='avg')\nmaintain = ema.apply([W])\n"
                 "train = tf.group(opt, maintain)", "ema.average(W)",
                 ['name="W/avg"', "tf.minimum(tf.constant(0.99), (1.0 + tf.cast(step, tf.float32)) / (10.0 + tf.cast(step, tf.float32)))",
                  "print(W_ema.numpy())"], id="num_updates, a name, average in the fetch"),
])
def test_moving_averages_of_variables_are_written_out(native, ema, read, written):
    """Hunt 9 t11: every ExponentialMovingAverage was an island; fixture ``moving_averages``."""
    code, diags = native(EMA.format(ema=ema, read=read))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    for w in written:
        assert w in code, (w, code)
    assert "ExponentialMovingAverage(" not in code, code


@pytest.mark.parametrize("ema, read", [
    pytest.param("ema = tf.train.ExponentialMovingAverage(0.9)\nmaintain = ema.apply([loss])\ntrain = tf.group(opt, maintain)",
                 "ema.average(loss)", id="a tensor averaged (t23)"),
    pytest.param("ema = tf.train.ExponentialMovingAverage(0.9)\nmaintain = ema.apply()\ntrain = tf.group(opt, maintain)",
                 "W", id="apply() of every variable"),
    pytest.param("ema = tf.train.ExponentialMovingAverage(0.9)\nmaintain = ema.apply([W])\ntrain = tf.group(opt, maintain)\n"
                 "restore = ema.variables_to_restore()", "W", id="variables_to_restore"),
])
def test_other_moving_averages_stay_refused(native, ema, read):
    code, diags = native(EMA.format(ema=ema, read=read))
    assert any("ExponentialMovingAverage is converted only" in d.reason for d in diags), [str(d) for d in diags]


def test_eval_of_a_variable_looked_up_in_the_session_block_is_refused(native):
    """Hunt 10 f02/r101: ``w = tf.get_variable("v")`` under ``reuse=True`` inside the session, then
    ``w.eval()``: left as ``.eval()`` (RuntimeError under eager) where ``sess.run(w)`` is refused."""
    code, diags = native("import tensorflow as tf\nwith tf.variable_scope('s'):\n"
                         "    v = tf.get_variable('v', [2], initializer=tf.ones_initializer())\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    with tf.variable_scope('s', reuse=True):\n        w = tf.get_variable('v')\n    print(w.eval())\n")
    assert any(d.severity == "warning" and d.rule == "sessions" for d in diags), [str(d) for d in diags]


def test_a_refusal_on_a_rebuilt_statement_is_located(native):
    """Hunt 10 r77 (dennybritz's TextCNN): refusals on statements a pass rebuilt (a class's loop,
    inlined) were reported at 1:1; now at the file's statement of the same text."""
    code, diags = native("import tensorflow as tf\nclass Net(object):\n    def __init__(self, sizes):\n"
                         "        self.x = tf.placeholder(tf.float32, [None, 2])\n        self.W = tf.Variable(tf.ones([2, 2]), name='W')\n"
                         "        h = tf.matmul(self.x, self.W)\n        outs = []\n        for i, s in enumerate(sizes):\n"
                         "            W = tf.Variable(tf.ones([2, s]), name='W')\n            outs.append(tf.matmul(h, W))\n"
                         "        self.out = tf.concat(outs, 1)\nnet = Net([1, 2])\nwith tf.Session() as sess:\n"
                         "    sess.run(tf.global_variables_initializer())\n    print(sess.run(net.out, {net.x: [[1.0, 2.0]]}))\n")
    warnings = [d for d in diags if d.severity == "warning"]
    assert warnings and all((d.line, d.col) != (1, 1) for d in warnings), [str(d) for d in diags]
    assert any((d.line, d.col) == (8, 9) and "does not model" in d.reason for d in warnings), [str(d) for d in diags]


def test_checkpoint_exists_is_tf1s_two_globs(native):
    """Hunt 10 r63 (golbin's saver tutorial): ``tf.train.checkpoint_exists`` exists in TF1 only."""
    code, diags = native("import tensorflow as tf\nW = tf.Variable([1.0], name='W')\nsaver = tf.train.Saver()\nsess = tf.Session()\n"
                         "ckpt = tf.train.get_checkpoint_state('./model')\n"
                         "if ckpt and tf.train.checkpoint_exists(ckpt.model_checkpoint_path):\n    saver.restore(sess, ckpt.model_checkpoint_path)\n"
                         "else:\n    sess.run(tf.global_variables_initializer())\nprint(sess.run(W))\nsaver.save(sess, './model/m')\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert ("bool(tf.io.gfile.glob(ckpt.model_checkpoint_path + \".index\") or tf.io.gfile.glob(ckpt.model_checkpoint_path))"
            in code), code


def test_a_shadow_variable_gets_a_name_new_to_the_file(native):
    code, diags = native(EMA.format(ema="W_ema = 3\nema = tf.train.ExponentialMovingAverage(0.9)\nwith tf.control_dependencies([opt]):\n"
                                        "    train = ema.apply([W])\nprint(W_ema)", read="ema.average(W)"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "W_ema_2 = tf.Variable(" in code and "print(W_ema_2.numpy())" in code, code


def test_a_variable_applied_twice_keeps_one_shadow(native):
    """Found in the review: ``ema.apply([W, b])`` then ``ema.apply([W])`` made a second shadow of W
    (TF1's apply reuses the one it made: average(W) read the wrong one), and ``apply([W, b])``
    with ``apply([c])`` was refused by a check that counted calls, not variables."""
    code, diags = native("import tensorflow as tf\nW = tf.Variable([1.0], name='W')\nb = tf.Variable([2.0], name='b')\n"
                         "c = tf.Variable([3.0], name='c')\nema = tf.train.ExponentialMovingAverage(0.5)\n"
                         "m1 = ema.apply([W, b])\nm2 = ema.apply([W])\nm3 = ema.apply([c])\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    sess.run(m1)\n    sess.run(m2)\n    sess.run(m3)\n    print(sess.run(ema.average(W)))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert code.count("trainable=False") == 3 and "W_ema_2" not in code and "print(W_ema.numpy())" in code, code
