import numpy as np
import tensorflow as tf

tf.set_random_seed(58)
np.random.seed(58)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("model/encoder"):
    enc = tf.keras.layers.Dense(6, activation="relu")
    h = enc(x)
with tf.variable_scope("model/decoder"):
    dec = tf.keras.layers.Dense(1)
    pred = dec(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss, var_list=tf.trainable_variables("model/decoder"))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
