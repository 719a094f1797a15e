# tf.custom_gradient: a clipped-gradient identity inserted before a PINN residual
import numpy as np
import tensorflow as tf

np.random.seed(43)
tf.set_random_seed(43)


@tf.custom_gradient
def clip_grad_layer(x):
    def grad(dy):
        return tf.clip_by_value(dy, -0.1, 0.1)
    return tf.identity(x), grad


x = tf.placeholder(tf.float32, [None, 1])
W1 = tf.Variable(tf.random_normal([1, 8]))
W2 = tf.Variable(tf.random_normal([8, 1]))
h = clip_grad_layer(tf.tanh(tf.matmul(x, W1)))
u = tf.matmul(h, W2)
loss = tf.reduce_mean(tf.square(u - tf.sin(x)))
g = tf.gradients(loss, [W1, W2])
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
xs = np.linspace(-2, 2, 16)[:, None].astype(np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
print(sess.run(g, {x: xs})[0])
for i in range(50):
    sess.run(train, {x: xs})
print(sess.run(loss, {x: xs}))
