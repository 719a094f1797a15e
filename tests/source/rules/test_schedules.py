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


def run_train():
    with tf.GradientTape() as tape:
        loss = tf.square(w - 1.0)
    lr = tf.keras.optimizers.schedules.ExponentialDecay(0.5, 2, 0.5, staircase=True)(global_step)
    optimizer.learning_rate = tf.keras.optimizers.schedules.ExponentialDecay(0.5, 2, 0.5, staircase=True)(global_step)
    optimizer.apply_gradients(zip(tape.gradient(loss, [w]), [w]))
    global_step.assign_add(1)
    return None


def run_w_lr_global_step():
    lr = tf.keras.optimizers.schedules.ExponentialDecay(0.5, 2, 0.5, staircase=True)(global_step)
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
    "old, new, rule",
    [
        pytest.param("decay_steps=2", "decay_steps=n", "schedules", id="non-literal decay_steps"),
        pytest.param("tf.train.exponential_decay(", "tf.train.polynomial_decay(", "renames", id="other schedules"),
        pytest.param("global_step=global_step)\n", "global_step=steps[0])\n", "schedules", id="global_step an expression"),
    ],
)
def test_refused(refused, old, new, rule):
    refused(SRC.replace(old, new), rule)
