import numpy as np
import tensorflow as tf
import tensorflow.contrib.slim as slim

np.random.seed(61)
tf.set_random_seed(61)


def net(inputs, is_training, scope="net"):
    with tf.variable_scope(scope):
        with slim.arg_scope([slim.conv2d, slim.fully_connected],
                            activation_fn=tf.nn.relu,
                            weights_initializer=tf.truncated_normal_initializer(stddev=0.1),
                            weights_regularizer=slim.l2_regularizer(1e-4)):
            h = slim.conv2d(inputs, 6, [3, 3], scope="conv1")
            h = slim.max_pool2d(h, [2, 2], scope="pool1")
            h = slim.flatten(h)
            h = slim.fully_connected(h, 16, scope="fc1")
            h = slim.dropout(h, 0.5, is_training=is_training, scope="drop")
            return slim.fully_connected(h, 3, activation_fn=None, scope="logits")


images = tf.placeholder(tf.float32, [None, 6, 6, 2])
labels = tf.placeholder(tf.int32, [None])
logits = net(images, is_training=False)
ce = tf.losses.sparse_softmax_cross_entropy(labels, logits)
total_loss = tf.losses.get_total_loss()
train_op = tf.train.AdamOptimizer(0.01).minimize(total_loss)

I = np.random.rand(45, 6, 6, 2).astype(np.float32)
L = np.random.randint(0, 3, 45).astype(np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        _, c, t = sess.run([train_op, ce, total_loss], {images: I, labels: L})
        if i % 5 == 0:
            print(i, "ce %.5f total %.5f" % (c, t))
    print([v.op.name for v in slim.get_model_variables()])
