import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K
from tensorflow.keras import layers

tf.set_random_seed(38)
np.random.seed(38)

a = tf.placeholder(tf.float32, [None, 5])
b = tf.placeholder(tf.float32, [None, 5])
t = tf.placeholder(tf.float32, [None, 1])

enc = layers.Dense(4)
norm = layers.Lambda(lambda v: K.l2_normalize(v, axis=-1))
cos = layers.Lambda(lambda p: K.sum(p[0] * p[1], axis=-1, keepdims=True))

za = enc(a)
zb = enc(b)
na = norm(za)
nb = norm(zb)
sim = cos([na, nb])
loss = K.mean(K.square(sim - t))
train = tf.train.AdamOptimizer(0.05).minimize(loss)

A = np.random.randn(12, 5).astype(np.float32)
B = A + 0.3 * np.random.randn(12, 5).astype(np.float32)
T = np.where(np.arange(12)[:, None] % 2 == 0, 1.0, -1.0).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {a: A, b: B, t: T})
        if step % 5 == 0:
            print("loss", l)
    print(sess.run(sim, {a: A[:3], b: B[:3]}).ravel())
