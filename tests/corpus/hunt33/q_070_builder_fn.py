import numpy as np
import tensorflow as tf

tf.set_random_seed(70)
np.random.seed(70)


def build(seq):
    conv = tf.keras.layers.Conv1D(6, 3, padding="same", activation="relu", name="feat")
    pool = tf.keras.layers.GlobalAveragePooling1D()
    head = tf.keras.layers.Dense(2, name="cls")
    h = conv(seq)
    h = pool(h)
    return head(h)


seq = tf.placeholder(tf.float32, [None, 8, 3])
lab = tf.placeholder(tf.int64, [None])
logits = build(seq)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=lab, logits=logits))
train = tf.train.GradientDescentOptimizer(0.2).minimize(loss)
pred = tf.argmax(logits, axis=1)

X = np.random.randn(20, 8, 3).astype(np.float32)
L = (X[:, :, 0].mean(axis=1) > 0).astype(np.int64)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {seq: X, lab: L})
        if step % 5 == 0:
            print("loss", l)
    print("pred", sess.run(pred, {seq: X}))
