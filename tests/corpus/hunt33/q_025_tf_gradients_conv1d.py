import numpy as np
import tensorflow as tf

tf.set_random_seed(25)
np.random.seed(25)

x = tf.placeholder(tf.float32, [None, 9, 3])
y = tf.placeholder(tf.float32, [None, 1])

conv = tf.keras.layers.Conv1D(4, 2, strides=1, activation="relu", name="c")
pool = tf.keras.layers.GlobalAveragePooling1D()
out = tf.keras.layers.Dense(1, name="o")

h = conv(x)
p = pool(h)
pred = out(p)
loss = tf.reduce_mean(tf.square(pred - y))
params = conv.trainable_weights + out.trainable_weights
grads = tf.gradients(loss, params)
lr = 0.1
updates = [tf.assign_sub(v, lr * g) for v, g in zip(params, grads)]

X = np.random.randn(10, 9, 3).astype(np.float32)
Y = X[:, :, 0].mean(axis=1, keepdims=True)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    g0 = sess.run(grads, {x: X, y: Y})
    print("grad norms", [float(np.linalg.norm(g)) for g in g0])
    for step in range(15):
        l, _ = sess.run([loss, updates], {x: X, y: Y})
        if step % 5 == 0:
            print("loss", l)
