import numpy as np
import tensorflow as tf

tf.set_random_seed(11)
np.random.seed(11)
x = tf.placeholder(tf.float32, [None, 4, 5, 3])
m1 = tf.reduce_mean(x, axis=[1, 2], keepdims=True)   # [None,1,1,3]
m2 = tf.reduce_max(x, axis=[1, 2], keep_dims=True)   # [None,1,1,3]
m3 = tf.reduce_sum(x, [2, 3])                        # [None,4]
m4 = tf.reduce_min(x, axis=-1, keepdims=False)       # [None,4,5]
feat = tf.concat([tf.reshape(m1, [-1, m1.get_shape().as_list()[-1]]),
                  tf.layers.flatten(m2), m3,
                  tf.reshape(m4, [-1, np.prod(m4.get_shape().as_list()[1:])])], axis=1)
print("feat", feat.get_shape().as_list())
h = tf.layers.dense(feat, 4, activation=tf.nn.elu)
o = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(o - tf.reduce_mean(x, axis=[1, 2, 3], keepdims=False)[:, None]))
tr = tf.train.AdamOptimizer(0.01).minimize(loss)
X = np.random.randn(6, 4, 5, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        print(i, round(float(sess.run([loss, tr], {x: X})[0]), 5))
    for v in tf.trainable_variables():
        print(v.name, v.shape.as_list())
