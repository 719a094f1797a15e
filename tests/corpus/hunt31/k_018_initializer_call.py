"""Seeded tf.keras.initializers called directly to build weight tensors."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(18)
glorot = tf.keras.initializers.glorot_normal(seed=3)
he = tf.keras.initializers.he_uniform(seed=4)
orth = tf.keras.initializers.Orthogonal(seed=5)
w1 = tf.Variable(glorot((4, 3)), name="w1")
w2 = tf.Variable(he((3, 2)), name="w2")
w3 = tf.Variable(orth((3, 3)), name="w3")
x = tf.placeholder(tf.float32, [None, 4])
y = tf.matmul(tf.matmul(tf.nn.relu(tf.matmul(x, w1)), w3), w2)
X = np.arange(8, dtype=np.float32).reshape(2, 4) / 8.0
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("w1", sess.run(w1)[0])
    print("w3 orth", np.round(sess.run(tf.matmul(w3, w3, transpose_a=True)), 4).ravel())
    print("y", sess.run(y, {x: X}))
