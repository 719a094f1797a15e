# minimal: self.scale = tf.constant(scale) where scale is a module global -> NameError after conversion
import numpy as np
import tensorflow as tf

scale = np.array([2.0, 3.0], np.float32)


class Model:
    def __init__(self):
        self.scale = tf.constant(scale)
        self.x = tf.placeholder(tf.float32, [None, 2])
        self.y = self.x * self.scale
        self.sess = tf.Session()

    def predict(self, x):
        return self.sess.run(self.y, {self.x: x})


m = Model()
print(m.predict(np.ones((1, 2), np.float32)))
