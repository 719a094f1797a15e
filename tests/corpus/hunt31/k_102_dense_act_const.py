"""Dense gate activation from a module constant (hard_sigmoid), trained with tf.train."""
import numpy as np
import tensorflow as tf

GATE_ACT = "hard_sigmoid"
tf.set_random_seed(102)
np.random.seed(102)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 2])
gate = tf.keras.layers.Dense(2, activation=GATE_ACT)
g = gate(x)
loss = tf.reduce_mean(tf.square(g - y))
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(8, 3).astype(np.float32) * 3
Y = (X[:, :2] > 0).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([loss, train_op], {x: X, y: Y})
    print("loss", l)
    print("g", sess.run(g, {x: X[:1]}))
