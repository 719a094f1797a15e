# Inverse design: optimise the input (a tf.Variable) of a frozen surrogate network
import numpy as np
import tensorflow as tf

np.random.seed(49)
tf.set_random_seed(49)
X = tf.placeholder(tf.float32, [None, 2])
Y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("surrogate"):
    h = tf.layers.dense(X, 24, activation=tf.nn.tanh, name="h")
    out = tf.layers.dense(h, 1, name="o")
fit_loss = tf.reduce_mean(tf.square(out - Y))
surr_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="surrogate")
fit = tf.train.AdamOptimizer(0.01).minimize(fit_loss, var_list=surr_vars)

design = tf.Variable([[0.2, -0.3]], name="design")
with tf.variable_scope("surrogate", reuse=True):
    h_d = tf.layers.dense(design, 24, activation=tf.nn.tanh, name="h")
    out_d = tf.layers.dense(h_d, 1, name="o")
objective = tf.reduce_sum(tf.square(out_d - 0.5))
dobj = tf.gradients(objective, design)[0]
opt_design = tf.train.GradientDescentOptimizer(0.05).minimize(objective, var_list=[design])

xs = np.random.uniform(-1, 1, (64, 2)).astype(np.float32)
ys = (xs[:, :1] ** 2 + np.sin(2 * xs[:, 1:])).astype(np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(200):
    sess.run(fit, {X: xs, Y: ys})
print("fit", sess.run(fit_loss, {X: xs, Y: ys}))
print(sess.run(dobj))
for i in range(50):
    sess.run(opt_design)
print(sess.run([design, objective]))
