import numpy as np
import tensorflow as tf
tf.set_random_seed(90); np.random.seed(90)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
fc = tf.keras.layers.Dense(8, activation="relu")
drop = tf.keras.layers.Dropout(0.5)
head = tf.keras.layers.Dense(1)
h = fc(x)
h = drop(h)
out = head(h)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(sess.run(out, {x: X[:3]}))
