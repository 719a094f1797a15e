import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 1])
offset = 1.0
pred = x + offset
offset = 0.0

with tf.Session() as sess:
    print(sess.run(pred, {x: np.ones((1, 1), np.float32)}))
