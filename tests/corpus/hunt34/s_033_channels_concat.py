import numpy as np
import tensorflow as tf

tf.set_random_seed(33)
np.random.seed(33)

V, E, T = 20, 5, 9
ids = np.random.randint(0, V, (6, T)).astype(np.int32)
feats = np.random.randn(6, T, 2).astype(np.float32)
Y = np.random.randn(6, 1).astype(np.float32)

w_ids = tf.placeholder(tf.int32, [None, T])
f_in = tf.placeholder(tf.float32, [None, T, 2])
y = tf.placeholder(tf.float32, [None, 1])
table = tf.get_variable('table', [V, E])
emb = tf.nn.embedding_lookup(table, w_ids)
inp = tf.concat([emb, f_in], axis=-1)
h = tf.layers.conv1d(inp, 4, 3, padding='same', activation=tf.nn.relu)
h = tf.reduce_max(h, axis=1)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, sess.run([loss, train], {w_ids: ids, f_in: feats, y: Y})[0])
    print([v.name for v in tf.trainable_variables()])
