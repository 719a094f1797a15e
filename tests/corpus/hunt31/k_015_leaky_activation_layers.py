"""Activation layers: LeakyReLU default alpha, ReLU(max_value), ELU, Softmax, Activation."""
import numpy as np
import tensorflow as tf

np.random.seed(15)
x = tf.placeholder(tf.float32, [None, 5])
leaky = tf.keras.layers.LeakyReLU()
leaky2 = tf.keras.layers.LeakyReLU(alpha=0.05)
relu6 = tf.keras.layers.ReLU(max_value=6.0)
relu_neg = tf.keras.layers.ReLU(negative_slope=0.1, threshold=0.5)
elu = tf.keras.layers.ELU(alpha=0.7)
soft = tf.keras.layers.Softmax(axis=0)
act_selu = tf.keras.layers.Activation("selu")
act_sp = tf.keras.layers.Activation(tf.nn.softplus)
thr = tf.keras.layers.ThresholdedReLU(theta=0.3)
outs = [leaky(x), leaky2(x), relu6(x * 10), relu_neg(x), elu(x), soft(x), act_selu(x), act_sp(x), thr(x)]
X = (np.random.randn(3, 5) * 2).astype(np.float32)
with tf.Session() as sess:
    for name, v in zip(["leaky", "leaky2", "relu6", "relu_neg", "elu", "soft", "selu", "softplus", "thr"],
                       sess.run(outs, {x: X})):
        print(name, v.ravel()[:5])
