import os
import numpy as np
import tensorflow as tf

tf.set_random_seed(83)
np.random.seed(83)
CKDIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ckpt_x083")

X = np.random.randn(50, 2).astype(np.float32)
Y = X @ np.array([[3.0], [-1.0]], np.float32)
x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None, 1])
W = tf.Variable(tf.zeros([2, 1]))
loss = tf.reduce_mean(tf.square(tf.matmul(x, W) - y))
global_step = tf.train.get_or_create_global_step()
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss, global_step=global_step)

hooks = [tf.train.StopAtStepHook(last_step=40)]
losses = []
with tf.train.MonitoredTrainingSession(checkpoint_dir=CKDIR, hooks=hooks, save_summaries_steps=None,
                                       save_checkpoint_secs=None, log_step_count_steps=None) as mon_sess:
    while not mon_sess.should_stop():
        _, l, s = mon_sess.run([train, loss, global_step], feed_dict={x: X, y: Y})
        losses.append(l)
print("steps run", len(losses))
print("loss every 10", np.round(losses[::10], 6))
