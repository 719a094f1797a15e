import numpy as np
import tensorflow as tf

tf.set_random_seed(29)
np.random.seed(29)

n_steps, n_in, n_hidden, n_classes = 5, 3, 8, 2
data = np.random.randn(64, n_steps, n_in).astype(np.float32)
lab = (data[:, :, 0].sum(axis=1) > 0).astype(np.int64)

X = tf.placeholder(tf.float32, [None, n_steps, n_in])
Y = tf.placeholder(tf.int64, [None])
weights = tf.Variable(tf.random_normal([n_hidden, n_classes], seed=1))
biases = tf.Variable(tf.zeros([n_classes]))

def RNN(x):
    x = tf.unstack(x, n_steps, 1)
    lstm_cell = tf.nn.rnn_cell.LSTMCell(n_hidden, forget_bias=1.0, initializer=tf.glorot_uniform_initializer(seed=2))
    outputs, states = tf.nn.static_rnn(lstm_cell, x, dtype=tf.float32)
    return tf.matmul(outputs[-1], weights) + biases, states

logits, final_state = RNN(X)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(logits=logits, labels=Y))
train = tf.train.AdamOptimizer(0.02).minimize(loss)
accuracy = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), Y), tf.float32))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(80):
        _, l, a = sess.run([train, loss, accuracy], feed_dict={X: data, Y: lab})
        if i % 20 == 0:
            print("Iter " + str(i) + ", Loss= " + "{:.6f}".format(l) + ", Accuracy= " + "{:.5f}".format(a))
    c, h = sess.run(final_state, {X: data[:2]})
    print("final c:", np.round(c, 4))
    print("final h:", np.round(h, 4))
