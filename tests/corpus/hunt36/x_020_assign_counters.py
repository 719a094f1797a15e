import tensorflow as tf
import numpy as np

tf.set_random_seed(20)

counter = tf.Variable(0, name="counter")
total = tf.Variable(0.0, name="total")
value = tf.placeholder(tf.float32, shape=[])

increment = tf.assign_add(counter, 1)
with tf.control_dependencies([increment]):
    accumulate = tf.assign_add(total, value)
mean = total / tf.cast(counter, tf.float32)
reset = tf.group(tf.assign(counter, 0), tf.assign(total, 0.0))

state = tf.Variable(1.0)
double = state.assign(state * 2)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for v in [1.0, 2.5, 4.0, 7.5]:
        acc = sess.run(accumulate, feed_dict={value: v})
        print("after", v, "total", acc, "mean", sess.run(mean))
    sess.run(reset)
    print("after reset:", sess.run([counter, total]))
    for _ in range(4):
        sess.run(double)
    print("state:", sess.run(state))
