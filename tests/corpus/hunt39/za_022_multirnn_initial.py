import numpy as np
import tensorflow as tf

tf.set_random_seed(22)
np.random.seed(22)

B, T, E, H = 2, 4, 3, 5
X = np.random.randn(B, T, E).astype(np.float32)
x = tf.placeholder(tf.float32, [None, T, E])
cells = [tf.nn.rnn_cell.GRUCell(H) for _ in range(2)]
stack = tf.nn.rnn_cell.MultiRNNCell(cells)
init = stack.zero_state(tf.shape(x)[0], tf.float32)
outs, states = tf.nn.dynamic_rnn(stack, x, initial_state=init)
top = states[-1]
pred = tf.layers.dense(top, 1, activation=tf.nn.sigmoid)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    o, s0, p = sess.run([outs, states[0], pred], {x: X})
    print(np.round(o, 4))
    print(np.round(s0, 4))
    print(np.round(p, 4))
    print([v.name for v in tf.trainable_variables()])
