import numpy as np
import tensorflow as tf
slim = tf.contrib.slim

tf.set_random_seed(82)
np.random.seed(82)

X = np.random.randn(10, 6).astype(np.float32)
Y = np.random.randint(0, 3, 10).astype(np.int32)
x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.int32, [None])
h = tf.layers.dense(x, 8, activation=tf.nn.relu, kernel_regularizer=tf.contrib.layers.l2_regularizer(0.05))
logits = tf.layers.dense(h, 3, kernel_regularizer=tf.keras.regularizers.l2(0.01))
tf.losses.sparse_softmax_cross_entropy(labels=y, logits=logits)
total = tf.losses.get_total_loss()
reg = tf.losses.get_regularization_loss()
train = tf.train.GradientDescentOptimizer(0.2).minimize(total)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        t, r, _ = sess.run([total, reg, train], {x: X, y: Y})
        print(round(float(t), 5), round(float(r), 5))
