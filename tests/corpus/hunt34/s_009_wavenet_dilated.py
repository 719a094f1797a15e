import numpy as np
import tensorflow as tf

tf.set_random_seed(9)
np.random.seed(9)

T = 20
X = np.random.randn(3, T, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, T, 1])
h = x
for i, d in enumerate([1, 2, 4]):
    w = tf.get_variable("w_%d" % i, [2, h.shape[-1].value, 4], initializer=tf.glorot_normal_initializer())
    padded = tf.pad(h, [[0, 0], [d, 0], [0, 0]])
    f = tf.nn.convolution(padded, w, padding='VALID', dilation_rate=[d])
    h = tf.nn.tanh(f)
out = tf.reduce_sum(h, axis=[1, 2])
loss = tf.reduce_mean(tf.square(out - 1.0))
gs = tf.gradients(loss, tf.trainable_variables())
train = tf.train.AdagradOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([g.shape for g in sess.run(gs, {x: X})])
    print(sess.run(gs[0], {x: X}))
    for i in range(10):
        print(i, sess.run([loss, train], {x: X})[0])
