import numpy as np
import tensorflow as tf

np.random.seed(87)
tf.set_random_seed(87)

reg = tf.contrib.layers.l2_regularizer(0.05)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(x, 8, activation=tf.nn.relu, kernel_regularizer=reg, name="h")
out = tf.layers.dense(h, 1, kernel_regularizer=tf.keras.regularizers.l2(0.01), name="out")
data_loss = tf.reduce_mean(tf.square(out - y))
reg_losses = tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)
reg_loss = tf.add_n(reg_losses)
loss = data_loss + reg_loss
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = np.random.randn(40, 4).astype(np.float32)
Y = X[:, :1] - X[:, 3:]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("n reg", len(reg_losses))
    for i in range(20):
        _, d, r = sess.run([train, data_loss, reg_loss], {x: X, y: Y})
        if i % 5 == 0:
            print(i, "data %.5f reg %.5f" % (d, r))
