import numpy as np
import tensorflow as tf

tf.set_random_seed(44)
np.random.seed(44)
IDS = np.random.randint(0, 10, size=(8, 5))
Y = np.random.randn(8, 1).astype(np.float32)

ids = tf.placeholder(tf.int32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])
emb = tf.keras.layers.Embedding(10, 4)
e = emb(ids)
pooled = tf.reduce_mean(e, axis=1)
pred = tf.layers.dense(pooled, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.05).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(5):
        l, _ = sess.run([loss, train], feed_dict={ids: IDS, y: Y})
        print(i, l)
    table = sess.run(emb.embeddings)
    print(table.shape, table[0], table[9])
