import numpy as np
import tensorflow as tf
tf.set_random_seed(67); np.random.seed(67)
X = (np.random.randn(4, 3) * 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3])
names = ["elu", "selu", "softplus", "softsign", "swish", "gelu", "exponential", "linear", "relu", "tanh"]
layers = {n: tf.keras.layers.Dense(2, activation=n, name="d_" + n) for n in names}
outs = {n: layers[n](x) for n in names}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r = sess.run(outs, {x: X})
    for n in names:
        print(n, r[n].ravel())
