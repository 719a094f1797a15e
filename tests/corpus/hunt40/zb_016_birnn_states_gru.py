import numpy as np
import tensorflow as tf

tf.set_random_seed(16)
np.random.seed(16)
B, T, D, H = 4, 6, 3, 5
x = tf.placeholder(tf.float32, [B, T, D])
with tf.variable_scope("enc"):
    cf = tf.nn.rnn_cell.GRUCell(H)
    cb = tf.nn.rnn_cell.GRUCell(H + 1)
    (of, ob), (sf, sb) = tf.nn.bidirectional_dynamic_rnn(cf, cb, x, dtype=tf.float32)
state = tf.concat([sf, sb], 1)
seq = tf.concat((of, ob), 2)
pooled = tf.reduce_max(seq, axis=1)
both = tf.concat([state, pooled], -1)
n = both.get_shape().as_list()[-1]
print("n", n)
W = tf.get_variable("W", [n, 1])
o = tf.matmul(both, W)
loss = tf.reduce_mean(tf.square(o - 0.5))
tr = tf.train.RMSPropOptimizer(0.01).minimize(loss)
X = np.random.randn(B, T, D).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        print(i, "%.5f" % sess.run([loss, tr], {x: X})[0])
    print(sorted((v.name, tuple(v.shape.as_list())) for v in tf.trainable_variables()))
