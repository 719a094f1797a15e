import numpy as np
import tensorflow as tf
tf.set_random_seed(105); np.random.seed(105)
X = np.random.randn(5, 4); Y = np.random.randn(5, 1)
x = tf.placeholder(tf.float64, [None, 4])
y = tf.placeholder(tf.float64, [None, 1])
lam = tf.keras.layers.Lambda(lambda t: tf.concat([t, t * t], axis=-1))
head = tf.keras.layers.Dense(1)
out = head(lam(x))
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
