"""Session 27: the red-team hunt on code organised in functions and classes (hunt 7), and the
islands of earlier hunts users expect to convert. Strings in, strings out (no TensorFlow
import); the numbers: the legacy fixtures named in each test."""
import pytest


@pytest.mark.parametrize("fetch, value", [
    pytest.param("tf.trainable_variables()[0]", "W.numpy()", id="the first trainable variable"),
    pytest.param("tf.global_variables()[-1]", "step.numpy()", id="the last variable, by a negative index"),
])
def test_one_entry_of_a_variable_collection_fetched(native, fetch, value):
    """Hunt 6's t73: ``sess.run(tf.trainable_variables()[0])`` was refused ("a fetch that is not
    a graph tensor"); the whole collection converted already."""
    code, diags = native("import tensorflow as tf\nW = tf.Variable(tf.ones([2, 2]), name='W')\nb = tf.Variable(tf.zeros([2]))\n"
                         "step = tf.Variable(0, trainable=False)\nwith tf.Session() as sess:\n"
                         f"    sess.run(tf.global_variables_initializer())\n    print(sess.run({fetch}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f"print({value})" in code, code


def test_a_tuple_of_helper_calls_is_one_statement_per_name(native):
    """Hunt 6's t79 (a WGAN): ``D_real, D_fake = D(X), D(G_sample)`` planned as one statement made
    the generator's step need the fed ``X`` (refused); split, it needs only ``Z``."""
    code, diags = native(
        "import tensorflow as tf\nX = tf.placeholder(tf.float32, [None, 2])\nZ = tf.placeholder(tf.float32, [None, 2])\n"
        "W = tf.Variable(tf.ones([2, 1]))\nG = tf.Variable(tf.ones([2, 2]))\ndef D(x):\n    return tf.matmul(x, W)\n"
        "fake = tf.matmul(Z, G)\nD_real, D_fake = D(X), D(fake)\nG_loss = -tf.reduce_mean(D_fake)\n"
        "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(G_loss, {Z: [[1.0, 2.0]]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "def G_loss_step(Z):" in code and "D_real" not in code[code.index("def G_loss_step"):], code


def test_a_plain_session_then_a_with_session_of_the_same_name(native):
    """Hunt 6's t53 (the TF tutorials' hello world then basic operations): ``sess = tf.Session()``
    and later ``with tf.Session() as sess:`` was "the session used other than by sess.run"."""
    code, diags = native("import tensorflow as tf\nhello = tf.constant('Hello')\nsess = tf.Session()\nprint(sess.run(hello))\n"
                         "a = tf.constant(2)\nwith tf.Session() as sess:\n    print(sess.run(a * 3))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "print(hello.numpy())\n" in code and "print((a * 3).numpy())\n" in code, code


HEAD = "import collections\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [3])\n"
RUN = "with tf.Session() as sess:\n    print(sess.run(r, {x: [1.0, 2.0, 6.0]}))\n"


@pytest.mark.parametrize("graph, returned", [
    pytest.param("def stats(t):\n    m = tf.reduce_mean(t)\n    s = tf.reduce_max(t)\n    return m, s\nr = stats(x)\n",
                 "tf.nest.map_structure(lambda t: t.numpy(), (m, s))", id="a builder's tuple of names (F6)"),
    pytest.param("def stats(t):\n    return tf.reduce_mean(t), tf.reduce_max(t)\nr = stats(x)\nr2 = stats(x * 2.0)\n",
                 "tf.nest.map_structure(lambda t: t.numpy(), r)", id="a helper called twice returning a tuple"),
    pytest.param("def stats(t):\n    return {'m': tf.reduce_mean(t)}\nr = stats(x)\nr2 = stats(x * 2.0)\n",
                 "tf.nest.map_structure(lambda t: t.numpy(), r)", id="a helper called twice returning a dict"),
    pytest.param("Pair = collections.namedtuple('Pair', ['a', 'b'])\nr = Pair(a=x * 2.0, b=x + 1.0)\n",
                 "tf.nest.map_structure(lambda t: t.numpy(), r)", id="a namedtuple"),
    pytest.param("def moments(t, n):\n    out = []\n    for k in range(1, n + 1):\n        out.append(tf.reduce_mean(t ** k))\n"
                 "    return out\nr = moments(x, 3)\n", "tf.nest.map_structure(lambda t: t.numpy(), r)",
                 id="a list a builder fills by append"),
])
def test_fetched_structures_returned_by_functions_keep_their_structure(native, graph, returned):
    """Hunt 7 F4/F6: ``.numpy()`` of a tuple, dict, namedtuple or list (AttributeError), or
    ``map_structure(f, m, s)`` with the tuple spread into two arguments (TypeError)."""
    code, diags = native(HEAD + graph + RUN)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert f"return {returned}\n" in code, code


def test_a_placeholder_with_default_computed_per_run_is_refused(refused):
    """Hunt 7 F3: the default was converted in the run function, where ``y`` (computed in the
    step) does not exist (NameError)."""
    refused("import tensorflow as tf\nx = tf.placeholder(tf.float32, [3])\ny = x * x\n"
            "u = tf.placeholder_with_default(tf.zeros_like(y), [3])\nz = y + u\n"
            "with tf.Session() as sess:\n    print(sess.run(z, {x: [1.0, 2.0, 3.0]}))\n", "placeholders", 4)


@pytest.mark.parametrize("use, line", [
    pytest.param("for v in tf.trainable_variables():\n    print(v.op.name)\n", 4, id="a module-level loop"),
    pytest.param("print([v.op.name for v in tf.trainable_variables()])\n", 3, id="a comprehension"),
])
def test_op_of_a_loop_name_over_variables_is_refused(refused, use, line):
    """Hunt 7 F5: TF1 printed the variables' op names; the converted loop read ``.op`` of eager
    variables (AttributeError)."""
    refused("import tensorflow as tf\nw = tf.Variable([1.0, 2.0], name='weights')\n" + use
            + "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(w))\n",
            "tensor_by_name", line)


def test_minimize_in_a_function_left_in_place_is_refused(refused):
    """Hunt 7 F7: the helper, called twice, stays a function; its optimizer became a Keras one
    (no ``minimize``: AttributeError)."""
    refused("import tensorflow as tf\na = tf.Variable([1.0, 2.0])\nb = tf.Variable(3.0)\n"
            "def make_train(opt, loss):\n    return opt.minimize(loss)\nopt = tf.train.GradientDescentOptimizer(0.1)\n"
            "train_a = make_train(opt, tf.reduce_sum(tf.square(a)))\ntrain_b = make_train(opt, tf.square(b))\n"
            "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(train_a)\n"
            "    sess.run(train_b)\n    print(sess.run([a, b]))\n", "optimizers", 5)


@pytest.mark.parametrize("call, use", [
    pytest.param("h, s = forward(x)", "out = h * s", id="a tuple target naming the builder's local"),
    pytest.param("h = forward(x)[1]", "out = h * 2.0", id="(control: a subscript)"),
])
def test_a_builders_local_named_like_the_callers_target(native, call, use):
    """Hunt 7 F2, the by-parts pattern ``h, loss = forward(x)`` then ``tf.gradients(loss, h)``:
    the inlined copy renamed the local ``h`` and the caller's target with it (``h_1, s = h_1,
    ...``): the caller's ``h`` was never bound (NameError)."""
    code, diags = native("import tensorflow as tf\ndef forward(x):\n    h = tf.sigmoid(x)\n    return h, tf.reduce_sum(h)\n"
                         f"x = tf.placeholder(tf.float32, [2])\n{call}\n{use}\n"
                         "with tf.Session() as sess:\n    print(sess.run(out, {x: [0.0, 1.0]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    step = code[code.index("def out_step"):code.index("def run_out")]
    bound = {t for line in step.splitlines() if " = " in line for t in line.split(" = ")[0].strip().split(", ")}
    assert "h" in bound or "h" not in use, step


@pytest.mark.parametrize("helper, call", [
    pytest.param("def scaled(t):\n    return t * k\n", "scaled(x)", id="a helper function"),
    pytest.param("scaled = lambda t: t * k\n", "scaled(x)", id="a lambda"),
    pytest.param("def inner(t):\n    return t * k\ndef scaled(t):\n    return inner(t) + 1.0\n", "scaled(x)", id="two calls deep"),
])
def test_a_global_a_helper_reads_rebound_after_the_graph_is_built_is_refused(refused, helper, call):
    """Hunt 7 F1: the helper runs inside the step function at trace time and read the new value
    (5x where TF1, which read ``k`` while building, said 2x)."""
    refused(f"import tensorflow as tf\nk = 2.0\n{helper}x = tf.placeholder(tf.float32, [2])\ny = {call}\nk = 5.0\n"
            "with tf.Session() as sess:\n    print(sess.run(y, {x: [1.0, 2.0]}))\n", "sessions")


@pytest.mark.parametrize("graph", [
    pytest.param("h = tf.tanh(tf.matmul(x, w1) + b1)\nout, params = h, [w1, b1]\n", id="the caller's own tuple"),
    pytest.param("def mlp(x):\n    h = tf.tanh(tf.matmul(x, w1) + b1)\n    return h, [w1, b1]\nout, params = mlp(x)\n",
                 id="a builder's returned tuple, inlined"),
])
def test_a_list_of_variables_bound_in_a_tuple_assignment_is_the_gradient_sources(native, graph):
    """Found re-converting hunt 7 (s03): planned as one statement, ``params`` was no list of
    variables to the gradient planner: the loss was computed outside the tape (None gradients,
    a crash on ``.numpy()``)."""
    code, diags = native("import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 2])\nw1 = tf.Variable(tf.ones([2, 2]))\n"
                         f"b1 = tf.Variable(tf.zeros([2]))\n{graph}loss = tf.reduce_sum(out ** 2)\ngrads = tf.gradients(loss, params)\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(grads, {x: [[1.0, 2.0]]}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    step = code[code.index("def grads_step"):code.index("def run_grads")]
    assert "tape.watch" not in step and step.index("loss = ") < step.index("grads = tape.gradient(loss, params)"), step
    assert "    with tf.GradientTape() as tape:\n" in step and "        loss = " in step, step


def test_one_update_of_a_list_of_updates_fetched_is_refused(refused):
    """Hunt 8 (f02b): ``sess.run(assigns[0])`` of ``assigns = [W.assign(x), b.assign(x)]``: the
    converted function computed the list, running both updates (``b`` changed too)."""
    refused("import tensorflow as tf\nW = tf.Variable(tf.zeros([2]))\nb = tf.Variable(tf.zeros([2]))\n"
            "x = tf.placeholder(tf.float32, [2])\nassigns = [W.assign(x), b.assign(x)]\nwith tf.Session() as sess:\n"
            "    sess.run(tf.global_variables_initializer())\n    sess.run(assigns[0], feed_dict={x: [1.0, 1.0]})\n"
            "    print(sess.run([W, b]))\n", "sessions", 8)
