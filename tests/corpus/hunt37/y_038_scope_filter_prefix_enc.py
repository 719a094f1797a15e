import numpy as np
import tensorflow as tf

tf.set_random_seed(38)
np.random.seed(38)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("enc"):
    enc_layer = tf.keras.layers.Dense(8, activation="relu")
    h = enc_layer(x)
with tf.variable_scope("enc_head"):
    head = tf.keras.layers.Dense(1)
    pred = head(h)
loss = tf.reduce_mean(tf.square(pred - y))
enc_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="enc")
train = tf.train.AdamOptimizer(0.05).minimize(loss, var_list=enc_vars)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(len(enc_vars), [v.name for v in enc_vars])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    print(sess.run(pred, feed_dict={x: X[:3]}))
