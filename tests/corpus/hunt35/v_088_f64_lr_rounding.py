import numpy as np
import tensorflow as tf
tf.set_random_seed(88); np.random.seed(88)
x = tf.placeholder(tf.float64, [None, 1])
outs = {}
opts = {
    "sgd": tf.train.GradientDescentOptimizer(0.1),
    "mom": tf.train.MomentumOptimizer(0.1, 0.9),
    "adam": tf.train.AdamOptimizer(0.1),
    "rms": tf.train.RMSPropOptimizer(0.1),
    "ada": tf.train.AdagradOptimizer(0.1),
}
steps = []
heads = []
for name in sorted(opts):
    with tf.variable_scope(name):
        h = tf.layers.dense(x, 1, use_bias=False, kernel_initializer=tf.ones_initializer())
    heads.append(h)
    steps.append(opts[name].minimize(tf.reduce_sum(h)))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(steps, {x: np.ones((1, 1))})
    after = sess.run(heads, {x: np.ones((1, 1))})
    for name, a in zip(sorted(opts), after):
        print(name, repr(float(a[0, 0])), (1.0 - float(a[0, 0]) - 0.1) * 1e12)
