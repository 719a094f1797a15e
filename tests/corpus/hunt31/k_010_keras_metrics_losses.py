"""Keras loss/metric functions applied to graph tensors."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(10)
np.random.seed(10)
N, C = 24, 4
x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, C])
logits = tf.keras.layers.Dense(C)(x)
loss = tf.reduce_mean(tf.keras.losses.categorical_crossentropy(y, logits, from_logits=True))
acc = tf.reduce_mean(tf.keras.metrics.categorical_accuracy(y, logits))
top2 = tf.reduce_mean(tf.keras.metrics.top_k_categorical_accuracy(y, logits, k=2))
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)

X = np.random.randn(N, 5).astype(np.float32)
Y = np.eye(C)[np.argmax(X[:, :C], 1)].astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(25):
        _, l = sess.run([train, loss], {x: X, y: Y})
    print("loss", l)
    print("acc", sess.run([acc, top2], {x: X, y: Y}))
