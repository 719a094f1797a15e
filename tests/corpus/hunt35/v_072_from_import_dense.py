import numpy as np
import tensorflow as tf
from tensorflow.keras.layers import Dense, RepeatVector, Permute
tf.set_random_seed(72); np.random.seed(72)
X = np.random.randn(6, 3).astype(np.float32)
Y = np.random.randn(6, 3, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 3, 2])
rep = RepeatVector(4)(x)
per = Permute((2, 1))(rep)
head = Dense(2)
out = head(per)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(sess.run(out, {x: X[:1]}))
