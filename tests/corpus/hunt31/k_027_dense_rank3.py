"""Dense applied to a rank-3 sequence tensor (per-timestep projection)."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(27)
np.random.seed(27)
seq = tf.placeholder(tf.float32, [None, 5, 3])
target = tf.placeholder(tf.float32, [None, 5, 2])
proj = tf.keras.layers.Dense(2, activation="tanh")
out = proj(seq)
loss = tf.reduce_mean(tf.square(out - target))
train_op = tf.train.GradientDescentOptimizer(0.3).minimize(loss)
X = np.random.randn(4, 5, 3).astype(np.float32)
Y = np.tanh(X[:, :, :2] - X[:, :, 2:])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(15):
        l, _ = sess.run([loss, train_op], {seq: X, target: Y})
    print("loss", l)
    print("out", sess.run(out, {seq: X[:1]})[0, 0])
