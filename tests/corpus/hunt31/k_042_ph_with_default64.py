"""placeholder_with_default on float64 NumPy data into a Keras Dense."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(42)
X = np.linspace(0, 1, 12).reshape(4, 3)
x = tf.placeholder_with_default(X, [None, 3])
layer = tf.keras.layers.Dense(2)
out = layer(x)
loss = tf.reduce_sum(tf.square(out))
train_op = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, train_op])
    print("loss", repr(l))
