# Printing gradient tensors directly: sess.run(tf.gradients(loss, tf.trainable_variables()))
import numpy as np
import tensorflow as tf

tf.set_random_seed(59)
np.random.seed(59)
x = tf.placeholder(tf.float32, [None, 2])
with tf.variable_scope("net"):
    W = tf.get_variable("W", [2, 3], initializer=tf.random_normal_initializer(seed=1))
    b = tf.get_variable("b", [3], initializer=tf.constant_initializer(0.1))
y = tf.nn.tanh(tf.matmul(x, W) + b)
loss = tf.reduce_sum(y ** 2)
tvars = tf.trainable_variables()
grads = tf.gradients(loss, tvars)
xgrad = tf.gradients(loss, x)[0]
sess = tf.Session()
sess.run(tf.global_variables_initializer())
xs = np.random.randn(4, 2).astype(np.float32)
for v, gv in zip(tvars, sess.run(grads, {x: xs})):
    print(v.name, gv)
print(sess.run(xgrad, {x: xs}))
