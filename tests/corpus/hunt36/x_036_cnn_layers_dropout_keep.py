import numpy as np
import tensorflow as tf

tf.set_random_seed(36)
np.random.seed(36)

N = 48
images = np.random.rand(N, 8, 8, 1).astype(np.float32)
# class = quadrant with the brightest mean
q = np.stack([images[:, :4, :4, 0].mean((1, 2)), images[:, :4, 4:, 0].mean((1, 2)),
              images[:, 4:, :4, 0].mean((1, 2)), images[:, 4:, 4:, 0].mean((1, 2))], 1)
labels = np.eye(4, dtype=np.float32)[q.argmax(1)]

x = tf.placeholder(tf.float32, [None, 8, 8, 1], name='x')
y_ = tf.placeholder(tf.float32, [None, 4], name='y_')
keep_prob = tf.placeholder(tf.float32)

conv1 = tf.layers.conv2d(inputs=x, filters=8, kernel_size=[3, 3], padding="same", activation=tf.nn.relu,
                         kernel_initializer=tf.variance_scaling_initializer(seed=1), name="conv1")
pool1 = tf.layers.max_pooling2d(inputs=conv1, pool_size=[2, 2], strides=2, name="pool1")
pool1_flat = tf.reshape(pool1, [-1, 4 * 4 * 8])
dense = tf.layers.dense(inputs=pool1_flat, units=32, activation=tf.nn.relu,
                        kernel_initializer=tf.variance_scaling_initializer(seed=2), name="fc1")
dropout = tf.nn.dropout(dense, keep_prob=keep_prob, seed=3)
y_conv = tf.layers.dense(inputs=dropout, units=4, kernel_initializer=tf.variance_scaling_initializer(seed=4), name="logits")

cross_entropy = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=y_, logits=y_conv))
train_step = tf.train.AdamOptimizer(3e-3).minimize(cross_entropy)
accuracy = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(y_conv, 1), tf.argmax(y_, 1)), tf.float32))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(120):
        batch = np.random.choice(N, 16, replace=False)
        if i % 30 == 0:
            train_accuracy = accuracy.eval(feed_dict={x: images, y_: labels, keep_prob: 1.0})
            print('step %d, training accuracy %g' % (i, train_accuracy))
        train_step.run(feed_dict={x: images[batch], y_: labels[batch], keep_prob: 0.5})
    print('final accuracy %g' % accuracy.eval(feed_dict={x: images, y_: labels, keep_prob: 1.0}))
    print('final xent %.5f' % sess.run(cross_entropy, {x: images, y_: labels, keep_prob: 1.0}))
