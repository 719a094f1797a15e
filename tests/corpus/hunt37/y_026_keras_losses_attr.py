import numpy as np
import tensorflow as tf

tf.set_random_seed(26)
np.random.seed(26)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
hid = tf.keras.layers.Dense(8, activation="relu", kernel_regularizer=tf.keras.regularizers.l2(0.05))
h = hid(x)
out = tf.keras.layers.Dense(1, kernel_regularizer=tf.keras.regularizers.l1(0.01))
pred = out(h)
mse = tf.reduce_mean(tf.square(pred - y))
loss = mse + tf.add_n(hid.losses + out.losses)
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(4):
        l, m, _ = sess.run([loss, mse, train], feed_dict={x: X, y: Y})
        print(i, l, m)
