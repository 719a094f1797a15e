import numpy as np
import tensorflow as tf

np.random.seed(46)
tf.set_random_seed(46)

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("encoder"):
    h = tf.layers.dense(x, 8, activation=tf.nn.relu, name="l1")
    h = tf.layers.dense(h, 4, activation=tf.nn.relu, name="l2")
with tf.variable_scope("head"):
    out = tf.layers.dense(h, 1, name="o")
loss = tf.reduce_mean(tf.square(out - y))
enc_vars = tf.trainable_variables("encoder")
head_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="head")
pretrain = tf.train.AdamOptimizer(0.02).minimize(loss)
finetune = tf.train.GradientDescentOptimizer(0.05).minimize(loss, var_list=head_vars)

X = np.random.randn(60, 5).astype(np.float32)
Y = X[:, :1] * 2 - X[:, 1:2]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(15):
        sess.run(pretrain, {x: X, y: Y})
    enc_before = sess.run(enc_vars)
    print("after pretrain %.5f" % sess.run(loss, {x: X, y: Y}))
    for i in range(15):
        sess.run(finetune, {x: X, y: -Y})
    enc_after = sess.run(enc_vars)
    print("after finetune %.5f" % sess.run(loss, {x: X, y: -Y}))
    print("encoder frozen", all(np.array_equal(a, b) for a, b in zip(enc_before, enc_after)))
    print([v.name for v in enc_vars], [v.name for v in head_vars])
