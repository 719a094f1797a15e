import numpy as np
import tensorflow as tf

tf.set_random_seed(29)
np.random.seed(29)

X = np.random.randn(5, 10, 3).astype(np.float32)
Y = np.random.randn(5, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10, 3])
y = tf.placeholder(tf.float32, [None, 2])
with tf.variable_scope('block1'):
    h = tf.layers.conv1d(x, 4, 3, activation=tf.nn.relu)
with tf.variable_scope('block2'):
    h = tf.layers.conv1d(h, 4, 3, activation=tf.nn.relu)
h = tf.reduce_mean(h, axis=1)
pred = tf.layers.dense(h, 2)
loss = tf.losses.mean_squared_error(labels=y, predictions=pred)
conv_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope='block1')
grads = tf.gradients(loss, conv_vars)
opt = tf.train.AdamOptimizer(0.01)
gvs = opt.compute_gradients(loss)
clipped = [(tf.clip_by_norm(g, 1.0), v) for g, v in gvs]
train = opt.apply_gradients(clipped)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in conv_vars])
    out = sess.run({'loss': loss, 'g': grads}, feed_dict={x: X, y: Y})
    print(out['loss'], out['g'][0][0], out['g'][1])
    for i in range(5):
        _, l = sess.run([train, loss], {x: X, y: Y})
        print(i, l)
