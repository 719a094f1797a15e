import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [None, 2])
d1 = tf.keras.layers.Dense(2, activation="softmax")
d2 = tf.keras.layers.Dense(2)
o1 = d1(x)
o2 = d2(x)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run([o1, o2], {x: np.ones((1, 2), np.float32)}))
