import numpy as np
import tensorflow as tf

tf.set_random_seed(14)
np.random.seed(14)

images = np.random.rand(16, 6, 6, 1).astype(np.float32)
labels = (images[:, 2:4, 2:4, 0].mean(axis=(1, 2)) > 0.5).astype(np.int32)

x = tf.placeholder(tf.float32, [None, 6, 6, 1], name="input")
y = tf.placeholder(tf.int32, [None])
conv = tf.layers.conv2d(x, 4, 3, activation=tf.nn.relu, padding="valid",
                        kernel_initializer=tf.random_normal_initializer(0, 0.3, seed=1))
flat = tf.reshape(conv, [-1, 4 * 4 * 4])
logits = tf.layers.dense(flat, 2, kernel_initializer=tf.random_normal_initializer(0, 0.3, seed=2))
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)

class_score = tf.reduce_max(logits, axis=1)
saliency = tf.gradients(class_score, x)[0]
saliency_map = tf.reduce_max(tf.abs(saliency), axis=-1)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(50):
        l, _ = sess.run([loss, train], feed_dict={x: images, y: labels})
        if i % 10 == 0:
            print("loss", l)
    smap = sess.run(saliency_map, feed_dict={x: images[:1]})
    print("saliency map of image 0:")
    print(np.round(smap[0], 4))
    print("argmax pixel", np.unravel_index(np.argmax(smap[0]), smap[0].shape))
