"""Gate activation chosen from a config dict (hard_sigmoid for speed, as in 2017 Keras code)."""
import numpy as np
import tensorflow as tf

CONFIG = {"gate_activation": "hard_sigmoid", "units": 3}
x = tf.placeholder(tf.float32, [None, 4])
gate = tf.keras.layers.Activation(CONFIG["gate_activation"])
gate_fn = tf.keras.activations.get("hard_sigmoid")
g1 = gate(x)
g2 = gate_fn(x)
X = np.linspace(-3, 3, 8).reshape(2, 4).astype(np.float32)
with tf.Session() as sess:
    a, b = sess.run([g1, g2], {x: X})
    print("g1", a)
    print("g2", b)
