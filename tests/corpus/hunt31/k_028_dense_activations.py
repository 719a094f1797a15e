"""Dense layers with string / callable activations and use_bias=False."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(28)
np.random.seed(28)
x = tf.placeholder(tf.float32, [None, 4])
d_soft = tf.keras.layers.Dense(3, activation="softmax")
d_elu = tf.keras.layers.Dense(3, activation="elu")
d_selu = tf.keras.layers.Dense(3, activation="selu")
d_sp = tf.keras.layers.Dense(3, activation="softplus")
d_lin = tf.keras.layers.Dense(3, activation="linear", use_bias=False)
d_leaky = tf.keras.layers.Dense(3, activation=tf.nn.leaky_relu)
d_ss = tf.keras.layers.Dense(3, activation="softsign")
d_exp = tf.keras.layers.Dense(3, activation="exponential")
d_sig = tf.keras.layers.Dense(3, activation=tf.keras.activations.sigmoid)
o1 = d_soft(x)
o2 = d_elu(x)
o3 = d_selu(x)
o4 = d_sp(x)
o5 = d_lin(x)
o6 = d_leaky(x)
o7 = d_ss(x)
o8 = d_exp(x)
o9 = d_sig(x)
X = np.random.randn(2, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i, v in enumerate(sess.run([o1, o2, o3, o4, o5, o6, o7, o8, o9], {x: X})):
        print(i, v[0])
