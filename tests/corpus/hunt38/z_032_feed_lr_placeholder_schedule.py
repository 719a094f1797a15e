import numpy as np
import tensorflow as tf

np.random.seed(32)
tf.set_random_seed(32)

X = np.random.randn(240, 10).astype(np.float32)
W_true = np.random.randn(10, 4).astype(np.float32)
Y = np.argmax(X @ W_true, axis=1)

x = tf.placeholder(tf.float32, [None, 10])
y = tf.placeholder(tf.int64, [None])
learning_rate = tf.placeholder(tf.float32, shape=[])
h1 = tf.contrib.layers.fully_connected(x, 32)
logits = tf.contrib.layers.fully_connected(h1, 4, activation_fn=None)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(logits=logits, labels=y))
opt = tf.train.MomentumOptimizer(learning_rate, momentum=0.9, use_nesterov=True)
train_op = opt.minimize(loss)
accuracy = tf.reduce_mean(tf.to_float(tf.equal(tf.argmax(logits, 1), y)))


def lr_schedule(epoch):
    if epoch < 3:
        return 0.05
    elif epoch < 6:
        return 0.01
    return 0.002


with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(8):
        lr = lr_schedule(epoch)
        order = np.random.permutation(240)
        tot = 0.0
        for it in range(6):
            b = order[it * 40:(it + 1) * 40]
            l, _ = sess.run([loss, train_op], feed_dict={x: X[b], y: Y[b], learning_rate: lr})
            tot += l
        print("epoch {} lr {} loss {:.5f} acc {:.4f}".format(epoch, lr, tot / 6,
                                                             sess.run(accuracy, {x: X, y: Y})))
