import numpy as np
import tensorflow as tf

np.random.seed(109)
tf.set_random_seed(109)

X = np.random.randn(60, 3).astype(np.float32)
Y = (X @ np.array([[1.0], [2.0], [-1.0]], dtype=np.float32) + 0.1 * np.random.randn(60, 1)).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable(tf.zeros([3, 1]), name="w")
b = tf.Variable(tf.zeros([1]), name="b")
pred = tf.matmul(x, w) + b
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.1).minimize(loss)
init = tf.global_variables_initializer()

k = 3
folds = np.array_split(np.arange(60), k)
scores = []
with tf.Session() as sess:
    for f in range(k):
        sess.run(init)  # resets weights AND Adam slots / beta powers
        va = folds[f]
        tr = np.concatenate([folds[j] for j in range(k) if j != f])
        for step in range(15):
            sess.run(train, {x: X[tr], y: Y[tr]})
        s = sess.run(loss, {x: X[va], y: Y[va]})
        scores.append(s)
        print("fold", f, "val %.5f" % s, np.round(sess.run(w).ravel(), 4))
print("cv mean %.5f" % np.mean(scores))
