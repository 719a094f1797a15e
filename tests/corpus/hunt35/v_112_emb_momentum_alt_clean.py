import numpy as np
import tensorflow as tf
tf.set_random_seed(112); np.random.seed(112)
batches = [np.array([[0, 1]], np.int32), np.array([[2, 3]], np.int32)]
x = tf.placeholder(tf.int32, [None, 2])
emb = tf.keras.layers.Embedding(4, 2, embeddings_initializer="ones")
e = emb(x)
loss = tf.reduce_sum(tf.square(e - 3.0))
train = tf.train.MomentumOptimizer(0.1, momentum=0.9).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, train], {x: batches[i % 2]})
        print(i, l)
    print(sess.run(e, {x: [[0, 1]]}), sess.run(e, {x: [[2, 3]]}))
