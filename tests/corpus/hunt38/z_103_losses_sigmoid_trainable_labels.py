import numpy as np
import tensorflow as tf

np.random.seed(103)
tf.set_random_seed(103)

x = tf.placeholder(tf.float32, [None, 3])
wt = tf.get_variable("wt", [3, 1], initializer=tf.random_normal_initializer(stddev=0.5))
ws = tf.get_variable("ws", [3, 1], initializer=tf.random_normal_initializer(stddev=0.5))
target = tf.sigmoid(tf.matmul(x, wt))
student = tf.matmul(x, ws)
# tf.nn.sigmoid_cross_entropy_with_logits DOES pass gradients to labels in TF1
l1 = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=target, logits=student))
# tf.losses.sigmoid_cross_entropy: in TF1 no stop_gradient either
l2 = tf.losses.sigmoid_cross_entropy(multi_class_labels=target, logits=student)
loss = l1 + l2
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)

X = np.random.randn(30, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        _, a, b = sess.run([train, l1, l2], {x: X})
        print(i, "%.5f %.5f" % (a, b))
    print("wt", np.round(sess.run(wt), 5))
