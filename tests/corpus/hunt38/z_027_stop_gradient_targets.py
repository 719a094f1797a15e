import numpy as np
import tensorflow as tf

np.random.seed(27)
tf.set_random_seed(27)

# DQN-style target with stop_gradient, huber loss
n_states, n_actions = 4, 3
s = tf.placeholder(tf.float32, [None, n_states])
a = tf.placeholder(tf.int32, [None])
r = tf.placeholder(tf.float32, [None])
s2 = tf.placeholder(tf.float32, [None, n_states])
done = tf.placeholder(tf.float32, [None])
gamma = 0.9


def q_net(inp, scope):
    with tf.variable_scope(scope, reuse=tf.AUTO_REUSE):
        h = tf.layers.dense(inp, 12, tf.nn.relu, name="h")
        return tf.layers.dense(h, n_actions, name="q")


q = q_net(s, "online")
q_next = q_net(s2, "online")
q_sa = tf.reduce_sum(q * tf.one_hot(a, n_actions), axis=1)
target = r + gamma * (1.0 - done) * tf.reduce_max(q_next, axis=1)
loss = tf.losses.huber_loss(tf.stop_gradient(target), q_sa)
train_op = tf.train.RMSPropOptimizer(0.005, decay=0.95, epsilon=0.01).minimize(loss)
g_target = tf.gradients(loss, [q_next])

S = np.random.randn(32, n_states).astype(np.float32)
A = np.random.randint(0, n_actions, 32).astype(np.int32)
R = np.random.rand(32).astype(np.float32)
S2 = np.random.randn(32, n_states).astype(np.float32)
D = (np.random.rand(32) < 0.1).astype(np.float32)
fd = {s: S, a: A, r: R, s2: S2, done: D}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("grad through target is None:", g_target[0] is None)
    for i in range(30):
        _, l = sess.run([train_op, loss], fd)
        if i % 6 == 0:
            print(i, "%.6f" % l)
    print("q", np.round(sess.run(q, {s: S[:3]}), 4))
