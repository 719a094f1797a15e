import numpy as np
import tensorflow as tf

tf.set_random_seed(47)
np.random.seed(47)

S = np.random.randn(4, 64).astype(np.float32)
Y = np.random.randn(4, 1).astype(np.float32)
sig = tf.placeholder(tf.float32, [None, 64])
y = tf.placeholder(tf.float32, [None, 1])
frames = tf.signal.frame(sig, frame_length=8, frame_step=4)   # [N, 15, 8]
h = tf.layers.conv1d(frames, 6, 3, activation=tf.nn.relu)
h = tf.reduce_mean(h, axis=1)
pred = tf.layers.dense(h, 1)
loss = tf.losses.huber_loss(y, pred)
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(tf.shape(frames), {sig: S}))
    for i in range(6):
        print(i, sess.run([loss, train], {sig: S, y: Y})[0])
