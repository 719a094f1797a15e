import numpy as np
import tensorflow as tf

tf.set_random_seed(62)
np.random.seed(62)

B, T, D = 2, 4, 6
X = np.random.randn(B, T, D).astype(np.float32)
lens = np.array([4, 2], np.int32)
x = tf.placeholder(tf.float32, [None, T, D])
L = tf.placeholder(tf.int32, [None])
Wq = tf.get_variable("Wq", [D, D])
Wk = tf.get_variable("Wk", [D, D])
Wv = tf.get_variable("Wv", [D, D])
q = tf.einsum("btd,de->bte", x, Wq)
k = tf.tensordot(x, Wk, axes=[[2], [0]])
v = tf.reshape(tf.matmul(tf.reshape(x, [-1, D]), Wv), [-1, T, D])
logits = tf.matmul(q, k, transpose_b=True) / np.sqrt(D)
causal = tf.matrix_band_part(tf.ones([T, T]), -1, 0)
pad = tf.cast(tf.sequence_mask(L, T), tf.float32)[:, None, :]
mask = causal[None] * pad
logits = logits * mask + (1.0 - mask) * -1e9
w = tf.nn.softmax(logits)
ctx = tf.matmul(w, v)
cum = tf.cumsum(ctx, axis=1, exclusive=True, reverse=True)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    ww, cc = sess.run([w, cum], {x: X, L: lens})
    print(np.round(ww[1], 4))
    print(np.round(cc[0], 4))
