import tensorflow as tf
from tensorflow.keras import backend as K

count = tf.Variable(0.0, trainable=False)
upd = K.update_add(count, 1.0)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(3):
        sess.run(upd)
    print(sess.run(count))
