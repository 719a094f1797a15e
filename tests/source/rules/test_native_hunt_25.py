"""A red-team hunt for wrong native conversions (session 25): each snippet was converted
natively and printed other values than TF1 (or crashed). Strings in, strings out (no TensorFlow
import); the numbers of the converted ones: the legacy fixture ``hunt_25_training``."""
import pytest

HEAD = ("import tensorflow as tf\nw = tf.Variable(2.0)\nloss = tf.square(w)\n"
        "opt = tf.train.GradientDescentOptimizer(0.1)\n")
RUN = ("with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(train)\n"
       "    print(sess.run(w))\n")


@pytest.mark.parametrize("pairs", [
    pytest.param("opt.compute_gradients(loss)", id="plain"),
    pytest.param("opt.compute_gradients(loss, var_list=tf.trainable_variables())", id="a collection read as var_list"),
])
def test_compute_gradients_inside_a_comprehension_is_hoisted_into_its_own_statement(native, pairs):
    """Left on the Keras optimizer (no ``compute_gradients``), the converted script crashed."""
    code, diags = native(HEAD + f"train = opt.apply_gradients([(tf.clip_by_value(g, -1.0, 1.0), v) for g, v in {pairs}])\n" + RUN)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert ("    grads_and_vars = list(zip(tape.gradient(loss, [w]), [w]))\n"
            "    opt.apply_gradients([(tf.clip_by_value(g, -1.0, 1.0), v) for g, v in grads_and_vars])\n") in code
    assert "compute_gradients" not in code


@pytest.mark.parametrize("value", [
    pytest.param("opt.apply_gradients([(tf.clip_by_value(g, -1.0, 1.0), v) for g, v in opt.compute_gradients(loss * tf.constant(1.0))])",
                 id="an op made in its arguments"),
    pytest.param("opt.apply_gradients([(g * tf.constant(0.5), v) for g, v in opt.compute_gradients(loss)] if tf.constant(1.0) is not None else [])",
                 id="a call evaluated before it"),
])
def test_compute_gradients_that_cannot_be_hoisted_is_refused_not_left(refused, value):
    diags = refused(HEAD + f"train = {value}\n" + RUN, "optimizers", 5)
    assert any("compute_gradients(...) inside another expression" in d.reason for d in diags)


UPDATE_THEN_READ = ("with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(upd)\n"
                    "    print(sess.run(y))\n")


@pytest.mark.parametrize("graph", [
    pytest.param("m = tf.Variable([0.0, 0.0])\nupd = m[0].assign(3.0)\ny = m + 1.0\n", id="a sliced assign"),
    pytest.param("m = tf.Variable(1.0)\nalias = m\nupd = tf.assign_add(alias, 1.0)\ny = m * 2.0\n", id="through an alias"),
    pytest.param("m = tf.Variable(1.0)\nu = tf.Variable(2.0)\np, q = m, u\nupd = q.assign_sub(0.5)\ny = m * 2.0 + u\n",
                 id="through a name of a tuple assignment"),
    pytest.param("m = tf.Variable(1.0)\nalias = m\nupd = tf.assign_add(m, 1.0)\ny = alias * 2.0\n", id="read through the alias"),
    pytest.param("with tf.variable_scope('s'):\n    m = tf.get_variable('a', [], initializer=tf.constant_initializer(10.0))\n"
                 "with tf.variable_scope('s', reuse=True):\n    a2 = tf.get_variable('a')\nupd = tf.assign(a2, 20.0)\ny = m + 1.0\n",
                 id="through a reuse lookup"),
])
def test_a_read_of_a_variable_changed_under_another_spelling_runs_per_call(native, graph):
    """The read was computed once at module level, before the update (TF1 4.0, converted 2.0)."""
    code, diags = native("import tensorflow as tf\n" + graph + UPDATE_THEN_READ)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert code.endswith("run_upd()\nprint(run_y())\n"), code


@pytest.mark.parametrize("update, line, reason", [
    pytest.param("upd = m.scatter_nd_add([[0]], [4.0])", 3, "v.scatter_nd_add(...) changes the variable", id="scatter_nd_add"),
    pytest.param("upd = m.scatter_max(tf.IndexedSlices([7.0], [1]))", 3, "v.scatter_max(...)", id="scatter_max"),
    pytest.param("k = tf.Variable(0)\nupd = k.count_up_to(10)", 4, "v.count_up_to(...)", id="count_up_to"),
    pytest.param("upd = tf.assign(m, tf.zeros([3]), validate_shape=False)", 3, "validate_shape=False", id="validate_shape"),
])
def test_updates_the_converter_does_not_convert_are_refused(refused, update, line, reason):
    """Taken for plain expressions they ran once at module level (a second run did nothing) or
    kept the variable's static shape (``tf.size`` 1 where TF1 said 3)."""
    diags = refused("import tensorflow as tf\nm = tf.Variable([1.0, 2.0])\n" + update + "\ny = m * 1.0\n" + UPDATE_THEN_READ,
                    "assignments", line)
    assert any(reason in d.reason for d in diags)


@pytest.mark.parametrize("graph, run", [
    pytest.param("m = tf.Variable([1.0, 2.0])\ny = tf.reduce_sum(m)\n", "sess.run(tf.scatter_update(m, [1], [10.0]))",
                 id="a scatter_update made in sess.run"),
    pytest.param("m = tf.Variable(1.0)\ny = m * 3.0\n", "sess.run(tf.assign(m, 4.0, use_locking=True))",
                 id="an assign with another keyword made in sess.run"),
    pytest.param("m = tf.Variable(1.0)\nupd = tf.assign(value=5.0, ref=m)\ny = m * 2.0\n", "sess.run(upd)",
                 id="an assign spelled with keywords"),
])
def test_updates_spelled_otherwise_still_make_their_readers_run_per_call(native, graph, run):
    """The read was computed once at module level (TF1 11.0, converted 3.0)."""
    code, diags = native("import tensorflow as tf\n" + graph + "with tf.Session() as sess:\n"
                         "    sess.run(tf.global_variables_initializer())\n    " + run + "\n    print(sess.run(y))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert code.endswith("print(run_y())\n"), code


@pytest.mark.parametrize("method", ["get_slot(w, 'momentum')", "get_slot_names()", "variables()"])
def test_optimizer_methods_that_are_not_converted_are_refused(refused, method):
    """Left on the converted optimizer (``_TF1Momentum`` has no ``get_slot``): AttributeError."""
    diags = refused("import tensorflow as tf\nw = tf.Variable(1.0)\nopt = tf.train.MomentumOptimizer(0.1, 0.9)\n"
                    f"train = opt.minimize(tf.square(w))\nslot = opt.{method}\nwith tf.Session() as sess:\n"
                    "    sess.run(tf.global_variables_initializer())\n    sess.run(train)\n    print(sess.run(slot))\n",
                    "optimizers", 5)
    assert any("only minimize, compute_gradients and apply_gradients" in d.reason for d in diags)


def test_stop_gradients_in_a_sess_run_function_stop_a_tensor_computed_from_a_variable(native):
    """With an optimizer in the file the gradient is a sess.run function whose slice does not
    define ``w``: ``a`` looked like a leaf and was not stopped (37.0 where TF1 said 1.0)."""
    code, diags = native("import tensorflow as tf\nw = tf.Variable(2.0)\na = w * 3.0\nb = a * a + w\n"
                         "g1 = tf.gradients(b, w, stop_gradients=[a])\ntrain = tf.train.GradientDescentOptimizer(0.1).minimize(b)\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(g1))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "        a = tf.stop_gradient(w * 3.0)\n        b = a * a + w\n    g1 = [tape.gradient(b, w)]\n" in code


def test_a_variable_changed_through_a_list_subscript_is_read_per_call(native):
    code, diags = native("import tensorflow as tf\nv1 = tf.Variable(1.0)\nv2 = tf.Variable(2.0)\nvs = [v1, v2]\n"
                         "upd = vs[0].assign(5.0)\ny = v1 * 2.0\n" + UPDATE_THEN_READ)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert code.endswith("run_upd()\nprint(run_y())\n"), code


@pytest.mark.parametrize("graph", [
    pytest.param("c = tf.constant([1.0, 2.0])\ndef noise():\n    return tf.random_normal([2], seed=1)\n"
                 "def jitter(t):\n    return t + noise()\ny = jitter(c)\n", id="two helpers deep"),
    pytest.param("y = tf.image.random_flip_left_right(tf.reshape(tf.range(4.0), [2, 2, 1]), seed=5)\n",
                 id="a random op outside tf.random*"),
])
def test_draws_made_out_of_sight_are_drawn_at_each_run(native, graph):
    """Taken for constants they were computed once at module level (the same numbers printed
    three times where TF1 drew three times)."""
    code, diags = native("import tensorflow as tf\n" + graph + "with tf.Session() as sess:\n    for i in range(3):\n"
                         "        print(sess.run(y))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert code.endswith("for i in range(3):\n    print(run_y())\n"), code


def test_a_draw_in_a_helper_is_noted_as_other_numbers(native):
    code, diags = native("import tensorflow as tf\nc = tf.constant([1.0, 2.0])\ndef noise():\n    return tf.random_normal([2], seed=1)\n"
                         "y = c + noise()\nwith tf.Session() as sess:\n    print(sess.run(y))\n")
    assert [(d.line, d.severity) for d in diags if "in a function or method it calls" in d.reason] == [(5, "info")]


@pytest.mark.parametrize("draw, refused_here", [
    pytest.param("r = tf.random_normal_initializer(seed=1)([3])\ny = r * 1.0\n", True, id="read by graph code"),
    pytest.param("init = tf.glorot_uniform_initializer(seed=2)\nr = init([3])\ny = r\n", True, id="a named initializer object"),
    pytest.param("r = tf.random_normal_initializer(seed=1)([3])\nw = tf.Variable(r)\ny = w * 1.0\n", False,
                 id="a variable's initial value: drawn once in both eras"),
])
def test_values_drawn_by_an_initializer_object_are_refused_unless_they_start_a_variable(native, draw, refused_here):
    """TF1 drew new values at each run; the converted statement was computed once."""
    code, diags = native("import tensorflow as tf\n" + draw + "with tf.Session() as sess:\n"
                         "    sess.run(tf.global_variables_initializer())\n    print(sess.run(y))\n    print(sess.run(y))\n")
    hits = [d for d in diags if d.rule == "initializers" and d.severity == "warning"]
    assert bool(hits) == refused_here, [str(d) for d in diags]
    if not refused_here:
        assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]


def test_a_variables_initial_value_read_by_graph_code_is_refused(refused):
    """A TF2 variable has no initial value tensor (eager: RuntimeError; traced: None)."""
    diags = refused("import tensorflow as tf\nv = tf.Variable([1.0, 2.0])\niv2 = v.initial_value * 2.0\n"
                    "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(iv2))\n",
                    "variables", 3)
    assert any("v.initial_value" in d.reason for d in diags)


def test_an_assert_never_fetched_never_runs(native):
    """Computed once at module level it raised where TF1 never checked (InvalidArgumentError)."""
    code, diags = native("import tensorflow as tf\nc = tf.Variable([-1.0, 2.0])\nchk = tf.Assert(tf.reduce_all(c > 0.0), [c])\n"
                         "y = c * 2.0\nwith tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(y))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "Assert" not in code


def test_an_assert_under_control_dependencies_runs_with_its_dependent(native):
    code, diags = native("import tensorflow as tf\nc = tf.Variable([-1.0, 2.0])\nchk = tf.Assert(tf.reduce_all(c > -5.0), [c])\n"
                         "with tf.control_dependencies([chk]):\n    y = c * 2.0\nwith tf.Session() as sess:\n"
                         "    sess.run(tf.global_variables_initializer())\n    print(sess.run(y))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    body = code[code.index("def y_step"):code.index("return y")]
    assert "    chk = tf.Assert(tf.reduce_all(c > -5.0), [c])\n    y = c * 2.0\n" in body, code  # (tf.function runs it first)


def test_a_tensor_array_is_made_in_the_function_that_fills_it(native):
    """Made once at module level, the tf.function writing it captured it: NotImplementedError."""
    code, diags = native("import tensorflow as tf\nn = tf.placeholder(tf.int32, [])\nta = tf.TensorArray(tf.float32, size=0, dynamic_size=True)\n"
                         "_, out = tf.while_loop(lambda i, t: i < n, lambda i, t: (i + 1, t.write(i, tf.cast(i, tf.float32))), (0, ta))\n"
                         "s = out.stack()\nwith tf.Session() as sess:\n    print(sess.run(s, {n: 3}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "def s_step(n):\n    ta = tf.TensorArray(" in code


def test_queues_are_refused(refused):
    """enqueue/dequeue/size ran once at module level (size 2 where TF1 said 0, then a crash)."""
    diags = refused("import tensorflow as tf\nq = tf.FIFOQueue(5, tf.float32)\nenq = q.enqueue_many([[1.0, 2.0, 3.0]])\n"
                    "deq = q.dequeue()\nwith tf.Session() as sess:\n    sess.run(enq)\n    print(sess.run(deq))\n", "assignments", 2)
    assert any("queues" in d.reason for d in diags)


# red-team hunt 4 (session 25, graph-building classes)
KWARGS = ("import numpy as np\nimport tensorflow as tf\nnp.random.seed(0)\n\n\nclass Net(object):\n    def __init__(self, a, b):\n"
          "        self.x = tf.placeholder(tf.float32, [None])\n        self.y = tf.placeholder(tf.float32, [None])\n"
          "        self.d = (self.x - self.y) * a - b\n\n    def diff(self, sess, x, y):\n"
          "        d = sess.run(self.d, {self.x: x, self.y: y})\n        return d\n\n\nCALL\nwith tf.Session() as sess:\n    SITE\n")


@pytest.mark.parametrize("call, site, drawn", [
    pytest.param("net = Net(2.0, 1.0)", "print(net.diff(sess, y=np.random.randn(2), x=np.random.randn(2)))",
                 "y_1 = np.random.randn(2)\nx_1 = np.random.randn(2)\n", id="a method's keywords"),
    pytest.param("net = Net(b=float(np.random.rand()), a=float(np.random.rand()))", "print(net.diff(sess, [1.0], [0.0]))",
                 "b_1 = float(np.random.rand())\na_1 = float(np.random.rand())\n", id="a constructor's keywords"),
])
def test_keyword_arguments_of_an_inlined_call_are_evaluated_in_call_order(native, call, site, drawn):
    """Bound in parameter order, two numpy draws were swapped (TF1 -0.785, converted 0.785)."""
    code, diags = native(KWARGS.replace("CALL", call).replace("SITE", site))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert drawn in code, code
