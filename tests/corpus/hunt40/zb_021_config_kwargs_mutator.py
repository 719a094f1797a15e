import numpy as np
import tensorflow as tf

tf.set_random_seed(21)
np.random.seed(21)
config = {"hidden": 6, "out": 2, "extra": {"k": 3}}

def tweak(d):
    d["hidden"] = d["hidden"] * 2
    d["extra"]["k"] += 4

def tweak_kw(**kw):
    kw["hidden"] = 999   # local copy, no effect on config
    return kw

class Model(object):
    def __init__(self, config):
        self.config = config
        self.x = tf.placeholder(tf.float32, [None, 5])
        h = tf.layers.dense(self.x, self.config["hidden"], activation=tf.nn.relu, name="h")
        k = tf.layers.dense(h, self.config["extra"]["k"], name="k")
        self.o = tf.layers.dense(k, config["out"], name="o")
        self.loss = tf.reduce_mean(tf.square(self.o - 1.0))
        self.train = tf.train.AdamOptimizer(0.02).minimize(self.loss)

    def predict(self, sess, X):
        return sess.run(self.o, {self.x: X})

tweak_kw(**config)
model = Model(config)
tweak(config)   # mutate after graph built; nested dict too
X = np.random.randn(7, 5).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([model.loss, model.train], {model.x: X})
        print(i, round(float(l), 5))
    print(model.predict(sess, X[:2]))
    print([(v.name, v.shape.as_list()) for v in tf.trainable_variables()])
    print(config)
