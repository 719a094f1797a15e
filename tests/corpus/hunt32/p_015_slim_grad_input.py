# tf.contrib.slim MLP; saliency = |d logits / d input|
import numpy as np
import tensorflow as tf
import tensorflow.contrib.slim as slim

tf.set_random_seed(4)
np.random.seed(4)

x = tf.placeholder(tf.float32, [None, 6])
labels = tf.placeholder(tf.int32, [None])
with slim.arg_scope([slim.fully_connected], activation_fn=tf.nn.tanh,
                    weights_initializer=tf.truncated_normal_initializer(stddev=0.2)):
    net = slim.fully_connected(x, 12, scope="fc1")
    net = slim.fully_connected(net, 12, scope="fc2")
    logits = slim.fully_connected(net, 3, activation_fn=None, scope="logits")
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
saliency = tf.abs(tf.gradients(tf.reduce_max(logits, axis=1), x)[0])
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

X = np.random.randn(20, 6).astype(np.float32)
Y = (X[:, 0] > 0).astype(np.int32) + (X[:, 1] > 0).astype(np.int32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(100):
    _, l = sess.run([train, loss], {x: X, labels: Y})
print("loss", l)
print(sess.run(saliency, {x: X[:2]}))
