import numpy as np
import tensorflow as tf

tf.set_random_seed(67)
np.random.seed(67)

value = tf.placeholder(tf.float32, [])
best = tf.Variable(-np.inf, dtype=tf.float32, name="best")
improvements = tf.Variable(0, name="improvements")
patience = tf.Variable(0, name="patience")

def improved():
    with tf.control_dependencies([tf.assign(best, value)]):
        return tf.group(tf.assign_add(improvements, 1), tf.assign(patience, 0))

def not_improved():
    return tf.group(tf.assign_add(patience, 1))

update = tf.cond(value > best, improved, not_improved)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    scores = [0.1, 0.3, 0.25, 0.5, 0.45, 0.44, 0.6, 0.2]
    for s in scores:
        sess.run(update, feed_dict={value: s})
        b, n, p = sess.run([best, improvements, patience])
        print("score %.2f best %.2f improvements %d patience %d" % (s, b, n, p))
