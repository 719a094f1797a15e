import numpy as np
import tensorflow as tf

tf.set_random_seed(101)
np.random.seed(101)
config = {"model": {"hidden": 5, "temp": 1.0}, "train": {"lr": 0.1}}

def anneal(section, factor):
    section["temp"] = section["temp"] * factor

x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.int32, [None])
h = tf.layers.dense(x, 5, activation=tf.nn.relu, name="h")
logits = tf.layers.dense(h, 3, name="logits") / config["model"]["temp"]
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
anneal(config["model"], 4.0)     # after the graph is built
X = np.random.randn(8, 3).astype(np.float32)
Y = np.random.randint(0, 3, 8).astype(np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, round(float(l), 5))
    print(sess.run(tf.nn.softmax(logits), {x: X[:2]}).round(4))
