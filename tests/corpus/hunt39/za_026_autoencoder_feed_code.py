import numpy as np
import tensorflow as tf

tf.set_random_seed(26)
np.random.seed(26)

X = np.random.rand(20, 8).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 8])
code = tf.layers.dense(x, 3, activation=tf.nn.sigmoid, name="enc")
recon = tf.layers.dense(code, 8, activation=tf.nn.sigmoid, name="dec")
loss = tf.reduce_mean(tf.square(recon - x))
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(15):
        _, l = sess.run([train, loss], {x: X})
        if ep % 3 == 0:
            print("ep", ep, "%.5f" % l)
    codes = sess.run(code, {x: X[:2]})
    print(np.round(codes, 4))
    # decode a hand-made code by feeding the intermediate tensor
    gen = sess.run(recon, feed_dict={code: np.array([[0.1, 0.5, 0.9]], np.float32)})
    print(np.round(gen, 4))
