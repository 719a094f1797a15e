"""Keras Dense layers inside tf.variable_scope blocks, trained, weights fetched by attribute."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(89)
np.random.seed(89)
x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("tower"):
    fc = tf.keras.layers.Dense(3, activation="tanh")
    h = fc(x)
out = tf.keras.layers.Dense(1)
pred = out(h)
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.AdamOptimizer(0.05).minimize(loss)
X = np.random.randn(10, 2).astype(np.float32)
Y = np.tanh(X[:, :1] * X[:, 1:])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train_op], {x: X, y: Y})
    print("loss", l)
    print([v.name for v in tf.trainable_variables()])
