import numpy as np
import tensorflow as tf

tf.set_random_seed(83)
np.random.seed(83)

X = np.random.randn(8, 5).astype(np.float32)
Y = np.random.randint(0, 4, 8).astype(np.int32)
x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.int32, [None])
W0 = tf.get_variable("W0", [5, 6], tf.float32, tf.constant_initializer(0.05))
step = tf.Variable(0, False, name="step")
h = tf.nn.relu(tf.matmul(x, W0))
h = tf.layers.dense(h, 6, tf.nn.tanh)
h = tf.contrib.layers.fully_connected(h, 6, tf.nn.sigmoid)
h = tf.nn.dropout(h, 0.75)
logits = tf.layers.dense(h, 4)
hit = tf.nn.in_top_k(logits, y, 2)
recall = tf.reduce_mean(tf.cast(hit, tf.float32))
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.MomentumOptimizer(0.1, 0.9).minimize(loss, global_step=step)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, r, _ = sess.run([loss, recall, train], {x: X, y: Y})
        print(i, "%.5f" % l, r)
    print(sess.run(step))
