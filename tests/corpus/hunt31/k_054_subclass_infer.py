"""Subclassed Keras model used only for inference in a Session (weights from fixed init)."""
import numpy as np
import tensorflow as tf


class Scorer(tf.keras.Model):
    def __init__(self):
        super(Scorer, self).__init__()
        self.fc = tf.keras.layers.Dense(2, kernel_initializer="ones", bias_initializer="zeros")
        self.act = tf.keras.layers.Activation("sigmoid")

    def call(self, inputs):
        return self.act(self.fc(inputs))


x = tf.placeholder(tf.float32, [None, 3])
model = Scorer()
scores = model(x)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("scores", sess.run(scores, {x: np.array([[0.1, 0.2, -0.3], [1, 1, 1]], np.float32)}))
    print("n weights", len(model.weights))
