import numpy as np
import tensorflow as tf

tf.set_random_seed(20)
np.random.seed(20)
X = np.random.randn(4, 4, 4, 2).astype(np.float32)
Y = np.random.randn(4, 16, 16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4, 4, 2])
y = tf.placeholder(tf.float32, [None, 16, 16, 1])
u = tf.layers.conv2d_transpose(x, 3, 3, strides=2, padding="same", activation=tf.nn.relu)
u = tf.keras.layers.Conv2DTranspose(1, 3, strides=2, padding="same")(u)
loss = tf.reduce_mean(tf.square(u - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print("step", i, l)
