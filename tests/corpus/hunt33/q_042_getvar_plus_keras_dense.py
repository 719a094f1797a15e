import numpy as np
import tensorflow as tf

tf.set_random_seed(42)
np.random.seed(42)

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])

W = tf.get_variable("W", [5, 4], initializer=tf.glorot_uniform_initializer())
b = tf.get_variable("b", [4], initializer=tf.zeros_initializer())
h = tf.nn.relu(tf.matmul(x, W) + b)

head = tf.keras.layers.Dense(1, name="head")
pred = head(h)
loss = tf.reduce_mean(tf.square(pred - y))
optimizer = tf.train.AdamOptimizer(learning_rate=0.01)
train_op = optimizer.minimize(loss)

X = np.random.randn(30, 5).astype(np.float32)
Y = (X[:, :1] * X[:, 1:2]).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(20):
        _, l = sess.run([train_op, loss], feed_dict={x: X, y: Y})
        if epoch % 5 == 0:
            print("epoch", epoch, "loss", l)
    print("pred", sess.run(pred, {x: X[:3]}).ravel())
