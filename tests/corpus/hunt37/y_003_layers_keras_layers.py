import numpy as np
import tensorflow as tf

tf.set_random_seed(3)
np.random.seed(3)
X = np.random.randn(16, 5).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])
h1 = tf.layers.dense(x, 8, activation=tf.nn.relu)
mid = tf.keras.layers.Dense(8, activation="relu")
h2 = mid(h1)
pred = tf.layers.dense(h2, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        _, l = sess.run([train, loss], {x: X, y: Y})
        print("loss", l)
    print(sess.run(mid.kernel)[0])
