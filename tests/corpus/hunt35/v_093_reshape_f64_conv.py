import numpy as np
import tensorflow as tf
tf.set_random_seed(93); np.random.seed(93)
X = np.random.randn(4, 16)
Y = np.random.randn(4, 1)
x = tf.placeholder(tf.float64, [None, 16])
y = tf.placeholder(tf.float64, [None, 1])
img = tf.reshape(x, [-1, 4, 4, 1])
c = tf.layers.conv2d(img, 2, 2, activation=tf.nn.relu, name="c")
seq = tf.keras.layers.Reshape((8, 2))(x)
conv1 = tf.keras.layers.Conv1D(2, 3)
s = conv1(seq)
f = tf.concat([tf.layers.flatten(c), tf.layers.flatten(s)], axis=1)
out = tf.layers.dense(f, 1, name="o")
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
