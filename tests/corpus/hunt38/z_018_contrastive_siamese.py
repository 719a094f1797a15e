import numpy as np
import tensorflow as tf

np.random.seed(18)
tf.set_random_seed(18)


class Siamese:
    def __init__(self, dim, margin=1.0):
        self.x1 = tf.placeholder(tf.float32, [None, dim])
        self.x2 = tf.placeholder(tf.float32, [None, dim])
        self.same = tf.placeholder(tf.float32, [None])
        with tf.variable_scope("siamese") as scope:
            self.o1 = self.network(self.x1)
            scope.reuse_variables()
            self.o2 = self.network(self.x2)
        self.dist = tf.sqrt(tf.reduce_sum(tf.square(self.o1 - self.o2), 1) + 1e-6)
        pos = self.same * tf.square(self.dist)
        neg = (1.0 - self.same) * tf.square(tf.maximum(margin - self.dist, 0.0))
        self.loss = tf.reduce_mean(pos + neg) / 2.0

    def network(self, x):
        w1 = tf.get_variable("w1", [x.shape[1], 10], initializer=tf.random_normal_initializer(stddev=0.3))
        h = tf.nn.relu(tf.matmul(x, w1))
        w2 = tf.get_variable("w2", [10, 3], initializer=tf.random_normal_initializer(stddev=0.3))
        return tf.matmul(h, w2)


net = Siamese(5)
train_step = tf.train.GradientDescentOptimizer(0.05).minimize(net.loss)
A = np.random.randn(64, 5).astype(np.float32)
B = np.where(np.arange(64)[:, None] % 2 == 0, A + 0.1 * np.random.randn(64, 5), np.random.randn(64, 5)).astype(np.float32)
S = (np.arange(64) % 2 == 0).astype(np.float32)

sess = tf.Session()
sess.run(tf.global_variables_initializer())
for ep in range(30):
    _, l = sess.run([train_step, net.loss], feed_dict={net.x1: A, net.x2: B, net.same: S})
    if ep % 6 == 0:
        print("ep", ep, "loss", "%.5f" % l)
d = sess.run(net.dist, {net.x1: A[:6], net.x2: B[:6]})
print("dist", np.round(d, 4))
print([v.name for v in tf.trainable_variables()])
