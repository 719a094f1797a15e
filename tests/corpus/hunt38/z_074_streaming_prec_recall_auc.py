import numpy as np
import tensorflow as tf

np.random.seed(74)
tf.set_random_seed(74)

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.int64, [None])
logit = tf.squeeze(tf.layers.dense(x, 1), 1)
prob = tf.sigmoid(logit)
pred = tf.cast(prob > 0.5, tf.int64)
loss = tf.losses.sigmoid_cross_entropy(y, logit)
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
with tf.variable_scope("metrics"):
    prec, prec_op = tf.metrics.precision(y, pred)
    rec, rec_op = tf.metrics.recall(y, pred)
    auc, auc_op = tf.metrics.auc(y, prob, num_thresholds=50)
metric_vars = tf.get_collection(tf.GraphKeys.LOCAL_VARIABLES, scope="metrics")
reset_metrics = tf.variables_initializer(metric_vars)

X = np.random.randn(200, 3).astype(np.float32)
Y = (X[:, 0] + 0.5 * np.random.randn(200) > 0).astype(np.int64)
with tf.Session() as sess:
    sess.run([tf.global_variables_initializer(), tf.local_variables_initializer()])
    for epoch in range(3):
        sess.run(reset_metrics)
        for i in range(0, 200, 50):
            sess.run([train, prec_op, rec_op, auc_op], {x: X[i:i + 50], y: Y[i:i + 50]})
        p, r, a = sess.run([prec, rec, auc])
        print("epoch %d precision %.4f recall %.4f auc %.4f" % (epoch, p, r, a))
    print(len(metric_vars), "metric vars")
