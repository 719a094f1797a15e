import numpy as np
import tensorflow as tf

np.random.seed(11)
tf.set_random_seed(11)

x = tf.placeholder(tf.float32, [4, 3])
W = tf.Variable(np.random.randn(3, 5).astype(np.float32), name="W")
V = tf.Variable(np.random.randn(5, 2).astype(np.float32), name="V")
h = tf.tanh(tf.matmul(x, W))
out = tf.matmul(h, V)
loss = tf.reduce_sum(tf.square(out))

# backprop in two stages
dl_dh = tf.gradients(loss, h)[0]
dl_dW = tf.gradients(h, W, grad_ys=dl_dh)[0]
direct = tf.gradients(loss, W)[0]
dl_dV = tf.gradients(loss, [V])[0]

xv = np.random.randn(4, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    a, b, c, d = sess.run([dl_dh, dl_dW, direct, dl_dV], feed_dict={x: xv})
    print("dl_dh", np.round(a, 4))
    print("by parts", np.round(b, 4))
    print("direct", np.round(c, 4))
    print("max diff", float(np.abs(b - c).max()) < 1e-4)
    print("dV", np.round(d, 4))
