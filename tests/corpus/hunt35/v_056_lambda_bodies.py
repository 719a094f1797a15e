import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K
from tensorflow.keras.layers import Lambda, Dense
tf.set_random_seed(56); np.random.seed(56)
X = np.random.randn(6, 4).astype(np.float32)
Y = np.random.randn(6, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
scale = 3.0
a = Lambda(lambda t: K.l2_normalize(t, axis=-1) * scale)(x)
b = Lambda(lambda t: K.concatenate([t, K.square(t)], axis=1))(a)
c = Lambda(lambda t: t[:, 1:5] - K.mean(t, axis=1, keepdims=True))(b)
head = Dense(1)
out = head(c)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(sess.run(c, {x: X[:2]}))
