import numpy as np
import tensorflow as tf

tf.set_random_seed(32)
np.random.seed(32)
bce = tf.nn.sigmoid_cross_entropy_with_logits
dense = tf.layers.dense
Opt = tf.train.AdamOptimizer
act = tf.nn.relu

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])
h = dense(x, 8, activation=act, name="h")
h = dense(h, 4, act, name="h2")
logits = dense(h, 1, name="logits")
loss = tf.reduce_mean(bce(labels=y, logits=logits))
train = Opt(learning_rate=0.02).minimize(loss)
X = np.random.randn(16, 5).astype(np.float32)
Y = (np.random.rand(16, 1) > 0.5).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, round(float(l), 5))
