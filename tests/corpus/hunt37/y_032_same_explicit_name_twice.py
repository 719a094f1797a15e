import numpy as np
import tensorflow as tf

tf.set_random_seed(32)
np.random.seed(32)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
block1 = tf.keras.layers.Dense(6, activation="relu", name="hidden")
block2 = tf.keras.layers.Dense(6, activation="relu", name="hidden")
out = tf.keras.layers.Dense(1, name="out")
pred = out(block2(block1(x)))
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
