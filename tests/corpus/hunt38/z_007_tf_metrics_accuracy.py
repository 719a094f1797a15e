import numpy as np
import tensorflow as tf

np.random.seed(7)
tf.set_random_seed(7)

X = np.random.randn(90, 4).astype(np.float32)
Y = (X[:, 2] > 0.1).astype(np.int64)

inputs = tf.placeholder(tf.float32, [None, 4])
labels = tf.placeholder(tf.int64, [None])
logits = tf.layers.dense(inputs, 2)
loss = tf.losses.sparse_softmax_cross_entropy(labels=labels, logits=logits)
train_op = tf.train.RMSPropOptimizer(0.01).minimize(loss)
predictions = tf.argmax(logits, 1)
acc, acc_update = tf.metrics.accuracy(labels=labels, predictions=predictions)
mean_loss, mean_loss_update = tf.metrics.mean(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(3):
        sess.run(tf.local_variables_initializer())
        for i in range(0, 90, 30):
            fd = {inputs: X[i:i + 30], labels: Y[i:i + 30]}
            sess.run([train_op, acc_update, mean_loss_update], feed_dict=fd)
        print("epoch", epoch, "streaming acc", sess.run(acc), "mean loss", sess.run(mean_loss))
