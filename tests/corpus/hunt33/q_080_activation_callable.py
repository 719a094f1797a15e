import numpy as np
import tensorflow as tf

tf.set_random_seed(80)
np.random.seed(80)

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])

d1 = tf.keras.layers.Dense(6)
a1 = tf.keras.layers.Activation(tf.nn.relu6)
d2 = tf.keras.layers.Dense(6)
a2 = tf.keras.layers.Activation(lambda t: t * tf.sigmoid(1.702 * t))
d3 = tf.keras.layers.Dense(1, activation="exponential")

h = a1(d1(x)) if False else d1(x)
h = a1(h)
h = d2(h)
h = a2(h)
pred = d3(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randn(18, 5).astype(np.float32)
Y = np.exp(X[:, :1] * 0.3)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(15):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 5 == 0:
            print("loss", l)
    print(sess.run(pred, {x: X[:3]}).ravel())
