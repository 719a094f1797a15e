import numpy as np
import tensorflow as tf

tf.set_random_seed(66)
np.random.seed(66)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(x, 4, activation=tf.nn.relu)
head = tf.keras.layers.Dense(1)
pred = head(h)
loss = tf.reduce_mean(tf.square(pred - y))
opt = tf.train.MomentumOptimizer(0.05, 0.9)
train = opt.minimize(loss)
velocity = opt.get_slot(head.kernel, "momentum")
slot_names = opt.get_slot_names()

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(slot_names)
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l, sess.run(velocity)[:, 0])
