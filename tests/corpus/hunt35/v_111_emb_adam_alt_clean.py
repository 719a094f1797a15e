import numpy as np
import tensorflow as tf
tf.set_random_seed(111); np.random.seed(111)
batches = [np.array([[0, 0, 1]], np.int64), np.array([[2, 3, 3]], np.int64)]
x = tf.placeholder(tf.int64, [None, 3])
emb = tf.keras.layers.Embedding(4, 2, embeddings_initializer="ones")
e = emb(x)
loss = tf.reduce_sum(tf.square(e - 2.0))
train = tf.train.AdamOptimizer(0.1).minimize(loss)
probe = tf.constant([[0, 1, 2, 3]], tf.int64)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, train], {x: batches[i % 2]})
        print(i, l)
    print(sess.run(e, {x: [[0, 1, 2]]}))
    print(sess.run(e, {x: [[3, 3, 3]]}))
