import numpy as np
import tensorflow as tf

tf.set_random_seed(50)
np.random.seed(50)

P = np.random.randn(6, 4).astype(np.float32)
Yv = np.random.randn(6, 4).astype(np.float32)
W = np.array([[1.], [0.], [2.], [0.], [1.], [0.5]], dtype=np.float32)
p = tf.placeholder(tf.float32, [None, 4])
t = tf.placeholder(tf.float32, [None, 4])
w = tf.placeholder(tf.float32, [None, 1])
l1 = tf.losses.mean_squared_error(t, p, weights=w)
l2 = tf.losses.absolute_difference(t, p, weights=w, reduction=tf.losses.Reduction.SUM)
l3 = tf.losses.huber_loss(t, p, weights=w, delta=0.5, reduction=tf.losses.Reduction.MEAN)
l4 = tf.losses.mean_squared_error(t, p, weights=w, reduction=tf.losses.Reduction.NONE)
l5 = tf.losses.mean_squared_error(t, p, weights=2.0, reduction=tf.losses.Reduction.SUM_OVER_BATCH_SIZE)

with tf.Session() as sess:
    out = sess.run({'l1': l1, 'l2': l2, 'l3': l3, 'l4': l4, 'l5': l5}, {p: P, t: Yv, w: W})
    for k in sorted(out):
        print(k, out[k])
