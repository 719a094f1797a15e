"""A red-team hunt for wrong native conversions (session 24): each snippet was converted
natively and printed other values than TF1 (or crashed). Strings in, strings out (no TensorFlow
import); the numbers of the converted ones: the legacy fixture ``loop_layers_and_loads``."""
import pytest

RUN = ("with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
       "    print(sess.run(y, {x: np.ones(3, np.float32)}))\n")
HEAD = "import numpy as np\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [None])\n"


def test_a_variable_loop_reading_the_previous_trip_unrolls_in_order(native):
    """``h = h * w`` in a loop making ``w``: unrolled as ``h_1 = h_1 * w_1`` (NameError)."""
    code, diags = native(HEAD + "outs = []\nh = x\nfor i in range(2):\n    w = tf.Variable(2.0)\n    h = h * w\n"
                         "    outs.append(h)\ny = tf.add_n(outs)\n" + RUN)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "    h_1 = h * w_1\n    h_2 = h_1 * w_2\n" in code, code


@pytest.mark.parametrize("change, line", [
    pytest.param("alias = shift\nalias += 5.0\n", 7, id="in place through an alias"),
    pytest.param("def perturb(a):\n    a *= 10.0\n\n\nperturb(shift)\n", 10, id="in place through a function"),
    pytest.param("def perturb(a):\n    a[0] = 10.0\n\n\nalias = shift\nperturb(alias)\n", 11, id="a store, through an alias and a function"),
])
def test_an_array_graph_code_read_changed_in_place_later_is_refused(refused, change, line):
    """TF1 captured the array's values when it built ``y``; the converted function reads the
    array at each call (printed 7 where TF1 printed 2)."""
    diags = refused(HEAD + "shift = np.array([1.0, 2.0, 3.0], np.float32)\ny = x + shift\n" + change + RUN, "sessions", line)
    assert any("changed in place" in d.reason for d in diags)


@pytest.mark.parametrize("body, effect", [
    pytest.param("    n[0] += 1\n    return t * 2.0\n", "it changes n", id="a counter"),
    pytest.param("    print('building')\n    return t * 2.0\n", "it prints", id="a print"),
    pytest.param("    built.append(t)\n    return t * 2.0\n", "it changes built", id="an append to a module list"),
    pytest.param("    return g(t)\n\n\ndef g(t):\n    n[0] += 1\n    return t * 2.0\n", "it changes n", id="through another function"),
])
def test_a_graph_helper_with_side_effects_is_refused(native, body, effect):
    """TF1 ran the helper once, while building; inside a sess.run function it runs at each trace
    (the counter printed 0 where TF1 printed 1)."""
    code, diags = native(HEAD + "n = [0]\nbuilt = []\n\n\ndef f(t):\n" + body + "\n\ny = f(x) + f(x * 3.0)\nprint(n[0])\n" + RUN)
    reasons = [d.reason for d in diags if d.severity == "warning"]
    assert reasons and f"f(...) has a side effect ({effect})" in reasons[0], reasons


def test_a_pure_graph_helper_stays_native(native):
    code, diags = native(HEAD + "def f(t, k):\n    acc = []\n    acc.append(t * k)\n    acc[0] += 1.0\n    return tf.add_n(acc)\n\n\n"
                         "y = f(x, 2.0) + f(x, 3.0)\n" + RUN)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]


def test_random_state_draws_in_a_graph_loop_are_refused(refused):
    """``rng.standard_normal(2)`` in a loop outlined into a function (``rng`` a parameter):
    each sess.run function drew again (``np.random`` there was already refused)."""
    refused(HEAD.replace("[None]", "[2]") + "rng = np.random.RandomState(3)\ny = x\nfor _ in range(2):\n"
            "    y = y + tf.constant(rng.standard_normal(2).astype(np.float32))\nz = y * 2.0\n"
            "with tf.Session() as sess:\n    print(sess.run(y, {x: [1.0, 1.0]}))\n    print(sess.run(z, {x: [1.0, 1.0]}))\n", "sessions")


def test_a_fetch_without_feeds_after_a_load_is_computed_after_it(native):
    """``y = w * 2.0`` fetched with no feed was computed once, before ``w.load(5.0, sess)``
    (printed 2 where TF1 printed 10)."""
    code, diags = native("import tensorflow as tf\nw = tf.Variable(1.0)\ny = w * 2.0\nwith tf.Session() as sess:\n"
                         "    sess.run(tf.global_variables_initializer())\n    print(sess.run(y))\n    w.load(5.0, sess)\n"
                         "    print(sess.run(y))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "print(run_y())\nw.assign(5.0)\nprint(run_y())\n" in code, code


def test_a_slice_of_a_list_of_tensors_is_fetched_as_a_list(native):
    """``sess.run(outs[1:])``: the function returned a list and its caller called ``.numpy()``
    on it (AttributeError)."""
    code, diags = native(HEAD + "outs = [x * 2.0, x * 3.0, x * 4.0]\ny = outs[1:]\n" + RUN.replace("sess.run(y,", "sess.run(outs[1:],"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "fetched.numpy()" not in code and "tf.nest.map_structure(lambda t: t.numpy(), fetched)" in code, code


# -- the second hunt (85 scripts, 62 native: 9 crashed, 9 printed other values) -----------------

def test_a_no_op_is_an_op(native):
    """``tf.no_op()`` fetched (``[noop, v]`` printed ``[None, ...]`` in TF1; the converted code
    called ``.numpy()`` on None), and under ``control_dependencies`` (the update's idiom: the
    step function returned an Operation, a TypeError)."""
    code, diags = native("import tensorflow as tf\nv = tf.Variable(1.0)\nup = tf.assign_add(v, 1.0)\n"
                         "with tf.control_dependencies([up]):\n    step = tf.no_op()\nnoop = tf.no_op()\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(step)\n"
                         "    print(sess.run([noop, v]))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "return step" not in code and "noop.numpy" not in code, code
    assert "    up = v.assign_add(1.0)\n" in code


def test_an_assign_without_read_value_is_an_op(native):
    code, diags = native("import tensorflow as tf\nv = tf.Variable(1.0)\na = v.assign(3.0, read_value=False)\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(a))\n"
                         "    print(sess.run(v))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "return a\n" not in code and "a.numpy()" not in code, code


def test_a_global_rebound_by_a_function_after_graph_code_read_it_is_refused(refused):
    """``set_alpha(10.0)`` (``global alpha; alpha = v``) after ``loss`` read ``alpha``: TF1 kept
    0.5 in the graph; the converted function read 10.0 (5.5 vs 15)."""
    refused(HEAD + "alpha = 0.5\ny = x * alpha\n\n\ndef set_alpha(v):\n    global alpha\n    alpha = v\n\n\n"
            "set_alpha(10.0)\n" + RUN, "sessions", 13)


def test_placeholders_with_defaults_made_first_come_last_in_the_run_function(native):
    """``keep = tf.placeholder_with_default(1.0, [])`` before ``x``: ``def run_y(keep=None, x)``
    was a SyntaxError (the whole file fell back to compat mode as a converter bug)."""
    code, diags = native("import tensorflow as tf\nkeep = tf.placeholder_with_default(1.0, [])\n"
                         "x = tf.placeholder(tf.float32, [2])\ny = x * keep\nwith tf.Session() as sess:\n"
                         "    print(sess.run(y, {x: [1.0, 2.0]}))\n    print(sess.run(y, {x: [1.0, 2.0], keep: 0.5}))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "def run_y(x, keep=None):" in code


def test_a_tuple_assignment_of_graph_values_is_one_statement_per_name(native):
    """``a, inc = v * 1.0, tf.assign_add(v, 1.0)``: each function needing ``a`` ran the update
    too (printed 2 where TF1 printed 1); also through an inlined ``return c, tf.assign_add(c, 1.0)``."""
    code, diags = native("import tensorflow as tf\nv = tf.Variable(1.0)\na, inc = v * 1.0, tf.assign_add(v, 1.0)\n"
                         "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
                         "    print(sess.run(a))\n    print(sess.run(a))\n    sess.run(inc)\n    print(sess.run(a))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    a_step = code.split("def a_step")[1].split("def run_a")[0]
    assert "assign_add" not in a_step, code


def test_a_swap_stays_one_statement(native):
    code, _ = native("import tensorflow as tf\na = tf.constant(1.0)\nb = tf.constant(2.0)\na, b = b, a * 2.0\n"
                     "with tf.Session() as sess:\n    print(sess.run([a, b]))\n")
    assert "a, b = b, a * 2.0" in code


@pytest.mark.parametrize("change, line", [
    pytest.param("class Sched:\n    def __init__(self):\n        self.alpha = 0.5\n\n    def decay(self):\n        self.alpha *= 20.0\n\n\n"
                 "sch = Sched()\ny = x * sch.alpha\nsch.decay()\n", 14, id="a method storing into self"),
    pytest.param("alpha = 0.5\ny = x * alpha\nprint([(alpha := a) for a in [3.0]])\n", 6, id="a walrus in a comprehension"),
])
def test_other_rebindings_after_graph_code_read_the_value_are_refused(refused, change, line):
    """TF1 built ``y`` with 0.5; the converted function read the new value (15 / 8 vs 5.5)."""
    refused(HEAD + change + RUN, "sessions", line)


def test_an_update_in_a_container_with_other_values_is_refused(refused):
    """``d = {'inc': tf.assign_add(v, 1.0), 'val': v * 2.0}``: each function reading ``d['val']``
    ran the update too (printed 4 where TF1 printed 2)."""
    refused("import tensorflow as tf\nv = tf.Variable(1.0)\nd = {'inc': tf.assign_add(v, 1.0), 'val': v * 2.0}\n"
            "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(d['val']))\n"
            "    print(sess.run(d['inc']))\n", "graph", 3)


def test_a_list_of_updates_only_still_converts(native):
    code, diags = native("import tensorflow as tf\na = tf.Variable(1.0)\nb = tf.Variable(2.0)\n"
                         "decay = [a.assign(0.5 * a), b.assign(0.5 * b)]\nwith tf.Session() as sess:\n"
                         "    sess.run(tf.global_variables_initializer())\n    print(sess.run(decay))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
