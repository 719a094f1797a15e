import numpy as np
import tensorflow as tf

tf.set_random_seed(45)
np.random.seed(45)

Q = np.random.randn(5, 4).astype(np.float32)
D = np.random.randn(5, 4).astype(np.float32)
q = tf.placeholder(tf.float32, [None, 4], name="q")
d = tf.placeholder(tf.float32, [None, 4], name="d")
proj = tf.layers.Dense(3, activation=tf.nn.tanh, name="proj")
qv = proj(q)
dv = proj(d)
cos = tf.reduce_sum(tf.nn.l2_normalize(qv, 1) * tf.nn.l2_normalize(dv, 1), axis=1)
loss = tf.reduce_mean(1.0 - cos)
opt = tf.train.MomentumOptimizer(0.1, momentum=0.9, use_nesterov=True)
train = opt.minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print("%.5f" % sess.run([loss, train], {q: Q, d: D})[0])
    print(np.round(sess.run(cos, {q: Q, d: D}), 4))
    print([v.name for v in tf.trainable_variables()])
