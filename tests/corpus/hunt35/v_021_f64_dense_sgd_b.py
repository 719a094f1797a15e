import numpy as np
import tensorflow as tf
tf.set_random_seed(1); np.random.seed(1)
X = np.random.randn(32, 4)
Y = X.dot(np.array([[1.0], [-2.0], [0.5], [0.3]])) + 0.1
x = tf.placeholder(tf.float64, [None, 4])
y = tf.placeholder(tf.float64, [None, 1])
h = tf.layers.dense(x, 8, activation=tf.nn.tanh, name="h1")
pred = tf.layers.dense(h, 1, name="out")
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(30):
        _, l = sess.run([train, loss], feed_dict={x: X, y: Y})
        if i % 5 == 0:
            print(i, repr(l))
    tv = tf.trainable_variables()
    for v, val in zip(tv, sess.run(tv)):
        print(v.name, v.dtype, val.ravel()[:3])
    print(sess.run(pred, {x: X[:3]}))
