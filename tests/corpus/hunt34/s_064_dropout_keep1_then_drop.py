import numpy as np
import tensorflow as tf

tf.set_random_seed(64)
np.random.seed(64)

X = np.random.randn(4, 12, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [4, 12, 2])
k = tf.get_variable('k', [3, 2, 6])
h = tf.nn.relu(tf.nn.conv1d(x, k, 1, 'SAME'))
h = tf.nn.dropout(h, keep_prob=1.0)            # no-op dropout
h = tf.layers.dropout(h, rate=0.4, training=False)  # no-op in eval
feat = tf.reduce_max(h, axis=1)
d = tf.nn.dropout(feat, keep_prob=0.5)
noise = tf.random_normal([4, 6], stddev=0.1)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    dv, nv = sess.run([d, noise], {x: X})
    print(dv)
    print(nv)
