import numpy as np
import tensorflow as tf
tf.set_random_seed(84); np.random.seed(84)

class ResNet(object):
    def __init__(self, width):
        self.fc1 = tf.keras.layers.Dense(width, activation="relu")
        self.fc2 = tf.keras.layers.Dense(width)
        self.head = tf.keras.layers.Dense(1)

    def __call__(self, x):
        h = self.fc2(self.fc1(x)) + x
        return self.head(tf.nn.relu(h))

X = np.random.randn(12, 3)
Y = np.random.randn(12, 1)
x = tf.placeholder(tf.float64, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
net = ResNet(3)
pred = net(x)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.MomentumOptimizer(0.05, 0.9).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, "%.14f" % l)
    print(repr(sess.run(pred, {x: X[:2]})))
