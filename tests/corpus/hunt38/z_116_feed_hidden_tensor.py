import numpy as np
import tensorflow as tf

np.random.seed(116)
tf.set_random_seed(116)

x = tf.placeholder(tf.float32, [None, 3])
W1 = tf.Variable(np.random.randn(3, 4).astype(np.float32))
W2 = tf.Variable(np.random.randn(4, 2).astype(np.float32))
h = tf.nn.relu(tf.matmul(x, W1))
out = tf.matmul(h, W2)
loss = tf.reduce_mean(tf.square(out))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = np.random.randn(5, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    hv = sess.run(h, {x: X})
    print("out", np.round(sess.run(out, {x: X}), 4))
    print("out from fed h", np.round(sess.run(out, feed_dict={h: hv * 0.5}), 4))
    # probe the head with a scaled hidden layer, several scales
    for sc in [0.0, 1.0, 2.0]:
        print("scale", sc, np.round(sess.run(loss, {h: hv * sc}), 5))
    sess.run(train, {x: X})
    print("after one step, fed h", np.round(sess.run(out, {h: hv}), 4))
