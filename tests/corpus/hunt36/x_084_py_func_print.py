import numpy as np
import tensorflow as tf

tf.set_random_seed(84)
np.random.seed(84)

def np_softsign(v):
    return (v / (1.0 + np.abs(v))).astype(np.float32)

x = tf.placeholder(tf.float32, [None])
y = tf.py_func(np_softsign, [x], tf.float32)
y.set_shape([None])
z = tf.Print(y * 2.0, [tf.reduce_sum(y)], message="sum of y: ")
total = tf.reduce_sum(z)
check = tf.verify_tensor_all_finite(total, "total not finite")

with tf.Session() as sess:
    data = np.array([-2.0, -0.5, 0.0, 0.5, 3.0], np.float32)
    print("y", sess.run(y, {x: data}))
    print("total", sess.run(check, {x: data}))
    print("compare", np.allclose(sess.run(y, {x: data}), tf.nn.softsign(data).eval(session=sess)))
