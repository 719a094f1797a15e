import numpy as np
import tensorflow as tf

tf.set_random_seed(5)
np.random.seed(5)

X = np.random.randn(4, 10, 2).astype(np.float32)

x = tf.placeholder(tf.float32, [4, 10, 2])
kernel = tf.Variable(tf.random_normal([4, 2, 3], stddev=0.2), name="kernel")
out = tf.nn.conv1d(x, kernel, 2, 'VALID')
s = tf.reduce_sum(out ** 2)
gk = tf.gradients(s, kernel)[0]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    o, g = sess.run((out, gk), feed_dict={x: X})
    print(o.shape)
    print(o[0])
    print(g)
