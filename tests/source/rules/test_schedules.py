"""Rule schedules: exponential_decay + global_step -> Keras ExponentialDecay set before each update, assign_add.

Both eras are compared on the legacy fixture ``lr_decay_global_step.py``. No TensorFlow import.
"""
import pytest

SRC = """
import tensorflow as tf
w = tf.Variable(3.0, name="w")
loss = tf.square(w - 1.0)
global_step = tf.Variable(0, trainable=False, name="global_step")
lr = tf.train.exponential_decay(0.5, global_step, decay_steps=2, decay_rate=0.5, staircase=True)
train = tf.train.GradientDescentOptimizer(lr).minimize(loss, global_step=global_step)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for _ in range(5):
        sess.run(train)
        print(sess.run([w, lr, global_step]))
"""


def test_decayed_rate_is_read_at_each_update_and_the_step_counts(expect):
    expect(SRC, """
import tensorflow as tf
w = tf.Variable(3.0, name="w")
global_step = tf.Variable(0, trainable=False, name="global_step")
optimizer = tf.keras.optimizers.SGD(learning_rate=0.5)


@tf.function
def train_step():
    with tf.GradientTape() as tape:
        loss = tf.square(w - 1.0)
    lr = tf.keras.optimizers.schedules.ExponentialDecay(0.5, 2, 0.5, staircase=True)(global_step)
    optimizer.learning_rate = tf.keras.optimizers.schedules.ExponentialDecay(0.5, 2, 0.5, staircase=True)(global_step)
    optimizer.apply_gradients(zip(tape.gradient(loss, [w]), [w]))
    global_step.assign_add(1)


def run_train():
    train_step()
    return None


@tf.function
def w_lr_global_step_fn():
    lr = tf.keras.optimizers.schedules.ExponentialDecay(0.5, 2, 0.5, staircase=True)(global_step)
    return w, lr, global_step


def run_w_lr_global_step():
    w, lr, global_step = w_lr_global_step_fn()
    return tf.nest.map_structure(lambda t: t.numpy(), [w, lr, global_step])


for _ in range(5):
    run_train()
    print(run_w_lr_global_step())
""")


def test_get_or_create_global_step_is_the_variable_tf1_makes(native):
    code, diags = native(SRC.replace('tf.Variable(0, trainable=False, name="global_step")', "tf.train.get_or_create_global_step()"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'global_step = tf.Variable(0, trainable=False, name="global_step", dtype=tf.int64)\n' in code
    assert "global_step.assign_add(1)" in code and "zip(tape.gradient(loss, [w]), [w])" in code  # not trained


@pytest.mark.parametrize(
    "call, keras",
    [
        pytest.param("tf.train.piecewise_constant(global_step, [2, 4], [0.5, 0.1, 0.01])",
                     "tf.keras.optimizers.schedules.PiecewiseConstantDecay([2, 4], [0.5, 0.1, 0.01])(global_step)",
                     id="piecewise_constant"),
        pytest.param("tf.train.natural_exp_decay(0.5, global_step, 2, 0.3, staircase=True)",
                     "tf.keras.optimizers.schedules.ExponentialDecay(0.5, 2, tf.exp(-0.3), staircase=True)(global_step)",
                     id="natural_exp_decay"),
        pytest.param("tf.train.polynomial_decay(0.5, global_step, 10, power=2.0, cycle=True)",
                     "tf.keras.optimizers.schedules.PolynomialDecay(0.5, 10, power=2.0, cycle=True)(global_step)",
                     id="polynomial_decay"),
        pytest.param("tf.train.inverse_time_decay(0.5, global_step, 3, 0.5)",
                     "tf.keras.optimizers.schedules.InverseTimeDecay(0.5, 3, 0.5)(global_step)", id="inverse_time_decay"),
        pytest.param("tf.train.cosine_decay(0.5, global_step, 10, alpha=0.1)",
                     "tf.keras.optimizers.schedules.CosineDecay(0.5, 10, alpha=0.1)(global_step)", id="cosine_decay"),
        pytest.param("tf.train.cosine_decay_restarts(0.5, global_step, 4, m_mul=0.5)",
                     "tf.keras.optimizers.schedules.CosineDecayRestarts(0.5, 4, m_mul=0.5)(global_step)",
                     id="cosine_decay_restarts"),
    ],
)
def test_each_decay_function_becomes_the_keras_class_tf1_builds(native, call, keras):
    """The optimizer starts at the rate of step 0; each update sets the decayed rate first."""
    code, diags = native(SRC.replace(
        "tf.train.exponential_decay(0.5, global_step, decay_steps=2, decay_rate=0.5, staircase=True)", call))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "optimizer = tf.keras.optimizers.SGD(learning_rate=0.5)\n" in code
    assert f"    optimizer.learning_rate = {keras}\n" in code
    assert f"    lr = {keras}\n" in code


def test_momentum_with_a_decaying_rate_sets_it_before_each_update(native):
    """TF1 scales the whole accumulator by the current rate: the emitted _TF1Momentum runs
    TF1's kernel, so the decayed rate set before each update gives TF1's steps."""
    code, diags = native(SRC.replace("tf.train.GradientDescentOptimizer(lr)", "tf.train.MomentumOptimizer(lr, 0.9)"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "optimizer = _TF1Momentum(learning_rate=0.5, momentum=0.9, use_nesterov=False)" in code
    assert (
        "    optimizer.learning_rate = tf.keras.optimizers.schedules.ExponentialDecay(0.5, 2, 0.5, staircase=True)(global_step)\n"
        "    optimizer.apply_gradients(zip(tape.gradient(loss, [w]), [w]))\n"
        "    global_step.assign_add(1)\n"
    ) in code


@pytest.mark.parametrize(
    "old, new, rule",
    [
        pytest.param("decay_steps=2", "decay_steps=n", "schedules", id="non-literal decay_steps"),
        pytest.param("tf.train.exponential_decay(0.5, global_step, decay_steps=2, decay_rate=0.5, staircase=True)",
                     "tf.train.linear_cosine_decay(0.5, global_step, 2)", "renames", id="no Keras class"),
        pytest.param("decay_rate=0.5", "decay_rat=0.5", "schedules", id="unknown argument"),
        pytest.param("staircase=True)", "staircase=True, *extra)", "schedules", id="star args"),
        pytest.param("tf.train.exponential_decay(0.5, global_step, decay_steps=2, decay_rate=0.5, staircase=True)",
                     "tf.train.piecewise_constant(global_step, [2.5], [0.5, 0.1])", "schedules", id="float boundaries"),
        pytest.param("tf.train.exponential_decay(0.5, global_step, decay_steps=2, decay_rate=0.5, staircase=True)",
                     "tf.train.piecewise_constant(global_step, [2], [1, 0.1])", "schedules", id="mixed int/float values"),
        pytest.param("tf.train.exponential_decay(0.5, global_step, decay_steps=2, decay_rate=0.5, staircase=True)",
                     "tf.train.piecewise_constant(global_step, bounds, [0.5, 0.1])", "schedules", id="boundaries not a literal"),
        pytest.param("global_step=global_step)\n", "global_step=steps[0])\n", "schedules", id="global_step an expression"),
    ],
)
def test_refused(refused, old, new, rule):
    refused(SRC.replace(old, new), rule)


def test_contrib_framework_global_step_functions_are_the_core_ones(native):
    """TF-recomm: ``tf.contrib.framework.get_or_create_global_step()`` (TF1 re-exported the core
    function there) and a helper's ``tf.train.get_global_step()`` read; ``assert global_step is
    not None`` on it is dropped with a note (a graph object is never None)."""
    src = SRC.replace('tf.Variable(0, trainable=False, name="global_step")', "tf.contrib.framework.get_or_create_global_step()")
    src = src.replace("\nwith tf.Session()", "\nstep_again = tf.train.get_global_step()\nassert step_again is not None\nwith tf.Session()", 1)
    code, diags = native(src)
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert 'global_step = tf.Variable(0, trainable=False, name="global_step", dtype=tf.int64)\n' in code
    assert "assert" not in code and [d.rule for d in diags if d.severity == "info" and "is not None dropped" in d.reason] == ["graph"]
