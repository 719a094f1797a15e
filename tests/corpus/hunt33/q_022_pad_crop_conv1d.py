import numpy as np
import tensorflow as tf

tf.set_random_seed(22)
np.random.seed(22)

x = tf.placeholder(tf.float32, [None, 10, 2])
y = tf.placeholder(tf.float32, [None, 10, 1])

pad = tf.keras.layers.ZeroPadding1D(padding=2)
conv = tf.keras.layers.Conv1D(3, 3, activation="tanh")
crop = tf.keras.layers.Cropping1D(cropping=(1, 1))
proj = tf.keras.layers.Conv1D(1, 1, use_bias=False)

h = pad(x)      # 14
h = conv(h)     # 12
h = crop(h)     # 10
out = proj(h)
loss = tf.reduce_mean(tf.square(out - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

X = np.random.randn(6, 10, 2).astype(np.float32)
Y = (X[:, :, :1] - X[:, :, 1:]) * 0.5

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(30):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 10 == 0:
            print(step, l)
    print(sess.run(out, {x: X[:1]}).ravel())
