import numpy as np
import tensorflow as tf

tf.set_random_seed(0)
np.random.seed(0)

imgs = np.random.rand(64, 8, 8, 1).astype(np.float32)
labels = (imgs[:, :4, :, 0].mean(axis=(1, 2)) > imgs[:, 4:, :, 0].mean(axis=(1, 2))).astype(np.int32)

def weight_variable(shape):
    initial = tf.truncated_normal(shape, stddev=0.1)
    return tf.Variable(initial)

def bias_variable(shape):
    return tf.Variable(tf.constant(0.1, shape=shape))

def conv2d(x, W):
    return tf.nn.conv2d(x, W, strides=[1, 1, 1, 1], padding='SAME')

def max_pool_2x2(x):
    return tf.nn.max_pool(x, ksize=[1, 2, 2, 1], strides=[1, 2, 2, 1], padding='SAME')

x_image = tf.placeholder(tf.float32, [None, 8, 8, 1])
y_ = tf.placeholder(tf.int32, [None])

W_conv1 = weight_variable([3, 3, 1, 4])
b_conv1 = bias_variable([4])
h_conv1 = tf.nn.relu(conv2d(x_image, W_conv1) + b_conv1)
h_pool1 = max_pool_2x2(h_conv1)
W_conv2 = weight_variable([3, 3, 4, 8])
b_conv2 = bias_variable([8])
h_pool2 = max_pool_2x2(tf.nn.relu(conv2d(h_pool1, W_conv2) + b_conv2))
flat = tf.reshape(h_pool2, [-1, 2 * 2 * 8])
W_fc = weight_variable([32, 2])
b_fc = bias_variable([2])
logits = tf.matmul(flat, W_fc) + b_fc

loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y_, logits=logits))
train_step = tf.train.AdamOptimizer(1e-2).minimize(loss)
correct = tf.equal(tf.cast(tf.argmax(logits, 1), tf.int32), y_)
accuracy = tf.reduce_mean(tf.cast(correct, tf.float32))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("pool1 shape", h_pool1.shape, "pool2 shape", h_pool2.shape)
    for i in range(100):
        sess.run(train_step, feed_dict={x_image: imgs, y_: labels})
        if i % 20 == 0:
            l, a = sess.run([loss, accuracy], feed_dict={x_image: imgs, y_: labels})
            print("step %d, loss %g, training accuracy %g" % (i, l, a))
    print("conv1 kernel sum", sess.run(tf.reduce_sum(W_conv1)))
