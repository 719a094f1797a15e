import numpy as np
import tensorflow as tf

tf.set_random_seed(39)
np.random.seed(39)
x = tf.placeholder(tf.float32, [None, 6, 5])
pairs = tf.constant([[0, 1, 2], [3, 4, 5]], tf.int32)    # [2, 3]
g = tf.gather(x, pairs, axis=1)   # [None, 2, 3, 5]
print(g.get_shape().as_list())
n_group = g.get_shape().as_list()[2]          # 3
pooled = tf.reduce_mean(g, axis=-1)           # [None, 2, 3]
h = tf.layers.dense(pooled, n_group + 1, name="h")   # last dim 3
g2 = tf.gather(x, [4, 0], axis=-1)            # [None, 6, 2]
h2 = tf.layers.dense(g2, 2, name="h2")
loss = tf.reduce_mean(tf.square(h)) + tf.reduce_mean(tf.square(h2))
tr = tf.train.AdamOptimizer(0.02).minimize(loss)
X = np.random.randn(4, 6, 5).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, tr], {x: X})
        print(i, round(float(l), 5))
    print([(v.name, v.shape.as_list()) for v in tf.trainable_variables()])
