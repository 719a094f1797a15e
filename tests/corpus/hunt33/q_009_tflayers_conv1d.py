import numpy as np
import tensorflow as tf

tf.set_random_seed(9)
np.random.seed(9)

x = tf.placeholder(tf.float32, [None, 15, 4])
y = tf.placeholder(tf.int32, [None])

h = tf.layers.conv1d(x, filters=8, kernel_size=3, activation=tf.nn.relu, name="c1")
h = tf.layers.conv1d(h, 8, 3, strides=2, padding="same", name="c2")
h = tf.reduce_max(h, axis=1)
logits = tf.layers.dense(h, 3, name="logits")
loss = tf.losses.sparse_softmax_cross_entropy(labels=y, logits=logits)
train = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randn(18, 15, 4).astype(np.float32)
Y = (np.abs(X[:, :, 0]).sum(axis=1) * 3).astype(np.int32) % 3

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(25):
        _, l = sess.run([train, loss], feed_dict={x: X, y: Y})
        if step % 5 == 0:
            print("loss", l)
    print("pred", sess.run(tf.argmax(logits, 1), {x: X}))
