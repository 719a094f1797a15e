import numpy as np
import tensorflow as tf

tf.set_random_seed(15)
np.random.seed(15)
X = np.random.randn(24, 4).astype(np.float32)
Y = np.random.randn(24, 1).astype(np.float32)

def block(inp, units):
    with tf.variable_scope(None, default_name="block"):
        return tf.keras.layers.Dense(units, activation="relu")(inp)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
h = block(x, 8)
h = block(h, 8)
pred = tf.keras.layers.Dense(1)(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.005).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(5):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print("step", i, l)
