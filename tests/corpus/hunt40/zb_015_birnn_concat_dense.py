import numpy as np
import tensorflow as tf

tf.set_random_seed(15)
np.random.seed(15)
B, T, D, H = 3, 5, 4, 6
x = tf.placeholder(tf.float32, [None, T, D])
lens = tf.placeholder(tf.int32, [None])
fw = tf.nn.rnn_cell.LSTMCell(H)
bw = tf.nn.rnn_cell.LSTMCell(H)
(out_fw, out_bw), _ = tf.nn.bidirectional_dynamic_rnn(fw, bw, x, sequence_length=lens, dtype=tf.float32)
out = tf.concat([out_fw, out_bw], axis=-1)
print(out.get_shape().as_list())
logits = tf.layers.dense(out, 2)
y = tf.placeholder(tf.int32, [None, T])
mask = tf.sequence_mask(lens, T, dtype=tf.float32)
loss = tf.reduce_sum(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits) * mask) / tf.reduce_sum(mask)
tr = tf.train.AdamOptimizer(0.02).minimize(loss)
X = np.random.randn(B, T, D).astype(np.float32)
L = np.array([5, 2, 4], np.int32)
Y = np.random.randint(0, 2, (B, T)).astype(np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, tr], {x: X, lens: L, y: Y})
        print(i, round(float(l), 5))
    for v in tf.trainable_variables():
        print(v.name, v.shape.as_list())
