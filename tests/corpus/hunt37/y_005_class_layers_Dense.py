import numpy as np
import tensorflow as tf

tf.set_random_seed(5)
np.random.seed(5)
X = np.random.randn(20, 3).astype(np.float32)
Y = (X.sum(1, keepdims=True) > 0).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
l1 = tf.layers.Dense(10, activation=tf.nn.sigmoid)
l2 = tf.keras.layers.Dense(1)
logits = l2(l1(x))
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.RMSPropOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(6):
        l, _ = sess.run((loss, train), feed_dict={x: X, y: Y})
        print(i, round(float(l), 6))
    k1, k2 = sess.run([l1.kernel, l2.kernel])
    print(k1[0], k2[:, 0])
