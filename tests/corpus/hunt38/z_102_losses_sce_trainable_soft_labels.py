import numpy as np
import tensorflow as tf

np.random.seed(102)
tf.set_random_seed(102)

x = tf.placeholder(tf.float32, [None, 4])
wt = tf.get_variable("wt", [4, 3], initializer=tf.random_normal_initializer(stddev=0.5))
ws = tf.get_variable("ws", [4, 3], initializer=tf.random_normal_initializer(stddev=0.5))
teacher = tf.matmul(x, wt)
student = tf.matmul(x, ws)
soft = tf.nn.softmax(teacher)
# TF1: tf.losses.softmax_cross_entropy wraps onehot_labels in stop_gradient
kd = tf.losses.softmax_cross_entropy(onehot_labels=soft, logits=student)
train = tf.train.GradientDescentOptimizer(0.5).minimize(kd)

X = np.random.randn(30, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        _, l = sess.run([train, kd], {x: X})
        print(i, "kd %.5f" % l)
    print("wt", np.round(sess.run(wt), 5))
