import numpy as np
import tensorflow as tf
tf.set_random_seed(98); np.random.seed(98)
ids = np.random.randint(0, 6, size=(8, 3)); Y = np.random.randn(8, 1)
x = tf.placeholder(tf.int32, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
table = tf.get_variable("table", [6, 2], dtype=tf.float64, initializer=tf.random_uniform_initializer(-1, 1))
e = tf.nn.embedding_lookup(table, x)
pooled = tf.reduce_mean(e, axis=1)
out = tf.layers.dense(pooled, 1, name="o")
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.AdamOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x: ids, y: Y})
        print(i, "%.14f" % l)
    print(repr(sess.run(table)))
