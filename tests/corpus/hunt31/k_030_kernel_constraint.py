"""Dense with a max-norm kernel constraint trained by tf.train.GradientDescentOptimizer."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(30)
np.random.seed(30)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 2])
layer = tf.keras.layers.Dense(2, kernel_constraint=tf.keras.constraints.max_norm(0.5),
                              bias_constraint=tf.keras.constraints.non_neg())
pred = layer(x)
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
X = np.random.randn(16, 3).astype(np.float32)
Y = (X[:, :2] * 4.0 - 3.0).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        sess.run(train_op, {x: X, y: Y})
    k, b = sess.run([layer.kernel, layer.bias])
    print("col norms", np.sqrt((k ** 2).sum(0)))
    print("bias", b)
