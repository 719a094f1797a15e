import numpy as np
import tensorflow as tf

tf.set_random_seed(123)
np.random.seed(123)
x = tf.placeholder(tf.float32, [None, 5, 3])
lens = tf.placeholder(tf.int32, [None])
with tf.variable_scope("birnn"):
    fw_cell = tf.nn.rnn_cell.LSTMCell(4)
    bw_cell = tf.nn.rnn_cell.LSTMCell(4)
    outputs, states = tf.nn.bidirectional_dynamic_rnn(fw_cell, bw_cell, x, sequence_length=lens, dtype=tf.float32)
enc = tf.concat(outputs, 2)
h = tf.layers.dense(enc, 3, activation=tf.nn.relu, name="h")
o = tf.layers.dense(tf.reduce_sum(h, axis=1), 1, name="o")
loss = tf.reduce_mean(tf.square(o - 1.0))
tr = tf.train.AdamOptimizer(0.02).minimize(loss)
X = np.random.randn(3, 5, 3).astype(np.float32)
L = [5, 2, 3]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {x: X, lens: L})[0]), 5))
    print([v.name for v in tf.trainable_variables()])
