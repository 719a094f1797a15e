import numpy as np
import tensorflow as tf

np.random.seed(53)
tf.set_random_seed(53)

x = tf.placeholder(tf.float32, [None, 3])
w = tf.Variable(tf.random_normal([3, 1], stddev=0.1), name="w")
b = tf.Variable(tf.zeros([1]), name="b")
pred = tf.matmul(x, w) + b
X = np.random.randn(4, 3).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("init pred", np.round(sess.run(pred, {x: X}).ravel(), 4))
    w.load(np.array([[1.0], [2.0], [3.0]], dtype=np.float32), sess)
    print("loaded pred", np.round(sess.run(pred, {x: X}).ravel(), 4))
    sess.run(b.assign([0.5]))
    print("b set", sess.run(b))
    sess.run(w.initializer)
    print("reinit w", np.round(sess.run(w).ravel(), 4))
    sess.run(tf.variables_initializer([b]))
    print("reinit b", sess.run(b))
