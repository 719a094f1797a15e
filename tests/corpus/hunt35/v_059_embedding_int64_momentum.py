import numpy as np
import tensorflow as tf
tf.set_random_seed(59); np.random.seed(59)
ids = np.random.randint(0, 8, size=(10, 3)).astype(np.int64)
ids[0] = [1, 1, 1]                      # repeated rows in one batch
tgt = np.random.randn(10, 1).astype(np.float32)
x = tf.placeholder(tf.int64, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
emb = tf.keras.layers.Embedding(8, 2, embeddings_initializer="he_normal")
e = emb(x)
pred = tf.reduce_sum(e, axis=[1, 2])[:, None]
loss = tf.reduce_mean(tf.square(pred - y))
opt = tf.train.MomentumOptimizer(learning_rate=0.1, momentum=0.9)
train = opt.minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: ids, y: tgt})
        print(i, l)
    print(sess.run(emb.embeddings))
