import numpy as np
import tensorflow as tf

tf.set_random_seed(24)
np.random.seed(24)

class Cfg(object):
    hidden = 5
    units = 2

class Model(object):
    def __init__(self, config):
        self.config = config
        self.x = tf.placeholder(tf.float32, [None, 3])
        h = tf.layers.dense(self.x, config["hidden"], name="h")
        self.o = tf.layers.dense(h, config["units"], name="o")

config = dict(vars(Cfg)) if False else {"hidden": 5, "units": 2}
m1 = Model(config)
config = {"hidden": 9, "units": 3}   # rebind
with tf.variable_scope("m2"):
    m2 = Model(config)
vars(m1)["config"]["hidden"] = 77
loss = tf.reduce_mean(tf.square(m1.o)) + tf.reduce_mean(tf.square(m2.o))
tr = tf.train.AdamOptimizer(0.05).minimize(loss)
X = np.random.randn(4, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {m1.x: X, m2.x: X})[0]), 5))
    print([(v.name, v.shape.as_list()) for v in tf.trainable_variables()])
    print(m1.config, m2.config)
