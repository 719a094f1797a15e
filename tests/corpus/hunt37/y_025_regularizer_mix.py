import numpy as np
import tensorflow as tf

tf.set_random_seed(25)
np.random.seed(25)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(x, 8, activation=tf.nn.relu,
                    kernel_regularizer=tf.contrib.layers.l2_regularizer(0.1))
head = tf.keras.layers.Dense(1, kernel_regularizer=tf.keras.regularizers.l2(0.5))
pred = head(h)
mse = tf.reduce_mean(tf.square(pred - y))
reg = tf.losses.get_regularization_loss()
loss = mse + reg
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        m, r, _ = sess.run([mse, reg, train], feed_dict={x: X, y: Y})
        print(i, m, r)
