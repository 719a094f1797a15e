import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

v = tf.Variable(tf.zeros([2]), trainable=False)
x = tf.placeholder(tf.float32, [2])
upd = K.update(v, x * 2.0)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(upd, {x: np.array([1.0, 2.0], np.float32)}))
