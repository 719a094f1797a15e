"""Rule placeholders: placeholders + feed_dict -> function parameters."""
import pytest

CASES = [
    pytest.param(
        """
        import tensorflow as tf
        p = tf.placeholder_with_default(tf.constant(2.0), shape=[])
        q = p * 3.0
        with tf.Session() as sess:
            print(sess.run(q))
            print(sess.run(q, feed_dict={p: 5.0}))
        """,
        """
        import tensorflow as tf


        @tf.function
        def q_step(p):
            q = p * 3.0
            return q


        def run_q(p=None):
            p_default = tf.convert_to_tensor(tf.constant(2.0))
            p = p_default if p is None else tf.convert_to_tensor(p, dtype=p_default.dtype)
            q = q_step(p)
            return q.numpy()


        print(run_q())
        print(run_q(p=5.0))
        """,
        id="placeholder_with_default -> parameter defaulting to the value",
    ),
    pytest.param(
        """
        import tensorflow as tf
        x = tf.placeholder(tf.float64, [None], name="x")
        y = x * x
        with tf.Session() as sess:
            batch = {x: [1.0, 2.0]}
            print(sess.run(y, feed_dict=batch))
            print(sess.run(y, {"x:0": [3.0]}))
        """,
        """
        import tensorflow as tf


        @tf.function(input_signature=[tf.TensorSpec([None], tf.float64)])
        def y_step(x):
            y = x * x
            return y


        def run_y(x):
            x = tf.convert_to_tensor(x, dtype=tf.float64)
            y = y_step(x)
            return y.numpy()


        batch = {"x": [1.0, 2.0]}
        print(run_y(**batch))
        print(run_y(x=[3.0]))
        """,
        id="feed dict in a variable and feed by 'name:0' string",
    ),
    pytest.param(
        """
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None], name="inputs")
        y = x + 1.0
        with tf.Session() as sess:
            print(sess.run(y, {x: [1.0]}), x.name)
        """,
        """
        import tensorflow as tf


        @tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])
        def y_step(x):
            y = x + 1.0
            return y


        def run_y(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            y = y_step(x)
            return y.numpy()


        print(run_y(x=[1.0]), "inputs:0")
        """,
        id="caveat 3: placeholder .name -> its TF1 name",
    ),
    pytest.param(
        """
        import tensorflow as tf


        def placeholder_for(width):
            \"\"\"A batch of rows.\"\"\"
            return tf.placeholder(tf.float32, [None, width], name="rows")
        """,
        """
        import tensorflow as tf


        def placeholder_for(width):
            \"\"\"A batch of rows.\"\"\"
            return tf.TensorSpec([None, width], tf.float32, name="rows")
        """,
        id="placeholder factory in a helper module -> tf.TensorSpec",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


def test_caveat_2_feeding_a_variable_is_refused(refused):
    src = "import tensorflow as tf\na = tf.Variable(1.0)\nb = a * 2.0\nwith tf.Session() as sess:\n    print(sess.run(b, {a: 5.0}))\n"
    refused(src, "placeholders", 5)


def test_caveat_2_feeding_one_result_of_a_statement_the_run_needs_is_refused(refused):
    src = ("import tensorflow as tf\nit = tf.data.Dataset.from_tensor_slices(([1.0, 2.0], [3.0, 4.0])).make_one_shot_iterator()\n"
           "x, y = it.get_next()\nz = x + y\nwith tf.Session() as sess:\n    print(sess.run(z, {x: 5.0}))\n")
    refused(src, "placeholders", 3)


FED_TENSORS = [
    pytest.param(
        """
        import numpy as np
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None, 2])
        w = tf.Variable([[1.0], [2.0]], name="w")
        h = tf.matmul(x, w)
        y = tf.nn.relu(h) * 3.0
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(y, {x: np.ones((2, 2))}))
            print(sess.run(y, {h: np.array([[-1.0], [4.0]])}))
        """,
        """
        import numpy as np
        import tensorflow as tf
        w = tf.Variable([[1.0], [2.0]], name="w")


        @tf.function(input_signature=[tf.TensorSpec([None, 2], tf.float32)])
        def y_step(x):
            h = tf.matmul(x, w)
            y = tf.nn.relu(h) * 3.0
            return y


        def run_y(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            y = y_step(x)
            return y.numpy()


        @tf.function
        def y_step_2(h):
            y = tf.nn.relu(h) * 3.0
            return y


        def run_y_2(h):
            h = tf.convert_to_tensor(h, dtype=tf.float32)
            y = y_step_2(h)
            return y.numpy()


        print(run_y(x=np.ones((2, 2))))
        print(run_y_2(h=np.array([[-1.0], [4.0]])))
        """,
        id="caveat 2: a hidden tensor fed: its own function, the placeholder and matmul not run, converted to float32",
    ),
    pytest.param(
        """
        import tensorflow as tf
        a = tf.constant(1.0)
        b = a * 2.0
        with tf.Session() as sess:
            print(sess.run(b), sess.run(b, {a: 5.0}))
        """,
        """
        import tensorflow as tf
        a = tf.constant(1.0)
        b = a * 2.0


        @tf.function
        def b_step(a):
            b = a * 2.0
            return b


        def run_b(a):
            a = tf.convert_to_tensor(a, dtype=tf.float32)
            b = b_step(a)
            return b.numpy()


        print(b.numpy(), run_b(a=5.0))
        """,
        id="caveat 2: a constant fed: the static statements after it run again from the fed value",
    ),
]


@pytest.mark.parametrize("before, after", FED_TENSORS)
def test_fed_tensors(expect, before, after):
    expect(before, after)


def test_caveat_2_fed_get_next_element_skips_the_draw(native):
    code, diags = native(
        """
        import tensorflow as tf
        it = tf.data.Dataset.from_tensor_slices(([1.0, 2.0], [3.0, 4.0])).make_one_shot_iterator()
        x, y = it.get_next()
        z = x * y
        with tf.Session() as sess:
            print(sess.run(z))
            print(sess.run(z, {x: 5.0, y: 6.0}))
        """)
    assert [(d.rule, d.severity) for d in diags] == [("placeholders", "info"), ("placeholders", "info")]
    fed = code.split("def z_step_2(x, y):\n", 1)[1].split("\n\n", 1)[0]
    assert "get_next" not in fed and "z = x * y" in fed
    assert "x = tf.nest.map_structure(tf.convert_to_tensor, x)" in code


def test_placeholder_read_outside_sess_run_is_refused(refused):
    src = "import tensorflow as tf\nx = tf.placeholder(tf.float32, name='x')\nwith tf.Session() as sess:\n    print(x.shape)\n"
    refused(src, "graph", 4)


NAME_REFUSED = [
    pytest.param("x = tf.placeholder(tf.float32)\n", 2, id="caveat 3: no literal name"),
    pytest.param("x = tf.placeholder(tf.float32, name='x')\nz = tf.constant(1.0, name='x')\n", 2, id="caveat 3: name used twice"),
    pytest.param("with tf.name_scope('s'):\n    x = tf.placeholder(tf.float32, name='x')\n", 3, id="caveat 3: inside a scope block"),
]


@pytest.mark.parametrize("graph, line", NAME_REFUSED)
def test_placeholder_name_refused(refused, graph, line):
    refused("import tensorflow as tf\n" + graph + "with tf.Session() as sess:\n    print(x.name)\n", "placeholders", line)


def test_placeholder_returned_with_other_statements_is_refused(refused):
    src = "import tensorflow as tf\ndef make():\n    x = 1\n    return tf.placeholder(tf.float32, name='x')\n"
    refused(src, "graph", 4)


HELPER = '''"""helper"""
import tensorflow as tf


def placeholder_for(width, dtype=tf.float32):
    return tf.placeholder(dtype, [None, width], name="helper_input")


def not_a_factory(width):
    p = tf.placeholder(tf.float32, [None, width])
    return p
'''

SCRIPT = '''import numpy as np
import tensorflow as tf

from helper_mod import not_a_factory, placeholder_for as make

x = make(2)
y = tf.reduce_sum(x)
with tf.Session() as sess:
    print(sess.run(y, feed_dict={x: np.ones((1, 2))}), x.name)
'''


def test_factory_of_a_sibling_module_is_inlined(tmp_path):
    import libcst as cst

    from migrate.source.native import convert_module

    (tmp_path / "helper_mod.py").write_text(HELPER)
    script = tmp_path / "script.py"
    script.write_text(SCRIPT)
    new, diags = convert_module(cst.parse_module(SCRIPT), str(script))
    assert [str(d) for d in diags] == []
    assert new.code.endswith(
        "@tf.function(input_signature=[tf.TensorSpec([None, 2], tf.float32)])\n"
        "def y_step(x):\n"
        "    y = tf.reduce_sum(x)\n"
        "    return y\n\n\n"
        "def run_y(x):\n"
        "    x = tf.convert_to_tensor(x, dtype=tf.float32)\n"
        "    y = y_step(x)\n"
        "    return y.numpy()\n\n\n"
        'print(run_y(x=np.ones((1, 2))), "helper_input:0")\n'
    )
    # a helper function doing more than returning the placeholder is not inlined
    other = SCRIPT.replace("make(2)", "not_a_factory(2)")
    script.write_text(other)
    new, diags = convert_module(cst.parse_module(other), str(script))
    assert "# tf1to2: compat" in new.code and diags
    # without the sibling file (a snippet), nothing is known about make()
    new, diags = convert_module(cst.parse_module(SCRIPT), "script.py")
    assert "# tf1to2: compat" in new.code


SIGNATURE_SRC = """
import numpy as np
import tensorflow as tf
n_in = 3
data = np.ones((2, 3), np.float32)
x = tf.placeholder(tf.float32, shape={shape})
y = tf.reduce_sum(x)
with tf.Session() as sess:
    print(sess.run(y, feed_dict={{x: data}}))
"""

SIGNATURES = [
    pytest.param("[None, 3]", "@tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32)])", id="literal list"),
    pytest.param("(None, n_in)", "@tf.function(input_signature=[tf.TensorSpec((None, n_in), tf.float32)])", id="tuple with an int constant keeps its parentheses"),
    pytest.param("None", "@tf.function(input_signature=[tf.TensorSpec(None, tf.float32)])", id="unknown shape"),
    pytest.param("[None, data.shape[1]]", "@tf.function\n", id="computed shape: no signature, traced per fed shape"),
    pytest.param("[None, *dims]", "@tf.function\n", id="starred shape: no signature"),
]


@pytest.mark.parametrize("shape, decorator", SIGNATURES)
def test_site_function_signature_states_the_placeholder_shape(native, shape, decorator):
    """The site's tf.function gets TF1's static shape as its input_signature when the shape is
    a literal (ints, None, module int constants); otherwise none (it traces each fed shape)."""
    code, diags = native(SIGNATURE_SRC.format(shape=shape))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert decorator + ("" if decorator.endswith("\n") else "\n") + "def y_step(x):\n    y = tf.reduce_sum(x)\n    return y\n" in code
    assert "def run_y(x):\n    x = tf.convert_to_tensor(x, dtype=tf.float32)\n    y = y_step(x)\n    return y.numpy()\n" in code


def test_placeholder_with_default_site_has_no_signature(native):
    """The wrapper resolves the default; the tf.function gets a tensor either way."""
    code, diags = native("""
        import tensorflow as tf
        x = tf.placeholder_with_default(tf.constant([1.0, 2.0]), shape=[2])
        y = x * 2.0
        with tf.Session() as sess:
            print(sess.run(y), sess.run(y, {x: [3.0, 4.0]}))
        """)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "@tf.function\ndef y_step(x):\n" in code
    assert "    y = y_step(x)\n    return y.numpy()\n" in code


def test_a_fetched_name_the_default_reads_is_not_rebound_in_the_wrapper(native):
    """``run_y_base`` reads the global ``base`` for the placeholder's default: binding the
    fetched ``base`` there would make it a local read before assignment (UnboundLocalError)."""
    code, diags = native("""
        import tensorflow as tf
        base = tf.constant([1.0, 2.0])
        x = tf.placeholder_with_default(base, shape=[2])
        y = x * 2.0
        with tf.Session() as sess:
            print(sess.run([y, base]), sess.run([y, base], {x: [3.0, 4.0]}))
        """)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    wrapper = code[code.index("def run_y_base"):]
    assert "    x_default = tf.convert_to_tensor(base)\n" in wrapper
    assert "    y, fetched = y_base_step(x)\n" in wrapper
    assert "[y, fetched])" in wrapper


def test_a_site_that_needs_an_unfed_placeholder_is_refused(refused):
    """``sess.run(tf.shape(s))`` with ``s`` computed from a placeholder: TF1 folded the static
    shape and needed no feed; the converted function needs ``x`` (it raised TypeError)."""
    refused("import numpy as np\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 3])\n"
            "s = tf.reduce_sum(x, axis=0)\nwith tf.Session() as sess:\n"
            "    print(sess.run(s, {x: np.ones((4, 3), np.float32)}))\n    print(sess.run(tf.shape(s)))\n",
            "placeholders", 7)


def test_lists_of_feed_dicts(expect):
    """Hvass-Labs' ``train_batches.append({x: ..., y_true: ...})`` then ``feed_dict =
    train_batches[i]`` (blind pass 2, d03), a list literal of feed dicts iterated by a ``for``:
    the dicts' keys become strings and each run takes ``**feed``."""
    expect(
        """
        import numpy as np
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [None, 2])
        y = tf.placeholder(tf.float32, [None, 1])
        w = tf.Variable(tf.zeros([2, 1]), name="w")
        loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - y))
        train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
        data = np.arange(8, dtype=np.float32).reshape(4, 2) / 8.0
        batches = []
        for start in range(0, 4, 2):
            batches.append({x: data[start:start + 2], y: data[start:start + 2, :1]})
        checks = [{x: data[:1], y: data[:1, :1]}, {x: data[1:2], y: data[1:2, :1]}]
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            for i in range(3):
                feed = batches[i % len(batches)]
                sess.run(train, feed_dict=feed)
            for fd in checks:
                print(sess.run(loss, feed_dict=fd))
        """,
        """
        import numpy as np
        import tensorflow as tf
        w = tf.Variable(tf.zeros([2, 1]), name="w")
        optimizer = tf.keras.optimizers.SGD(learning_rate=0.1)
        data = np.arange(8, dtype=np.float32).reshape(4, 2) / 8.0
        batches = []
        for start in range(0, 4, 2):
            batches.append({"x": data[start:start + 2], "y": data[start:start + 2, :1]})
        checks = [{"x": data[:1], "y": data[:1, :1]}, {"x": data[1:2], "y": data[1:2, :1]}]


        @tf.function(input_signature=[tf.TensorSpec([None, 2], tf.float32), tf.TensorSpec([None, 1], tf.float32)])
        def train_step(x, y):
            with tf.GradientTape() as tape:
                loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - y))
            optimizer.apply_gradients(zip(tape.gradient(loss, [w]), [w]))


        def run_train(x, y):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            y = tf.convert_to_tensor(y, dtype=tf.float32)
            train_step(x, y)
            return None


        @tf.function(input_signature=[tf.TensorSpec([None, 2], tf.float32), tf.TensorSpec([None, 1], tf.float32)])
        def loss_step(x, y):
            loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - y))
            return loss


        def run_loss(x, y):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            y = tf.convert_to_tensor(y, dtype=tf.float32)
            loss = loss_step(x, y)
            return loss.numpy()


        for i in range(3):
            feed = batches[i % len(batches)]
            run_train(**feed)
        for fd in checks:
            print(run_loss(**fd))
        """,
    )


def test_a_list_of_feed_dicts_of_different_keys_is_refused(refused):
    src = (
        "import tensorflow as tf\nx = tf.placeholder(tf.float32, [None])\ny = tf.placeholder(tf.float32, [None])\n"
        "z = x * 2.0\nbatches = [{x: [1.0]}, {y: [2.0]}]\nwith tf.Session() as sess:\n    for fd in batches:\n"
        "        print(sess.run(z, feed_dict=fd))\n"
    )
    refused(src, "placeholders", 8)
