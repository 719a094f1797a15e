"""TF1-era initializer aliases (tf.keras.initializers.normal / uniform) on Keras layers."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(57)
x = tf.placeholder(tf.float32, [None, 3])
d1 = tf.keras.layers.Dense(2, kernel_initializer=tf.keras.initializers.normal(mean=0.0, stddev=0.05, seed=1))
d2 = tf.keras.layers.Dense(2, kernel_initializer=tf.keras.initializers.uniform(minval=-0.1, maxval=0.1, seed=2))
h1 = d1(x)
h2 = d2(x)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    a, b = sess.run([h1, h2], {x: np.ones((1, 3), np.float32)})
    print("h1", a)
    print("h2", b)
