import numpy as np
import tensorflow as tf

tf.set_random_seed(93)
np.random.seed(93)

data_x = np.random.randn(12, 3).astype(np.float32)
data_y = (data_x[:, :1] > 0).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
logits = tf.layers.dense(x, 1)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logits))
acc = tf.reduce_mean(tf.cast(tf.equal(tf.cast(logits > 0, tf.float32), y), tf.float32))
train = tf.train.AdagradOptimizer(0.5).minimize(loss)

def batches(bs):
    for i in range(0, len(data_x), bs):
        yield data_x[i:i + bs], data_y[i:i + bs]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(3):
        losses = []
        for bx, by in batches(4):
            l, _ = sess.run([loss, train], feed_dict={x: bx, y: by})
            losses.append(l)
        print("ep", ep, round(float(np.mean(losses)), 5))
    acc = sess.run(acc, {x: data_x, y: data_y})
    print("acc", acc)
