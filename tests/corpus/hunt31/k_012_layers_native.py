"""Keras layer objects bound to names and applied to placeholders, tf.train optimizer."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(12)
np.random.seed(12)

x = tf.placeholder(tf.float32, [None, 8, 8, 1])
y = tf.placeholder(tf.int32, [None])
conv = tf.keras.layers.Conv2D(4, 3, padding="same", activation="relu")
pool = tf.keras.layers.MaxPooling2D(2)
flat = tf.keras.layers.Flatten()
act = tf.keras.layers.LeakyReLU()
fc = tf.keras.layers.Dense(3)
h = conv(x)
h = pool(h)
h = flat(h)
h = act(h)
logits = fc(h)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

X = np.random.randn(12, 8, 8, 1).astype(np.float32)
Y = np.random.randint(0, 3, 12)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train_op], {x: X, y: Y})
        print("loss", l)
    print("h", sess.run(h, {x: X[:1]}).ravel()[:8])
