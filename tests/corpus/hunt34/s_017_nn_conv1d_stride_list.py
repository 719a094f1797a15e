import numpy as np
import tensorflow as tf

tf.set_random_seed(17)
np.random.seed(17)

X = np.random.randn(2, 12, 3).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 12, 3])
k = tf.get_variable("k", shape=[3, 3, 2], initializer=tf.random_normal_initializer(seed=1))
y1 = tf.nn.conv1d(value=x, filters=k, stride=[1, 2, 1], padding="SAME")
y2 = tf.nn.conv1d(x, k, stride=3, padding="VALID", data_format="NWC")
loss = tf.reduce_sum(y1) + tf.reduce_sum(tf.square(y2))
gk = tf.gradients(loss, k)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    a, b, c = sess.run([y1, y2, gk], feed_dict={x: X})
    print(a.shape, b.shape)
    print(a[0])
    print(b[1])
    print(c[0])
