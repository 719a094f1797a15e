# Gradients w.r.t. an intermediate feature (tf.gradients(loss, h)) printed alongside input grads
import numpy as np
import tensorflow as tf

tf.set_random_seed(65)
np.random.seed(65)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(x, 5, activation=tf.nn.relu, name="hidden")
out = tf.layers.dense(h, 1, name="head")
loss = tf.losses.mean_squared_error(y, out)
dh, dx = tf.gradients(loss, [h, x])
sess = tf.Session()
sess.run(tf.global_variables_initializer())
xs = np.random.randn(4, 3).astype(np.float32)
ys = np.random.randn(4, 1).astype(np.float32)
a, b = sess.run([dh, dx], {x: xs, y: ys})
print(a)
print(b)
