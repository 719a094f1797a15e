import numpy as np
import tensorflow as tf

tf.set_random_seed(80)
np.random.seed(80)

Xtr = np.random.randn(8, 12, 2).astype(np.float32)
Ytr = (Xtr.sum(axis=(1, 2)) > 0).astype(np.int32)
Xte = np.random.randn(4, 12, 2).astype(np.float32)
Yte = (Xte.sum(axis=(1, 2)) > 0).astype(np.int32)

x = tf.placeholder(tf.float32, [None, 12, 2])
y = tf.placeholder(tf.int32, [None])
h = tf.layers.conv1d(x, 8, 5, padding='same', activation=tf.nn.relu, name='conv_a')
h = tf.layers.conv1d(h, 8, 5, padding='same', activation=tf.nn.relu, name='conv_b')
h = tf.reduce_max(h, 1)
logits = tf.layers.dense(h, 2, name='logits')
loss = tf.losses.sparse_softmax_cross_entropy(y, logits)
correct = tf.equal(tf.argmax(logits, 1, output_type=tf.int32), y)
acc = tf.reduce_mean(tf.cast(correct, tf.float32))
opt = tf.train.AdamOptimizer(0.005)
train = opt.minimize(loss)

def evaluate(sess, X, Y):
    l, a = sess.run((loss, acc), feed_dict={x: X, y: Y})
    return l, a

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(3):
        for b in range(0, 8, 4):
            sess.run(train, {x: Xtr[b:b + 4], y: Ytr[b:b + 4]})
        print('epoch', epoch, 'train', evaluate(sess, Xtr, Ytr), 'test', evaluate(sess, Xte, Yte))
    print(sess.run(tf.nn.softmax(logits), {x: Xte}))
