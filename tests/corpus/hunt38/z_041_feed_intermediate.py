import numpy as np
import tensorflow as tf

np.random.seed(41)
tf.set_random_seed(41)

x = tf.placeholder(tf.float32, [None, 3])
W1 = tf.Variable(np.random.randn(3, 4).astype(np.float32))
W2 = tf.Variable(np.random.randn(4, 2).astype(np.float32))
h = tf.nn.relu(tf.matmul(x, W1))
out = tf.matmul(h, W2)

X = np.random.randn(5, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    hv = sess.run(h, {x: X})
    print("h", np.round(hv, 4))
    print("out", np.round(sess.run(out, {x: X}), 4))
    # feed the hidden layer directly (classic TF1 trick to probe the head)
    h_mod = hv * 0.5
    print("out from fed h", np.round(sess.run(out, feed_dict={h: h_mod}), 4))
    # override a weight by feeding the variable
    print("out with W2 override", np.round(sess.run(out, {x: X, W2: np.ones((4, 2), np.float32)}), 4))
    print("W2 unchanged", np.round(sess.run(W2)[0], 4))
