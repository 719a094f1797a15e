import numpy as np
import tensorflow as tf
tf.set_random_seed(27); np.random.seed(27)
ids = np.random.randint(0, 20, size=(16, 5)).astype(np.int64)
lab = np.random.randint(0, 2, size=(16, 1)).astype(np.float32)
x = tf.placeholder(tf.int64, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])
emb = tf.keras.layers.Embedding(20, 4, embeddings_initializer="uniform")
e = emb(x)
pooled = tf.reduce_mean(e, axis=1)
logit = tf.keras.layers.Dense(1)(pooled)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logit))
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(15):
        l, _ = sess.run([loss, train], {x: ids, y: lab})
        print(i, l)
    E = sess.run(emb.embeddings)
    print(E.shape, E[:3])
