import numpy as np
import tensorflow as tf

tf.set_random_seed(30)
np.random.seed(30)
S, A = 4, 3

def q_net(s, scope, reuse=None):
    with tf.variable_scope(scope, reuse=reuse):
        h = tf.layers.dense(s, 16, activation=tf.nn.relu, name="fc1")
        return tf.layers.dense(h, A, name="q")

s = tf.placeholder(tf.float32, [None, S])
s2 = tf.placeholder(tf.float32, [None, S])
a = tf.placeholder(tf.int32, [None])
r = tf.placeholder(tf.float32, [None])
q = q_net(s, "online")
q_t = q_net(s2, "target")
q_sel = tf.reduce_sum(q * tf.one_hot(a, A), axis=1)
target = r + 0.9 * tf.reduce_max(q_t, axis=1)
loss = tf.losses.huber_loss(tf.stop_gradient(target), q_sel)
on_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="online")
tg_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="target")
update = tf.group(*[t.assign(o) for o, t in zip(on_vars, tg_vars)])
tau = 0.5
soft = [t.assign(tau * o + (1 - tau) * t) for o, t in zip(on_vars, tg_vars)]
train = tf.train.AdamOptimizer(0.01).minimize(loss, var_list=on_vars)
SS = np.random.randn(20, S).astype(np.float32)
SS2 = np.random.randn(20, S).astype(np.float32)
AA = np.random.randint(0, A, 20).astype(np.int32)
RR = np.random.randn(20).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(update)
    for i in range(12):
        l, _ = sess.run([loss, train], {s: SS, s2: SS2, a: AA, r: RR})
        if i % 4 == 3:
            sess.run(soft)
        print(i, round(float(l), 5))
    print(sess.run(q_t, {s2: SS2[:2]}).round(4))
