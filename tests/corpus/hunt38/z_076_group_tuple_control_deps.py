import numpy as np
import tensorflow as tf

np.random.seed(76)
tf.set_random_seed(76)

x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None])
w = tf.Variable([0.0, 0.0])
steps_seen = tf.Variable(0, trainable=False)
loss_sum = tf.Variable(0.0, trainable=False)
loss = tf.reduce_mean(tf.square(tf.reduce_sum(x * w, 1) - y))
opt_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.control_dependencies([opt_op]):
    bookkeeping = tf.group(tf.assign_add(steps_seen, 1), tf.assign_add(loss_sum, loss))
train_op = tf.group(opt_op, bookkeeping, name="train_all")
avg_loss = loss_sum / tf.cast(steps_seen, tf.float32)
l_t, w_t = tf.tuple([loss, w])

X = np.random.randn(40, 2).astype(np.float32)
Y = X @ np.array([2.0, -1.0], dtype=np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        sess.run(train_op, {x: X, y: Y})
    print("steps", sess.run(steps_seen), "avg loss %.5f" % sess.run(avg_loss))
    lv, wv = sess.run([l_t, w_t], {x: X, y: Y})
    print("loss %.5f" % lv, np.round(wv, 5))
