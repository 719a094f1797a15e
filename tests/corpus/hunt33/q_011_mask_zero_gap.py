import numpy as np
import tensorflow as tf

tf.set_random_seed(11)
np.random.seed(11)

VOCAB = 20
ids = tf.placeholder(tf.int32, [None, 7])
y = tf.placeholder(tf.float32, [None, 1])

emb = tf.keras.layers.Embedding(VOCAB, 4, mask_zero=True)
gap = tf.keras.layers.GlobalAveragePooling1D()
out = tf.keras.layers.Dense(1)

e = emb(ids)
pooled = gap(e)
pred = out(pooled)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)

X = np.random.randint(1, VOCAB, size=(10, 7))
for i in range(10):
    X[i, 7 - (i % 4) - 1:] = 0  # zero padding at the end
Y = (X.sum(axis=1, keepdims=True) / 50.0).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("pooled", sess.run(pooled, {ids: X[:3]}))
    for step in range(20):
        l, _ = sess.run([loss, train], {ids: X, y: Y})
        if step % 5 == 0:
            print("loss", l)
    print("pred", sess.run(pred, {ids: X[:4]}))
