import numpy as np
import tensorflow as tf

tf.set_random_seed(48)
np.random.seed(48)

X = np.random.randn(64, 3).astype(np.float32)
Y = X @ np.array([[0.3], [-0.7], [1.1]], dtype=np.float32)

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
W = tf.Variable(tf.zeros([3, 1]))
b = tf.Variable(tf.zeros([1]))
loss = tf.reduce_mean(tf.square(tf.matmul(x, W) + b - y))
opt = tf.train.GradientDescentOptimizer(0.2)
tvars = tf.trainable_variables()
accum = [tf.Variable(tf.zeros_like(v.initialized_value()), trainable=False) for v in tvars]
zero_ops = [a.assign(tf.zeros_like(a)) for a in accum]
gvs = opt.compute_gradients(loss, tvars)
accum_ops = [accum[i].assign_add(g) for i, (g, v) in enumerate(gvs)]
N_ACC = 4
apply_op = opt.apply_gradients([(accum[i] / N_ACC, v) for i, (g, v) in enumerate(gvs)])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(15):
        sess.run(zero_ops)
        for k in range(N_ACC):
            sl = slice(k * 16, (k + 1) * 16)
            sess.run(accum_ops, {x: X[sl], y: Y[sl]})
        sess.run(apply_op)
        if epoch % 5 == 0:
            print("epoch", epoch, "loss", sess.run(loss, {x: X, y: Y}))
    print("W", sess.run(W).ravel(), "b", sess.run(b))
