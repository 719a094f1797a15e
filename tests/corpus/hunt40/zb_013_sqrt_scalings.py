import math
import numpy as np
import tensorflow as tf

tf.set_random_seed(13)
np.random.seed(13)

def attention(q, k, v, name):
    d = q.get_shape().as_list()[-1]
    s1 = tf.matmul(q, k, transpose_b=True) / np.sqrt(d)
    s2 = tf.matmul(q, k, transpose_b=True) / math.sqrt(float(d))
    s3 = tf.matmul(q, k, transpose_b=True) * (float(d) ** -0.5)
    a = tf.nn.softmax(s1 + s2 + s3)
    return tf.matmul(a, v)

x = tf.placeholder(tf.float32, [None, 5, 8])
q = tf.layers.dense(x, 8, name="q")
k = tf.layers.dense(x, 8, name="k")
v = tf.layers.dense(x, 8, name="v")
att = attention(q, k, v, "a1")
q2 = tf.layers.dense(att, 4, name="q2")
att2 = attention(q2, q2, q2, "a2")
o = tf.layers.dense(tf.reduce_mean(att2, 1), 1, name="o")
loss = tf.reduce_mean(tf.square(o - 0.3))
tr = tf.train.AdamOptimizer(0.01).minimize(loss)
X = np.random.randn(3, 5, 8).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, tr], {x: X})
        print(i, "%.6f" % l)
    print(sess.run(o, {x: X}).ravel())
