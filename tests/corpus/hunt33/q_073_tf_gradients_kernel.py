import numpy as np
import tensorflow as tf

tf.set_random_seed(73)
np.random.seed(73)

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])

layer = tf.keras.layers.Dense(1)
act = tf.keras.layers.Activation("sigmoid")
pred = act(layer(x)) if False else None
z = layer(x)
pred = act(z)
loss = tf.reduce_mean(tf.square(pred - y))
gk, gb = tf.gradients(loss, [layer.kernel, layer.bias])
step_k = tf.assign_sub(layer.kernel, 0.5 * gk)
step_b = tf.assign_sub(layer.bias, 0.5 * gb)

X = np.random.randn(10, 3).astype(np.float32)
Y = (X[:, :1] > 0).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _, _ = sess.run([loss, step_k, step_b], {x: X, y: Y})
        print("loss", l)
    print("grad k", sess.run(gk, {x: X, y: Y}).ravel())
