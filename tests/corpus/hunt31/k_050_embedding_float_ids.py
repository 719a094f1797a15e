"""Embedding fed float32 token ids (Keras Input default dtype), trained with tf.train."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(50)
np.random.seed(50)
ids = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
emb = tf.keras.layers.Embedding(8, 3)
e = emb(ids)
s = tf.reduce_sum(e, axis=[1, 2])
loss = tf.reduce_mean(tf.square(tf.expand_dims(s, 1) - y))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
I = np.random.randint(0, 8, (6, 4)).astype(np.float32)
Y = np.random.randn(6, 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, train_op], {ids: I, y: Y})
    print("loss", l)
