import numpy as np
import tensorflow as tf

tf.set_random_seed(45)
np.random.seed(45)
V, D = 12, 6
SRC = np.random.randint(0, V, size=(10, 4))
TGT = np.random.randint(0, V, size=(10, 4))

src = tf.placeholder(tf.int32, [None, 4])
tgt = tf.placeholder(tf.int32, [None, 4])
emb = tf.keras.layers.Embedding(V, D)
es = emb(src)
et = emb(tgt)
logits = tf.einsum("btd,vd->btv", es, emb.embeddings)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=tgt, logits=logits)) + \
    0.1 * tf.reduce_mean(tf.square(es - et))
train = tf.train.AdagradOptimizer(0.3).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, train], feed_dict={src: SRC, tgt: TGT})
        print(i, l)
    table = sess.run(emb.embeddings)
    print(table[SRC[0, 0]], np.abs(table).sum())
