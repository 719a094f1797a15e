import numpy as np
import tensorflow as tf

tf.set_random_seed(41)
np.random.seed(41)
x = tf.placeholder(tf.float32, [None, 1, 6])
s = tf.squeeze(x)                 # static shape unknown in TF1 (batch may be 1)
print("rank", s.get_shape().ndims, s.get_shape())
s1 = tf.squeeze(x, [1])
print("rank1", s1.get_shape().ndims, s1.get_shape().as_list())
h = tf.layers.dense(s1, 3, name="h")
o = tf.reduce_sum(h * tf.reshape(s, [-1, 6])[:, :3], axis=1)
loss = tf.reduce_mean(tf.square(o))
tr = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
X = np.random.randn(3, 1, 6).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, sess.run([loss, tr], {x: X})[0])
