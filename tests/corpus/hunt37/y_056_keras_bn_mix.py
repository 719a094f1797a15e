import numpy as np
import tensorflow as tf

tf.set_random_seed(56)
np.random.seed(56)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
training = tf.placeholder(tf.bool, [])
h = tf.layers.dense(x, 8)
h = tf.layers.batch_normalization(h, training=training)
h = tf.nn.relu(h)
head = tf.keras.layers.Dense(1)
pred = head(h)
loss = tf.reduce_mean(tf.square(pred - y))
update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(update_ops):
    train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.global_variables() if "Adam" not in v.name])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y, training: True})
        print(i, l)
    print(sess.run(pred, feed_dict={x: X[:2], training: False}))
