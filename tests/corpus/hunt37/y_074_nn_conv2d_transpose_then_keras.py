import numpy as np
import tensorflow as tf

tf.set_random_seed(74)
np.random.seed(74)
X = np.random.randn(3, 4, 4, 2).astype(np.float32)
Y = np.random.randn(3, 16, 16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [3, 4, 4, 2])
y = tf.placeholder(tf.float32, [3, 16, 16, 1])
w_up = tf.get_variable("w_up", [3, 3, 3, 2], initializer=tf.random_normal_initializer(stddev=0.1))
u = tf.nn.relu(tf.nn.conv2d_transpose(x, w_up, output_shape=[3, 8, 8, 3], strides=[1, 2, 2, 1], padding="SAME"))
up2 = tf.keras.layers.Conv2DTranspose(1, 3, strides=2, padding="same")
out = up2(u)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
