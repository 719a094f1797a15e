import numpy as np
import tensorflow as tf

tf.set_random_seed(70)
np.random.seed(70)

def critic(x, name, reuse=None):
    with tf.variable_scope(name, reuse=reuse):
        h = tf.layers.dense(x, 4, activation=tf.nn.relu, name="h")
        return tf.layers.dense(h, 1, name="o")

x = tf.placeholder(tf.float32, [None, 3])
d1 = critic(x, "D")
d2 = critic(x, "D2")
d1b = critic(x * 0.5, "D", reuse=True)
loss1 = tf.reduce_mean(tf.square(d1 - 1.0)) + tf.reduce_mean(tf.square(d1b))
loss2 = tf.reduce_mean(tf.square(d2 + 1.0))
v_regex = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="D")   # matches D2 too
v_tv = tf.trainable_variables(scope="D2")
v_slash = tf.trainable_variables(scope="D/")
print(len(v_regex), len(v_tv), len(v_slash))
print([v.name for v in v_regex])
op1 = tf.train.GradientDescentOptimizer(0.1).minimize(loss1 + loss2, var_list=v_regex)
op2 = tf.train.GradientDescentOptimizer(0.1).minimize(loss2, var_list=v_tv)
X = np.random.randn(5, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        a, b, _ = sess.run([loss1, loss2, op1], {x: X})
        sess.run(op2, {x: X})
        print(i, round(float(a), 5), round(float(b), 5))
