import numpy as np
import tensorflow as tf

tf.set_random_seed(39)
np.random.seed(39)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
a = tf.keras.layers.Dense(3, activation="relu")
b = tf.keras.layers.Dense(3)
head = tf.keras.layers.Dense(1)
pred = head(a(x))
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
outs = {"a": a(x), "b": b(x)}

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    res = sess.run(outs, feed_dict={x: X[:2]})
    print(res["a"], res["b"])
