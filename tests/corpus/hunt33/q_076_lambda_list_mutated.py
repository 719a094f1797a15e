import numpy as np
import tensorflow as tf

tf.set_random_seed(76)
np.random.seed(76)

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])

weights = [0.5, 1.0, 2.0]
d = tf.keras.layers.Dense(3)
reweight = tf.keras.layers.Lambda(lambda t: t * tf.constant(weights))

h = d(x)
h = reweight(h)
pred = tf.reduce_sum(h, axis=1, keepdims=True)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

weights.append(4.0)  # reused later for a report
weights.pop(0)

X = np.random.randn(10, 3).astype(np.float32)
Y = X.sum(axis=1, keepdims=True)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print("loss", l)
    print("weights", weights)
