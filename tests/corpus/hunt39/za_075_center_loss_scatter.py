import numpy as np
import tensorflow as tf

tf.set_random_seed(75)
np.random.seed(75)

NC, D = 3, 2
feats_np = np.random.randn(8, 4).astype(np.float32)
labels_np = np.array([0, 1, 1, 2, 0, 1, 2, 2], np.int64)
x = tf.placeholder(tf.float32, [None, 4])
labels = tf.placeholder(tf.int64, [None])
features = tf.layers.dense(x, D, name="feat")
centers = tf.get_variable("centers", [NC, D], initializer=tf.constant_initializer(0.0), trainable=False)
centers_batch = tf.gather(centers, labels)
closs = tf.nn.l2_loss(features - centers_batch)
diff = centers_batch - features
uniq, uidx, ucount = tf.unique_with_counts(labels)
appear = tf.reshape(tf.gather(ucount, uidx), [-1, 1])
diff = 0.5 * diff / tf.cast(1 + appear, tf.float32)
update_centers = tf.scatter_sub(centers, labels, diff)
with tf.control_dependencies([update_centers]):
    train = tf.train.GradientDescentOptimizer(0.05).minimize(closs)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        l, _ = sess.run([closs, train], {x: feats_np, labels: labels_np})
        print(i, round(float(l), 5))
    print(np.round(sess.run(centers), 4))
