import numpy as np
import tensorflow as tf

tf.set_random_seed(21)
np.random.seed(21)

is_training = tf.placeholder(tf.bool, shape=(), name="is_training")
x = tf.placeholder(tf.float32, [None, 4])
W = tf.Variable(tf.random_uniform([4, 4], -0.5, 0.5, seed=1))
h = tf.matmul(x, W)

def train_branch():
    return tf.nn.dropout(h, keep_prob=0.5, seed=7) 

def eval_branch():
    return h

out = tf.cond(is_training, train_branch, eval_branch)
noisy_scale = tf.cond(is_training, lambda: tf.constant(2.0), lambda: tf.constant(1.0))
result = tf.reduce_sum(out) * noisy_scale

xv = np.random.randn(3, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("eval:", sess.run(result, feed_dict={x: xv, is_training: False}))
    print("eval out:\n", sess.run(out, feed_dict={x: xv, is_training: False}))
    tr = sess.run(out, feed_dict={x: xv, is_training: True})
    print("train zeros:", int((tr == 0).sum()))
    print("scale train/eval:", sess.run(noisy_scale, {is_training: True}), sess.run(noisy_scale, {is_training: False}))
