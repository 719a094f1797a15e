import numpy as np
import tensorflow as tf
tf.set_random_seed(57); np.random.seed(57)
A = np.random.randn(3, 4, 2).astype(np.float32)
B = np.random.randn(3, 2, 2).astype(np.float32)
a = tf.placeholder(tf.float32, [None, 4, 2])
b = tf.placeholder(tf.float32, [None, 2, 2])
c = tf.keras.layers.Concatenate(axis=1)([a, b])        # (N,6,2)
conv = tf.keras.layers.Conv1D(3, 2, strides=2)
pool = tf.keras.layers.MaxPooling1D(2)
dense = tf.keras.layers.Dense(2, activation="softmax")
out = dense(pool(conv(c)))
y = tf.placeholder(tf.float32, [None, 1, 2])
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.MomentumOptimizer(0.1, 0.5).minimize(loss)
Y = np.random.rand(3, 1, 2).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {a: A, b: B, y: Y})
        print(i, l)
    print(sess.run(out, {a: A, b: B}))
