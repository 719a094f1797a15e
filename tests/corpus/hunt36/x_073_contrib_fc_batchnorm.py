import numpy as np
import tensorflow as tf

tf.set_random_seed(73)
np.random.seed(73)

X = np.random.randn(96, 5).astype(np.float32) * 3 + 1
Y = (X[:, 0] * X[:, 2] > 0).astype(np.int32)

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.int32, [None])
is_training = tf.placeholder(tf.bool)

net = tf.contrib.layers.fully_connected(x, 16, activation_fn=None,
                                        weights_initializer=tf.contrib.layers.xavier_initializer(seed=1))
net = tf.contrib.layers.batch_norm(net, is_training=is_training, decay=0.9, center=True, scale=True)
net = tf.nn.relu(net)
logits = tf.contrib.layers.fully_connected(net, 2, activation_fn=None,
                                           weights_initializer=tf.contrib.layers.xavier_initializer(seed=2))
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(update_ops):
    train = tf.train.AdamOptimizer(0.01).minimize(loss)
acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1, output_type=tf.int32), y), tf.float32))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(80):
        idx = np.random.choice(96, 32, replace=False)
        _, l = sess.run([train, loss], {x: X[idx], y: Y[idx], is_training: True})
        if i % 20 == 0:
            print("step", i, "loss", l)
    print("test-mode acc", sess.run(acc, {x: X, y: Y, is_training: False}))
