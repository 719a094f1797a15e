import numpy as np
import tensorflow as tf

tf.set_random_seed(4)
np.random.seed(4)
x = tf.placeholder(tf.float32, [None, 7])
ids = tf.placeholder(tf.int32, [None, 7])
mask = tf.ones_like(ids, dtype=tf.float32)
z = tf.zeros_like(x, dtype=tf.float64)
z32 = tf.cast(z, tf.float32)
feat = tf.concat([x * mask, z32 + 1.0, tf.ones_like(x)], axis=-1)
n_in = feat.get_shape().as_list()[-1]
W = tf.get_variable("W", shape=[n_in, 3])
h = tf.matmul(feat, W)
o = tf.layers.dense(h, 1, use_bias=False)
y = tf.placeholder(tf.float32, [None, 1])
loss = tf.losses.mean_squared_error(y, o)
train = tf.train.RMSPropOptimizer(0.01).minimize(loss)
X = np.random.randn(8, 7).astype(np.float32)
I = np.random.randint(0, 3, (8, 7)).astype(np.int32)
Y = np.random.randn(8, 1).astype(np.float32)
with tf.Session() as sess:
    tf.global_variables_initializer().run()
    for i in range(12):
        l, _ = sess.run([loss, train], {x: X, ids: I, y: Y})
        print("loss", round(float(l), 5))
    print(W.get_shape().as_list(), [v.name for v in tf.trainable_variables()])
