import numpy as np
import tensorflow as tf
tf.set_random_seed(28); np.random.seed(28)
ids = np.random.randint(0, 10, size=(12, 3)).astype(np.float32)
tgt = np.random.randn(12, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
emb = tf.keras.layers.Embedding(input_dim=10, output_dim=3, embeddings_initializer="glorot_uniform")
flat = tf.keras.layers.Flatten()(emb(x))
pred = tf.keras.layers.Dense(1)(flat)
loss = tf.losses.mean_squared_error(y, pred)
train = tf.train.MomentumOptimizer(0.1, momentum=0.9, use_nesterov=True).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        l, _ = sess.run([loss, train], {x: ids, y: tgt})
        print(i, l)
    print(sess.run(emb.embeddings)[:4])
