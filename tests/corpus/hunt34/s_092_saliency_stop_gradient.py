import numpy as np
import tensorflow as tf

tf.set_random_seed(92)
np.random.seed(92)

X = np.random.randn(3, 10, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 2])
h = tf.layers.conv1d(x, 4, 3, padding='same', activation=tf.nn.relu)
h2 = tf.layers.conv1d(tf.stop_gradient(h), 2, 3, padding='same')
score = tf.reduce_sum(tf.reduce_max(h, axis=1), axis=1) + tf.reduce_sum(h2, axis=[1, 2])
sal = tf.gradients(score, x)[0]
sal_abs = tf.reduce_max(tf.abs(sal), axis=2)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    out = sess.run({'score': score, 'sal': sal_abs}, {x: X})
    print(out['score'])
    print(out['sal'])
