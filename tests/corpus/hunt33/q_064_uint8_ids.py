import numpy as np
import tensorflow as tf

tf.set_random_seed(64)
np.random.seed(64)

pix = tf.placeholder(tf.uint8, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])

emb = tf.keras.layers.Embedding(256, 2, name="pix_emb")
head = tf.keras.layers.Dense(1)
e = emb(pix)
pooled = tf.reduce_mean(e, axis=1)
pred = head(pooled)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)

X = np.random.randint(0, 256, size=(20, 4)).astype(np.uint8)
Y = (X.astype(np.float32).mean(axis=1, keepdims=True) / 255.0)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(10):
        l, _ = sess.run([loss, train], {pix: X, y: Y})
        print("loss", l)
