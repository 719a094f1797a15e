import numpy as np
import tensorflow as tf

tf.set_random_seed(42)
np.random.seed(42)

use_a = tf.placeholder(tf.bool, [])
va = tf.Variable(0.0, trainable=False)
vb = tf.Variable(0.0, trainable=False)
inc_a = tf.assign_add(va, 1.0)
inc_b = tf.assign_add(vb, 10.0)
res = tf.cond(use_a, lambda: inc_a, lambda: inc_b)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for flag in [True, False, True]:
        print("res", sess.run(res, {use_a: flag}))
    print("va", sess.run(va), "vb", sess.run(vb))
