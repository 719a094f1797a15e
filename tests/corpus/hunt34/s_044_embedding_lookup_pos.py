import numpy as np
import tensorflow as tf

tf.set_random_seed(44)
np.random.seed(44)

V, E = 12, 4
ids = np.random.randint(0, V, (3, 7))
x = tf.placeholder(tf.int32, [None, 7])
table = tf.get_variable('emb', [V, E], initializer=tf.random_normal_initializer(stddev=2.0))
e1 = tf.nn.embedding_lookup(table, x, 'mod')
e2 = tf.nn.embedding_lookup(table, x, max_norm=1.0)
h = tf.layers.conv1d(e2, 3, 2, name='conv')
s = tf.reduce_sum(e1) + tf.reduce_sum(h)
g = tf.gradients(s, table)[0]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(e2, {x: ids})[0])
    print(sess.run(s, {x: ids}))
    print(sess.run(tf.convert_to_tensor(g), {x: ids})[:3])
