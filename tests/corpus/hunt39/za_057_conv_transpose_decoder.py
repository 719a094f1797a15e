import numpy as np
import tensorflow as tf

tf.set_random_seed(57)
np.random.seed(57)

X = np.random.rand(3, 6, 6, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 6, 6, 1])
e1 = tf.layers.conv2d(x, 4, 3, strides=2, padding="same", activation=tf.nn.elu)  # 3x3x4
d1 = tf.layers.conv2d_transpose(e1, 2, 3, strides=2, padding="same", activation=tf.nn.elu)  # 6x6x2
Wt = tf.get_variable("Wt", [3, 3, 1, 2])
d2 = tf.nn.conv2d_transpose(d1, Wt, output_shape=tf.stack([tf.shape(x)[0], 6, 6, 1]), strides=[1, 1, 1, 1], padding="SAME")
loss = tf.reduce_mean(tf.abs(d2 - x))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(round(float(sess.run([loss, train], {x: X})[0]), 5))
    print(np.round(sess.run(d2, {x: X[:1]})[0, :, :, 0], 4))
