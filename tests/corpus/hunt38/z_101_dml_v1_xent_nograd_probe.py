import numpy as np
import tensorflow as tf

np.random.seed(101)
tf.set_random_seed(101)

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 3])
wa = tf.get_variable("wa", [5, 3], initializer=tf.random_normal_initializer(stddev=0.5))
wb = tf.get_variable("wb", [5, 3], initializer=tf.random_normal_initializer(stddev=0.5))
logits_a = tf.matmul(x, wa)
logits_b = tf.matmul(x, wb)
ce_a = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=y, logits=logits_a))
# v1 op: in TF1 no gradient flows into the soft labels (net b)
mimic_a = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=tf.nn.softmax(logits_b), logits=logits_a))
total = ce_a + mimic_a
train = tf.train.GradientDescentOptimizer(0.5).minimize(total)

X = np.random.randn(40, 5).astype(np.float32)
Y = np.eye(3, dtype=np.float32)[np.argmax(X[:, :3], 1)]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        _, l = sess.run([train, total], {x: X, y: Y})
        print(i, "total %.5f" % l)
    print("wb", np.round(sess.run(wb), 5))
