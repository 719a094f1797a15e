"""Two-branch functional model on a tf.keras.Input, trained with tf.train in a Session."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(42)
np.random.seed(0)

inp = tf.keras.Input(shape=(6,), name="features")
a = tf.keras.layers.Dense(5, name="branch_a")(inp)
a = tf.keras.layers.LeakyReLU(alpha=0.2)(a)
b = tf.keras.layers.Dense(3, activation="tanh", name="branch_b")(inp)
h = tf.keras.layers.Concatenate(axis=-1)([a, b])
out = tf.keras.layers.Dense(1, name="head")(h)
model = tf.keras.Model(inputs=inp, outputs=out)

x_ph = tf.placeholder(tf.float32, [None, 6])
y_ph = tf.placeholder(tf.float32, [None, 1])
pred = model(x_ph)
loss = tf.reduce_mean(tf.square(pred - y_ph))
opt = tf.train.GradientDescentOptimizer(0.05)
train_op = opt.minimize(loss, var_list=model.trainable_weights)

X = np.random.randn(32, 6).astype(np.float32)
Y = (X[:, :1] * 2.0 - X[:, 1:2]).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(30):
        _, l = sess.run([train_op, loss], feed_dict={x_ph: X, y_ph: Y})
        if i % 10 == 0:
            print("iter %d loss %.6f" % (i, l))
    print("final loss", sess.run(loss, feed_dict={x_ph: X, y_ph: Y}))
    print("pred", sess.run(pred, feed_dict={x_ph: X[:4]}).ravel())
