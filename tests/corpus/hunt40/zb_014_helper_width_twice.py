import numpy as np
import tensorflow as tf

tf.set_random_seed(14)
np.random.seed(14)

def fc(x, n_out, name):
    d = x.get_shape().as_list()[-1]
    with tf.variable_scope(name):
        w = tf.get_variable("w", [d, n_out], initializer=tf.glorot_uniform_initializer())
        b = tf.get_variable("b", [n_out], initializer=tf.constant_initializer(0.1))
    return tf.matmul(x, w) + b

def fc2(x, n_out, name):
    d = int(x.shape[-1])
    with tf.variable_scope(name):
        w = tf.get_variable("w", [d, n_out])
    return tf.matmul(x, w) / float(d)

def fc3(x, n_out, name):
    d = x.get_shape()[-1].value
    w = tf.get_variable(name + "_w", [d, n_out])
    return tf.nn.relu(tf.matmul(x, w))

x = tf.placeholder(tf.float32, [None, 6])
h = fc(x, 5, "l1")
h = fc(h, 3, "l2")
h2 = fc2(x, 4, "m1")
h2 = fc2(h2, 2, "m2")
h3 = fc3(tf.concat([h, h2], 1), 7, "n1")
h3 = fc3(h3, 1, "n2")
loss = tf.reduce_mean(tf.square(h3 - 1.0))
tr = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
X = np.random.randn(10, 6).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        print(i, sess.run([loss, tr], {x: X})[0])
    for v in tf.global_variables():
        print(v.name, v.shape.as_list())
