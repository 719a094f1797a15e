import numpy as np
import tensorflow as tf

tf.set_random_seed(51)
np.random.seed(51)

pretrained = np.random.randn(15, 4).astype(np.float32)
ids = tf.placeholder(tf.int32, [None, 6])
y = tf.placeholder(tf.float32, [None, 1])

emb = tf.keras.layers.Embedding(15, 4, embeddings_initializer=tf.keras.initializers.Constant(pretrained),
                                trainable=False)
gap = tf.keras.layers.GlobalAveragePooling1D()
out = tf.keras.layers.Dense(1)

e = emb(ids)
p = gap(e)
pred = out(p)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.2).minimize(loss)

X = np.random.randint(0, 15, size=(20, 6))
Y = pretrained[X].mean(axis=1)[:, :1] * 2

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(15):
        l, _ = sess.run([loss, train], {ids: X, y: Y})
        if step % 5 == 0:
            print("loss", l)
    print("emb row 3", sess.run(e, {ids: X[:1]})[0, 3])
