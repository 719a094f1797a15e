import numpy as np
import tensorflow as tf

tf.set_random_seed(85)
np.random.seed(85)

X = np.random.randn(12, 4).astype(np.float32)
Y = (np.random.rand(12, 3) > 0.7).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 3])
logits = tf.layers.dense(x, 3)
wx = tf.nn.weighted_cross_entropy_with_logits(targets=y, logits=logits, pos_weight=3.0)
lp = tf.nn.log_poisson_loss(y, logits, compute_full_loss=True)
loss = tf.reduce_mean(wx) + 0.1 * tf.reduce_mean(lp)
pred_cls = tf.cast(tf.greater(tf.sigmoid(logits), 0.5), tf.int32)
train = tf.train.ProximalAdagradOptimizer(0.3, l1_regularization_strength=0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        print(round(float(sess.run([loss, train], {x: X, y: Y})[0]), 5))
    print(sess.run(pred_cls, {x: X[:4]}))
