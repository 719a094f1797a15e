import numpy as np
import tensorflow as tf

tf.set_random_seed(63)
np.random.seed(63)

bucket = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])

emb = tf.keras.layers.Embedding(10, 2)
fc = tf.keras.layers.Dense(1)

e = emb(bucket)
flat = tf.reshape(e, [-1, 6])
pred = fc(flat)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.3).minimize(loss)

raw = np.random.rand(16, 3) * 9.99  # e.g. a continuous value bucketed by truncation
X = raw.astype(np.float32)
Y = (np.floor(raw).sum(axis=1, keepdims=True) / 27.0).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("emb", sess.run(e, {bucket: X[:1]}))
    for step in range(10):
        l, _ = sess.run([loss, train], {bucket: X, y: Y})
        print("loss", l)
