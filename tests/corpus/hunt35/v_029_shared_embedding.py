import numpy as np
import tensorflow as tf
tf.set_random_seed(29); np.random.seed(29)
q = np.random.randint(0, 15, size=(10, 4))
d = np.random.randint(0, 15, size=(10, 4))
t = np.random.rand(10).astype(np.float32)
qi = tf.placeholder(tf.int32, [None, 4])
di = tf.placeholder(tf.int32, [None, 4])
ti = tf.placeholder(tf.float32, [None])
shared = tf.keras.layers.Embedding(15, 6, embeddings_initializer="random_normal", name="shared_emb")
qv = tf.reduce_sum(shared(qi), axis=1)
dv = tf.reduce_sum(shared(di), axis=1)
score = tf.reduce_sum(qv * dv, axis=1)
loss = tf.reduce_mean(tf.square(score - ti))
opt = tf.train.AdagradOptimizer(0.1)
train = opt.minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(12):
        res = sess.run({"loss": loss, "op": train}, feed_dict={qi: q, di: d, ti: t})
        print(step, res["loss"])
    print(shared.embeddings.name, sess.run(score, {qi: q[:3], di: d[:3]}))
