import numpy as np
import tensorflow as tf
tf.set_random_seed(11); np.random.seed(11)
X = np.random.randn(30, 4).astype(np.float32)
Y = (X ** 2).sum(1, keepdims=True).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
h = x
for i in range(3):
    h = tf.layers.dense(h, 4, activation=tf.nn.relu, name="res%d" % i) + h
pred = tf.layers.dense(h, 1, name="out")
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(30):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if i % 5 == 0:
            print(i, l)
    print(sorted(v.name for v in tf.trainable_variables()))
    print(sess.run(pred, {x: X[:3]}))
