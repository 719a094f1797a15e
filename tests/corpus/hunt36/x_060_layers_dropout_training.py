import numpy as np
import tensorflow as tf

tf.set_random_seed(60)
np.random.seed(60)

X = np.random.randn(100, 6).astype(np.float32)
Y = np.eye(3, dtype=np.float32)[np.argmax(X[:, :3], 1)]

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None, 3])
train_mode = tf.placeholder_with_default(False, shape=[])
net = tf.layers.dense(x, 32, activation=tf.nn.selu, kernel_initializer=tf.glorot_uniform_initializer(seed=1))
net = tf.layers.dropout(net, rate=0.3, training=train_mode, seed=2)
net = tf.layers.dense(net, 32, activation=tf.nn.selu, kernel_initializer=tf.glorot_uniform_initializer(seed=3))
logits = tf.layers.dense(net, 3, kernel_initializer=tf.glorot_uniform_initializer(seed=4))
loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.AdamOptimizer(0.005).minimize(loss)
acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), tf.argmax(y, 1)), tf.float32))
probs = tf.nn.softmax(logits)
top2_vals, top2_idx = tf.nn.top_k(probs, k=2)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(100):
        _, l = sess.run([train, loss], feed_dict={x: X, y: Y, train_mode: True})
        if epoch % 25 == 0:
            print("epoch", epoch, "train loss", l, "eval acc", sess.run(acc, {x: X, y: Y}))
    v, i = sess.run([top2_vals, top2_idx], {x: X[:3]})
    print("top2 probs", np.round(v, 4))
    print("top2 idx", i)
