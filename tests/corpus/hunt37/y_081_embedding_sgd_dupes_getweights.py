import numpy as np
import tensorflow as tf

tf.set_random_seed(81)
np.random.seed(81)
IDS = np.array([[1, 1, 2], [3, 1, 1], [0, 2, 2]])
Y = np.random.randn(3, 1).astype(np.float32)

ids = tf.placeholder(tf.int32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
emb = tf.keras.layers.Embedding(4, 2, embeddings_initializer="uniform")
e = emb(ids)
s = tf.reduce_sum(e, axis=[1, 2])
pred = tf.reshape(s, [-1, 1])
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.3).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    before = sess.run(emb.embeddings)
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={ids: IDS, y: Y})
        print(i, l)
    after = sess.run(emb.embeddings)
    print(after - before)
    print(emb.get_weights()[0])
