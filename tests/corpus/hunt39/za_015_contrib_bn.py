import numpy as np
import tensorflow as tf

tf.set_random_seed(15)
np.random.seed(15)

X = np.random.randn(16, 5).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])
training = tf.placeholder(tf.bool, [])
h = tf.contrib.layers.fully_connected(x, 8, activation_fn=None)
h = tf.contrib.layers.batch_norm(h, is_training=training)
h = tf.nn.relu(h)
out = tf.contrib.layers.fully_connected(h, 1, activation_fn=None)
loss = tf.reduce_mean(tf.square(out - y))
update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(update_ops):
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y, training: True})
        print("train", round(float(l), 5))
    print("eval", round(float(sess.run(loss, {x: X, y: Y, training: False})), 5))
    for v in tf.global_variables():
        print(v.name, v.shape)
