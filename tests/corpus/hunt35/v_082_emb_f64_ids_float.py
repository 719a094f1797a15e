import numpy as np
import tensorflow as tf
tf.set_random_seed(82); np.random.seed(82)
ids = np.random.randint(0, 5, size=(6, 2)).astype(np.float64)
tgt = np.random.randn(6, 1).astype(np.float32)
x = tf.placeholder(tf.float64, [None, 2])
y = tf.placeholder(tf.float32, [None, 1])
emb = tf.keras.layers.Embedding(5, 3, embeddings_initializer="truncated_normal", input_length=2)
dense = tf.keras.layers.Dense(1)
pred = dense(tf.keras.layers.Flatten()(emb(x)))
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.05).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x: ids, y: tgt})
        print(i, l)
    print(sess.run(emb.embeddings))
