import numpy as np
import tensorflow as tf

tf.set_random_seed(34)
np.random.seed(34)

# 4-armed bandit as numpy environment
true_means = np.array([0.2, 0.5, 0.8, 0.3])
def pull(arm):
    return 1.0 if np.random.rand() < true_means[arm] else 0.0

logits = tf.Variable(tf.zeros([4]), name="policy_logits")
probs = tf.nn.softmax(logits)
action_ph = tf.placeholder(tf.int32, [None])
reward_ph = tf.placeholder(tf.float32, [None])
log_prob = tf.log(tf.gather(probs, action_ph))
pg_loss = -tf.reduce_mean(log_prob * reward_ph)
train = tf.train.GradientDescentOptimizer(0.5).minimize(pg_loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    baseline = 0.0
    for episode in range(300):
        p = sess.run(probs)
        actions = np.array([np.random.choice(4, p=p / p.sum()) for _ in range(8)])
        rewards = np.array([pull(a) for a in actions])
        baseline = 0.9 * baseline + 0.1 * rewards.mean()
        sess.run(train, {action_ph: actions, reward_ph: rewards - baseline})
        if episode % 60 == 0:
            print("episode", episode, "probs", np.round(p, 3), "mean reward", rewards.mean())
    print("final policy", np.round(sess.run(probs), 4))
    print("best arm", int(np.argmax(sess.run(logits))))
