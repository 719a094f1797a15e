import numpy as np
import tensorflow as tf

tf.set_random_seed(43)
np.random.seed(43)
x = tf.placeholder(tf.float32, [None, 4])
training = tf.placeholder(tf.bool, [])
wide = tf.layers.dense(x, 6, name="wide")
narrow = tf.layers.dense(x, 3, name="narrow")
c = tf.cond(training, lambda: wide[:, :3], lambda: narrow)
c2 = tf.cond(training, lambda: wide, lambda: tf.pad(narrow, [[0, 0], [0, 3]]))
d = c.get_shape().as_list()[-1]
d2 = c2.get_shape()[-1].value
print("widths", d, d2)
o = tf.layers.dense(tf.concat([c, c2], 1), 1, name="o")
loss = tf.reduce_mean(tf.square(o - 1.0))
tr = tf.train.AdamOptimizer(0.01).minimize(loss)
X = np.random.randn(6, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, tr], {x: X, training: i % 2 == 0})
        print(i, round(float(l), 5))
    print([(v.name, v.shape.as_list()) for v in tf.trainable_variables()])
