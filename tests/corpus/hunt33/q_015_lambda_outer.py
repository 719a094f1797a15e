import numpy as np
import tensorflow as tf

tf.set_random_seed(15)
np.random.seed(15)

SCALE = 0.5
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])

temperature = tf.Variable(2.0, name="temperature")
d1 = tf.keras.layers.Dense(4)
squash = tf.keras.layers.Lambda(lambda t: tf.tanh(t / temperature) * SCALE)
d2 = tf.keras.layers.Dense(1)

h = d1(x)
h = squash(h)
pred = d2(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.2).minimize(loss)

X = np.random.randn(20, 3).astype(np.float32)
Y = (X[:, :1] > 0).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(25):
        l, _, t = sess.run([loss, train, temperature], {x: X, y: Y})
        if step % 5 == 0:
            print(step, l, t)
    print("temperature", sess.run(temperature))
