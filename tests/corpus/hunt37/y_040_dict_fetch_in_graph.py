import numpy as np
import tensorflow as tf

tf.set_random_seed(40)
np.random.seed(40)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
enc = tf.keras.layers.Dense(5, activation="tanh")
dec = tf.keras.layers.Dense(1)
outs = {"hidden": enc(x), "pred": dec(enc(x)), "double": 2.0 * dec(enc(x)) + 1.0}
loss = tf.reduce_mean(tf.square(outs["pred"] - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
        if i % 2 == 0:
            r = sess.run(outs, feed_dict={x: X[:2]})
            print(r["pred"][:, 0], r["double"][:, 0])
    r = sess.run(outs, feed_dict={x: X[:1]})
    print(sorted(r), r["hidden"])
