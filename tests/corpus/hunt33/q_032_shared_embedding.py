import numpy as np
import tensorflow as tf

tf.set_random_seed(32)
np.random.seed(32)

q1 = tf.placeholder(tf.int32, [None, 5])
q2 = tf.placeholder(tf.int32, [None, 5])
same = tf.placeholder(tf.float32, [None, 1])

emb = tf.keras.layers.Embedding(20, 4)
gap = tf.keras.layers.GlobalAveragePooling1D()
proj = tf.keras.layers.Dense(3)

e1 = emb(q1)
e2 = emb(q2)
p1 = gap(e1)
p2 = gap(e2)
z1 = proj(p1)
z2 = proj(p2)
score = tf.reduce_sum(z1 * z2, axis=1, keepdims=True)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=same, logits=score))
train = tf.train.AdamOptimizer(0.05).minimize(loss)

A = np.random.randint(0, 20, size=(16, 5))
B = np.where(np.random.rand(16, 5) > 0.5, A, np.random.randint(0, 20, size=(16, 5)))
S = ((A == B).mean(axis=1, keepdims=True) > 0.5).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(25):
        l, _ = sess.run([loss, train], {q1: A, q2: B, same: S})
        if step % 5 == 0:
            print("loss", l)
    print(sess.run(score, {q1: A[:4], q2: B[:4]}).ravel())
