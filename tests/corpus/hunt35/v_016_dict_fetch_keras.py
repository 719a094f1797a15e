import numpy as np
import tensorflow as tf
tf.set_random_seed(16); np.random.seed(16)
X = np.random.randn(8, 3).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3])
enc = tf.keras.layers.Dense(2, activation="relu")
dec = tf.keras.layers.Dense(3)
fetches = {"code": enc(x), "recon": dec(enc(x))}
loss = tf.reduce_mean(tf.square(fetches["recon"] - x))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        _, l = sess.run([train, loss], {x: X})
        print(i, l)
    res = sess.run(fetches, feed_dict={x: X[:2]})
    for k in sorted(res):
        print(k, res[k])
