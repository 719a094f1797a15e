import tensorflow as tf
import numpy as np

tf.set_random_seed(22)

# Fibonacci with tf.while_loop
n = tf.placeholder(tf.int32, [])
i0 = tf.constant(0)
a0 = tf.constant(0)
b0 = tf.constant(1)
def cond(i, a, b):
    return i < n
def body(i, a, b):
    return i + 1, b, a + b
_, fib, _ = tf.while_loop(cond, body, [i0, a0, b0])

# Newton iteration for sqrt with a tolerance
target = tf.placeholder(tf.float32, [])
def c2(k, g):
    return tf.logical_and(k < 50, tf.abs(g * g - target) > 1e-6)
def b2(k, g):
    return k + 1, 0.5 * (g + target / g)
iters, root = tf.while_loop(c2, b2, (tf.constant(0), tf.constant(1.0)))

# cumulative product via TensorArray
vals = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0])
ta = tf.TensorArray(tf.float32, size=5)
def b3(t, acc, ta):
    acc = acc * vals[t]
    return t + 1, acc, ta.write(t, acc)
_, _, ta_out = tf.while_loop(lambda t, *_: t < 5, b3, [0, tf.constant(1.0), ta])
cumprod = ta_out.stack()

with tf.Session() as sess:
    for k in [1, 5, 10, 20]:
        print("fib(%d) = %d" % (k, sess.run(fib, {n: k})))
    for t in [2.0, 10.0, 144.0]:
        it, r = sess.run([iters, root], {target: t})
        print("sqrt(%g) = %.6f in %d iters" % (t, r, it))
    print("cumprod", sess.run(cumprod))
