"""Running statistics maintained with K.moving_average_update / K.update_add in a Session."""
import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K

x = tf.placeholder(tf.float32, [None, 2])
running_mean = tf.Variable(tf.zeros([2]), trainable=False, name="running_mean")
count = tf.Variable(0.0, trainable=False, name="count")
upd_mean = K.moving_average_update(running_mean, K.mean(x, axis=0), 0.9)
upd_count = K.update_add(count, 1.0)
rs = np.random.RandomState(61)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(4):
        sess.run([upd_mean, upd_count], {x: rs.randn(5, 2).astype(np.float32) + 3.0})
        print(i, sess.run(running_mean), sess.run(count))
