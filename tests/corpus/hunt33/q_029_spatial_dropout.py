import numpy as np
import tensorflow as tf

tf.set_random_seed(29)
np.random.seed(29)

ids = tf.placeholder(tf.int32, [None, 9])
y = tf.placeholder(tf.float32, [None, 1])
train_flag = tf.placeholder(tf.bool, [])

emb = tf.keras.layers.Embedding(15, 6)
sdrop = tf.keras.layers.SpatialDropout1D(0.3)
conv = tf.keras.layers.Conv1D(4, 3, activation="relu")
gmp = tf.keras.layers.GlobalMaxPooling1D()
fc = tf.keras.layers.Dense(1)

e = emb(ids)
e = sdrop(e, training=train_flag)
c = conv(e)
g = gmp(c)
logit = fc(g)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logit))
train = tf.train.AdamOptimizer(0.02).minimize(loss)

X = np.random.randint(0, 15, size=(20, 9))
Y = (X.max(axis=1, keepdims=True) > 12).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {ids: X, y: Y, train_flag: True})
        if step % 5 == 0:
            print("loss", l)
    print("eval", sess.run(loss, {ids: X, y: Y, train_flag: False}))
