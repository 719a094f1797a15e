import numpy as np
import tensorflow as tf

tf.set_random_seed(94)
np.random.seed(94)

B, T, D, Q = 2, 5, 4, 3
K_np = np.random.randn(B, T, D).astype(np.float32)
Q_np = np.random.randn(B, Q).astype(np.float32)
keys = tf.placeholder(tf.float32, [None, None, D])
query = tf.placeholder(tf.float32, [None, Q])
q_tiled = tf.tile(tf.expand_dims(query, 1), [1, tf.shape(keys)[1], 1])
cat = tf.concat([keys, q_tiled], axis=-1)              # B,T,D+Q
e = tf.layers.dense(cat, 6, activation=tf.nn.tanh, name="att_hidden")
e = tf.layers.dense(e, 1, use_bias=False, name="att_score")    # B,T,1
a = tf.nn.softmax(e, axis=1)
ctx = tf.reduce_sum(a * keys, axis=1)                  # B,D
gate = tf.layers.dense(ctx, D, activation=tf.sigmoid, name="gate")
hw = gate * tf.layers.dense(ctx, D, activation=tf.nn.relu, name="transform") + (1.0 - gate) * ctx
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    aa, hh = sess.run([a, hw], {keys: K_np, query: Q_np})
    print(np.round(aa[:, :, 0], 4))
    print(np.round(hh, 4))
