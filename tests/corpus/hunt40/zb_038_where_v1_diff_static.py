import numpy as np
import tensorflow as tf

tf.set_random_seed(38)
np.random.seed(38)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [5, None])
c = tf.placeholder(tf.bool, [None])
s = tf.where(c, x, y)       # v1 merges static shapes -> [5, 4]
print("where shape", s.get_shape().as_list())
d = s.get_shape().as_list()[-1]
w = tf.get_variable("w", [d, 2])
out = tf.matmul(s, w)
loss = tf.reduce_sum(tf.square(out))
tr = tf.train.GradientDescentOptimizer(0.01).minimize(loss)
X = np.random.randn(5, 4).astype(np.float32)
Y = np.random.randn(5, 4).astype(np.float32)
C = np.array([1, 0, 0, 1, 1], bool)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, sess.run([loss, tr], {x: X, y: Y, c: C})[0])
