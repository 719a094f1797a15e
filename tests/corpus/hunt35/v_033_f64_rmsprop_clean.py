import numpy as np
import tensorflow as tf
tf.set_random_seed(33); np.random.seed(33)
imgs = np.random.rand(6, 8, 8, 1)
lab = np.random.rand(6, 1)
x = tf.placeholder(tf.float64, [None, 8, 8, 1])
y = tf.placeholder(tf.float64, [None, 1])
c1 = tf.layers.conv2d(x, 3, 3, padding="same", activation=tf.nn.relu, name="conv")
p = tf.layers.max_pooling2d(c1, 2, 2)
fl = tf.layers.flatten(p)
o = tf.layers.dense(fl, 1, name="head")
loss = tf.reduce_mean(tf.square(o - y))
train = tf.train.RMSPropOptimizer(0.01, decay=0.9, momentum=0.5).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(15):
        l, _ = sess.run([loss, train], feed_dict={x: imgs, y: lab})
        print(i, "%.14f" % l)
    print(sess.run(o, {x: imgs[:2]}))
