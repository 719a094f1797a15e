import numpy as np
import tensorflow as tf

np.random.seed(25)
tf.set_random_seed(25)

config = tf.ConfigProto(allow_soft_placement=True, log_device_placement=False)
config.gpu_options.allow_growth = True
config.intra_op_parallelism_threads = 1
config.inter_op_parallelism_threads = 1

with tf.Graph().as_default() as g:
    with tf.device("/cpu:0"):
        x = tf.placeholder(tf.float32, [None, 2], name="x")
        t = tf.placeholder(tf.float32, [None], name="t")
        w = tf.Variable([0.3, -0.2], name="w")
        logit = tf.reduce_sum(x * w, axis=1)
        loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=t, logits=logit))
        train = tf.train.AdamOptimizer(0.1).minimize(loss)
    init = tf.global_variables_initializer()

X = np.random.randn(64, 2).astype(np.float32)
T = (X[:, 0] * 2 + X[:, 1] > 0).astype(np.float32)
with tf.Session(graph=g, config=config) as sess:
    sess.run(init)
    for i in range(25):
        _, l = sess.run([train, loss], feed_dict={"x:0": X, t: T})
        if i % 5 == 4:
            print(i, "%.5f" % l, sess.run(w))
