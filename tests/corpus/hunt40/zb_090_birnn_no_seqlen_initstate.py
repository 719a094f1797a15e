import numpy as np
import tensorflow as tf

tf.set_random_seed(90)
np.random.seed(90)
T, D, H = 4, 3, 3
x = tf.placeholder(tf.float32, [None, T, D])
init = tf.placeholder(tf.float32, [None, H])
cf = tf.nn.rnn_cell.GRUCell(H, name="gru_f")
cb = tf.nn.rnn_cell.GRUCell(H, name="gru_b")
(out_fw, out_bw), (sf, sb) = tf.nn.bidirectional_dynamic_rnn(cf, cb, x, initial_state_fw=init, initial_state_bw=init * 0.5)
both = tf.concat([out_fw, out_bw], -1)
o = tf.layers.dense(tf.reduce_max(both, axis=1), 1)
loss = tf.reduce_mean(tf.square(o)) + tf.reduce_mean(tf.square(sf - sb))
tr = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(2, T, D).astype(np.float32)
I = np.random.randn(2, H).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(i, round(float(sess.run([loss, tr], {x: X, init: I})[0]), 5))
    print(sess.run(out_bw, {x: X, init: I})[0].round(4))
    print([v.name for v in tf.trainable_variables()])
