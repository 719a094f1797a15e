import numpy as np
import tensorflow as tf

tf.set_random_seed(61)
np.random.seed(61)

x = tf.placeholder(tf.float32, [None, 3], name="x")
W1 = tf.Variable(tf.random_normal([3, 4], seed=1))
h = tf.nn.relu(tf.matmul(x, W1), name="hidden")
W2 = tf.Variable(tf.random_normal([4, 1], seed=2))
out = tf.matmul(h, W2)

xv = np.random.randn(2, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    h_val, o_val = sess.run([h, out], feed_dict={x: xv})
    print("h", np.round(h_val, 4))
    print("out", o_val.ravel())
    # feed the hidden layer directly (no x needed)
    h_override = np.ones((2, 4), dtype=np.float32)
    print("out with h=1:", sess.run(out, feed_dict={h: h_override}).ravel())
    print("sum of W2:", sess.run(tf.reduce_sum(W2)))
    # loss landscape trick: feed a value for the variable itself
    for scale in [0.0, 0.5, 1.0]:
        print("scale", scale, "out", sess.run(out, feed_dict={x: xv, W2: scale * np.ones((4, 1), np.float32)}).ravel())
