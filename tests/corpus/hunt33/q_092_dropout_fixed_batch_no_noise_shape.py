import numpy as np
import tensorflow as tf

tf.set_random_seed(92)
np.random.seed(91)

ids = tf.placeholder(tf.int32, [8, 5])
y = tf.placeholder(tf.float32, [8, 1])

emb = tf.keras.layers.Embedding(10, 4)
word_drop = tf.keras.layers.Dropout(0.3)
pool = tf.keras.layers.GlobalAveragePooling1D()
head = tf.keras.layers.Dense(1)

e = emb(ids)
e = word_drop(e, training=True)
p = pool(e)
pred = head(p)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.05).minimize(loss)

X = np.random.randint(0, 10, size=(8, 5))
Y = (X.mean(axis=1, keepdims=True) / 10.0).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(10):
        l, _ = sess.run([loss, train], {ids: X, y: Y})
        print("loss", l)
