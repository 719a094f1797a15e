import numpy as np
import tensorflow as tf

tf.set_random_seed(54)
np.random.seed(54)

B, T, E, H = 2, 5, 3, 4
X = np.random.randn(B, T, E).astype(np.float32)
Y = np.random.randn(B, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, T, E])
y = tf.placeholder(tf.float32, [None, 1])
cells = [tf.nn.rnn_cell.DropoutWrapper(tf.nn.rnn_cell.BasicLSTMCell(H), output_keep_prob=1.0) for _ in range(2)]
multi = tf.nn.rnn_cell.MultiRNNCell(cells)
outs, states = tf.nn.dynamic_rnn(multi, x, dtype=tf.float32)
last_h = states[-1].h
pred = tf.layers.dense(last_h, 1)
loss = tf.losses.mean_squared_error(y, pred)
train = tf.train.RMSPropOptimizer(0.01, decay=0.9, momentum=0.5).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print("%.5f" % sess.run([loss, train], {x: X, y: Y})[0])
    print(np.round(sess.run(states[0].c, {x: X}), 4))
