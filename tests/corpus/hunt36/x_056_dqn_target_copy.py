import numpy as np
import tensorflow as tf

tf.set_random_seed(56)
np.random.seed(56)

n_states, n_actions, gamma = 4, 2, 0.9

def q_network(s, scope):
    with tf.variable_scope(scope):
        h = tf.layers.dense(s, 12, tf.nn.relu, kernel_initializer=tf.random_uniform_initializer(-0.3, 0.3, seed=1))
        return tf.layers.dense(h, n_actions, kernel_initializer=tf.random_uniform_initializer(-0.3, 0.3, seed=2))

s_ph = tf.placeholder(tf.float32, [None, n_states])
a_ph = tf.placeholder(tf.int32, [None])
r_ph = tf.placeholder(tf.float32, [None])
s2_ph = tf.placeholder(tf.float32, [None, n_states])
done_ph = tf.placeholder(tf.float32, [None])

q = q_network(s_ph, "online")
q_next = q_network(s2_ph, "target")
online_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="online")
target_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="target")
copy_ops = [t.assign(o) for o, t in zip(online_vars, target_vars)]
update_target = tf.group(*copy_ops)

q_sa = tf.reduce_sum(q * tf.one_hot(a_ph, n_actions), axis=1)
y = r_ph + gamma * (1.0 - done_ph) * tf.reduce_max(q_next, axis=1)
td_loss = tf.losses.huber_loss(tf.stop_gradient(y), q_sa)
train = tf.train.AdamOptimizer(0.01).minimize(td_loss, var_list=online_vars)

def env_step(s, a):
    r = 1.0 if a == int(s.argmax() % 2) else 0.0
    s2 = np.eye(n_states, dtype=np.float32)[np.random.randint(n_states)]
    return s2, r, float(np.random.rand() < 0.1)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(update_target)
    s = np.eye(n_states, dtype=np.float32)[0]
    buf = []
    for t in range(200):
        qv = sess.run(q, {s_ph: s[None]})[0]
        a = np.random.randint(n_actions) if np.random.rand() < 0.2 else int(qv.argmax())
        s2, r, d = env_step(s, a)
        buf.append((s, a, r, s2, d))
        s = s2
        if len(buf) >= 16:
            idx = np.random.randint(len(buf), size=16)
            bs, ba, br, bs2, bd = map(np.array, zip(*[buf[i] for i in idx]))
            _, l = sess.run([train, td_loss], {s_ph: bs, a_ph: ba, r_ph: br, s2_ph: bs2, done_ph: bd})
            if t % 50 == 0:
                print("t", t, "td loss", round(float(l), 5))
        if t % 40 == 0:
            sess.run(update_target)
    print("Q table:\n", np.round(sess.run(q, {s_ph: np.eye(n_states, dtype=np.float32)}), 3))
