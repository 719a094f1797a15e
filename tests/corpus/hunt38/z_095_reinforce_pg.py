import numpy as np
import tensorflow as tf

np.random.seed(95)
tf.set_random_seed(95)


class PolicyGradient:
    def __init__(self, n_features, n_actions, lr=0.02):
        self.obs = tf.placeholder(tf.float32, [None, n_features], name="obs")
        self.acts = tf.placeholder(tf.int32, [None], name="acts")
        self.vt = tf.placeholder(tf.float32, [None], name="vt")
        w = tf.get_variable("pw", [n_features, n_actions], initializer=tf.zeros_initializer())
        self.all_act_prob = tf.nn.softmax(tf.matmul(self.obs, w))
        neg_log_prob = tf.reduce_sum(-tf.log(self.all_act_prob) * tf.one_hot(self.acts, n_actions), axis=1)
        self.loss = tf.reduce_mean(neg_log_prob * self.vt)
        self.train_op = tf.train.AdamOptimizer(lr).minimize(self.loss)
        self.ep_obs, self.ep_as, self.ep_rs = [], [], []

    def choose_action(self, sess, observation):
        p = sess.run(self.all_act_prob, {self.obs: observation[None, :]})
        return np.random.choice(p.shape[1], p=p.ravel())

    def store(self, s, a, r):
        self.ep_obs.append(s)
        self.ep_as.append(a)
        self.ep_rs.append(r)

    def learn(self, sess):
        disc = np.zeros(len(self.ep_rs))
        run = 0.0
        for t in reversed(range(len(self.ep_rs))):
            run = run * 0.9 + self.ep_rs[t]
            disc[t] = run
        disc = (disc - disc.mean()) / (disc.std() + 1e-8)
        _, l = sess.run([self.train_op, self.loss], {self.obs: np.vstack(self.ep_obs),
                                                     self.acts: np.array(self.ep_as), self.vt: disc})
        self.ep_obs, self.ep_as, self.ep_rs = [], [], []
        return l


pg = PolicyGradient(2, 2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(15):
        total = 0
        for t in range(10):
            s = np.random.randn(2).astype(np.float32)
            a = pg.choose_action(sess, s)
            r = 1.0 if a == int(s[0] > 0) else 0.0
            total += r
            pg.store(s, a, r)
        l = pg.learn(sess)
        if ep % 3 == 0:
            print("ep", ep, "reward", total, "loss %.5f" % l)
    print(np.round(sess.run(pg.all_act_prob, {pg.obs: np.array([[2.0, 0.0], [-2.0, 0.0]], np.float32)}), 4))
