"""LSTM sentiment toy classifier on embeddings, trained with tf.train.AdamOptimizer."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(81)
np.random.seed(81)
tok = tf.placeholder(tf.int32, [None, 5])
lab = tf.placeholder(tf.float32, [None, 1])
emb = tf.keras.layers.Embedding(10, 4)
lstm = tf.keras.layers.LSTM(6)
gru = tf.keras.layers.GRU(3, return_sequences=True)
head = tf.keras.layers.Dense(1)
e = emb(tok)
h = lstm(gru(e))
logit = head(h)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=lab, logits=logit))
train_op = tf.train.AdamOptimizer(0.01).minimize(loss)
T = np.random.randint(0, 10, (6, 5))
Y = (T.sum(1, keepdims=True) > 25).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, train_op], {tok: T, lab: Y})
    print("loss", l)
