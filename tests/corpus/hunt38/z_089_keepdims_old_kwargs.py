import numpy as np
import tensorflow as tf

np.random.seed(89)
tf.set_random_seed(89)

x = tf.placeholder(tf.float32, [None, 4])
mu = tf.reduce_mean(x, reduction_indices=[0], keep_dims=True)
sd = tf.sqrt(tf.reduce_mean(tf.square(x - mu), axis=0, keep_dims=True))
xn = (x - mu) / sd
W = tf.Variable(tf.truncated_normal([4, 3], stddev=0.1))
logits = tf.matmul(xn, W)
probs = tf.nn.softmax(logits, dim=1)
best = tf.argmax(probs, dimension=1)
unit = tf.nn.l2_normalize(logits, dim=1)
y = tf.placeholder(tf.int64, [None])
loss = -tf.reduce_mean(tf.log(tf.reduce_sum(probs * tf.one_hot(y, 3), axis=1)))
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)

X = np.random.randn(30, 4).astype(np.float32) * [1, 5, 0.2, 3]
Y = np.argmax(X[:, :3] / [1, 5, 0.2], axis=1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(15):
        _, l = sess.run([train, loss], {x: X, y: Y})
    print("loss %.5f" % l)
    print(sess.run(best, {x: X[:8]}))
    print(np.round(sess.run(unit, {x: X[:2]}), 4))
