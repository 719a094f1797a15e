import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

avg = tf.Variable(tf.zeros([2]), trainable=False)
x = tf.placeholder(tf.float32, [2])
upd = K.moving_average_update(avg, x, 0.9)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        sess.run(upd, {x: np.array([1.0, 2.0], np.float32)})
        print(sess.run(avg))
