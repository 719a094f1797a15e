import numpy as np
import tensorflow as tf

CONFIG = {"gate": "hard_sigmoid"}
x = tf.placeholder(tf.float32, [None, 2])
gate = tf.keras.layers.Activation(CONFIG["gate"])
g = gate(x)
with tf.Session() as sess:
    print(sess.run(g, {x: np.array([[-1.0, 2.0]], np.float32)}))
