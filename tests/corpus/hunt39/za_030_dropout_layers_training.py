import numpy as np
import tensorflow as tf

tf.set_random_seed(30)
np.random.seed(30)

X = np.random.randn(12, 4).astype(np.float32)
Y = np.random.randn(12, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
is_train = tf.placeholder(tf.bool, [])
h = tf.layers.dense(x, 16, activation=tf.nn.relu)
h = tf.layers.dropout(h, rate=0.3, training=is_train)
h = tf.layers.batch_normalization(h, training=is_train)
out = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(out - y))
extra = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(extra):
    opt = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        sess.run(opt, {x: X, y: Y, is_train: False})
        print("eval", round(float(sess.run(loss, {x: X, y: Y, is_train: False})), 5))
    mv = [v for v in tf.global_variables() if "moving" in v.name]
    print([v.name for v in mv], np.round(sess.run(mv[0]), 4))
