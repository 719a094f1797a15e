import numpy as np
import tensorflow as tf

tf.set_random_seed(12)
np.random.seed(12)

X = np.random.randn(100, 3).astype(np.float32)
Y = (X @ np.array([[2.0], [-1.0], [0.5]]) + 10.0).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
W = tf.get_variable("W", [3, 1], initializer=tf.zeros_initializer())
b = tf.get_variable("b", [1], initializer=tf.zeros_initializer())
loss = tf.reduce_mean(tf.square(tf.matmul(x, W) + b - y))

opt = tf.train.GradientDescentOptimizer(0.1)
grads_and_vars = opt.compute_gradients(loss)
grads, variables = zip(*grads_and_vars)
clipped, global_norm = tf.clip_by_global_norm(grads, clip_norm=5.0)
train_op = opt.apply_gradients(zip(clipped, variables))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(60):
        _, l, gn = sess.run([train_op, loss, global_norm], feed_dict={x: X, y: Y})
        if step % 10 == 0:
            print("step {:2d} loss {:.5f} grad_norm {:.4f}".format(step, l, gn))
    print("W", sess.run(W).ravel())
    print("b", sess.run(b))
