"""Embedding(mask_zero=True) + GlobalAveragePooling1D at inference, fixed init."""
import numpy as np
import tensorflow as tf

tok = tf.placeholder(tf.int32, [None, 5])
emb = tf.keras.layers.Embedding(6, 2, mask_zero=True,
                                embeddings_initializer=tf.keras.initializers.Constant(
                                    np.arange(12, dtype=np.float32).reshape(6, 2)))
gap = tf.keras.layers.GlobalAveragePooling1D()
vec = gap(emb(tok))
T = np.array([[1, 2, 0, 0, 0], [3, 0, 0, 0, 0]], np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("vec", sess.run(vec, {tok: T}))
