import numpy as np
import tensorflow as tf

tf.set_random_seed(42)
np.random.seed(42)

X_train = np.random.randn(256, 10).astype(np.float32)
y_lab = (X_train[:, 0] * X_train[:, 1] > 0).astype(np.int64)
Y_train = np.eye(2, dtype=np.float32)[y_lab]

x = tf.placeholder(tf.float32, [None, 10], name="x")
y = tf.placeholder(tf.float32, [None, 2], name="y")
keep_prob = tf.placeholder(tf.float32, name="keep_prob")

def dense(inp, n_in, n_out, name, act=None):
    with tf.variable_scope(name):
        W = tf.get_variable("W", [n_in, n_out], initializer=tf.contrib.layers.xavier_initializer(seed=1))
        b = tf.get_variable("b", [n_out], initializer=tf.constant_initializer(0.0))
        out = tf.matmul(inp, W) + b
        return act(out) if act is not None else out

h1 = dense(x, 10, 32, "layer1", tf.nn.relu)
h1_drop = tf.nn.dropout(h1, keep_prob, seed=5)
h2 = dense(h1_drop, 32, 16, "layer2", tf.nn.relu)
logits = dense(h2, 16, 2, "out")

xent = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=y, logits=logits))
l2 = 0.001 * tf.add_n([tf.nn.l2_loss(v) for v in tf.trainable_variables() if "W" in v.name])
loss = xent + l2
train = tf.train.AdamOptimizer(0.01).minimize(loss)
acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), tf.argmax(y, 1)), tf.float32))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for v in tf.trainable_variables():
        print(v.name, v.get_shape().as_list())
    for step in range(300):
        idx = np.random.choice(256, 32, replace=False)
        _, l = sess.run([train, loss], feed_dict={x: X_train[idx], y: Y_train[idx], keep_prob: 0.8})
        if step % 60 == 0:
            print("step %d loss %.4f" % (step, l))
    print("train acc", sess.run(acc, feed_dict={x: X_train, y: Y_train, keep_prob: 1.0}))
