import numpy as np
import tensorflow as tf
tf.set_random_seed(58); np.random.seed(58)
X = np.random.randn(10, 3) * 2 + 1
x = tf.placeholder(tf.float64, [None, 3])
h = tf.keras.layers.Dense(3)(x)
bn = tf.keras.layers.BatchNormalization(momentum=0.9)
o = bn(h, training=True)
loss = tf.reduce_mean(tf.square(o))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, train], {x: X})
        print(i, "%.14f" % l)
    print(sess.run([bn.moving_mean, bn.moving_variance]))
