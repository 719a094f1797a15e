import numpy as np
import tensorflow as tf

tf.set_random_seed(15)

a = tf.Variable(2.0, name="a")
b = tf.Variable(3.0, name="b")
c = a * b
d = tf.stop_gradient(c) + a ** 2
e = c + a ** 2

grads_d = tf.gradients(d, [a, b])
grads_e = tf.gradients(e, [a, b])
print("grads_d has None for b:", grads_d[1] is None)

# target network style: frozen copy of the online value
online = tf.Variable([1.0, 2.0, 3.0])
target = tf.Variable([0.0, 0.0, 0.0], trainable=False)
td_target = tf.stop_gradient(0.9 * target + 1.0)
td_loss = tf.reduce_sum(tf.square(online - td_target))
opt = tf.train.GradientDescentOptimizer(0.1)
step = opt.minimize(td_loss)
sync = tf.assign(target, online)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("dd/da:", sess.run(grads_d[0]))
    print("de/da, de/db:", sess.run(grads_e))
    for i in range(12):
        sess.run(step)
        if i % 4 == 3:
            sess.run(sync)
            print("sync at", i, "online", sess.run(online), "target", sess.run(target))
    print("td loss", sess.run(td_loss))
