import numpy as np
import tensorflow as tf

tf.set_random_seed(30)
np.random.seed(30)

X = np.random.randn(8, 16, 2).astype(np.float32)
Y = np.random.randint(0, 3, (8,))
x = tf.placeholder(tf.float32, [None, 16, 2])
y = tf.placeholder(tf.int64, [None])
h = tf.layers.conv1d(x, 8, 4, strides=2, activation=tf.nn.elu)
h = tf.layers.conv1d(h, 8, 3, activation=tf.nn.elu)
h = tf.reduce_max(h, axis=1)
logits = tf.layers.dense(h, 3)
xent = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
l2 = tf.add_n([tf.nn.l2_loss(v) for v in tf.trainable_variables()])
loss = xent + 1e-3 * l2
global_step = tf.train.get_or_create_global_step()
lr = tf.train.exponential_decay(0.1, global_step, 5, 0.5, staircase=True)
train = tf.train.GradientDescentOptimizer(lr).minimize(loss, global_step=global_step)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        _, l, s, r = sess.run([train, loss, global_step, lr], {x: X, y: Y})
        print(i, l, s, r)
