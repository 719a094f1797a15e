import numpy as np
import tensorflow as tf

np.random.seed(35)
tf.set_random_seed(35)

class Corridor(object):
    """Agent on positions 0..5, goal at 5, actions: 0 left, 1 right."""
    def __init__(self):
        self.pos = 0
    def reset(self):
        self.pos = 0
        return self.obs()
    def obs(self):
        o = np.zeros(6, dtype=np.float32)
        o[self.pos] = 1.0
        return o
    def step(self, a):
        self.pos = max(0, min(5, self.pos + (1 if a == 1 else -1)))
        done = self.pos == 5
        return self.obs(), (1.0 if done else -0.05), done

def discount(rs, gamma=0.95):
    out = np.zeros_like(rs)
    run = 0.0
    for t in reversed(range(len(rs))):
        run = rs[t] + gamma * run
        out[t] = run
    return out

states = tf.placeholder(tf.float32, [None, 6])
actions = tf.placeholder(tf.int32, [None])
returns = tf.placeholder(tf.float32, [None])
hidden = tf.layers.dense(states, 10, tf.nn.relu, kernel_initializer=tf.random_normal_initializer(stddev=0.1, seed=1))
act_logits = tf.layers.dense(hidden, 2, kernel_initializer=tf.random_normal_initializer(stddev=0.1, seed=2))
act_probs = tf.nn.softmax(act_logits)
neg_logp = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=actions, logits=act_logits)
loss = tf.reduce_mean(neg_logp * returns)
train = tf.train.AdamOptimizer(0.02).minimize(loss)

env = Corridor()
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(60):
        s = env.reset()
        S, A, R = [], [], []
        for t in range(30):
            p = sess.run(act_probs, {states: s[None]})[0]
            a = np.random.choice(2, p=p / p.sum())
            s2, r, done = env.step(a)
            S.append(s); A.append(a); R.append(r)
            s = s2
            if done:
                break
        G = discount(np.array(R, dtype=np.float32))
        G = (G - G.mean()) / (G.std() + 1e-8)
        _, l = sess.run([train, loss], {states: np.array(S), actions: np.array(A), returns: G})
        if ep % 15 == 0:
            print("episode", ep, "length", len(R), "loss", round(float(l), 5))
    p_right = sess.run(act_probs, {states: np.eye(6, dtype=np.float32)})[:, 1]
    print("P(right) per state", np.round(p_right, 3))
