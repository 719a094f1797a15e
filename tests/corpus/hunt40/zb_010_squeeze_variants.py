import numpy as np
import tensorflow as tf

tf.set_random_seed(10)
np.random.seed(10)
x = tf.placeholder(tf.float32, [None, 1, 6, 1])
a = tf.squeeze(x, axis=1)              # [None, 6, 1]
b = tf.squeeze(x, squeeze_dims=[3])    # [None, 1, 6]
c = tf.squeeze(tf.reshape(x, [-1, 1, 6]), [1])  # [None, 6]
d_a = a.get_shape().as_list()[1]
d_b = b.get_shape().as_list()[-1]
d_c = int(c.shape[-1])
print(d_a, d_b, d_c)
z = tf.squeeze(tf.constant(np.ones((1, 3, 1), np.float32)))  # no axis -> [3]
h = tf.layers.dense(tf.reshape(a, [-1, d_a]), d_b + z.get_shape().as_list()[0], name="h")
o = tf.layers.dense(tf.concat([h, c], 1), 1, name="o")
loss = tf.reduce_mean(tf.square(o))
tr = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
X = np.random.randn(5, 1, 6, 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        print(i, sess.run([loss, tr], {x: X})[0])
    print([(v.name, v.shape.as_list()) for v in tf.trainable_variables()])
