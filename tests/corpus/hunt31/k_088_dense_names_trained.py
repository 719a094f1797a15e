"""Print Keras Dense variable names after training (checkpoint-key bookkeeping)."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(88)
np.random.seed(88)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
l1 = tf.keras.layers.Dense(4, activation="relu", name="hidden")
l2 = tf.keras.layers.Dense(1)
l3 = tf.keras.layers.Dense(1)
h = l1(x)
pred = l2(h) + l3(x)
loss = tf.reduce_mean(tf.square(pred - y))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(8, 3).astype(np.float32)
Y = X[:, :1]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        sess.run(train_op, {x: X, y: Y})
    print(l1.kernel.name, l2.kernel.name, l3.bias.name)
    print("k3", sess.run(l3.kernel).ravel())
