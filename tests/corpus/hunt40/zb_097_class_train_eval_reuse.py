import numpy as np
import tensorflow as tf

tf.set_random_seed(97)
np.random.seed(97)
config = {"hidden": 6, "lr": 0.05}

class Model(object):
    def __init__(self, config, is_training):
        self.x = tf.placeholder(tf.float32, [None, 4])
        self.y = tf.placeholder(tf.float32, [None, 1])
        model = tf.layers.dense(self.x, config["hidden"], activation=tf.nn.relu, name="fc")
        model = tf.layers.dropout(model, rate=0.5, training=is_training)
        self.pred = tf.layers.dense(model, 1, name="out")
        self.loss = tf.reduce_mean(tf.square(self.pred - self.y))
        if is_training:
            self.train_op = tf.train.GradientDescentOptimizer(config["lr"]).minimize(self.loss)

    def run_epoch(self, sess, X, Y):
        return sess.run([self.loss, self.train_op], {self.x: X, self.y: Y})[0]

    def evaluate(self, sess, X, Y):
        return sess.run(self.loss, {self.x: X, self.y: Y})

with tf.variable_scope("model"):
    model = Model(config, is_training=True)
with tf.variable_scope("model", reuse=True):
    eval_model = Model(config, is_training=False)
X = np.random.randn(10, 4).astype(np.float32)
Y = X.sum(1, keepdims=True)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(6):
        tl = model.run_epoch(sess, X, Y)
        print(ep, "eval", round(float(eval_model.evaluate(sess, X, Y)), 5))
    print([v.name for v in tf.trainable_variables()])
