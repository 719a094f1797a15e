import numpy as np
import tensorflow as tf

tf.set_random_seed(68)
np.random.seed(68)
X = np.random.randn(4, 6, 6, 2).astype(np.float32)
Y = np.random.randn(4, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 6, 6, 2])
y = tf.placeholder(tf.float32, [None, 1])
c1 = tf.keras.layers.Conv2D(3, 3, padding="same", activation="relu")
c2 = tf.keras.layers.Conv2D(3, 3, padding="same")
head = tf.keras.layers.Dense(1)
feat = c2(c1(x))
pred = head(tf.reduce_mean(feat, axis=[1, 2]))
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
debug = {"c1": c1(x), "res": c2(c1(x)) + c1(x), "pool": tf.reduce_max(c2(c1(x)), axis=[1, 2]) * 0.5}

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    d0 = sess.run(debug, feed_dict={x: X})
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    d1 = sess.run(debug, feed_dict={x: X})
    print(d0["pool"][0], d1["pool"][0], float(d1["res"].sum()), float(d1["c1"].mean()))
