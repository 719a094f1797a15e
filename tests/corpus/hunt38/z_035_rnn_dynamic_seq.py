import numpy as np
import tensorflow as tf

np.random.seed(35)
tf.set_random_seed(35)

B, T, D, H = 8, 5, 3, 6
x = tf.placeholder(tf.float32, [None, T, D])
seq_len = tf.placeholder(tf.int32, [None])
y = tf.placeholder(tf.float32, [None, 1])
cell = tf.nn.rnn_cell.GRUCell(H)
outputs, state = tf.nn.dynamic_rnn(cell, x, sequence_length=seq_len, dtype=tf.float32)
pred = tf.layers.dense(state, 1)
loss = tf.losses.mean_squared_error(y, pred)
train = tf.train.AdamOptimizer(0.02).minimize(loss)

X = np.random.randn(B, T, D).astype(np.float32)
L = np.random.randint(1, T + 1, B).astype(np.int32)
Y = np.array([[X[i, :L[i]].sum()] for i in range(B)], dtype=np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(40):
        _, l = sess.run([train, loss], {x: X, seq_len: L, y: Y})
        if i % 10 == 0:
            print(i, "%.5f" % l)
    o = sess.run(outputs, {x: X, seq_len: L})
    print("zeros after length:", float(np.abs(o[0, L[0]:]).sum()))
    print([v.name for v in tf.trainable_variables()])
