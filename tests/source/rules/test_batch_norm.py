"""Rule batch_norm: tf.layers.batch_normalization -> variables + tf.nn.moments /
tf.nn.batch_normalization + explicit moving-average updates collected in UPDATE_OPS.

Both eras are compared on the legacy fixtures ``batchnorm_update_ops.py`` (rank 2, fed
training flag, Adam under control_dependencies(UPDATE_OPS)) and ``conv_batchnorm.py`` (rank 4,
placeholder_with_default flag, training=True literal, center=False). No TensorFlow import."""
import pytest

SRC = """
import numpy as np
import tensorflow as tf
x = tf.placeholder(tf.float32, [None, 3])
training = tf.placeholder(tf.bool, [])
h = tf.layers.batch_normalization(x, training=training, name="bn")
loss = tf.reduce_sum(tf.square(h))
update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(update_ops):
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([train, loss], {x: np.ones((2, 3)), training: True}))
    print(sess.run(loss, {x: np.ones((2, 3)), training: False}))
"""


def test_fed_training_flag_moments_and_updates_run_with_the_train_op(expect):
    expect(SRC, """
import numpy as np
import tensorflow as tf
bn_gamma = tf.Variable(tf.ones_initializer()([3], dtype=tf.float32), name="bn/gamma")
bn_beta = tf.Variable(tf.zeros_initializer()([3], dtype=tf.float32), name="bn/beta")
bn_moving_mean = tf.Variable(tf.zeros_initializer()([3], dtype=tf.float32), name="bn/moving_mean", trainable=False)
bn_moving_variance = tf.Variable(tf.ones_initializer()([3], dtype=tf.float32), name="bn/moving_variance", trainable=False)
optimizer = tf.keras.optimizers.SGD(learning_rate=0.1)


@tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32), tf.TensorSpec([], tf.bool)])
def train_loss_step(x, training):
    bn_mean, bn_variance = tf.nn.moments(x, axes=[0]) if training else (bn_moving_mean, bn_moving_variance)
    with tf.GradientTape() as tape:
        h = tf.nn.batch_normalization(x, bn_mean, bn_variance, bn_beta, bn_gamma, 0.001)
        bn_moving_mean_update = bn_moving_mean.assign_sub((bn_moving_mean - bn_mean) * (1.0 - 0.99)) if training else bn_moving_mean
        bn_moving_variance_update = bn_moving_variance.assign_sub((bn_moving_variance - bn_variance) * (1.0 - 0.99)) if training else bn_moving_variance
        loss = tf.reduce_sum(tf.square(h))
    update_ops = [bn_moving_mean_update, bn_moving_variance_update]
    optimizer.apply_gradients(zip(tape.gradient(loss, [bn_gamma, bn_beta]), [bn_gamma, bn_beta]))
    return loss


def run_train_loss(x, training):
    x = tf.convert_to_tensor(x, dtype=tf.float32)
    training = tf.cast(training, tf.bool)
    loss = train_loss_step(x, training)
    return [None, loss.numpy()]


@tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32), tf.TensorSpec([], tf.bool)])
def loss_step(x, training):
    bn_mean, bn_variance = tf.nn.moments(x, axes=[0]) if training else (bn_moving_mean, bn_moving_variance)
    h = tf.nn.batch_normalization(x, bn_mean, bn_variance, bn_beta, bn_gamma, 0.001)
    loss = tf.reduce_sum(tf.square(h))
    return loss


def run_loss(x, training):
    x = tf.convert_to_tensor(x, dtype=tf.float32)
    training = tf.cast(training, tf.bool)
    loss = loss_step(x, training)
    return loss.numpy()


print(run_train_loss(x=np.ones((2, 3)), training=True))
print(run_loss(x=np.ones((2, 3)), training=False))
""")


def test_no_training_argument_is_inference_with_no_updates(native):
    """TF1's default training=False: the moving statistics, no moments, nothing in UPDATE_OPS."""
    code, diags = native(SRC.replace("training=training, name=\"bn\"", "momentum=0.9, epsilon=1e-5"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert ("h = tf.nn.batch_normalization(x, batch_normalization_moving_mean, batch_normalization_moving_variance, "
            "batch_normalization_beta, batch_normalization_gamma, 1e-5)") in code
    assert "moments" not in code and "assign_sub" not in code
    assert "update_ops = []" in code


def test_training_true_literal_drops_the_inference_branch(native):
    code, diags = native(SRC.replace("training=training", "training=True, scale=False"))
    assert not [d for d in diags if d.severity == "warning"], [str(d) for d in diags]
    assert "bn_mean, bn_variance = tf.nn.moments(x, axes=[0])\n" in code
    assert "bn_moving_mean_update = bn_moving_mean.assign_sub((bn_moving_mean - bn_mean) * (1.0 - 0.99))\n" in code
    assert "tf.nn.batch_normalization(x, bn_mean, bn_variance, bn_beta, None, 0.001)" in code
    assert "bn/gamma" not in code


@pytest.mark.parametrize(
    "old, new, rule",
    [
        # (rank 3 converts since session 38: test_native_session_38.test_a_rank_3_batch_norm_converts)
        pytest.param("[None, 3])\ntraining", "[None, 3, 2, 1, 1])\ntraining", "batch_norm", id="rank 5 input"),
        pytest.param("[None, 3])\ntraining", "[None, None])\ntraining", "batch_norm", id="unknown channels"),
        pytest.param('name="bn"', 'name="bn", axis=0', "batch_norm", id="axis other than the last"),
        pytest.param('name="bn"', 'name="bn", renorm=True', "batch_norm", id="renorm"),
        pytest.param('name="bn"', 'name="bn", momentum=m', "batch_norm", id="momentum not a literal"),
        pytest.param('name="bn"', 'name="bn", center=c', "batch_norm", id="center not a literal"),
        pytest.param('name="bn"', 'name="bn", fused=True', "batch_norm", id="fused on rank 2"),
        pytest.param('name="bn"', 'name="bn", beta_initializer=tf.ones_initializer()', "batch_norm", id="initializers"),
        pytest.param("    print(sess.run(loss, {x: np.ones((2, 3)), training: False}))\n",
                     "    print(len(tf.get_collection(tf.GraphKeys.UPDATE_OPS)))\n", "regularizers",
                     id="UPDATE_OPS read in plain Python"),
    ],
)
def test_refused(refused, old, new, rule):
    assert old in SRC
    refused(SRC.replace(old, new), rule)


@pytest.mark.parametrize("binding, converted", [
    pytest.param("m = 0.9\n", True, id="a float constant"),
    pytest.param("m = 1\n", True, id="an int constant"),
    pytest.param("m = 0.9\nm = 0.8\n", False, id="bound twice"),
])
def test_momentum_may_be_a_number_constant(native, binding, converted):
    """ageron's ``momentum=batch_norm_momentum`` (a module float bound once): read where the
    update uses it; it was refused as "not a number literal"."""
    src = SRC.replace("x = tf.placeholder", binding + "x = tf.placeholder", 1).replace('name="bn"', 'name="bn", momentum=m')
    code, diags = native(src)
    warnings = [str(d) for d in diags if d.severity == "warning"]
    if converted:
        assert warnings == [] and "* (1.0 - m))" in code
    else:
        assert any("momentum= that is not a number literal or a number constant" in w for w in warnings), warnings


@pytest.mark.parametrize("fused, corrected", [
    pytest.param("", True, id="rank 4, fused by default: Bessel-corrected moving variance"),
    pytest.param(", fused=False", False, id="rank 4, fused=False: the biased batch variance"),
])
def test_caveat_fused_rank4_moving_variance_has_bessels_correction(native, fused, corrected):
    """TF1's fused kernel updates the moving variance with var * n / (n - 1) (measured with 8
    values per channel: TF1 moved towards 6.0, the biased variance is 5.25)."""
    code, diags = native(
        "import tensorflow as tf\nx = tf.placeholder(tf.float32, [None, 2, 2, 1])\n"
        f"out = tf.layers.batch_normalization(x, training=True, momentum=0.0, name='bn'{fused})\n"
        "update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)\nwith tf.control_dependencies(update_ops):\n"
        "    train = tf.train.GradientDescentOptimizer(0.0).minimize(tf.reduce_sum(out))\n"
        "with tf.Session() as sess:\n    sess.run(tf.global_variables_initializer())\n    sess.run(train, {x: [[[[1.0]]]]})\n")
    # (the fused kernel rounds differently: noted, once, at the layer)
    assert [(d.severity, d.line, d.rule) for d in diags] == ([("info", 3, "batch_norm")] if corrected else [])
    correction = "bn_variance * tf.cast(tf.size(x) // 1, bn_variance.dtype) / (tf.cast(tf.size(x) // 1, bn_variance.dtype) - 1)"
    assert (correction in code) is corrected
    assert "bn_moving_variance.assign_sub((bn_moving_variance - bn_variance" in code
