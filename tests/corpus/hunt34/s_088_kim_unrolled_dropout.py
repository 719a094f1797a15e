import numpy as np
import tensorflow as tf

tf.set_random_seed(88)
np.random.seed(88)

V, E, T = 30, 6, 10
ids = np.random.randint(0, V, (8, T)).astype(np.int32)
lab = np.random.randint(0, 2, 8).astype(np.int32)
x = tf.placeholder(tf.int32, [None, T])
y = tf.placeholder(tf.int32, [None])
keep = tf.placeholder(tf.float32, [])
W_emb = tf.get_variable('W_emb', [V, E], initializer=tf.random_uniform_initializer(-0.5, 0.5))
emb = tf.nn.embedding_lookup(W_emb, x)
c2 = tf.layers.conv1d(emb, 4, 2, activation=tf.nn.relu, name='conv2')
c3 = tf.layers.conv1d(emb, 4, 3, activation=tf.nn.relu, name='conv3')
c4 = tf.layers.conv1d(emb, 4, 4, activation=tf.nn.relu, name='conv4')
pooled = tf.concat([tf.reduce_max(c2, 1), tf.reduce_max(c3, 1), tf.reduce_max(c4, 1)], axis=1)
drop = tf.nn.dropout(pooled, keep)
logits = tf.layers.dense(drop, 2, name='fc')
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, train], {x: ids, y: lab, keep: 0.5})
        print(i, l)
