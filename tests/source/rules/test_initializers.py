"""Rule initializers: variable initializers and the runs of them are removed."""
import pytest

CASES = [
    pytest.param(
        """
        import tensorflow as tf
        v = tf.Variable(1.0, name="v")
        init = tf.global_variables_initializer()
        with tf.Session() as sess:
            sess.run(init)
            print(sess.run(v))
        """,
        """
        import tensorflow as tf
        v = tf.Variable(1.0, name="v")
        print(v.numpy())
        """,
        id="init statement and sess.run(init) dropped",
    ),
    pytest.param(
        """
        import tensorflow as tf
        v = tf.Variable(1.0, name="v")
        tf.variables_initializer([v], name="init_v")
        init_op = tf.get_default_graph().get_operation_by_name("init_v")
        with tf.Session() as sess:
            sess.run(init_op)
            print(sess.run(v))
        """,
        """
        import tensorflow as tf
        v = tf.Variable(1.0, name="v")
        print(v.numpy())
        """,
        id="named initializer looked up by name",
    ),
    pytest.param(
        """
        import tensorflow as tf
        v = tf.Variable(1.0, name="v")
        w = tf.Variable(2.0, name="w")
        with tf.Session() as sess:
            sess.run(v.initializer)
            sess.run([w.initializer])
            print(sess.run(v + w))
        """,
        """
        import tensorflow as tf
        v = tf.Variable(1.0, name="v")
        w = tf.Variable(2.0, name="w")
        print((v + w).numpy())
        """,
        id="one variable's initializer run before anything else: dropped",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


REFUSED = [
    pytest.param(
        "import tensorflow as tf\nv = tf.Variable(tf.random_normal([2]))\nu = tf.assign_add(v, [1.0, 1.0])\ninit = tf.global_variables_initializer()\n"
        "with tf.Session() as sess:\n    sess.run(init)\n    sess.run(u)\n    sess.run(init)\n    print(sess.run(v))\n",
        8,
        id="caveat 1: a random initial value run again (TF1 draws anew from its op's stream)",
    ),
    pytest.param(
        "import tensorflow as tf\nv = tf.Variable(1.0)\nloss = v * v\ntrain = tf.train.AdamOptimizer(0.1).minimize(loss)\n"
        "init = tf.global_variables_initializer()\nwith tf.Session() as sess:\n    sess.run(init)\n    sess.run(train)\n"
        "    sess.run(init)\n    print(sess.run(v))\n",
        9,
        id="caveat 1: re-initializing with an optimizer keeping slots",
    ),
    pytest.param(
        "import tensorflow as tf\nv = tf.Variable(1.0)\nu = tf.assign_add(v, 1.0)\ninit = tf.global_variables_initializer()\n"
        "with tf.Session() as sess:\n    sess.run(init)\n    sess.run(u)\n    sess.run([init, u])\n    print(sess.run(v))\n",
        8,
        id="caveat 1: run again with other fetches",
    ),
    pytest.param(
        "import tensorflow as tf\nv = tf.Variable(tf.random_normal([2]))\nu = tf.assign_add(v, [1.0, 1.0])\n"
        "with tf.Session() as sess:\n    sess.run(v.initializer)\n    sess.run(u)\n    sess.run(v.initializer)\n    print(sess.run(v))\n",
        7,
        id="caveat 1: one variable's random initializer run again after an update",
    ),
]


@pytest.mark.parametrize("src, line", REFUSED)
def test_refused(refused, src, line):
    refused(src, "initializers", line)


def test_caveat_1_an_initializer_run_again_resets_literal_initial_values(native):
    # the TF1 Get Started tutorial: ``sess.run(init)  # reset values to incorrect defaults.``
    code, diags = native(
        "import tensorflow as tf\nv = tf.Variable([0.3], dtype=tf.float32)\nw = tf.Variable(tf.zeros([2]))\n"
        "u = tf.assign_add(v, [1.0])\ninit = tf.global_variables_initializer()\nlate = tf.Variable(5.0)\n"
        "with tf.Session() as sess:\n    sess.run(init)\n    sess.run(late.initializer)\n    sess.run(u)\n"
        "    sess.run(init)\n    print(sess.run([v, w, late]))\n")
    assert [str(d) for d in diags if d.severity == "warning"] == []
    # (``late`` was made after ``init``: TF1's initializer does not cover it)
    assert 'def init_again():\n    """TF1\'s initializer run again: the variables back to their initial values."""\n' \
           "    v.assign([0.3])\n    w.assign(tf.zeros([2]))\n\n" in code
    assert "\nrun_u()\ninit_again()\nprint(" in code


def test_caveat_1_an_initializer_in_a_loop_resets_each_time(native):
    code, diags = native(
        "import tensorflow as tf\nv = tf.Variable(1.0)\nu = tf.assign_add(v, 1.0)\nwith tf.Session() as sess:\n    for i in range(2):\n"
        "        sess.run(tf.global_variables_initializer())\n        print(sess.run(u))\n")
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "for i in range(2):\n    initialize_again()\n    print(run_u())\n" in code


SECOND_MODEL = """import tensorflow as tf
w1 = tf.Variable(tf.zeros([2]))
u = tf.assign_add(w1, [1.0, 2.0])
sess = tf.Session()
sess.run(tf.global_variables_initializer())
sess.run(u)
w2 = tf.Variable(tf.ones([2]))
sess.run(tf.variables_initializer(INITIALIZED))
w3 = tf.Variable(tf.ones([2]) * 3.0)
sess.run(tf.variables_initializer([w3]))
print(sess.run(w1 + w2 + w3))
"""


@pytest.mark.parametrize("initialized", [
    pytest.param("tf.global_variables()[-1:]", id="the last variable made so far"),
    pytest.param("[w2]", id="a list of names"),
])
def test_an_initializer_of_variables_no_run_has_read_yet_is_dropped(native, initialized):
    # a second model initialized after the first trained (the blind Morvan + Jacobian script):
    # its variables still hold the values they were made with
    code, diags = native(SECOND_MODEL.replace("INITIALIZED", initialized))
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "variables_initializer" not in code and "_again" not in code
    assert "\nrun_u()\nprint((w1 + w2 + w3).numpy())\n" in code


def test_a_collection_slice_is_the_collection_as_it_was_at_the_run(native):
    # ``[-2:]`` at that run is [w1, w2] (w3 is written after it, though moved before the
    # session by the converter): w1, changed by ``u``, is reset; w3 is not in it
    code, diags = native(SECOND_MODEL.replace("INITIALIZED", "tf.global_variables()[-2:]"))
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "    w1.assign(tf.zeros([2]))\n    w2.assign(tf.ones([2]))\n\n" in code
    assert "w3.assign" not in code


RANDOM_INIT = """import numpy as np
import tensorflow as tf
X = tf.placeholder("float", [None, 4])
W_init = tf.random_uniform(shape=[4, 2], minval=-0.5, maxval=0.5)
W = tf.Variable(W_init, name='W')
cost = tf.reduce_sum(tf.matmul(X, W))
train_op = tf.train.GradientDescentOptimizer(0.02).minimize(cost)
with tf.Session() as sess:
    tf.global_variables_initializer().run()
    sess.run(train_op, feed_dict={X: np.ones((2, 4))})
    print(sess.run(cost, feed_dict={X: np.ones((2, 4))}))
"""


def test_a_random_tensor_read_only_as_an_initial_value_is_drawn_once_where_the_variable_is_made(native):
    # nlintz's autoencoder (blind f04: EQUIVALENT): TF1 drew it once, when the initializer ran
    code, diags = native(RANDOM_INIT)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "W_init = tf.random.uniform(shape=[4, 2], minval=-0.5, maxval=0.5)\nW = tf.Variable(W_init, name='W')\n" in code


@pytest.mark.parametrize("extra", [
    pytest.param("    print(sess.run(W_init))\n", id="also fetched: a new draw per run in TF1"),
    pytest.param("    print(sess.run(W_init + 1.0))\n", id="read by other graph code"),
])
def test_a_random_tensor_read_otherwise_stays_per_run(native, extra):
    code, diags = native(RANDOM_INIT + extra)
    assert any(d.severity == "warning" and "initial value depends on fed or changing values" in d.reason for d in diags), \
        [str(d) for d in diags]


INIT_FUNCTION = """import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable({initial})
loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - 3.0))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
sess = tf.Session()


def init_variables():
    sess.run(tf.global_variables_initializer())


init_variables()
for i in range(5):
    sess.run(train, feed_dict={{x: np.ones((4, 2))}})
{again}print(sess.run(loss, feed_dict={{x: np.ones((4, 2))}}))
"""


def test_an_initializer_in_a_function_called_again_resets(native, refused):
    """Hvass-Labs 04's ``init_variables()``, called before training and again to reset before a
    restore: its body was dropped as the first run's initializer (blind pass 18: the converted
    reset kept the trained values; TF1 printed the untrained loss)."""
    code, diags = native(INIT_FUNCTION.format(initial="tf.ones([2, 1])", again="init_variables()\n"))
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "def init_variables():\n    initialize_again()\n" in code
    refused(INIT_FUNCTION.format(initial="tf.random_normal([2, 1])", again="init_variables()\n"), "initializers", 11)
    code, diags = native(INIT_FUNCTION.format(initial="tf.random_normal([2, 1])", again=""))
    assert [str(d) for d in diags if d.severity == "warning"] == []  # called once, first: dropped as before
    assert "initialize_again" not in code
