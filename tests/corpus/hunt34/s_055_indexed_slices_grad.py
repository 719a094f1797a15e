import numpy as np
import tensorflow as tf

tf.set_random_seed(55)
np.random.seed(55)

V, E = 10, 3
ids = np.array([[1, 2, 2, 5], [0, 1, 7, 7]], dtype=np.int32)
x = tf.placeholder(tf.int32, [None, 4])
table = tf.get_variable('table', [V, E])
emb = tf.nn.embedding_lookup(table, x)
h = tf.layers.conv1d(emb, 2, 2, name='c')
loss = tf.reduce_sum(tf.square(h))
g_table, g_kernel = tf.gradients(loss, [table, 'c/kernel:0' and tf.trainable_variables()[1]])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    gt, gk = sess.run([g_table, g_kernel], {x: ids})
    print(type(gt).__name__)
    print(gt.indices)
    print(gt.values)
    print(gk)
