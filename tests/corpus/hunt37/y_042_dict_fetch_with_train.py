import numpy as np
import tensorflow as tf

tf.set_random_seed(42)
np.random.seed(42)
X = np.random.randn(20, 3).astype(np.float32)
Y = np.random.randint(0, 2, size=(20,))

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.int64, [None])
h = tf.layers.dense(x, 6, activation=tf.nn.relu)
clf = tf.keras.layers.Dense(2)
logits = clf(h)
loss = tf.losses.sparse_softmax_cross_entropy(labels=y, logits=logits)
train = tf.train.AdamOptimizer(0.02).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        out = sess.run({"loss": loss, "train": train, "probs": tf.nn.softmax(clf(h)),
                        "acc": tf.reduce_mean(tf.cast(tf.equal(tf.argmax(clf(h), 1), y), tf.float32))},
                       feed_dict={x: X, y: Y})
        print(i, out["loss"], out["acc"], out["probs"][0])
