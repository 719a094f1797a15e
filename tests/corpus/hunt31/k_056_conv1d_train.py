"""Conv1D + GlobalMaxPooling1D text-CNN head trained with tf.train."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(56)
np.random.seed(56)
x = tf.placeholder(tf.float32, [None, 10, 3])
y = tf.placeholder(tf.float32, [None, 1])
conv = tf.keras.layers.Conv1D(4, 3, activation="relu")
gmp = tf.keras.layers.GlobalMaxPooling1D()
head = tf.keras.layers.Dense(1)
h = conv(x)
h = gmp(h)
logit = head(h)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logit))
train_op = tf.train.GradientDescentOptimizer(0.2).minimize(loss)
X = np.random.randn(8, 10, 3).astype(np.float32)
Y = (X.mean(axis=(1, 2)) > 0).reshape(-1, 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train_op], {x: X, y: Y})
    print("loss", l)
