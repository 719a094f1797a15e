import numpy as np
import tensorflow as tf

tf.set_random_seed(6)
np.random.seed(6)
x = tf.placeholder(tf.float32, [None, 4])
flag = tf.placeholder_with_default(False, [])
a = tf.layers.dense(x, 6, name="a")
b = tf.layers.dense(x, 3, name="b")
c = tf.cond(flag, lambda: a, lambda: b)   # merged static shape [None, None]
print("cond shape", c.get_shape().as_list())
s = tf.reduce_sum(c, axis=1, keepdims=True)
w = tf.get_variable("w", [1, 2])
o = tf.matmul(s, w)
loss = tf.reduce_mean(tf.square(o - 1.0))
opt = tf.train.GradientDescentOptimizer(0.01).minimize(loss)
X = np.random.randn(10, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        print(i, sess.run([loss, opt], {x: X})[0])
    print(sess.run(loss, {x: X, flag: True}))
