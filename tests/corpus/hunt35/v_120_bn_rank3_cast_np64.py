import numpy as np
import tensorflow as tf
tf.set_random_seed(120); np.random.seed(120)
X = np.random.randn(4, 6, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 6, 2])
training = tf.placeholder(tf.bool, [])
c = tf.layers.conv1d(x, 3, 2, name="c")
bn = tf.layers.batch_normalization(tf.cast(c, np.float64), training=training, name="bn")
loss = tf.reduce_mean(tf.square(bn))
upd = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(upd):
    step = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, step], {x: X, training: True})
        print(i, "%.14f" % l)
    print(repr(sess.run(bn, {x: X[:1], training: False})))
