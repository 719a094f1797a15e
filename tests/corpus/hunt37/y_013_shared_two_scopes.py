import numpy as np
import tensorflow as tf

tf.set_random_seed(13)
np.random.seed(13)
A = np.random.randn(16, 3).astype(np.float32)
B = np.random.randn(16, 3).astype(np.float32)
T = np.random.randn(16, 1).astype(np.float32)

a = tf.placeholder(tf.float32, [None, 3])
b = tf.placeholder(tf.float32, [None, 3])
t = tf.placeholder(tf.float32, [None, 1])
shared = tf.keras.layers.Dense(5, activation="tanh")
with tf.variable_scope("left"):
    ha = shared(a)
with tf.variable_scope("right"):
    hb = shared(b)
out = tf.layers.dense(tf.concat([ha, hb], axis=1), 1)
loss = tf.reduce_mean(tf.square(out - t))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.global_variables()])
    for i in range(5):
        l, _ = sess.run([loss, train], feed_dict={a: A, b: B, t: T})
        print("step", i, l)
    print(sess.run(shared.kernel)[0])
