import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

tf.set_random_seed(34)
np.random.seed(34)

A = np.random.randn(2, 3, 4).astype(np.float32)
Bm = np.random.randn(2, 5, 4).astype(np.float32)
a = tf.placeholder(tf.float32, [None, 3, 4])
b = tf.placeholder(tf.float32, [None, 5, 4])
sim = K.batch_dot(a, b, axes=[2, 2])          # B,3,5
att = K.softmax(sim)
ctx = K.batch_dot(att, b, axes=[2, 1])        # B,3,4
summed = K.sum(ctx, axis=1, keepdims=True)
flat = K.reshape(summed, (-1, 4))
with tf.Session() as sess:
    r = sess.run([sim, flat], {a: A, b: Bm})
    print(r[0].shape, np.round(r[0][0], 4))
    print(np.round(r[1], 4))
