import numpy as np
import tensorflow as tf

tf.set_random_seed(23)
np.random.seed(23)

X = np.random.randn(8, 12, 3).astype(np.float32)
Y = np.random.randint(0, 2, (8,)).astype(np.int32)

x = tf.placeholder(tf.float32, [None, 12, 3])
y = tf.placeholder(tf.int32, [None])
is_training = tf.placeholder(tf.bool, [])
h = tf.layers.conv1d(x, 6, 3, padding='same', use_bias=False)
h = tf.layers.batch_normalization(h, training=is_training)
h = tf.nn.relu(h)
h = tf.reduce_max(h, 1)
logits = tf.layers.dense(h, 2)
loss = tf.losses.sparse_softmax_cross_entropy(y, logits)
update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(update_ops):
    train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x: X, y: Y, is_training: True})
        print(i, l)
    print("eval", sess.run(loss, {x: X, y: Y, is_training: False}))
    mm = [v for v in tf.global_variables() if 'moving_mean' in v.name][0]
    print(mm.name, sess.run(mm))
