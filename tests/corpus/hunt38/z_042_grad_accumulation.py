import numpy as np
import tensorflow as tf

np.random.seed(42)
tf.set_random_seed(42)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
pred = tf.layers.dense(tf.layers.dense(x, 8, tf.nn.tanh), 1)
loss = tf.reduce_mean(tf.square(pred - y))
opt = tf.train.AdamOptimizer(0.01)
tvars = tf.trainable_variables()
accum = [tf.Variable(tf.zeros_like(v.initialized_value()), trainable=False) for v in tvars]
zero_ops = [a.assign(tf.zeros_like(a)) for a in accum]
gvs = opt.compute_gradients(loss, tvars)
accum_ops = [accum[i].assign_add(g) for i, (g, v) in enumerate(gvs)]
n_accum = 4
apply_op = opt.apply_gradients([(accum[i] / n_accum, v) for i, (g, v) in enumerate(gvs)])

X = np.random.randn(64, 4).astype(np.float32)
Y = np.cos(X[:, :1]) + X[:, 1:2]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for update in range(10):
        sess.run(zero_ops)
        for micro in range(n_accum):
            b = slice(micro * 16, (micro + 1) * 16)
            sess.run(accum_ops, {x: X[b], y: Y[b]})
        sess.run(apply_op)
        print("update", update, "loss %.5f" % sess.run(loss, {x: X, y: Y}))
    print("accum norm", float(np.sqrt(sum((a ** 2).sum() for a in sess.run(accum)))))
