"""Rule sessions: Session blocks and sess.run sites -> eager values / site functions."""
import pytest

CASES = [
    pytest.param(
        """
        import tensorflow as tf
        a = tf.constant([1.0, 2.0])
        b = a * 2.0
        with tf.Session() as sess:
            out = sess.run({"a": a, "pair": (a, [b])})
            print(out)
        """,
        """
        import tensorflow as tf
        a = tf.constant([1.0, 2.0])
        b = a * 2.0
        out = tf.nest.map_structure(lambda t: t.numpy(), {"a": a, "pair": (a, [b])})
        print(out)
        """,
        id="nested dict/tuple/list fetch keeps its structure",
    ),
    pytest.param(
        """
        import tensorflow as tf
        c = tf.Variable(1.0, name="c")
        inc = tf.assign_add(c, 2.0)
        sess = tf.Session()
        sess.run(tf.global_variables_initializer())
        sess.run(inc)
        print(sess.run(c))
        sess.close()
        """,
        """
        import tensorflow as tf
        c = tf.Variable(1.0, name="c")


        @tf.function
        def inc_step():
            inc = c.assign_add(2.0)
            return inc


        def run_inc():
            inc = inc_step()
            return inc.numpy()


        run_inc()
        print(c.numpy())
        """,
        id="sess = tf.Session() without with; state changes only where run",
    ),
    pytest.param(
        """
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [2])
        w = tf.Variable(2.0, name="w")
        y = x * w
        train = tf.train.GradientDescentOptimizer(0.5).minimize(tf.reduce_sum(y))
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            for step in range(2):
                _, value = sess.run([train, y], feed_dict={x: [1.0, 2.0]})
            print(value)
        """,
        """
        import tensorflow as tf
        w = tf.Variable(2.0, name="w")
        optimizer = tf.keras.optimizers.SGD(learning_rate=0.5)


        @tf.function(input_signature=[tf.TensorSpec([2], tf.float32)])
        def train_y_step(x):
            with tf.GradientTape() as tape:
                y = x * w
                optimizer.apply_gradients(zip(tape.gradient(tf.reduce_sum(y), [w]), [w]))
            return y


        def run_train_y(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            y = train_y_step(x)
            return [None, y.numpy()]


        for step in range(2):
            _, value = run_train_y(x=[1.0, 2.0])
        print(value)
        """,
        id="train op and fetch in a loop: op -> None, one function per site",
    ),
    pytest.param(
        """
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None, 2])
        w = tf.Variable(tf.zeros([2, 1]), name="w")
        loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - 1.0))
        train_step = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
        sess = tf.InteractiveSession()
        tf.global_variables_initializer().run()
        for i in range(3):
            train_step.run(feed_dict={x: [[1.0, 2.0]]})
        print(loss.eval(feed_dict={x: [[1.0, 2.0]]}))
        """,
        """
        import tensorflow as tf
        w = tf.Variable(tf.zeros([2, 1]), name="w")
        optimizer = tf.keras.optimizers.SGD(learning_rate=0.5)


        @tf.function(input_signature=[tf.TensorSpec([None, 2], tf.float32)])
        def train_step_fn(x):
            with tf.GradientTape() as tape:
                loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - 1.0))
            optimizer.apply_gradients(zip(tape.gradient(loss, [w]), [w]))


        def run_train_step(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            train_step_fn(x)
            return None


        @tf.function(input_signature=[tf.TensorSpec([None, 2], tf.float32)])
        def loss_step(x):
            loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - 1.0))
            return loss


        def run_loss(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            loss = loss_step(x)
            return loss.numpy()


        for i in range(3):
            run_train_step(x=[[1.0, 2.0]])
        print(run_loss(x=[[1.0, 2.0]]))
        """,
        id="InteractiveSession with op.run() and tensor.eval()",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


REFUSED = [
    pytest.param(
        "import tensorflow as tf\nx = tf.constant(1.0)\nwith tf.Session() as sess:\n    fetches = []\n    fetches.append(x)\n    print(sess.run(fetches))\n",
        6,
        id="caveat 2: fetch structure built in the session block",
    ),
    pytest.param(
        "import tensorflow as tf\nx = tf.constant(1.0)\ng = tf.Graph()\nwith tf.Session(graph=g) as sess:\n    print(sess.run(x))\n",
        4,
        id="caveat 1: Session(graph=...)",
    ),
]


@pytest.mark.parametrize("src, line", REFUSED)
def test_refused(refused, src, line):
    refused(src, "sessions", line)


def test_session_passed_to_a_function_that_only_runs_it(expect):
    expect(
        """
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [])
        y = x * 2.0


        def show(label, s, value):
            print(label, s.run(y, feed_dict={x: value}))


        with tf.Session() as sess:
            show("a", sess, 1.0)
            show("b", s=sess, value=2.0)
        """,
        """
        import tensorflow as tf


        @tf.function(input_signature=[tf.TensorSpec([], tf.float32)])
        def y_step(x):
            y = x * 2.0
            return y


        def run_y(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            y = y_step(x)
            return y.numpy()


        def show(label, value):
            print(label, run_y(x=value))


        show("a", 1.0)
        show("b", value=2.0)
        """,
    )


@pytest.mark.parametrize(
    "src, line",
    [
        pytest.param(
            "import tensorflow as tf\nx = tf.constant(1.0)\ndef show(s):\n    print(s.run(x), s.graph)\n"
            "with tf.Session() as sess:\n    show(sess)\n",
            6, id="the session is used for more than run"),
        pytest.param(
            "import tensorflow as tf\nx = tf.constant(1.0)\ndef show(s):\n    print(s.run(x))\n"
            "with tf.Session() as sess:\n    show(other)\n",
            6, id="called with something else than the session"),
    ],
)
def test_session_functions_refused(refused, src, line):
    diags = refused(src, "sessions")
    assert line in [d.line for d in diags], [str(d) for d in diags]


def test_initializer_run_inside_a_session_function_is_inlined(expect):
    """The planner cannot keep a function running the initializer; inlined at its call
    (``native.session_functions``) the run is the module's initializer run."""
    expect(
        """
        import tensorflow as tf
        w = tf.Variable(1.0)
        def init(s):
            s.run(tf.global_variables_initializer())
        with tf.Session() as sess:
            init(sess)
            print(sess.run(w))
        """,
        """
        import tensorflow as tf
        w = tf.Variable(1.0)
        print(w.numpy())
        """,
    )


def test_graph_and_session_under_main_guard(expect):
    expect(
        """
        import tensorflow as tf
        def model(x):
            return tf.nn.relu(x * 2.0)
        if __name__ == "__main__":
            x = tf.placeholder(tf.float32, [None])
            y = model(x)
            with tf.Session() as sess:
                print(sess.run(y, {x: [1.0, -1.0]}))
        """,
        """
        import tensorflow as tf
        def model(x):
            return tf.nn.relu(x * 2.0)
        if __name__ == "__main__":
            @tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])
            def y_step(x):
                y = model(x)
                return y

            def run_y(x):
                x = tf.convert_to_tensor(x, dtype=tf.float32)
                y = y_step(x)
                return y.numpy()

            print(run_y(x=[1.0, -1.0]))
        """,
    )


def test_expression_fetches_are_computed_from_the_graph_names_they_read(expect):
    expect(
        """
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [2])
        z = tf.Variable(5.0)
        y = x * z
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(z * 2))
            print(sess.run(-y, {x: [1.0, 2.0]}), sess.run(y[1] + z, feed_dict={x: [3.0, 4.0]}))
        """,
        """
        import tensorflow as tf
        z = tf.Variable(5.0)


        @tf.function(input_signature=[tf.TensorSpec([2], tf.float32)])
        def y_step(x):
            y = x * z
            return -y


        def run_y(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            fetched = y_step(x)
            return fetched.numpy()


        @tf.function(input_signature=[tf.TensorSpec([2], tf.float32)])
        def y_1_z_step(x):
            y = x * z
            return y[1] + z


        def run_y_1_z(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            fetched_2 = y_1_z_step(x)
            return fetched_2.numpy()


        print((z * 2).numpy())
        print(run_y(x=[1.0, 2.0]), run_y_1_z(x=[3.0, 4.0]))
        """,
    )


def test_an_expression_fetch_of_python_values_only_is_refused(refused):
    refused("import tensorflow as tf\nx = tf.constant(1.0)\nk = 3\nwith tf.Session() as sess:\n    print(sess.run(k * 2))\n", "sessions", 5)


def test_interactive_session_made_before_the_graph(native):
    """``sess = tf.InteractiveSession()`` first (the TF1 tutorials' layout): the graph code
    before the first statement that uses a session is planned as graph code."""
    code, diags = native("""
import tensorflow as tf

sess = tf.InteractiveSession()
x = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable(tf.ones([2, 1]))
y = tf.matmul(x, w)
tf.global_variables_initializer().run()
print(y.eval(feed_dict={x: [[1.0, 2.0]]}))
sess.close()
""")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert code.startswith("import tensorflow as tf\n\nw = tf.Variable(tf.ones([2, 1]))\n")
    assert "print(run_y(x=[[1.0, 2.0]]))" in code and "Session" not in code


def test_graph_built_inside_a_session_block_moves_before_it(native):
    """Top-level assignments that only build ops (no session use, nothing the block bound
    before them) are planned with the graph; their comments stay where they were."""
    code, diags = native("""
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable(tf.ones([2, 1]))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    # evaluate
    y = tf.reduce_sum(tf.matmul(x, w))
    print(y.eval({x: [[1.0, 2.0]]}))
""")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "    y = tf.reduce_sum(tf.matmul(x, w))\n" in code  # in run_y
    assert "# evaluate\nprint(run_y(x=[[1.0, 2.0]]))" in code


def test_graph_built_after_training_with_a_session_that_has_no_with_block(expect):
    """``sess = tf.Session()`` at module level, training, then the accuracy ops (the layout of
    hunkim/DeepLearningZeroToAll and golbin/TensorFlow-Tutorials): the ops that read only graph
    names move before the session, comments stay; each run then reads them like any graph op."""
    expect("""
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable(tf.ones([2, 1]))
sess = tf.Session()
sess.run(tf.global_variables_initializer())
total = 0.0
# test the model
y = tf.reduce_sum(tf.matmul(x, w))
print('y:', sess.run(y * 100, feed_dict={x: [[1.0, 2.0]]}))
""", """
import tensorflow as tf
w = tf.Variable(tf.ones([2, 1]))


@tf.function(input_signature=[tf.TensorSpec([None, 2], tf.float32)])
def y_100_step(x):
    y = tf.reduce_sum(tf.matmul(x, w))
    return y * 100


def run_y_100(x):
    x = tf.convert_to_tensor(x, dtype=tf.float32)
    fetched = y_100_step(x)
    return fetched.numpy()


total = 0.0
# test the model
print('y:', run_y_100(x=[[1.0, 2.0]]))
""")


def test_an_op_built_after_the_session_from_a_run_result_stays_refused(refused):
    refused("""
import tensorflow as tf
w = tf.Variable(tf.ones([2, 1]))
sess = tf.Session()
sess.run(tf.global_variables_initializer())
z = sess.run(w)
doubled = tf.constant(z) * 2.0
print(sess.run(doubled))
""", "sessions", 7)


def test_graph_built_in_a_session_block_from_run_results_is_refused(refused):
    """``doubled = tf.constant(z) * 2.0`` reads ``z`` from a sess.run in the block: it stays
    there, where eager code has no graph to add it to."""
    refused("""
import tensorflow as tf
w = tf.Variable(tf.ones([2, 1]))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    z = sess.run(w)
    doubled = tf.constant(z) * 2.0
    print(sess.run(doubled))
""", "sessions", 7)


def test_eval_with_this_blocks_session(native):
    code, diags = native("""
import tensorflow as tf
x = tf.placeholder(tf.float32, [2])
y = x * 2.0
with tf.Session() as sess:
    print(y.eval(feed_dict={x: [1.0, 2.0]}, session=sess))
    print(y.eval({x: [3.0, 4.0]}, sess))
""")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "print(run_y(x=[1.0, 2.0]))\nprint(run_y(x=[3.0, 4.0]))" in code


def test_fetched_ops_returning_tuples_get_numpy_leaves(native):
    """``sess.run(tf.self_adjoint_eig(D))`` fetched a tuple: ``.numpy()`` on it crashed
    (nfmcclure/tensorflow_cookbook); each leaf is converted, named or inline, as for tf.split."""
    code, diags = native("""
import tensorflow as tf
x = tf.constant([1.0, 2.0, 3.0, 4.0])
m = tf.nn.moments(x, axes=[0])
with tf.Session() as sess:
    print(sess.run(tf.nn.top_k(x, 2)))
    print(sess.run(m))
    print(sess.run(tf.self_adjoint_eig(tf.eye(2))))
""")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "print(tf.nest.map_structure(lambda t: t.numpy(), tf.nn.top_k(x, 2)))" in code
    assert "print(tf.nest.map_structure(lambda t: t.numpy(), m))" in code
    assert "print(tf.nest.map_structure(lambda t: t.numpy(), tf.linalg.eigh(tf.eye(2))))" in code
    assert ".numpy()" not in code.replace("t.numpy()", "")


def test_a_fetched_call_of_an_op_building_function_runs_there(expect):
    # TF1 built the function's ops at the call and ran them; eager code calls it in place, or in
    # the site function when it reads a fed placeholder
    expect("""
        import tensorflow as tf
        w = tf.Variable(2.0)
        x = tf.placeholder(tf.float32)


        def poly(v):
            return tf.subtract(3 * tf.square(v), v) + w


        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(poly(11)), [sess.run(poly(n)) for n in range(3)])
            print(sess.run(poly(x), feed_dict={x: 2.0}))
        """, """
        import tensorflow as tf
        w = tf.Variable(2.0)


        def poly(v):
            return tf.subtract(3 * tf.square(v), v) + w


        @tf.function(input_signature=[tf.TensorSpec(None, tf.float32)])
        def poly_x_step(x):
            return poly(x)


        def run_poly_x(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            fetched = poly_x_step(x)
            return fetched.numpy()


        print(poly(11).numpy(), [poly(n).numpy() for n in range(3)])
        print(run_poly_x(x=2.0))
        """)


@pytest.mark.parametrize(
    "body",
    [
        pytest.param("    return tf.Variable(v)\n", id="makes a variable (TF1: a new one at each run)"),
        pytest.param("    return v + x\n", id="reads a placeholder"),
        pytest.param("    return helper(v)\n", id="calls another function"),
    ],
)
def test_a_fetched_call_of_another_function_is_refused(refused, body):
    refused("import tensorflow as tf\nx = tf.placeholder(tf.float32)\n\n\ndef f(v):\n" + body
            + "\n\nwith tf.Session() as sess:\n    print(sess.run(f(1.0), feed_dict={x: 2.0}))\n", "sessions")


@pytest.mark.parametrize(
    "line, call",
    [
        pytest.param("    print(h[1].eval(feed_dict={x: xs}))\n", "print(run_h_1(x=xs))", id="a subscript"),
        pytest.param("    print((h * 2).eval(feed_dict={x: xs}))\n", "print(run_h_2(x=xs))", id="an expression"),
        pytest.param("    print(tf.reduce_sum(h).eval({x: xs}))\n", "print(run_tf_reduce_sum_h(x=xs))", id="a tf call, feed positional"),
    ],
)
def test_eval_of_an_expression_of_graph_names_is_a_site(native, line, call):
    """``expr.eval()`` is ``sess.run(expr)`` whatever ``expr`` is (was: only ``name.eval()``;
    ``(h * 2).eval(...)`` was left in place and the converted script raised NameError)."""
    code, diags = native("import numpy as np\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [2, 3])\n"
                         "h = tf.nn.relu(x * 2.0 - 1.0)\nxs = np.ones((2, 3), np.float32)\n"
                         "with tf.Session() as sess:\n" + line)
    assert [str(d) for d in diags] == []
    assert code.rstrip("\n").endswith(call) and ".eval(" not in code and "tf.placeholder" not in code


def test_gradients_built_inside_a_fetch_are_planned_before_the_session(native):
    """``sess.run(tf.gradients(loss, W))`` / ``tf.gradients(...)[0].eval()``: bound to fresh
    names before the session block (TF1 built them at the call: the same values), then planned
    with their tapes like any gradient."""
    code, diags = native(
        "import tensorflow as tf\nx = tf.placeholder(tf.float32, [1, 2])\nW = tf.Variable([[1.0], [2.0]])\n"
        "loss = tf.reduce_sum(tf.matmul(x, W) ** 2)\nwith tf.Session() as sess:\n"
        "    sess.run(tf.global_variables_initializer())\n"
        "    print(sess.run(tf.gradients(loss, W), {x: [[1.0, 1.0]]}))\n"
        "    print(tf.hessians(loss, x)[0].eval(feed_dict={x: [[1.0, 1.0]]}))\n")
    assert [str(d) for d in diags] == []
    assert "grads = [tape.gradient(loss, W)]" in code and "tape.jacobian(tape.gradient(loss, x), x)" in code
    assert code.rstrip("\n").endswith("print(run_grads(x=[[1.0, 1.0]]))\nprint(run_hessians_0(x=[[1.0, 1.0]]))")


@pytest.mark.parametrize(
    "line",
    [
        pytest.param("        print(sess.run(tf.gradients(loss * k, W), {x: [[1.0, 1.0]]}))\n", id="a loop variable"),
        pytest.param("        g = sess.run(tf.gradients(loss, x), {x: [[1.0, 1.0]]})\n"
                     "        print(sess.run(tf.gradients(loss, W, grad_ys=g), {x: [[1.0, 1.0]]}))\n",
                     id="a value the block fetched (numpy grad_ys)"),
    ],
)
def test_a_gradient_in_a_fetch_reading_what_the_block_binds_is_refused(refused, line):
    """Such a call cannot move before the block (its value is made there); still refused."""
    refused("import tensorflow as tf\nx = tf.placeholder(tf.float32, [1, 2])\nW = tf.Variable([[1.0], [2.0]])\n"
            "loss = tf.reduce_sum(tf.matmul(x, W) ** 2)\nwith tf.Session() as sess:\n"
            "    sess.run(tf.global_variables_initializer())\n    for k in range(2):\n" + line, "gradients")


def test_helpers_defined_after_an_interactive_session_move_before_it_with_the_graph(native):
    """The Deep MNIST tutorial: ``sess = tf.InteractiveSession()`` first, then
    ``def weight_variable(shape)`` / ``def conv2d(x, W)`` and the graph calling them. The defs
    (a def only binds its name) and variable-factory calls go before the session region with
    the graph (red-team 14f/s20 was an island: EQUIVALENT now)."""
    code, diags = native("""
        import tensorflow as tf
        sess = tf.InteractiveSession()
        def weight_variable(shape):
            initial = tf.truncated_normal(shape, stddev=0.1, seed=1)
            return tf.Variable(initial)
        def double(x):
            return x * 2.0
        x = tf.placeholder(tf.float32, [None, 2])
        W = weight_variable([2, 1])
        y = double(tf.matmul(x, W))
        sess.run(tf.global_variables_initializer())
        print(y.eval(feed_dict={x: [[1.0, 2.0]]}))
        """)
    assert [d for d in diags if d.severity == "warning"] == []
    assert "InteractiveSession" not in code and "def double(x):" in code
    assert "def weight_variable(shape):" in code and "\nW = weight_variable([2, 1])\n" in code


def test_keys_added_to_a_feed_dict_become_strings_and_unneeded_ones_are_accepted(native):
    """``fd = {x: xs}; if ys is not None: fd[y] = ys`` (a model's ``feed()`` helper, inlined):
    the added key is a string like the literal's; a run that does not need ``y`` takes it as an
    ignored keyword (TF1 ignored an unneeded feed). Red-team 14f/s01, 15g/s08, 11b/s43:
    EQUIVALENT."""
    code, diags = native("""
        import tensorflow as tf
        class Model(object):
            def __init__(self):
                self.x = tf.placeholder(tf.float32, [None])
                self.y = tf.placeholder(tf.float32, [None])
                self.pred = self.x * 2.0
                self.loss = tf.reduce_sum(tf.square(self.pred - self.y))
            def feed(self, xs, ys=None):
                fd = {self.x: xs}
                if ys is not None:
                    fd[self.y] = ys
                return fd
        model = Model()
        with tf.Session() as sess:
            print(sess.run(model.loss, model.feed([1.0], [3.0])))
            print(sess.run(model.pred, model.feed([1.0])))
        """)
    assert [d for d in diags if d.severity == "warning"] == [], [str(d) for d in diags]
    assert 'fd["y"] = ys' in code and "def run_pred(x, y=None):\n" in code and "    pred = pred_step(x)\n" in code
    assert "def run_loss(x, y):\n" in code


def test_a_placeholder_key_read_back_from_a_feed_dict_is_still_refused(refused):
    refused("""
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None])
        fd = {x: [1.0]}
        print(fd[x])
        with tf.Session() as sess:
            print(sess.run(x * 2.0, fd))
        """, "graph")


def test_a_fetch_list_of_graph_values_bound_first_in_the_session_block_moves_before_it(expect):
    # the first statement of a ``with tf.Session()`` block is graph building like any other
    # (it used to stay, refused as a fetch structure): eager values in a list, fetched as numbers
    expect(
        "import tensorflow as tf\nx = tf.constant(1.0)\nwith tf.Session() as sess:\n    fetches = [x]\n    fetches.append(x)\n    print(sess.run(fetches))\n",
        "import tensorflow as tf\nx = tf.constant(1.0)\nfetches = [x]\nfetches.append(x)\nprint(tf.nest.map_structure(lambda t: t.numpy(), fetches))\n",
    )


CONFIG_NAME = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable(tf.ones([2, 1]))
y = tf.reduce_sum(tf.matmul(x, w))
session_conf = tf.ConfigProto(allow_soft_placement=True, log_device_placement=False)
session_conf.gpu_options.allow_growth = True
with tf.Session(config=session_conf) as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(y, {x: np.ones((3, 2))}))
"""


@pytest.mark.parametrize("name", ["session_conf", "config"])
def test_a_config_proto_bound_to_a_name_goes_with_the_session(native, name):
    """dennybritz's text CNN and most GPU scripts: ``config = tf.ConfigProto(...)``,
    ``config.gpu_options.allow_growth = True``, ``tf.Session(config=config)`` (an island before)."""
    code, diags = native(CONFIG_NAME.replace("session_conf", name))
    assert [(d.rule, d.severity, d.line) for d in diags] == [("sessions", "info", 6)]
    assert "ConfigProto" not in code and "allow_growth" not in code and "print(run_y(x=np.ones((3, 2))))" in code


@pytest.mark.parametrize("extra", [
    pytest.param("print(session_conf)\n", id="read-otherwise"),
    pytest.param("session_conf = tf.ConfigProto()\n", id="bound-twice"),
])
def test_a_config_proto_used_otherwise_keeps_the_refusal(refused, extra):
    refused(CONFIG_NAME.replace("with tf.Session", extra + "with tf.Session"), "sessions")


def test_a_device_item_next_to_a_name_scope_is_placement_only(native):
    """``with tf.device("/cpu:0"), tf.name_scope("embedding"):`` (word2vec, text CNN) was an island."""
    src = ("import numpy as np\nimport tensorflow as tf\nx = tf.placeholder(tf.int32, [None])\n"
           "with tf.device('/cpu:0'), tf.name_scope('embedding'):\n"
           "    W = tf.Variable(tf.random_uniform([10, 3], -1.0, 1.0, seed=1), name='W')\n"
           "    emb = tf.nn.embedding_lookup(W, x)\n"
           "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n"
           "    print(sess.run(emb, {x: [1, 2]}))\n")
    code, diags = native(src)
    assert not diags, [str(d) for d in diags]
    assert "W = tf.Variable(tf.random.uniform([10, 3], -1.0, 1.0, seed=1), name=\"embedding/W\")" in code
    assert "tf.device" not in code


TWO_SESSIONS = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable(tf.ones([2, 1]), name="w")
y = tf.reduce_sum(tf.matmul(x, w))
train = tf.train.GradientDescentOptimizer(0.1).minimize(y)
saver = tf.train.Saver()
sess = tf.Session()
sess.run(tf.global_variables_initializer())
sess.run(train, {x: np.ones((2, 2))})
path = saver.save(sess, "/tmp/two_sessions/m.ckpt")
CLOSE_BEFORE
with tf.Session() as sess2:
    saver.restore(sess2, path)
    print(sess2.run(y, {x: np.ones((1, 2))}))
CLOSE_AFTER
"""


@pytest.mark.parametrize("before, after", [
    pytest.param("sess.close()", "", id="closed before the second session"),
    pytest.param("", "sess.close()", id="closed after it (Mechanics 101 with a restore)"),
])
def test_a_plain_session_then_a_with_session_block(native, before, after):
    code, diags = native(TWO_SESSIONS.replace("CLOSE_BEFORE", before).replace("CLOSE_AFTER", after))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "Session" not in code and "sess2" not in code and "close()" not in code
    assert code.index("_tf1_save(saver,") < code.index("saver.restore(path)") < code.index("print(run_y(")


def test_a_plain_session_read_after_the_second_block_stays_refused(refused):
    refused(TWO_SESSIONS.replace("CLOSE_BEFORE", "").replace("CLOSE_AFTER", "print(sess.run(y, {x: np.ones((1, 2))}))"), "graph")


def test_variables_read_through_python_at_run_time(expect):
    """``sess.run(weights[name])`` in ``for name in sorted(weights)`` (aymericdamien's raw CNN,
    blind pass 7) and ``sess.run(v)`` in ``for name, v in [("w", w), ...]`` (nlintz): no op
    to build, the variables' values now (were refused: a fetch built from a loop's name, a
    fetch that is not a graph tensor)."""
    expect(
        """
        import numpy as np
        import tensorflow as tf
        weights = {"h1": tf.Variable(tf.ones([2, 3]), name="h1"), "out": tf.Variable(tf.zeros([3, 1]), name="out")}
        w2 = tf.Variable(tf.constant([1.0, 2.0]), name="w2")
        bump = tf.assign_add(w2, [1.0, 1.0])
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            sess.run(bump)
            for name in sorted(weights):
                w = sess.run(weights[name])
                print(name, w.shape, w.sum())
            for name, v in [("h1", weights["h1"]), ("w2", w2)]:
                val = sess.run(v)
                print(name, val.sum())
        """,
        """
        import numpy as np
        import tensorflow as tf
        weights_h1 = tf.Variable(tf.ones([2, 3]), name="h1")
        weights_out = tf.Variable(tf.zeros([3, 1]), name="out")
        weights = {"h1": weights_h1, "out": weights_out}
        w2 = tf.Variable(tf.constant([1.0, 2.0]), name="w2")


        @tf.function
        def bump_step():
            bump = w2.assign_add([1.0, 1.0])
            return bump


        def run_bump():
            bump = bump_step()
            return bump.numpy()


        run_bump()
        for name in sorted(weights):
            w = weights[name].numpy()
            print(name, w.shape, w.sum())
        for name, v in [("h1", weights["h1"]), ("w2", w2)]:
            val = v.numpy()
            print(name, val.sum())
        """,
    )


def test_a_loop_over_tensors_that_are_not_variables_is_unrolled(native):
    """(refused until session 32: ``native.fetch_loops`` unrolls it, a fetch per tensor)"""
    code, diags = native("import tensorflow as tf\nw = tf.Variable(1.0)\nh = w * 2.0\nwith tf.Session() as sess:\n"
                         "    sess.run(tf.global_variables_initializer())\n    for t in [w, h]:\n        print(sess.run(t))\n")
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "for t in" not in code and code.count("print(") == 2, code


def test_a_fetched_op_function_calling_another_one_runs_there(native):
    """``tmp_sess.run(network(tf.constant(X), tf.constant(2.0)))`` (blind pass 7: targets made
    with the model's own function before the model is built), where ``network`` calls
    ``unpack`` (a module function of plain ops and a numpy call on module constants): the
    functions a fetched op function calls are followed (was: a fetch that is not a graph
    tensor). ``network``'s parameter ``theta`` is also a graph name of the module: a
    parameter, not a read of it."""
    code, diags = native(
        """
        import numpy as np
        import tensorflow as tf
        sizes = [1, 1]

        def unpack(theta):
            offsets = np.cumsum([0] + sizes)
            return theta[offsets[0]], theta[offsets[1]]

        def network(x, theta):
            w, b = unpack(theta)
            return tf.tanh(x * w + b)

        X_data = np.ones(3)
        with tf.Session() as tmp_sess:
            Y_data = tmp_sess.run(network(tf.constant(X_data), tf.constant([2.0, 0.5], tf.float64)))
        theta = tf.Variable([0.5, 0.0], dtype=tf.float64)
        X = tf.placeholder(tf.float64, [None])
        loss = tf.reduce_sum(tf.square(network(X, theta) - Y_data))
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(loss, {X: X_data}))
        """)
    assert [str(d) for d in diags if d.severity != "info"] == []
    assert "Y_data = network(tf.constant(X_data), tf.constant([2.0, 0.5], tf.float64)).numpy()" in code


def test_a_name_rebound_to_its_fetched_value_is_a_python_value_after_the_session(native):
    """CS224n's tests: ``test1 = sess.run(test1)`` in a session block, then ``print(test1)`` and
    ``assert np.allclose(test1, ...)`` after it. Both read the fetched array (the assert was
    refused as graph code, the print noted as printing a symbolic tensor)."""
    code, diags = native("""
        import numpy as np
        import tensorflow as tf
        test1 = tf.nn.softmax(tf.constant([[1.0, 2.0]]))
        with tf.Session() as sess:
            test1 = sess.run(test1)
        print(test1)
        assert np.allclose(test1, [[0.26894142, 0.73105858]], atol=1e-6)
        """)
    assert [str(d) for d in diags] == []
    assert "test1 = test1.numpy()\nprint(test1)\nassert np.allclose(test1," in code


def test_a_static_tensor_rebound_by_graph_code_is_recomputed_in_the_function(expect):
    """The text CNN's L2 term: ``l2_loss = tf.constant(0.0)`` (static: made once at module
    level) then ``l2_loss += tf.nn.l2_loss(W)`` (reads a variable: in the step function). The
    function binds ``l2_loss``, so Python made it a local throughout the function and the first
    read raised UnboundLocalError; the static binding now runs again in the function."""
    expect("""
        import numpy as np
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None, 2])
        W = tf.Variable(tf.ones([2, 1]))
        l2_loss = tf.constant(0.0)
        l2_loss += tf.nn.l2_loss(W)
        loss = tf.reduce_sum(tf.matmul(x, W)) + 0.1 * l2_loss
        train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run([train, loss], {x: np.ones((3, 2))})[1])
        """, """
        import numpy as np
        import tensorflow as tf
        W = tf.Variable(tf.ones([2, 1]))
        l2_loss = tf.constant(0.0)
        optimizer = tf.keras.optimizers.SGD(learning_rate=0.1)


        @tf.function(input_signature=[tf.TensorSpec([None, 2], tf.float32)])
        def train_loss_step(x):
            l2_loss = tf.constant(0.0)
            with tf.GradientTape() as tape:
                l2_loss = l2_loss + tf.nn.l2_loss(W)
                loss = tf.reduce_sum(tf.matmul(x, W)) + 0.1 * l2_loss
            optimizer.apply_gradients(zip(tape.gradient(loss, [W]), [W]))
            return loss


        def run_train_loss(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            loss = train_loss_step(x)
            return [None, loss.numpy()]


        print(run_train_loss(x=np.ones((3, 2)))[1])
        """)


def test_a_fetch_picking_a_variable_by_its_tf1_name_fetches_that_variable(native):
    """Morvan's tutorials: ``sess.run([v for v in tf.global_variables() if
    v.name.startswith('layer2/weights')][0])``. The variables made before the run are known by
    TF1 name, so the fetch is the one it picks (refused: "a fetch that is not a graph tensor")."""
    code, diags = native("""
        import tensorflow as tf
        with tf.name_scope("layer1"):
            w1 = tf.Variable(tf.ones([2, 2]), name="W")
        with tf.name_scope("layer2"):
            w2 = tf.Variable(tf.ones([2, 1]) * 3.0, name="W")
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run([v for v in tf.global_variables() if v.name.startswith("layer2/W")][0]))
            print(sess.run([v for v in tf.trainable_variables() if "W" in v.name][0]))
        """)
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "print(w2.numpy())\nprint(w1.numpy())" in code


AFTER_RUNS = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [2])
W = tf.Variable(tf.ones([2]), name="W")
loss = tf.reduce_sum(W * x)
grad = tf.gradients(loss, W)[0]
sess = tf.Session()
sess.run(tf.global_variables_initializer())
print(sess.run(loss, {x: np.ones(2)}))

# a descent loop by hand
lr = 0.1
g_ph = tf.placeholder(tf.float32, [2])
apply_op = tf.assign_sub(W, lr * g_ph)
for step in range(2):
    g = sess.run(grad, {x: np.ones(2)})
    sess.run(apply_op, {g_ph: g})
    print(sess.run(loss, {x: np.ones(2)}))
"""


def test_a_constant_bound_between_runs_goes_before_them_with_the_graph_code_reading_it(native):
    """``lr = 0.1`` after the first runs, read by ``apply_op`` built after them (blind pass 15's
    by-parts descent): refused before ("'g_ph' is a graph object read outside sess.run"); the
    constant moves with the graph code, its comment stays where it was written."""
    code, diags = native(AFTER_RUNS)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert code.index("lr = 0.1") < code.index("def run_loss")
    assert "# a descent loop by hand\nfor step in range(2):" in code


@pytest.mark.parametrize("change", [
    pytest.param(("lr = 0.1\n", "lr = 0.1\nlr = lr / 2\n"), id="bound twice"),
    pytest.param(("lr = 0.1\n", "lr = float(np.sqrt(0.01))\n"), id="not a literal"),
])
def test_other_bindings_between_runs_keep_the_graph_code_where_it_was(native, change):
    code, diags = native(AFTER_RUNS.replace(*change))
    assert any("g_ph" in d.reason for d in diags if d.severity == "warning"), [str(d) for d in diags]


GRAD_CHECK = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float64, [None, 2])
W = tf.get_variable("W", [2, 3], dtype=tf.float64)
b = tf.get_variable("b", [3], dtype=tf.float64, initializer=tf.zeros_initializer())
loss = tf.reduce_sum(tf.tanh(tf.matmul(x, W) + b))
params = [W, b]
grads = tf.gradients(loss, params)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    feed = {x: np.ones((4, 2))}
    analytic = sess.run(grads, feed)
    for var, ga in zip(params, analytic):
        base = sess.run(var)
        pert = base + 1e-6
        var.load(pert, sess)
        lp = sess.run(loss, feed)
        var.load(base, sess)
        print(var.op.name, (lp - sess.run(loss, feed)) / 1e-6, ga.sum())
"""


def test_a_gradient_check_loop_over_variables_loads_values_by_assign(native):
    """Blind pass 16: ``sess.run(var)`` of a ``zip`` loop name over a variable list, TF1's
    ``var.load(value, sess)`` and ``var.op.name`` (refused before: "a fetch that is not a graph
    tensor", "the session 'sess' is used other than by sess.run/close")."""
    code, diags = native(GRAD_CHECK)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "    base = var.numpy()\n" in code and "    var.assign(pert)\n" in code and "    var.assign(base)\n" in code
    assert 'print(var.name.split(":")[0], ' in code and "sess" not in code


def test_a_loop_names_graph_identity_other_than_its_op_name_is_refused(native):
    """``var.op.type``: eager variables have no op (TF2 raises AttributeError): an island, not a
    converted script that crashes."""
    code, diags = native(GRAD_CHECK.replace("print(var.op.name, ", "print(var.op.type, "))
    assert any("var.op: graph identity of a variable" in d.reason for d in diags if d.severity == "warning"), [str(d) for d in diags]


def test_variables_made_with_the_same_name_keep_their_tf1_names_in_the_loop(native):
    """TF1 named the second ``name="w"`` variable ``w_1``; the converted variable is made with that
    name, so ``var.name.split(":")[0]`` prints what ``var.op.name`` printed."""
    src = GRAD_CHECK.replace('W = tf.get_variable("W", [2, 3], dtype=tf.float64)', 'W = tf.Variable(tf.ones([2, 3], tf.float64), name="w")') \
        .replace('b = tf.get_variable("b", [3], dtype=tf.float64, initializer=tf.zeros_initializer())', 'b = tf.Variable(tf.zeros([3], tf.float64), name="w")')
    code, diags = native(src)
    assert 'name="w_1")' in code and 'print(var.name.split(":")[0], ' in code
