import numpy as np
import tensorflow as tf

tf.set_random_seed(17)
np.random.seed(17)

ids = tf.placeholder(tf.float32, [None, 6])
target = tf.placeholder(tf.float32, [None, 1])

emb = tf.keras.layers.Embedding(input_dim=30, output_dim=5, input_length=6, name="word_emb",
                                embeddings_initializer="glorot_uniform")
flat = tf.keras.layers.Flatten()
reg = tf.keras.layers.Dense(1, name="reg")

e = emb(ids)
f = flat(e)
out = reg(f)
loss = tf.reduce_mean(tf.square(out - target))
train = tf.train.AdamOptimizer(0.02).minimize(loss)

X = np.random.randint(0, 30, size=(14, 6)).astype(np.float32)
T = (X.mean(axis=1, keepdims=True) / 30.0).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(25):
        l, _ = sess.run([loss, train], feed_dict={ids: X, target: T})
        if step % 5 == 0:
            print(step, l)
    print(sess.run(out, {ids: X[:3]}))
