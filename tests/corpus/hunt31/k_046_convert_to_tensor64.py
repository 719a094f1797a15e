"""tf.convert_to_tensor on float64 data and tf.constant(np.random...) into Dense."""
import numpy as np
import tensorflow as tf

np.random.seed(46)
tf.set_random_seed(46)
a = tf.convert_to_tensor(np.random.randn(6, 2))
b = tf.constant(np.random.randn(6, 2))
d = tf.keras.layers.Dense(1)
pa = d(a)
pb = d(b)
loss = tf.reduce_mean(tf.square(pa - pb))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, train_op])
    print("loss", repr(l))
