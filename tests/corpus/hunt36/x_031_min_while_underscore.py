import tensorflow as tf
n = tf.placeholder(tf.int32, [])
_, fib = tf.while_loop(lambda i, a: i < n, lambda i, a: (i + 1, a * 2), [0, 1])
_, total = tf.while_loop(lambda t, *_: t < 3, lambda t, s: (t + 1, s + t), [0, 0])
with tf.Session() as sess:
    print(sess.run(fib, {n: 4}))
    print(sess.run(total))
