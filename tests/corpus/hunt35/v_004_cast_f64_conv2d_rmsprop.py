import numpy as np
import tensorflow as tf
tf.set_random_seed(4); np.random.seed(4)
imgs = np.random.rand(6, 8, 8, 1).astype(np.float32)
lab = np.random.rand(6, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 8, 8, 1])
y = tf.placeholder(tf.float32, [None, 1])
x64 = tf.cast(x, tf.float64)
c1 = tf.layers.conv2d(x64, 3, 3, padding="same", activation=tf.nn.relu, name="conv")
p = tf.layers.max_pooling2d(c1, 2, 2)
fl = tf.layers.flatten(p)
o = tf.layers.dense(fl, 1, name="head")
loss = tf.reduce_mean(tf.square(tf.cast(o, tf.float32) - y))
train = tf.train.RMSPropOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(15):
        l, _ = sess.run([loss, train], feed_dict={x: imgs, y: lab})
        print(i, l)
    for v in tf.global_variables():
        print(v.name, v.dtype.name)
