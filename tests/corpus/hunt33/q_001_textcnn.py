import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
np.random.seed(1)

VOCAB, SEQ, EMB = 50, 12, 8
ids = tf.placeholder(tf.int32, [None, SEQ], name="ids")
y = tf.placeholder(tf.float32, [None, 1], name="y")

emb = tf.keras.layers.Embedding(VOCAB, EMB, name="emb")
conv = tf.keras.layers.Conv1D(6, 3, activation="relu", name="conv")
pool = tf.keras.layers.GlobalMaxPooling1D()
dense = tf.keras.layers.Dense(1, name="out")

h = emb(ids)
h = conv(h)
h = pool(h)
logits = dense(h)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logits))
train_op = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randint(0, VOCAB, size=(32, SEQ))
Y = (X[:, :3].sum(axis=1, keepdims=True) > 75).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for step in range(30):
        _, l = sess.run([train_op, loss], feed_dict={ids: X, y: Y})
        if step % 5 == 0:
            print("step", step, "loss", l)
    print("logits", sess.run(logits, {ids: X[:4]}))
    print("conv kernel sum", sess.run(conv.kernel).sum())
