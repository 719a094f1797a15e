import numpy as np
import tensorflow as tf

tf.set_random_seed(33)
np.random.seed(33)

V, E, H, T = 12, 4, 3, 5
X = np.array([[3, 5, 2, 0, 0], [7, 1, 0, 0, 0], [4, 4, 4, 9, 1]], np.int32)
inp = tf.placeholder(tf.int32, [None, T])
emb = tf.keras.layers.Embedding(V, E, mask_zero=True)(inp)
seq = tf.keras.layers.LSTM(H, return_sequences=True)(emb)
last = tf.keras.layers.LSTM(H)(emb)
pooled = tf.reduce_mean(seq, axis=1)
out = tf.keras.layers.Dense(1)(tf.concat([pooled, last], axis=-1))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    s, l, o = sess.run([seq, last, out], {inp: X})
    print(np.round(s[1], 4))
    print(np.round(l, 4))
    print(np.round(o, 4))
