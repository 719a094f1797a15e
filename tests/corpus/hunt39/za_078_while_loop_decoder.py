import numpy as np
import tensorflow as tf

tf.set_random_seed(78)
np.random.seed(78)

B, H, V, T = 2, 4, 5, 3
h0_np = np.random.randn(B, H).astype(np.float32)
h0 = tf.placeholder(tf.float32, [None, H])
W_h = tf.get_variable("W_h", [H, H])
W_o = tf.get_variable("W_o", [H, V])
emb = tf.get_variable("emb", [V, H])
ta = tf.TensorArray(tf.int32, size=T)

def body(t, h, prev, ta):
    h = tf.tanh(tf.matmul(h, W_h) + tf.nn.embedding_lookup(emb, prev))
    logits = tf.matmul(h, W_o)
    nxt = tf.argmax(logits, axis=1, output_type=tf.int32)
    return t + 1, h, nxt, ta.write(t, nxt)

_, hT, _, ta = tf.while_loop(lambda t, *_: t < T, body,
                             [tf.constant(0), h0, tf.zeros([tf.shape(h0)[0]], tf.int32), ta])
tokens = tf.transpose(ta.stack())
scores = tf.map_fn(lambda row: tf.reduce_sum(row * row), hT)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    tk, hh, sc = sess.run([tokens, hT, scores], {h0: h0_np})
    print(tk)
    print(np.round(hh, 4))
    print(np.round(sc, 4))
