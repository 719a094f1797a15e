import numpy as np
import tensorflow as tf

tf.set_random_seed(59)
np.random.seed(59)

X = np.random.randn(3, 8, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 8, 2])
h = tf.layers.conv1d(x, 3, 3, name='conv', use_bias=False)
kern = tf.get_default_graph().get_tensor_by_name('conv/kernel:0')
with tf.variable_scope('conv', reuse=True):
    kvar = tf.get_variable('kernel')
norm_op = tf.assign(kvar, kvar / tf.norm(kvar))
scale_op = kvar.assign_add(tf.ones_like(kvar) * 0.1)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(tf.reduce_sum(h), {x: X}))
    print(sess.run(norm_op)[0])
    print(sess.run(tf.reduce_sum(h), {x: X}))
    sess.run(scale_op)
    print(sess.run(tf.reduce_sum(h), {x: X}))
