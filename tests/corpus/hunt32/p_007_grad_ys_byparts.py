# dL/dW "by parts": dL/dh from tf.gradients(loss, h), then grad_ys chaining into W
import numpy as np
import tensorflow as tf

tf.set_random_seed(11)
np.random.seed(11)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
W1 = tf.get_variable("W1", [4, 6], initializer=tf.random_normal_initializer(stddev=0.3))
W2 = tf.get_variable("W2", [6, 1], initializer=tf.random_normal_initializer(stddev=0.3))
h = tf.nn.sigmoid(tf.matmul(x, W1))
out = tf.matmul(h, W2)
loss = tf.reduce_mean(tf.square(out - y))

dL_dh = tf.gradients(loss, h)[0]
dL_dW1_parts = tf.gradients(h, W1, grad_ys=dL_dh)[0]
dL_dW1 = tf.gradients(loss, W1)[0]

sess = tf.Session()
sess.run(tf.global_variables_initializer())
xs = np.random.randn(5, 4).astype(np.float32)
ys = np.random.randn(5, 1).astype(np.float32)
a, b_ = sess.run([dL_dW1_parts, dL_dW1], {x: xs, y: ys})
print(a)
print(np.abs(a - b_).max())
print(sess.run(dL_dh, {x: xs, y: ys}))
