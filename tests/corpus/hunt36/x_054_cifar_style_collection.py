import numpy as np
import tensorflow as tf

tf.set_random_seed(54)
np.random.seed(54)

def _variable_with_weight_decay(name, shape, stddev, wd):
    var = tf.get_variable(name, shape, initializer=tf.truncated_normal_initializer(stddev=stddev, seed=len(name)))
    if wd is not None:
        weight_decay = tf.multiply(tf.nn.l2_loss(var), wd, name='weight_loss')
        tf.add_to_collection('losses', weight_decay)
    return var

def inference(images):
    with tf.variable_scope('conv1'):
        kernel = _variable_with_weight_decay('weights', [3, 3, 1, 4], 0.1, None)
        conv = tf.nn.conv2d(images, kernel, [1, 1, 1, 1], padding='SAME')
        biases = tf.get_variable('biases', [4], initializer=tf.constant_initializer(0.0))
        conv1 = tf.nn.relu(tf.nn.bias_add(conv, biases))
    pool1 = tf.nn.max_pool(conv1, ksize=[1, 3, 3, 1], strides=[1, 2, 2, 1], padding='SAME')
    norm1 = tf.nn.lrn(pool1, 4, bias=1.0, alpha=0.001 / 9.0, beta=0.75)
    with tf.variable_scope('local3'):
        reshape = tf.reshape(norm1, [-1, 4 * 4 * 4])
        weights = _variable_with_weight_decay('weights', [64, 10], 0.04, 0.004)
        biases = tf.get_variable('biases', [10], initializer=tf.constant_initializer(0.1))
        return tf.matmul(reshape, weights) + biases

def loss_fn(logits, labels):
    cross_entropy = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
    tf.add_to_collection('losses', tf.reduce_mean(cross_entropy, name='cross_entropy'))
    return tf.add_n(tf.get_collection('losses'), name='total_loss')

images = tf.placeholder(tf.float32, [None, 8, 8, 1])
labels = tf.placeholder(tf.int64, [None])
logits = inference(images)
total_loss = loss_fn(logits, labels)
train_op = tf.train.GradientDescentOptimizer(0.1).minimize(total_loss)
top1 = tf.reduce_mean(tf.cast(tf.nn.in_top_k(logits, labels, 1), tf.float32))

imgs = np.random.rand(50, 8, 8, 1).astype(np.float32)
labs = np.random.randint(0, 10, 50)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(50):
        _, lv = sess.run([train_op, total_loss], feed_dict={images: imgs, labels: labs})
        if step % 10 == 0:
            print('step %d, loss = %.4f' % (step, lv))
    print('precision @ 1 =', sess.run(top1, {images: imgs, labels: labs}))
    print('losses in collection:', len(tf.get_collection('losses')))
