import numpy as np
import tensorflow as tf
tf.set_random_seed(66); np.random.seed(66)
X = np.random.randn(5, 6, 3).astype(np.float32) * 2 + 1
x = tf.placeholder(tf.float32, [None, 6, 3])
train_flag = tf.placeholder(tf.bool, [])
c = tf.layers.conv1d(x, 4, 2, padding="same", name="conv")
bn = tf.layers.batch_normalization(c, axis=1, training=train_flag, center=False, name="bnt")
loss = tf.reduce_mean(tf.square(bn - 0.3))
upd = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(upd):
    step = tf.train.AdamOptimizer(0.05).minimize(loss)
g = tf.get_default_graph()
mm = g.get_tensor_by_name("bnt/moving_mean:0")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, step], {x: X, train_flag: True})
        print(i, l)
    print(sess.run(mm))
    print(sess.run(bn, {x: X[:1], train_flag: False}))
