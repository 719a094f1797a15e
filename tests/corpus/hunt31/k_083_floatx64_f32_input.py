"""K.set_floatx('float64') set globally, but data placeholders stay float32."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

K.set_floatx("float64")
tf.set_random_seed(83)
np.random.seed(83)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
fc = tf.keras.layers.Dense(1)
pred = fc(x)
loss = tf.reduce_mean(tf.square(tf.cast(pred, tf.float32) - y))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(8, 3).astype(np.float32)
Y = X[:, :1] * 2
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, train_op], {x: X, y: Y})
    print("loss", l)
    print("pred dtype", sess.run(pred, {x: X[:1]}).dtype)
