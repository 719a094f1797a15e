import numpy as np
import tensorflow as tf

np.random.seed(9)
tf.set_random_seed(9)

regularizer = tf.contrib.layers.l2_regularizer(scale=0.01)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("net", regularizer=regularizer):
    w1 = tf.get_variable("w1", [3, 8], initializer=tf.random_normal_initializer(stddev=0.5))
    b1 = tf.get_variable("b1", [8], initializer=tf.zeros_initializer())
    h = tf.nn.sigmoid(tf.matmul(x, w1) + b1)
    w2 = tf.get_variable("w2", [8, 1], initializer=tf.random_normal_initializer(stddev=0.5))
    out = tf.matmul(h, w2)

mse = tf.losses.mean_squared_error(labels=y, predictions=out)
reg = tf.losses.get_regularization_loss()
loss = mse + reg
train_op = tf.train.AdamOptimizer(0.05).minimize(loss)

X = np.random.rand(64, 3).astype(np.float32)
Y = (X ** 2).sum(axis=1, keepdims=True)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("n reg losses", len(tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)))
    for i in range(40):
        _, m, r = sess.run([train_op, mse, reg], feed_dict={x: X, y: Y})
        if i % 10 == 9:
            print(i, "mse %.5f reg %.5f" % (m, r))
