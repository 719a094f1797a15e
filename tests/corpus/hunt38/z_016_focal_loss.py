import numpy as np
import tensorflow as tf

np.random.seed(16)
tf.set_random_seed(16)


def focal_loss(labels, logits, gamma=2.0, alpha=0.25):
    probs = tf.nn.sigmoid(logits)
    ce = tf.nn.sigmoid_cross_entropy_with_logits(labels=labels, logits=logits)
    p_t = labels * probs + (1 - labels) * (1 - probs)
    alpha_t = labels * alpha + (1 - labels) * (1 - alpha)
    return tf.reduce_sum(alpha_t * tf.pow(1.0 - p_t, gamma) * ce) / tf.maximum(tf.reduce_sum(labels), 1.0)


X = np.random.randn(200, 5).astype(np.float32)
Y = (X[:, 0] + 0.5 * X[:, 3] > 1.2).astype(np.float32).reshape(-1, 1)
print("positives", int(Y.sum()))

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])
logits = tf.layers.dense(tf.layers.dense(x, 8, tf.nn.relu), 1,
                         bias_initializer=tf.constant_initializer(-np.log(99.0)))
loss = focal_loss(y, logits)
train_op = tf.train.AdamOptimizer(0.02).minimize(loss)
pred = tf.cast(logits > 0, tf.float32)
tp = tf.reduce_sum(pred * y)
fp = tf.reduce_sum(pred * (1 - y))
fn = tf.reduce_sum((1 - pred) * y)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(80):
        _, l = sess.run([train_op, loss], {x: X, y: Y})
        if i % 20 == 0:
            print(i, "focal %.5f" % l)
    t, f_p, f_n = sess.run([tp, fp, fn], {x: X, y: Y})
    print("tp fp fn", t, f_p, f_n)
