import tensorflow as tf
from tensorflow.keras import backend as K

tf.set_random_seed(77)
noise = K.random_uniform((2,), seed=3)
with tf.Session() as sess:
    print(sess.run(noise))
    print(sess.run(noise))
