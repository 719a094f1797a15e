"""Rule gradients: tf.gradients -> tape.gradient with the tape recording what it must."""
import pytest

CASES = [
    pytest.param(
        """
        import tensorflow as tf
        a = tf.constant(1.0)
        b = tf.constant(2.0)
        y = a * b
        ga, gb = tf.gradients(y, [a, b])
        with tf.Session() as sess:
            print(sess.run([ga, gb]))
        """,
        """
        import tensorflow as tf
        a = tf.constant(1.0)
        b = tf.constant(2.0)
        with tf.GradientTape() as tape:
            tape.watch(a)
            tape.watch(b)
            y = a * b
        ga, gb = tape.gradient(y, [a, b])
        print(tf.nest.map_structure(lambda t: t.numpy(), [ga, gb]))
        """,
        id="list of sources, constants watched",
    ),
    pytest.param(
        """
        import tensorflow as tf
        w = tf.Variable(3.0, name="w")
        y = w * w
        g = tf.gradients(y, w)[0]
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            print(sess.run(g))
        """,
        """
        import tensorflow as tf
        w = tf.Variable(3.0, name="w")
        with tf.GradientTape() as tape:
            y = w * w
        g = tape.gradient(y, w)
        print(g.numpy())
        """,
        id="trainable variable needs no watch; [0] of a single source unwrapped",
    ),
    pytest.param(
        """
        import tensorflow as tf
        x = tf.constant([1.0, 2.0])
        y = x * x
        v = tf.constant([1.0, -1.0])
        g = tf.gradients(y, x, grad_ys=v)
        with tf.Session() as sess:
            print(sess.run(g))
        """,
        """
        import tensorflow as tf
        x = tf.constant([1.0, 2.0])
        with tf.GradientTape() as tape:
            tape.watch(x)
            y = x * x
        v = tf.constant([1.0, -1.0])
        g = [tape.gradient(y, x, output_gradients=v)]
        print(tf.nest.map_structure(lambda t: t.numpy(), g))
        """,
        id="grad_ys -> output_gradients, single source kept in a list",
    ),
    pytest.param(
        """
        import tensorflow as tf
        a = tf.constant(2.0)
        b = a * 3.0
        c = a * b
        g = tf.gradients(c, [a, b], stop_gradients=[a, b])
        with tf.Session() as sess:
            print(sess.run(g))
        """,
        """
        import tensorflow as tf
        a = tf.constant(2.0)
        b = tf.stop_gradient(a * 3.0)
        with tf.GradientTape() as tape:
            tape.watch(a)
            tape.watch(b)
            c = a * b
        g = tape.gradient(c, [a, b])
        print(tf.nest.map_structure(lambda t: t.numpy(), g))
        """,
        id="stop_gradients: stopped tensor becomes a watched leaf",
    ),
    pytest.param(
        """
        import tensorflow as tf
        x = tf.placeholder(tf.float32, [3])
        y = tf.reduce_sum(tf.sin(x))
        g = tf.gradients(y, x)
        with tf.Session() as sess:
            print(sess.run(g, {x: [0.0, 1.0, 2.0]}))
        """,
        """
        import tensorflow as tf


        @tf.function(input_signature=[tf.TensorSpec([3], tf.float32)])
        def g_step(x):
            with tf.GradientTape() as tape:
                tape.watch(x)
                y = tf.reduce_sum(tf.sin(x))
            g = [tape.gradient(y, x)]
            return g


        def run_g(x):
            x = tf.convert_to_tensor(x, dtype=tf.float32)
            g = g_step(x)
            return tf.nest.map_structure(lambda t: t.numpy(), g)


        print(run_g(x=[0.0, 1.0, 2.0]))
        """,
        id="gradient of a fed placeholder inside the site function",
    ),
]


@pytest.mark.parametrize("before, after", CASES)
def test_rewrites(expect, before, after):
    expect(before, after)


def test_caveat_stop_gradients_shared_path_is_refused(refused):
    src = (
        "import tensorflow as tf\na = tf.constant(2.0)\nb = a * 3.0\nc = a * b\n"
        "g1 = tf.gradients(c, a, stop_gradients=[b])\ng2 = tf.gradients(c, a)\n"
        "with tf.Session() as sess:\n    print(sess.run([g1, g2]))\n"
    )
    refused(src, "gradients")


def test_caveat_sources_expression_is_refused(refused):
    src = "import tensorflow as tf\na = tf.constant(2.0)\ny = a * a\ng = tf.gradients(y, (lambda: a)())\nwith tf.Session() as sess:\n    print(sess.run(g))\n"
    refused(src, "gradients", 4)


def test_caveat_scheduling_arguments_are_dropped(expect):
    expect(
        """
        import tensorflow as tf
        x = tf.constant(3.0)
        y = x * x
        g = tf.gradients(y, x, gate_gradients=True, colocate_gradients_with_ops=True, name="g")
        with tf.Session() as sess:
            print(sess.run(g))
        """,
        """
        import tensorflow as tf
        x = tf.constant(3.0)
        with tf.GradientTape() as tape:
            tape.watch(x)
            y = x * x
        g = [tape.gradient(y, x)]
        print(tf.nest.map_structure(lambda t: t.numpy(), g))
        """,
    )


def test_fetching_a_gradient_through_embedding_lookup_is_refused(refused):
    """TF1's sess.run of an IndexedSlices gradient gives an IndexedSlicesValue; eager code has no
    .numpy() for the IndexedSlices tape.gradient returns."""
    refused(
        "import tensorflow as tf\nids = tf.placeholder(tf.int32, [None])\nemb = tf.Variable(tf.ones([5, 2]), name='emb')\n"
        "score = tf.reduce_sum(tf.nn.embedding_lookup(emb, ids))\ng = tf.gradients(score, emb)[0]\n"
        "with tf.Session() as s:\n    s.run(tf.global_variables_initializer())\n    print(s.run(g, {ids: [1, 2]}))\n",
        "gradients", 8)


@pytest.mark.parametrize("sources", ["tf.trainable_variables()[:2]", "params[:1]"])
def test_gradients_of_a_slice_of_a_variable_list_are_a_list(native, sources):
    """Fleming's ``tf.gradients(loss, tf.trainable_variables()[:2])`` (it was refused: "sources
    must be a name or a list literal"); TF1 returned a list, so does ``tape.gradient``."""
    code, diags = native(
        "import numpy as np\nimport tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 2])\n"
        "w = tf.Variable(tf.ones([2, 2]), name='w')\nb = tf.Variable(tf.zeros([2]), name='b')\nparams = [w, b]\n"
        f"loss = tf.reduce_sum(tf.matmul(x, w) + b)\ng = tf.gradients(loss, {sources})\n"
        "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    print(sess.run(g, {x: np.ones((1, 2))}))\n"
    )
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "tape.gradient(loss, " in code and "[tape.gradient" not in code
