"""Rule optimizers: TF1 optimizers -> Keras optimizers with the same update rule."""
import pytest

TEMPLATE = """
import tensorflow as tf
w = tf.Variable([1.0, 2.0], name="w")
loss = tf.reduce_sum(w * w)
opt = {ctor}
train = opt.minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train)
    print(sess.run(w))
"""
EXPECTED = """
import tensorflow as tf
w = tf.Variable([1.0, 2.0], name="w")
opt = {ctor}


def run_train():
    with tf.GradientTape() as tape:
        loss = tf.reduce_sum(w * w)
    opt.apply_gradients(zip(tape.gradient(loss, [w]), [w]))
    return None


run_train()
print(w.numpy())
"""

CASES = [
    pytest.param(
        "tf.train.GradientDescentOptimizer(0.1)",
        "tf.keras.optimizers.SGD(learning_rate=0.1)",
        id="gradient descent",
    ),
    pytest.param(
        "tf.train.MomentumOptimizer(0.1, 0.9, use_nesterov=True)",
        "tf.keras.optimizers.SGD(learning_rate=0.1, momentum=0.9, nesterov=True)",
        id="momentum with nesterov",
    ),
    pytest.param(
        "tf.train.AdamOptimizer(learning_rate=0.05)",
        "tf.keras.optimizers.Adam(learning_rate=0.05, beta_1=0.9, beta_2=0.999, epsilon=1e-08)",
        id="adam keeps the TF1 epsilon 1e-8",
    ),
    pytest.param(
        "tf.train.AdagradOptimizer(0.5)",
        "tf.keras.optimizers.Adagrad(learning_rate=0.5, initial_accumulator_value=0.1, epsilon=0.0)",
        id="adagrad without epsilon",
    ),
]


@pytest.mark.parametrize("tf1, keras", CASES)
def test_rewrites(expect, tf1, keras):
    expect(TEMPLATE.format(ctor=tf1), EXPECTED.format(ctor=keras))


def test_compute_and_apply_gradients(expect):
    expect(
        """
        import tensorflow as tf
        w = tf.Variable([1.0, 2.0], name="w")
        loss = tf.reduce_sum(w * w)
        opt = tf.train.GradientDescentOptimizer(0.5)
        gvs = opt.compute_gradients(loss)
        train = opt.apply_gradients(gvs)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            sess.run(train)
            print(sess.run(w))
        """,
        """
        import tensorflow as tf
        w = tf.Variable([1.0, 2.0], name="w")
        opt = tf.keras.optimizers.SGD(learning_rate=0.5)


        def run_train():
            with tf.GradientTape() as tape:
                loss = tf.reduce_sum(w * w)
            gvs = list(zip(tape.gradient(loss, [w]), [w]))
            opt.apply_gradients(gvs)
            return None


        run_train()
        print(w.numpy())
        """,
    )


REFUSED = [
    pytest.param("tf.train.RMSPropOptimizer(0.1)", id="caveat 1: RMSProp mean square starts at 1"),
    pytest.param("tf.train.FtrlOptimizer(0.1)", id="caveat 2: other optimizers"),
]


@pytest.mark.parametrize("ctor", REFUSED)
def test_refused(refused, ctor):
    refused(TEMPLATE.format(ctor=ctor), "optimizers", 4)


def test_global_step_that_is_not_a_script_variable_is_refused(refused):
    # minimize(global_step=<variable>) converts (rule schedules); the TF1 global-step helpers do not
    src = TEMPLATE.format(ctor="tf.train.GradientDescentOptimizer(0.1)").replace(
        "opt.minimize(loss)", "opt.minimize(loss, global_step=tf.train.get_global_step())"
    )
    refused(src, "schedules", 5)


def test_caveat_fed_learning_rate_is_refused(refused):
    src = (
        "import tensorflow as tf\nlr = tf.placeholder(tf.float32, [])\nw = tf.Variable(1.0)\n"
        "opt = tf.train.GradientDescentOptimizer(lr)\nt = opt.minimize(w * w)\n"
        "with tf.Session() as s:\n    s.run(t, {lr: 0.1})\n"
    )
    refused(src, "variables", 4)


def test_minimize_uses_the_definitions_current_at_the_loss(expect):
    # ``y`` names a variable first, then a constant: only ``x`` is trained (as in TF1)
    expect(
        """
        import tensorflow as tf
        x = tf.Variable(1.0)
        y = tf.Variable(3.0)
        y = tf.constant(3.0)
        loss = tf.exp((x - y) * (x - y))
        step = tf.train.GradientDescentOptimizer(0.005).minimize(loss)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            sess.run(step)
            print(sess.run([x, y]))
        """,
        """
        import tensorflow as tf
        x = tf.Variable(1.0)
        y = tf.Variable(3.0)
        y = tf.constant(3.0)
        optimizer = tf.keras.optimizers.SGD(learning_rate=0.005)


        def run_step():
            with tf.GradientTape() as tape:
                loss = tf.exp((x - y) * (x - y))
            optimizer.apply_gradients(zip(tape.gradient(loss, [x]), [x]))
            return None


        run_step()
        print(tf.nest.map_structure(lambda t: t.numpy(), [x, y]))
        """,
    )
