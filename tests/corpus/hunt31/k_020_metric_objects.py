"""Stateful Keras metric objects updated inside a tf.Session evaluation loop."""
import numpy as np
import tensorflow as tf

np.random.seed(20)
labels = tf.placeholder(tf.int64, [None])
logits = tf.placeholder(tf.float32, [None, 4])
mean_loss = tf.keras.metrics.Mean(name="mean_loss")
acc = tf.keras.metrics.SparseCategoricalAccuracy(name="acc")
xent = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
upd_loss = mean_loss.update_state(xent)
upd_acc = acc.update_state(labels, logits)
res = [mean_loss.result(), acc.result()]
with tf.Session() as sess:
    sess.run(tf.variables_initializer(mean_loss.variables + acc.variables))
    for b in range(4):
        L = np.random.randint(0, 4, 6)
        G = np.random.randn(6, 4).astype(np.float32)
        sess.run([upd_loss, upd_acc], {labels: L, logits: G})
        print("batch", b, sess.run(res))
