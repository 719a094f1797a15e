import numpy as np
import tensorflow as tf

tf.set_random_seed(105)
np.random.seed(105)

def critic(x, scope, reuse=False):
    with tf.variable_scope(scope, reuse=reuse):
        h = tf.layers.dense(x, 5, activation=tf.nn.relu, name="fc1")
        return tf.layers.dense(h, 1, name="fc2")

x_real = tf.placeholder(tf.float32, [None, 3])
x_fake = tf.placeholder(tf.float32, [None, 3])
eps = tf.placeholder(tf.float32, [None, 1])
c_real = critic(x_real, "critic")
c_fake = critic(x_fake, "critic", reuse=True)
interp = eps * x_real + (1 - eps) * x_fake
c_int = critic(interp, "critic", reuse=True)
gp = tf.reduce_mean(tf.square(tf.norm(tf.gradients(c_int, interp)[0], axis=1) - 1.0))
loss = tf.reduce_mean(c_fake) - tf.reduce_mean(c_real) + 10.0 * gp
c_vars = tf.trainable_variables(scope="critic")
print([v.name for v in c_vars])
step = tf.train.AdamOptimizer(0.001, beta1=0.5, beta2=0.9).minimize(loss, var_list=c_vars)
R = np.random.randn(8, 3).astype(np.float32)
F = np.random.randn(8, 3).astype(np.float32) * 0.5
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        E = np.random.rand(8, 1).astype(np.float32)
        l, g, _ = sess.run([loss, gp, step], {x_real: R, x_fake: F, eps: E})
        print(i, round(float(l), 5), round(float(g), 5))
