import numpy as np
import tensorflow as tf


class Net(object):
    def __init__(self):
        self.x = tf.placeholder(tf.float32, [None, 2])
        self.out = self._inference(self.x)

    def _inference(self, x):
        h = tf.layers.dense(x, 3, name="fc1")
        return tf.layers.dense(h, 1, name="fc2")

    def predict(self, sess, X):
        return sess.run(self.out, {self.x: X})


net = Net()
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(net.predict(sess, np.ones((2, 2), np.float32)).shape)
