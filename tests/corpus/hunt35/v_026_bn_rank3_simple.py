import numpy as np
import tensorflow as tf
tf.set_random_seed(26); np.random.seed(26)
X = np.random.randn(4, 7, 3).astype(np.float32) + 1.0
x = tf.placeholder(tf.float32, [None, 7, 3])
is_training = tf.placeholder(tf.bool)
c = tf.layers.conv1d(x, 2, 2, padding="same")
bn = tf.layers.batch_normalization(c, axis=-1, training=is_training, momentum=0.5)
loss = tf.reduce_mean(tf.square(bn - 1.0))
ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
opt = tf.train.GradientDescentOptimizer(0.1)
with tf.control_dependencies(ops):
    step = opt.minimize(loss)
bnvars = [v for v in tf.global_variables() if "batch_normalization" in v.name]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, step], {x: X, is_training: True})
        print(i, l)
    print([v.name for v in bnvars])
    print(sess.run(bnvars))
    print(sess.run(bn, {x: X[:1], is_training: False}))
