import numpy as np
import tensorflow as tf

tf.set_random_seed(51)
np.random.seed(51)

def build_q(s, name):
    with tf.variable_scope(name):
        h = tf.layers.dense(s, 8, activation=tf.nn.relu)
        return tf.layers.dense(h, 2)

s = tf.placeholder(tf.float32, [None, 3])
q = build_q(s, "q")
q_target = build_q(s, "q_target")
q_vars = [v for v in tf.trainable_variables() if v.name.startswith("q")]       # includes q_target!
t_vars = [v for v in tf.trainable_variables() if v.name.startswith("q_target")]
q_only = [v for v in tf.global_variables() if v.name.startswith("q/")]
print(len(q_vars), len(t_vars), len(q_only))
sync = [t.assign(o) for o, t in zip(q_only, t_vars)]
loss = tf.reduce_mean(tf.square(q - tf.stop_gradient(q_target) - 0.1))
tr = tf.train.GradientDescentOptimizer(0.1).minimize(loss, var_list=q_vars)
S = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, tr], {s: S})
        if i == 3:
            sess.run(sync)
        print(i, round(float(l), 5))
    print(sess.run(q_target, {s: S[:2]}).round(4))
