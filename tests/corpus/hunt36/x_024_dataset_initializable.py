import numpy as np
import tensorflow as tf

tf.set_random_seed(24)
np.random.seed(24)

train_x = np.random.randn(90, 2).astype(np.float32)
train_y = (train_x[:, :1] > train_x[:, 1:]).astype(np.float32)
test_x = np.random.randn(30, 2).astype(np.float32)
test_y = (test_x[:, :1] > test_x[:, 1:]).astype(np.float32)

x_ph = tf.placeholder(tf.float32, [None, 2])
y_ph = tf.placeholder(tf.float32, [None, 1])
batch_size = tf.placeholder(tf.int64)
ds = tf.data.Dataset.from_tensor_slices((x_ph, y_ph)).batch(batch_size)
it = ds.make_initializable_iterator()
bx, by = it.get_next()

logits = tf.layers.dense(bx, 1, kernel_initializer=tf.zeros_initializer())
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=by, logits=logits))
acc = tf.reduce_mean(tf.cast(tf.equal(tf.cast(logits > 0, tf.float32), by), tf.float32))
train_op = tf.train.AdagradOptimizer(0.5).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(6):
        sess.run(it.initializer, feed_dict={x_ph: train_x, y_ph: train_y, batch_size: 15})
        losses = []
        while True:
            try:
                _, l = sess.run([train_op, loss])
                losses.append(l)
            except tf.errors.OutOfRangeError:
                break
        print("epoch %d mean loss %.5f (%d batches)" % (epoch, np.mean(losses), len(losses)))
    sess.run(it.initializer, feed_dict={x_ph: test_x, y_ph: test_y, batch_size: 30})
    print("test accuracy", sess.run(acc))
