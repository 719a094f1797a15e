import numpy as np
import tensorflow as tf

tf.set_random_seed(47)
np.random.seed(47)

X = np.random.randn(100, 5).astype(np.float32)
Y = np.tanh(X @ np.random.randn(5, 1)).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("base"):
    h = tf.layers.dense(x, 10, tf.nn.tanh, kernel_initializer=tf.random_normal_initializer(stddev=0.5, seed=1))
with tf.variable_scope("head"):
    out = tf.layers.dense(h, 1, kernel_initializer=tf.random_normal_initializer(stddev=0.5, seed=2))
loss = tf.reduce_mean(tf.square(out - y))

head_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="head")
all_vars = tf.trainable_variables()
finetune = tf.train.GradientDescentOptimizer(0.1).minimize(loss, var_list=head_vars)
full = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    base_before = sess.run(all_vars[0])
    for i in range(50):
        sess.run(finetune, {x: X, y: Y})
    print("phase1 loss", sess.run(loss, {x: X, y: Y}))
    print("base unchanged:", np.array_equal(base_before, sess.run(all_vars[0])))
    for i in range(50):
        sess.run(full, {x: X, y: Y})
    print("phase2 loss", sess.run(loss, {x: X, y: Y}))
    print("head vars:", [v.name for v in head_vars])
