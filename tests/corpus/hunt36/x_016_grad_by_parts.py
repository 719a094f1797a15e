import numpy as np
import tensorflow as tf

tf.set_random_seed(16)
np.random.seed(16)

x_val = np.random.randn(5, 4).astype(np.float32)
y_val = np.random.randn(5, 2).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 2])
W1 = tf.Variable(tf.random_normal([4, 3], seed=1), name="W1")
W2 = tf.Variable(tf.random_normal([3, 2], seed=2), name="W2")
h = tf.nn.sigmoid(tf.matmul(x, W1))
out = tf.matmul(h, W2)
loss = 0.5 * tf.reduce_sum(tf.square(out - y))

# full gradient
dW1_full = tf.gradients(loss, W1)[0]
# by parts: dL/dh then backprop through h only
dLdh = tf.gradients(loss, h)[0]
dW1_parts = tf.gradients(h, W1, grad_ys=dLdh)[0]
# manual backprop
dh_manual = tf.matmul(out - y, W2, transpose_b=True)
dW1_manual = tf.matmul(x, dh_manual * h * (1 - h), transpose_a=True)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    fd = {x: x_val, y: y_val}
    full, parts, manual = sess.run([dW1_full, dW1_parts, dW1_manual], feed_dict=fd)
    print("full:\n", np.round(full, 5))
    print("parts == full:", np.allclose(full, parts, atol=1e-6))
    print("manual == full:", np.allclose(full, manual, atol=1e-5))
    print("dL/dh:\n", sess.run(dLdh, fd))
    print("loss:", sess.run(loss, fd))
