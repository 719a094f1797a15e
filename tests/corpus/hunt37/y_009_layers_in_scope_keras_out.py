import numpy as np
import tensorflow as tf

tf.set_random_seed(9)
np.random.seed(9)
X = np.random.randn(24, 4).astype(np.float32)
Y = np.random.randn(24, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("enc"):
    h = tf.layers.dense(x, 8, activation=tf.nn.relu)
head = tf.keras.layers.Dense(1)
pred = head(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.005).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(5):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print("step", i, l)
    print(sess.run(head.bias))
