import numpy as np
import tensorflow as tf
tf.set_random_seed(83); np.random.seed(83)
batches = [np.array([[0, 0, 1]]), np.array([[2, 3, 3]])]
x = tf.placeholder(tf.int32, [None, 3])
emb = tf.keras.layers.Embedding(4, 2, embeddings_initializer="ones")
loss = tf.reduce_sum(tf.square(emb(x) - 2.0))
train = tf.train.AdamOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, train], {x: batches[i % 2]})
        print(i, l)
    print(sess.run(emb.embeddings))
