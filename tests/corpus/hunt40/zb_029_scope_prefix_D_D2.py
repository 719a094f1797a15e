import numpy as np
import tensorflow as tf

tf.set_random_seed(29)
np.random.seed(29)

def disc(x, name, reuse=False):
    with tf.variable_scope(name, reuse=reuse):
        h = tf.layers.dense(x, 4, activation=tf.nn.relu, name="h")
        return tf.layers.dense(h, 1, name="o")

x = tf.placeholder(tf.float32, [None, 3])
a = disc(x, "D")
b = disc(x * 2.0, "D2")
c = disc(x + 1.0, "D", reuse=True)
loss_a = tf.reduce_mean(tf.square(a - 1)) + tf.reduce_mean(tf.square(c))
loss_b = tf.reduce_mean(tf.square(b + 1))
va = [v for v in tf.trainable_variables() if v.name.startswith("D")]      # includes D2!
vb = [v for v in tf.trainable_variables() if v.name.startswith("D2/")]
vslash = [v for v in tf.trainable_variables() if v.name.startswith("D/")]
print(len(va), len(vb), len(vslash))
coll = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="D")  # regex match: includes D2
print([v.name for v in coll])
opt_a = tf.train.GradientDescentOptimizer(0.1).minimize(loss_a + loss_b, var_list=va)
opt_b = tf.train.GradientDescentOptimizer(0.1).minimize(loss_b, var_list=vb)
opt_c = tf.train.GradientDescentOptimizer(0.05).minimize(loss_a, var_list=coll)
X = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        la, lb, _ = sess.run([loss_a, loss_b, opt_a], {x: X})
        sess.run(opt_b, {x: X})
        sess.run(opt_c, {x: X})
        print(i, round(float(la), 5), round(float(lb), 5))
    print([(v.name, sess.run(v).sum().round(4)) for v in vslash])
