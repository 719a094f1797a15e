# tf.train.get_or_create_global_step + minimize(global_step=...), polynomial decay, printing step
import numpy as np
import tensorflow as tf

np.random.seed(69)
tf.set_random_seed(69)
x = tf.placeholder(tf.float32, [None, 1])
W = tf.Variable(tf.truncated_normal([1, 8], stddev=0.5))
V = tf.Variable(tf.truncated_normal([8, 1], stddev=0.5))
u = tf.matmul(tf.sin(tf.matmul(x, W)), V)
res = tf.gradients(u, x)[0] + u
loss = tf.reduce_mean(tf.square(res)) + tf.square(tf.reduce_sum(u[:1]) - 1.0)
gs = tf.train.get_or_create_global_step()
lr = tf.train.polynomial_decay(0.02, gs, 100, 0.001)
train = tf.train.AdamOptimizer(lr).minimize(loss, global_step=gs)
xs = np.linspace(0, 1, 12)[:, None].astype(np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(120):
    _, step, l = sess.run([train, gs, loss], {x: xs})
    if step % 40 == 0:
        print(step, l)
print(sess.run(u, {x: xs[::4]}).ravel(), np.exp(-xs[::4]).ravel())
