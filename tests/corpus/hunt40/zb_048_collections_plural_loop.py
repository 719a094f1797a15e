import numpy as np
import tensorflow as tf

tf.set_random_seed(48)
np.random.seed(48)
x = tf.placeholder(tf.float32, [None, 3])
h = x
for i, n in enumerate([6, 4, 2]):
    h = tf.layers.dense(h, n, activation=tf.nn.relu, name="fc%d" % i)
    if i % 2 == 0:
        tf.add_to_collections(["acts", "summ"], h)
    tf.add_to_collection("act_means", tf.reduce_mean(h))
print(len(tf.get_collection("acts")), len(tf.get_collection("summ")), len(tf.get_collection("act_means")))
print(tf.get_all_collection_keys() if False else sorted(k for k in tf.get_default_graph().get_all_collection_keys() if not k.startswith("__")))
loss = tf.reduce_mean(tf.square(h - 1.0)) + 0.1 * tf.add_n(tf.get_collection("act_means"))
tr = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
X = np.random.randn(7, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, means = sess.run([loss, tf.get_collection("act_means")], {x: X})
        sess.run(tr, {x: X})
        print(i, round(float(l), 5), np.round(means, 4))
