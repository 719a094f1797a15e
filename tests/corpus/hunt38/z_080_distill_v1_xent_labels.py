import numpy as np
import tensorflow as tf

np.random.seed(80)
tf.set_random_seed(80)

# deep mutual learning: each net uses the other's softmax as soft labels
x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 3])
with tf.variable_scope("net_a"):
    logits_a = tf.layers.dense(tf.layers.dense(x, 10, tf.nn.relu), 3)
with tf.variable_scope("net_b"):
    logits_b = tf.layers.dense(tf.layers.dense(x, 10, tf.nn.relu), 3)
T = 2.0
ce_a = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=y, logits=logits_a))
ce_b = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=y, logits=logits_b))
# v1 op: no gradient flows into the labels
mimic_a = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=tf.nn.softmax(logits_b / T), logits=logits_a / T))
mimic_b = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=tf.nn.softmax(logits_a / T), logits=logits_b / T))
total = ce_a + ce_b + mimic_a + mimic_b
train = tf.train.GradientDescentOptimizer(0.2).minimize(total)
g_b_from_mimic_a = tf.gradients(mimic_a, tf.trainable_variables("net_b"))

X = np.random.randn(60, 5).astype(np.float32)
Y = np.eye(3, dtype=np.float32)[np.argmax(X[:, :3], 1)]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(25):
        _, l, a, b = sess.run([train, total, mimic_a, mimic_b], {x: X, y: Y})
        if i % 5 == 0:
            print(i, "total %.5f mimic_a %.5f mimic_b %.5f" % (l, a, b))
    print("grads of mimic_a wrt net_b:", [g is None for g in g_b_from_mimic_a])
