import numpy as np
import tensorflow as tf

tf.set_random_seed(76)
np.random.seed(76)

n_classes = 4
X = np.random.randn(200, 3).astype(np.float32)
labels = np.digitize(X[:, 0] + 0.5 * X[:, 1], [-1, 0, 1])

x = tf.placeholder(tf.float32, [None, 3])
lab = tf.placeholder(tf.int32, [None])
y = tf.one_hot(lab, depth=n_classes)
W = tf.Variable(tf.zeros([3, n_classes]))
b = tf.Variable(tf.zeros([n_classes]))
logits = tf.matmul(x, W) + b
probs = tf.nn.softmax(logits, dim=1)
loss = tf.reduce_mean(-tf.reduce_sum(y * tf.log(tf.clip_by_value(probs, 1e-10, 1.0)), axis=1))
train = tf.train.AdadeltaOptimizer(learning_rate=1.0, rho=0.95).minimize(loss)
pred = tf.argmax(probs, axis=1)
conf = tf.confusion_matrix(lab, pred, num_classes=n_classes)

config = tf.ConfigProto(intra_op_parallelism_threads=1, inter_op_parallelism_threads=1)
config.gpu_options.allow_growth = True
with tf.Session(config=config) as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(50):
        for s in range(0, 200, 40):
            sess.run(train, {x: X[s:s + 40], lab: labels[s:s + 40]})
        if epoch % 10 == 0:
            print("epoch", epoch, "loss", sess.run(loss, {x: X, lab: labels}))
    print("confusion:\n", sess.run(conf, {x: X, lab: labels}))
