"""Manual SGD with K.gradients and tf.assign_sub on a Keras Dense kernel."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

tf.set_random_seed(98)
np.random.seed(98)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable(tf.zeros([3, 1]), name="w")
pred = K.dot(x, w)
loss = K.mean(K.square(pred - y))
g = K.gradients(loss, [w])[0]
step = tf.assign_sub(w, 0.1 * g)
X = np.random.randn(10, 3).astype(np.float32)
Y = X @ np.array([[1.0], [2.0], [3.0]], np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, step], {x: X, y: Y})
    print("loss", l)
    print("w", sess.run(w).ravel())
