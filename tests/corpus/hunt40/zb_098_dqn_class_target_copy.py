import numpy as np
import tensorflow as tf

tf.set_random_seed(98)
np.random.seed(98)

class QNet(object):
    def __init__(self, name, n_actions=2):
        self.name = name
        with tf.variable_scope(name):
            self.s = tf.placeholder(tf.float32, [None, 3])
            net = tf.layers.dense(self.s, 8, activation=tf.nn.relu, name="fc")
            self.q = tf.layers.dense(net, n_actions, name="q")
        self.vars = tf.trainable_variables(scope=name)

    def predict(self, sess, S):
        return sess.run(self.q, {self.s: S})

online = QNet("Q")
target = QNet("Q_target")
print(len(online.vars), len(target.vars))
copy = [t.assign(o) for o, t in zip(online.vars, target.vars)]
a = tf.placeholder(tf.int32, [None])
y = tf.placeholder(tf.float32, [None])
q_a = tf.reduce_sum(online.q * tf.one_hot(a, 2), 1)
loss = tf.reduce_mean(tf.square(y - q_a))
train = tf.train.AdamOptimizer(0.05).minimize(loss, var_list=online.vars)
S = np.random.randn(8, 3).astype(np.float32)
A = np.random.randint(0, 2, 8).astype(np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(copy)
    for i in range(6):
        tq = target.predict(sess, S)
        yv = (0.5 + 0.9 * tq.max(1)).astype(np.float32)
        l, _ = sess.run([loss, train], {online.s: S, a: A, y: yv})
        if i % 2 == 1:
            sess.run(copy)
        print(i, round(float(l), 5))
