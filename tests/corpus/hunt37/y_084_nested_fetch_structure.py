import numpy as np
import tensorflow as tf

tf.set_random_seed(84)
np.random.seed(84)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 2).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 2])
h = tf.layers.dense(x, 6, activation=tf.nn.relu)
a = tf.keras.layers.Dense(2)
b = tf.keras.layers.Dense(2, activation="sigmoid")
pred = a(h) + b(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.02).minimize(loss)
report = {"pair": (a(h), b(h)), "stack": [a(h) - b(h), tf.reduce_sum(a(h), axis=1)], "loss": loss}

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for step in range(4):
        sess.run(train, feed_dict={x: X, y: Y})
        r = sess.run(report, feed_dict={x: X, y: Y})
        print(step, r["loss"], r["pair"][0][0], r["pair"][1][0], r["stack"][1][:3])
