import numpy as np
import tensorflow as tf

tf.set_random_seed(27)
np.random.seed(27)

NC, L, E = 20, 10, 5
words = np.random.randint(1, NC, (6, L)).astype(np.int32)
words[:, 7:] = 0
Y = np.random.randint(0, 2, (6,)).astype(np.int32)
chars = tf.placeholder(tf.int32, [None, L])
y = tf.placeholder(tf.int32, [None])
emb = tf.get_variable("char_emb", [NC, E])
ce = tf.nn.embedding_lookup(emb, chars)
mask = tf.cast(tf.not_equal(chars, 0), tf.float32)
ce = ce * tf.expand_dims(mask, 2)
conv = tf.layers.conv1d(ce, filters=6, kernel_size=3, padding="same", activation=tf.nn.relu)
pool = tf.layers.max_pooling1d(conv, pool_size=2, strides=2)
flat = tf.layers.flatten(pool)
logits = tf.layers.dense(flat, 2)
loss = tf.losses.sparse_softmax_cross_entropy(labels=y, logits=logits)
train = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for s in range(8):
        print(s, round(float(sess.run([loss, train], {chars: words, y: Y})[0]), 5))
    print(np.round(sess.run(tf.nn.softmax(logits), {chars: words[:2]}), 4))
