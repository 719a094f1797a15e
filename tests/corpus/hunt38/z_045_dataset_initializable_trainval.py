import numpy as np
import tensorflow as tf

np.random.seed(45)
tf.set_random_seed(45)

Xtr = np.random.randn(80, 2).astype(np.float32)
Ytr = (Xtr[:, 0] > Xtr[:, 1]).astype(np.int64)
Xva = np.random.randn(40, 2).astype(np.float32)
Yva = (Xva[:, 0] > Xva[:, 1]).astype(np.int64)

features_ph = tf.placeholder(tf.float32, [None, 2])
labels_ph = tf.placeholder(tf.int64, [None])
ds = tf.data.Dataset.from_tensor_slices((features_ph, labels_ph)).batch(20)
it = ds.make_initializable_iterator()
fx, fy = it.get_next()
logits = tf.layers.dense(fx, 2)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=fy, logits=logits))
correct = tf.reduce_sum(tf.cast(tf.equal(tf.argmax(logits, 1), fy), tf.int32))
train_op = tf.train.AdamOptimizer(0.05).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(5):
        sess.run(it.initializer, {features_ph: Xtr, labels_ph: Ytr})
        losses = []
        while True:
            try:
                _, l = sess.run([train_op, loss])
                losses.append(l)
            except tf.errors.OutOfRangeError:
                break
        sess.run(it.initializer, {features_ph: Xva, labels_ph: Yva})
        n_ok = 0
        while True:
            try:
                n_ok += sess.run(correct)
            except tf.errors.OutOfRangeError:
                break
        print("epoch", epoch, "train loss %.5f" % np.mean(losses), "val acc", n_ok / 40.0)
