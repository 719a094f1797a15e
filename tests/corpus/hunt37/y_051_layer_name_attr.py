import numpy as np
import tensorflow as tf

tf.set_random_seed(51)
np.random.seed(51)
X = np.random.randn(8, 6, 6, 1).astype(np.float32)
Y = np.random.randn(8, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 6, 6, 1])
y = tf.placeholder(tf.float32, [None, 1])
c = tf.layers.conv2d(x, 2, 3, activation=tf.nn.relu)
f = tf.layers.flatten(c)
conv = tf.keras.layers.Conv2D(2, 3, padding="same")
flat = tf.keras.layers.Flatten()
head = tf.keras.layers.Dense(1)
pred = head(flat(conv(x))) + tf.layers.dense(f, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
print(conv.name, flat.name, head.name)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    print(conv.kernel.name, head.bias.name)
