import numpy as np
import tensorflow as tf

tf.set_random_seed(72)
np.random.seed(72)

n_actions = 3
payoff = np.array([0.0, 1.0, 0.3], dtype=np.float32)

policy_logits = tf.Variable(tf.zeros([1, n_actions]))
sampled = tf.squeeze(tf.multinomial(policy_logits, num_samples=16, seed=7), 0)
reward = tf.gather(tf.constant(payoff), sampled)
log_probs = tf.gather(tf.nn.log_softmax(policy_logits)[0], sampled)
baseline = tf.reduce_mean(reward)
loss = -tf.reduce_mean(log_probs * tf.stop_gradient(reward - baseline))
train = tf.train.GradientDescentOptimizer(1.0).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for it in range(40):
        _, r, acts = sess.run([train, baseline, sampled])
        if it % 10 == 0:
            print("it", it, "mean reward", r, "action counts", np.bincount(acts, minlength=3))
    print("final probs", np.round(sess.run(tf.nn.softmax(policy_logits)), 4))
