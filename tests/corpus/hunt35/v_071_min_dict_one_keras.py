import numpy as np
import tensorflow as tf
tf.set_random_seed(71)
x = tf.placeholder(tf.float32, [None, 3])
a = tf.keras.layers.Dense(2)
outs = {"a": a(x), "twice": 2.0 * x}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r = sess.run(outs, {x: np.ones((1, 3), np.float32)})
    print(r["a"], r["twice"])
