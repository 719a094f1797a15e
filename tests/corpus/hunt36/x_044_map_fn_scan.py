import numpy as np
import tensorflow as tf

tf.set_random_seed(44)

elems = tf.placeholder(tf.float32, [None])
squares = tf.map_fn(lambda v: v * v, elems)
cumsum = tf.scan(lambda acc, v: acc + v, elems, initializer=tf.constant(0.0))
ema = tf.scan(lambda acc, v: 0.8 * acc + 0.2 * v, elems)

mats = tf.placeholder(tf.float32, [None, 2, 2])
dets = tf.map_fn(lambda m: m[0, 0] * m[1, 1] - m[0, 1] * m[1, 0], mats)
pairs = tf.map_fn(lambda t: (t[0] + t[1], t[0] * t[1]), (elems, elems[::-1]), dtype=(tf.float32, tf.float32))

with tf.Session() as sess:
    data = np.array([1.0, 2.0, 3.0, 4.0, 5.0], dtype=np.float32)
    s, c, e = sess.run([squares, cumsum, ema], feed_dict={elems: data})
    print("squares", s)
    print("cumsum", c)
    print("ema", np.round(e, 5))
    m = np.random.RandomState(0).randn(3, 2, 2).astype(np.float32)
    print("dets", sess.run(dets, {mats: m}), "numpy", np.linalg.det(m))
    print("pairs", sess.run(pairs, {elems: data}))
