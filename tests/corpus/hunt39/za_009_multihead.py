import numpy as np
import tensorflow as tf

tf.set_random_seed(9)
np.random.seed(9)

B, T, D, NH = 2, 4, 8, 2

def split_heads(x, nh):
    b = tf.shape(x)[0]
    t = tf.shape(x)[1]
    x = tf.reshape(x, [b, t, nh, -1])
    return tf.transpose(x, [0, 2, 1, 3])

def combine_heads(x):
    x = tf.transpose(x, [0, 2, 1, 3])
    s = tf.shape(x)
    return tf.reshape(x, [s[0], s[1], -1])

def mha(x, nh, scope):
    with tf.variable_scope(scope):
        q = tf.layers.dense(x, D, use_bias=False, name="q")
        k = tf.layers.dense(x, D, use_bias=False, name="k")
        v = tf.layers.dense(x, D, use_bias=False, name="v")
        q, k, v = [split_heads(t, nh) for t in (q, k, v)]
        w = tf.matmul(q, k, transpose_b=True) / tf.sqrt(tf.cast(D // nh, tf.float32))
        w = tf.nn.softmax(w, axis=-1)
        o = combine_heads(tf.matmul(w, v))
        o.set_shape([None, None, D])
        return tf.layers.dense(o, D, name="o"), w

x_np = np.random.randn(B, T, D).astype(np.float32)
x = tf.placeholder(tf.float32, [None, None, D])
y, w = mha(x, NH, "mha1")
y2, _ = mha(y + x, NH, "mha2")
pooled = tf.reduce_mean(y2, axis=1)
loss = tf.reduce_mean(tf.square(pooled - 1.0))
step = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, step], {x: x_np})
        print("l=%.5f" % l)
    ww = sess.run(w, {x: x_np})
    print(ww.shape, np.round(ww[0, 1], 4))
    print(sorted(v.name for v in tf.global_variables() if "Adam" not in v.name))
