import numpy as np
import tensorflow as tf

tf.set_random_seed(26)
np.random.seed(26)

def build(x, widths=(4, 8, 8)):
    h = x
    for i, w in enumerate(widths):
        h = tf.layers.conv1d(h, w, 3, padding='same', activation=tf.nn.relu, name='conv%d' % i)
    return tf.reduce_max(h, axis=1)

X = np.random.randn(6, 10, 2).astype(np.float32)
Y = np.random.randn(6, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 2])
y = tf.placeholder(tf.float32, [None, 1])
feat = build(x)
pred = tf.layers.dense(feat, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        print(i, sess.run([loss, train], {x: X, y: Y})[0])
    print([v.name for v in tf.trainable_variables()])
