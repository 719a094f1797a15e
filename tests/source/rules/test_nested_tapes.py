"""native.emit: a gradient request whose result a later request differentiates gets its own
tape, nested in the outer one (strings; the numbers: fixture jacobian_penalty_training.py in the
equivalence suite and tests/tf2/test_nested_tapes.py)."""

PENALTY = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [4, 3])
W = tf.Variable(tf.ones([3, 2]), name="W")
h = tf.tanh(tf.matmul(x, W))
dh_dx = tf.gradients(h, x)[0]
loss = tf.reduce_sum(tf.square(h)) + tf.reduce_sum(tf.square({penalty}))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train, {{x: np.ones((4, 3))}})
    print(sess.run(W))
"""


def test_a_gradient_in_a_minimized_loss_is_asked_on_a_nested_tape(native):
    code, diags = native(PENALTY.format(penalty="dh_dx"))
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert """
    with tf.GradientTape() as tape:
        with tf.GradientTape() as inner_tape:
            inner_tape.watch(x)
            h = tf.tanh(tf.matmul(x, W))
            dh_dx = inner_tape.gradient(h, x)
        loss = tf.reduce_sum(tf.square(h)) + tf.reduce_sum(tf.square(dh_dx))
    optimizer.apply_gradients(zip(tape.gradient(loss, [W]), [W]))
""" in code


def test_a_gradient_read_through_stop_gradient_stays_on_the_one_tape(native):
    code, diags = native(PENALTY.format(penalty="tf.stop_gradient(dh_dx) * h"))
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "inner_tape" not in code and "tape.gradient(h, x)" in code


def test_hessians_keep_their_persistent_tape(native):
    """(A limitation: ``tf.hessians`` in a differentiated expression stays one persistent tape,
    asked inside its context; TF2 logs its efficiency warning there.)"""
    code, diags = native(PENALTY.format(penalty="tf.hessians(tf.reduce_sum(h), x)[0]"))
    assert [str(d) for d in diags if d.severity == "warning"] == []
    assert "inner_tape" not in code
    assert "with tf.GradientTape(persistent=True) as tape:" in code
    assert "tf.square(tape.jacobian(tape.gradient(tf.reduce_sum(h), x), x))" in code
