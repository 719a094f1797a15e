# minimal: self.nu = nu (module global of the same name) -> converted 'nu_1 = nu_1' NameError
import numpy as np
import tensorflow as tf

nu = 0.05


class PINN:
    def __init__(self):
        self.nu = nu
        self.x = tf.placeholder(tf.float32, [None, 1])
        self.f = self.nu * self.x
        self.sess = tf.Session()


m = PINN()
print(m.sess.run(m.f, {m.x: np.ones((2, 1), np.float32)}))
