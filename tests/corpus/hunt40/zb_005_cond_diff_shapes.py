import numpy as np
import tensorflow as tf

tf.set_random_seed(5)
np.random.seed(5)
x = tf.placeholder(tf.float32, [None, 4])
is_train = tf.placeholder(tf.bool, [])
a = tf.layers.dense(x, 6, name="a")
b = tf.layers.dense(x, 3, name="b")
c = tf.cond(is_train, lambda: a, lambda: tf.concat([b, b], axis=1))
print("cond shape", c.get_shape().as_list())
o = tf.layers.dense(c, 1, name="o")
y = tf.placeholder(tf.float32, [None, 1])
loss = tf.reduce_mean((o - y) ** 2)
opt = tf.train.AdamOptimizer(0.01).minimize(loss)
X = np.random.randn(10, 4).astype(np.float32)
Y = np.random.randn(10, 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, opt], {x: X, y: Y, is_train: True})
        print("train", i, round(float(l), 5))
    print("eval", sess.run(loss, {x: X, y: Y, is_train: False}))
