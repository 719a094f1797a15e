import numpy as np
import tensorflow as tf
tf.set_random_seed(110); np.random.seed(110)
L = np.random.randn(12, 3); R = np.random.randn(12, 3)
T = (np.abs(L - R).sum(1, keepdims=True) > 2.5).astype(np.float64)
left = tf.placeholder(tf.float64, [None, 3], name="left")
right = tf.placeholder(tf.float64, [None, 3], name="right")
target = tf.placeholder(tf.float64, [None, 1])
enc = tf.keras.layers.Dense(4, activation="tanh")
el = enc(left)
er = enc(right)
joint = tf.concat([el, er, tf.abs(el - er)], axis=1)
clf = tf.keras.layers.Dense(1)
logits = clf(joint)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=target, logits=logits))
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {left: L, right: R, target: T})
        print(i, "%.14f" % l)
