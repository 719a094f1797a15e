import numpy as np
import tensorflow as tf

tf.set_random_seed(98)
np.random.seed(98)

X = np.random.randn(4, 3, 5).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3, 5])
batch_size = tf.shape(x)[0]
T = x.get_shape()[1].value
D = int(x.shape[-1])
flat = tf.reshape(x, [batch_size, -1])
W = tf.get_variable("W", [T * D, 2])
out = tf.matmul(flat, W)
W2 = tf.get_variable("W2", [out.get_shape().as_list()[-1], 1])
out2 = tf.matmul(out, W2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(T, D)
    print(np.round(sess.run(out2, {x: X}), 4))
