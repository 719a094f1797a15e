import numpy as np
import tensorflow as tf

tf.set_random_seed(45)
np.random.seed(45)

X = np.random.randn(4, 9, 3).astype(np.float32)
Y = np.random.randint(0, 5, (4, 9)).astype(np.int32)
x = tf.placeholder(tf.float32, [None, 9, 3])
y = tf.placeholder(tf.int32, [None, 9])
h = tf.layers.conv1d(x, 8, 3, padding='same', activation=tf.nn.relu)
logits = tf.layers.dense(h, 5)           # per-timestep tagger
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
pred = tf.argmax(logits, axis=-1)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        print(i, sess.run([loss, train], {x: X, y: Y})[0])
    print(sess.run(pred, {x: X}))
