import numpy as np
import tensorflow as tf

np.random.seed(86)
tf.set_random_seed(86)

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.get_variable("w", [3, 1])
unused = tf.get_variable("unused", [5])
pred = tf.matmul(x, w)
loss = tf.reduce_mean(tf.square(pred - y))
opt = tf.train.AdamOptimizer(0.1)
gvs = opt.compute_gradients(loss)
print("none grads:", [v.name for g, v in gvs if g is None])
capped = [(tf.clip_by_value(g, -0.5, 0.5), v) for g, v in gvs if g is not None]
train_op = opt.apply_gradients(capped)

X = np.random.randn(20, 3).astype(np.float32)
Y = X @ np.array([[3.0], [-3.0], [1.0]], dtype=np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    u0 = sess.run(unused)
    for i in range(20):
        _, l = sess.run([train_op, loss], {x: X, y: Y})
        if i % 5 == 0:
            print(i, "%.5f" % l)
    print("unused unchanged", np.array_equal(u0, sess.run(unused)))
    print("w", np.round(sess.run(w).ravel(), 4))
