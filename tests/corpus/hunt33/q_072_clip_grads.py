import numpy as np
import tensorflow as tf

tf.set_random_seed(72)
np.random.seed(72)

ids = tf.placeholder(tf.int32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])

emb = tf.keras.layers.Embedding(18, 4)
conv = tf.keras.layers.Conv1D(3, 2)
act = tf.keras.layers.ReLU(max_value=1.0)
gmp = tf.keras.layers.GlobalMaxPooling1D()
fc = tf.keras.layers.Dense(1)

e = emb(ids)
c = conv(e)
c = act(c)
g = gmp(c)
pred = fc(g)
loss = tf.reduce_mean(tf.square(pred - y))
opt = tf.train.AdamOptimizer(0.05)
grads, variables = zip(*opt.compute_gradients(loss))
clipped, gnorm = tf.clip_by_global_norm(grads, 0.5)
train = opt.apply_gradients(zip(clipped, variables))

X = np.random.randint(0, 18, size=(16, 5))
Y = (X[:, :1] / 18.0).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(15):
        l, n, _ = sess.run([loss, gnorm, train], {ids: X, y: Y})
        if step % 3 == 0:
            print("loss", l, "gnorm", n)
