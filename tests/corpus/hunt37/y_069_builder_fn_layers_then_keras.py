import numpy as np
import tensorflow as tf

tf.set_random_seed(69)
np.random.seed(69)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

def mlp(inp):
    h = tf.layers.dense(inp, 8, activation=tf.nn.relu)
    return tf.layers.dense(h, 4, activation=tf.nn.relu)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
feat = mlp(x)
head = tf.keras.layers.Dense(1)
pred = head(feat)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
