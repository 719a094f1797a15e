import numpy as np
import tensorflow as tf

np.random.seed(83)
tf.set_random_seed(83)

x = tf.placeholder(tf.float32, [None, 4])
t_vec = tf.placeholder(tf.float32, [None, 3])
t_bin = tf.placeholder(tf.float32, [None, 1])
emb = tf.layers.dense(x, 3, name="emb")
emb_n = tf.nn.l2_normalize(emb, axis=1)
cos = tf.losses.cosine_distance(t_vec, emb_n, axis=1)
cos_raw = tf.losses.cosine_distance(t_vec, emb, axis=1)
score = tf.layers.dense(x, 1, name="score")
hinge = tf.losses.hinge_loss(labels=t_bin, logits=score)
prob = tf.sigmoid(score)
logl = tf.losses.log_loss(t_bin, prob)
huber = tf.losses.huber_loss(t_bin, score, delta=0.5)
loss = cos + hinge + logl + huber
train = tf.train.AdamOptimizer(0.05).minimize(loss)

X = np.random.randn(30, 4).astype(np.float32)
V = X[:, :3] / np.linalg.norm(X[:, :3], axis=1, keepdims=True)
B = (X[:, 3:] > 0).astype(np.float32)
fd = {x: X, t_vec: V, t_bin: B}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    vals = sess.run([cos, cos_raw, hinge, logl, huber], fd)
    print("cos %.5f cos_raw %.5f hinge %.5f log %.5f huber %.5f" % tuple(vals))
    for i in range(20):
        _, l = sess.run([train, loss], fd)
        if i % 5 == 0:
            print(i, "%.5f" % l)
