import numpy as np
import tensorflow as tf

tf.set_random_seed(6)
np.random.seed(6)

X = np.random.randn(5, 24, 1).astype(np.float32)
Y = np.random.randn(5, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 24, 1])
y = tf.placeholder(tf.float32, [None, 1])
x4 = tf.expand_dims(x, 1)  # [N,1,24,1]
w = tf.get_variable("w", [1, 5, 1, 4], initializer=tf.glorot_uniform_initializer())
c = tf.nn.conv2d(x4, w, strides=[1, 1, 1, 1], padding="SAME")
c = tf.squeeze(c, [1])
c = tf.nn.relu(c)
feat = tf.reduce_mean(c, axis=1)
pred = tf.layers.dense(feat, 1)
loss = tf.losses.mean_squared_error(y, pred)
train = tf.train.RMSPropOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(sess.run(w)[0, :, 0, :])
