import numpy as np
import tensorflow as tf
tf.set_random_seed(70)
x = tf.placeholder(tf.float32, [None, 3])
a = tf.keras.layers.Dense(2)
b = tf.keras.layers.Dense(1)
outs = {"a": a(x), "b": b(x)}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r = sess.run(outs, {x: np.ones((1, 3), np.float32)})
    print(r["a"], r["b"])
