import numpy as np
import tensorflow as tf

tf.set_random_seed(78)
np.random.seed(78)

# learn to echo a sine wave one step ahead
T = 10
t = np.linspace(0, 4 * np.pi, 200).astype(np.float32)
wave = np.sin(t)
starts = np.arange(0, 180, 5)
X = np.stack([wave[s:s + T] for s in starts])[:, :, None]
Y = np.stack([wave[s + 1:s + T + 1] for s in starts])[:, :, None]

x = tf.placeholder(tf.float32, [None, T, 1])
y = tf.placeholder(tf.float32, [None, T, 1])
cell = tf.nn.rnn_cell.BasicLSTMCell(10)
xs = tf.unstack(x, axis=1)
outs, state = tf.nn.static_rnn(cell, xs, dtype=tf.float32)
W_out = tf.Variable(tf.truncated_normal([10, 1], stddev=0.1, seed=3))
b_out = tf.Variable(tf.zeros([1]))
preds = tf.stack([tf.matmul(o, W_out) + b_out for o in outs], axis=1)
loss = tf.losses.mean_squared_error(y, preds)
train = tf.train.AdamOptimizer(0.02).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(100):
        _, l = sess.run([train, loss], {x: X, y: Y})
        if i % 25 == 0:
            print("iter %d mse %.6f" % (i, l))
    p = sess.run(preds, {x: X[:1]})
    print("pred:", np.round(p[0, :, 0], 3))
    print("true:", np.round(Y[0, :, 0], 3))
