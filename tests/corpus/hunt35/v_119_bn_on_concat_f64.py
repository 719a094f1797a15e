import numpy as np
import tensorflow as tf
tf.set_random_seed(119); np.random.seed(119)
X = np.random.randn(8, 2) * 2 + 1
x = tf.placeholder(tf.float64, [None, 2])
training = tf.placeholder(tf.bool, [])
h = tf.concat([x, x * x], axis=1)
bn = tf.layers.batch_normalization(h, training=training, name="bn")
loss = tf.reduce_mean(tf.square(bn - 0.5))
upd = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(upd):
    step = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, step], {x: X, training: True})
        print(i, "%.14f" % l)
    print(repr(sess.run(bn, {x: X[:2], training: False})))
