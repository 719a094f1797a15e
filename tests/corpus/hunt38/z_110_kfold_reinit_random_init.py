import numpy as np
import tensorflow as tf

np.random.seed(110)
tf.set_random_seed(110)

X = np.random.randn(45, 4).astype(np.float32)
Y = np.argmax(X[:, :3], 1).astype(np.int32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.int32, [None])
W1 = tf.Variable(tf.random_normal([4, 8], stddev=0.5), name="W1")
W2 = tf.Variable(tf.truncated_normal([8, 3], stddev=0.5), name="W2")
logits = tf.matmul(tf.nn.relu(tf.matmul(x, W1)), W2)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.GradientDescentOptimizer(0.3).minimize(loss)

with tf.Session() as sess:
    for restart in range(3):
        sess.run(tf.global_variables_initializer())  # new random draw each restart in TF1
        print("restart", restart, "W1[0]", np.round(sess.run(W1)[0], 4))
        for i in range(10):
            _, l = sess.run([train, loss], {x: X, y: Y})
        print("  loss %.5f" % l)
