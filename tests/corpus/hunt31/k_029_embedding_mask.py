"""Embedding(mask_zero=True) followed by mask-aware pooling, called on placeholders."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(29)
np.random.seed(29)
tokens = tf.placeholder(tf.int32, [None, 6])
labels = tf.placeholder(tf.float32, [None, 1])
emb = tf.keras.layers.Embedding(10, 4, mask_zero=True)
pool = tf.keras.layers.GlobalAveragePooling1D()
head = tf.keras.layers.Dense(1)
e = emb(tokens)
pooled = pool(e)
logit = head(pooled)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=labels, logits=logit))
train_op = tf.train.AdamOptimizer(0.05).minimize(loss)
T = np.array([[1, 2, 3, 0, 0, 0], [4, 5, 0, 0, 0, 0], [6, 7, 8, 9, 1, 0], [2, 0, 0, 0, 0, 0]], np.int32)
Y = np.array([[1], [0], [1], [0]], np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("pooled0", sess.run(pooled, {tokens: T})[1])
    for i in range(10):
        l, _ = sess.run([loss, train_op], {tokens: T, labels: Y})
    print("loss", l)
