import numpy as np
import tensorflow as tf

tf.set_random_seed(81)
np.random.seed(81)

seq = tf.placeholder(tf.float32, [None, 6, 2])
y = tf.placeholder(tf.float32, [None, 1])

mask = tf.keras.layers.Masking(mask_value=0.0)
proj = tf.keras.layers.Dense(3, activation="tanh")
gap = tf.keras.layers.GlobalAveragePooling1D()
head = tf.keras.layers.Dense(1)

m = mask(seq)
p = proj(m)
g = gap(p)
pred = head(g)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

X = np.random.randn(8, 6, 2).astype(np.float32)
X[:, 4:] = 0.0
Y = X[:, :4, 0].mean(axis=1, keepdims=True)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("pooled", sess.run(g, {seq: X[:2]}))
    for step in range(10):
        l, _ = sess.run([loss, train], {seq: X, y: Y})
        print("loss", l)
