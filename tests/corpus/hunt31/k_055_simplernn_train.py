"""SimpleRNN (last state) regression trained with tf.train.AdamOptimizer."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(55)
np.random.seed(55)
seq = tf.placeholder(tf.float32, [None, 5, 2])
y = tf.placeholder(tf.float32, [None, 1])
rnn = tf.keras.layers.SimpleRNN(4)
head = tf.keras.layers.Dense(1)
h = rnn(seq)
pred = head(h)
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.AdamOptimizer(0.01).minimize(loss)
X = np.random.randn(8, 5, 2).astype(np.float32)
Y = X.sum(axis=(1, 2)).reshape(-1, 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train_op], {seq: X, y: Y})
    print("loss", l)
