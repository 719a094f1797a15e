import numpy as np
import tensorflow as tf

tf.set_random_seed(2)
np.random.seed(2)
x = tf.placeholder(tf.float32, [None, 4])
seg = tf.placeholder(tf.int32, [None])
s_sum = tf.segment_sum(x, seg)
s_mean = tf.math.segment_mean(x, seg)
s_max = tf.segment_max(x, seg)
pooled = tf.concat([s_sum, s_mean, s_max], axis=1)
d = pooled.get_shape().as_list()[-1]
print("d", d)
w = tf.get_variable("w", [d, 2])
b = tf.get_variable("b", [2], initializer=tf.zeros_initializer())
logits = tf.matmul(pooled, w) + b
lab = tf.placeholder(tf.int32, [None])
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=lab, logits=logits))
train = tf.train.AdamOptimizer(0.02).minimize(loss)
X = np.random.randn(12, 4).astype(np.float32)
S = np.array([0,0,0,1,1,2,2,2,2,3,3,3], np.int32)
L = np.array([0,1,1,0], np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(25):
        _, l = sess.run([train, loss], feed_dict={x: X, seg: S, lab: L})
        if i % 5 == 0:
            print("step", i, l)
    print(sess.run(tf.nn.softmax(logits), {x: X, seg: S}))
    print([(v.name, v.get_shape().as_list()) for v in tf.global_variables()])
