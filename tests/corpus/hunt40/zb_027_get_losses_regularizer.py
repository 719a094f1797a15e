import numpy as np
import tensorflow as tf

tf.set_random_seed(27)
np.random.seed(27)
reg = tf.contrib.layers.l2_regularizer(0.01)
x = tf.placeholder(tf.float32, [None, 5])
h = tf.layers.dense(x, 6, activation=tf.nn.relu, kernel_regularizer=reg, name="h")
o = tf.layers.dense(h, 1, kernel_regularizer=reg, name="o")
y = tf.placeholder(tf.float32, [None, 1])
tf.losses.mean_squared_error(y, o)
extra = tf.reduce_mean(tf.abs(o))
if True:
    tf.add_to_collection(tf.GraphKeys.REGULARIZATION_LOSSES, 0.001 * extra)
print("reg losses", len(tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)))
print("losses", len(tf.losses.get_losses()))
total = tf.losses.get_total_loss()
tr = tf.train.AdamOptimizer(0.02).minimize(total)
X = np.random.randn(10, 5).astype(np.float32)
Y = np.random.randn(10, 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([total, tr], {x: X, y: Y})
        print(i, round(float(l), 5))
