import numpy as np
import tensorflow as tf
tf.set_random_seed(53); np.random.seed(53)
X = np.random.randn(5, 4)
x = tf.placeholder(tf.float64, [None, 4])
enc = tf.keras.layers.Dense(2, activation="tanh")
dec = tf.keras.layers.Dense(4)
code = enc(x)
named = {"code": code, "recon": dec(code), "err": tf.reduce_mean(tf.square(dec(code) - x))}
train = tf.train.AdamOptimizer(0.05).minimize(named["err"])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        d = sess.run(named, feed_dict={x: X})
        sess.run(train, {x: X})
        print(i, "%.14f" % d["err"])
    final = sess.run(named, {x: X[:2]})
    print(final["code"], final["recon"])
