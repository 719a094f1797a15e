import numpy as np
import tensorflow as tf
tf.set_random_seed(51); np.random.seed(51)
X = np.random.randn(16, 3).astype(np.float32)
Y = np.random.randn(16, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 2])
fc1 = tf.keras.layers.Dense(3, activation="relu")
fc2 = tf.keras.layers.Dense(2)
fc3 = tf.keras.layers.Dense(2, activation="sigmoid")
out = fc2(fc1(x) + x) * fc3(x) - 0.1 * fc2(x)
loss = tf.reduce_mean(tf.square(out - y))
opt = tf.train.AdagradOptimizer(0.2)
train = opt.minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(sess.run(out, {x: X[:2]}))
