import numpy as np
import tensorflow as tf

tf.set_random_seed(41)
np.random.seed(41)

x = tf.placeholder(tf.float32, [None, 2])
counter = tf.Variable(0, trainable=False, name="counter")
inc = tf.assign_add(counter, 1)
with tf.control_dependencies([inc]):
    out = x          # no new op: the dependency does not apply
    out2 = tf.identity(x) * 2.0
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        print(sess.run(out, {x: np.ones((1, 2)) * i}))
    print("counter after out:", sess.run(counter))
    for i in range(2):
        print(sess.run(out2, {x: np.ones((1, 2)) * i}))
    print("counter after out2:", sess.run(counter))
