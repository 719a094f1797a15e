import numpy as np
import tensorflow as tf

tf.set_random_seed(60)
np.random.seed(60)

X = np.random.randn(8, 3, 5).astype(np.float32) * 2 + 1
Y = np.random.randn(8, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3, 5])
y = tf.placeholder(tf.float32, [None, 1])
training = tf.placeholder(tf.bool, [])
bn = tf.layers.batch_normalization(x, axis=1, momentum=0.9, training=training)
flat = tf.reshape(bn, [-1, 15])
pred = tf.layers.dense(flat, 1)
loss = tf.reduce_mean(tf.square(pred - y))
upd = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(upd):
    train = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(4):
        l, _ = sess.run([loss, train], {x: X, y: Y, training: True})
        print("train", round(float(l), 5))
    print("eval", round(float(sess.run(loss, {x: X, y: Y, training: False})), 5))
    mm = [v for v in tf.global_variables() if "moving_mean" in v.name][0]
    print(mm.name, np.round(sess.run(mm), 4))
