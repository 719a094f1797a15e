import numpy as np
import tensorflow as tf

tf.set_random_seed(71)
np.random.seed(71)
PREFIX = "agent"

def q_network(s, scope):
    with tf.variable_scope(scope):
        h = tf.layers.dense(s, 8, activation=tf.nn.relu, name="fc")
        return tf.layers.dense(h, 2, name="out")

s = tf.placeholder(tf.float32, [None, 3])
q = q_network(s, PREFIX + "_online")
qt = q_network(s, PREFIX + "_target")
online = tf.trainable_variables(scope=PREFIX + "_online")
target = tf.trainable_variables(scope=PREFIX + "_target")
print([v.name for v in online], [v.name for v in target])
copy_ops = [tf.assign(t, o) for o, t in zip(online, target)]
loss = tf.reduce_mean(tf.square(q - tf.stop_gradient(qt) - 0.5))
train = tf.train.AdamOptimizer(0.05).minimize(loss, var_list=online)
S = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(copy_ops)
    for i in range(9):
        l, _ = sess.run([loss, train], {s: S})
        if i % 3 == 2:
            sess.run(copy_ops)
        print(i, round(float(l), 5))
    print(sess.run(qt, {s: S[:2]}).round(4))
