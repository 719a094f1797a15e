"""A frozen (trainable=False) Dense feature layer; only the head trains."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(8)
np.random.seed(8)

feat = tf.keras.layers.Dense(6, activation="sigmoid", trainable=False, name="frozen")
head = tf.keras.layers.Dense(1, name="head")
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
pred = head(feat(x))
loss = tf.reduce_mean(tf.abs(pred - y))
train_op = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
print("trainable vars", len(tf.trainable_variables()))

X = np.random.randn(20, 4).astype(np.float32)
Y = X[:, :1] ** 2
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    k0 = sess.run(feat.kernel)
    for i in range(20):
        sess.run(train_op, {x: X, y: Y})
    print("loss", sess.run(loss, {x: X, y: Y}))
    print("frozen unchanged", np.allclose(k0, sess.run(feat.kernel)))
    print("head", sess.run(head.kernel).ravel())
