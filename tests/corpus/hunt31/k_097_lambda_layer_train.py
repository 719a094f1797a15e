"""Keras Lambda layer (backend ops) between Dense layers, trained with tf.train."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

tf.set_random_seed(97)
np.random.seed(97)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 2])
fc1 = tf.keras.layers.Dense(6)
norm = tf.keras.layers.Lambda(lambda t: K.l2_normalize(t, axis=-1))
fc2 = tf.keras.layers.Dense(2)
h = fc1(x)
h = norm(h)
logits = fc2(h)
probs = tf.keras.activations.softmax(logits)
loss = tf.reduce_mean(tf.keras.losses.categorical_crossentropy(y, logits, from_logits=True))
train_op = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
X = np.random.randn(12, 4).astype(np.float32)
Y = tf.keras.utils.to_categorical((X[:, 0] > 0).astype(int), 2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train_op], {x: X, y: Y})
    print("loss", l)
    print("probs", sess.run(probs, {x: X[:2]}))
