import numpy as np
import tensorflow as tf

tf.set_random_seed(44)
np.random.seed(44)

ids = tf.placeholder(tf.int32, [None, 10])
labels = tf.placeholder(tf.int32, [None])

emb_layer = tf.keras.layers.Embedding(30, 8)
e = emb_layer(ids)
c = tf.layers.conv1d(e, 6, 3, activation=tf.nn.relu, name="conv")
p = tf.reduce_max(c, axis=1)
logits = tf.layers.dense(p, 2, name="logits")
loss = tf.losses.sparse_softmax_cross_entropy(labels, logits)
train = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randint(0, 30, size=(24, 10))
L = (X.min(axis=1) < 3).astype(np.int32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {ids: X, labels: L})
        if step % 5 == 0:
            print("loss", l)
    print("emb row0", sess.run(e, {ids: X[:1]})[0, 0])
