import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
np.random.seed(1)
X = np.random.randn(32, 4).astype(np.float32)
Y = np.random.randn(32, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
h = tf.layers.dense(x, 8, activation=tf.nn.relu)
out_layer = tf.keras.layers.Dense(1)
pred = out_layer(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(5):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    print(sess.run(out_layer.kernel)[:3])
