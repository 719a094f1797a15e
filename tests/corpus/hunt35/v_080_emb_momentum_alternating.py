import numpy as np
import tensorflow as tf
tf.set_random_seed(80); np.random.seed(80)
batches = [np.array([[0, 1]], np.int64), np.array([[2, 3]], np.int64)]
x = tf.placeholder(tf.int64, [None, 2])
emb = tf.keras.layers.Embedding(4, 2, embeddings_initializer="ones")
loss = tf.reduce_sum(tf.square(emb(x) - 3.0))
train = tf.train.MomentumOptimizer(0.1, momentum=0.9).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, train], {x: batches[i % 2]})
        print(i, l)
    print(sess.run(emb.embeddings))
