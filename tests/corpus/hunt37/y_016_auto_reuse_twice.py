import numpy as np
import tensorflow as tf

tf.set_random_seed(16)
np.random.seed(16)
X1 = np.random.randn(16, 4).astype(np.float32)
X2 = np.random.randn(16, 4).astype(np.float32)

def encoder(inp):
    with tf.variable_scope("enc", reuse=tf.AUTO_REUSE):
        w = tf.get_variable("w", [4, 4], initializer=tf.random_normal_initializer(stddev=0.3))
        return tf.keras.layers.Dense(2)(tf.matmul(inp, w))

x1 = tf.placeholder(tf.float32, [None, 4])
x2 = tf.placeholder(tf.float32, [None, 4])
e1 = encoder(x1)
e2 = encoder(x2)
loss = tf.reduce_mean(tf.square(e1 - e2))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(5):
        l, _ = sess.run([loss, train], feed_dict={x1: X1, x2: X2})
        print("step", i, l)
