import numpy as np
import tensorflow as tf

tf.set_random_seed(2)
np.random.seed(2)

VOCAB, SEQ, EMB = 40, 10, 6
ids = tf.placeholder(tf.int32, [None, SEQ])
y = tf.placeholder(tf.float32, [None, 1])

emb = tf.keras.layers.Embedding(VOCAB, EMB)
conv = tf.keras.layers.Conv1D(5, 3, activation="relu")
pool = tf.keras.layers.GlobalMaxPooling1D()
dense = tf.keras.layers.Dense(1)

logits = dense(pool(conv(emb(ids))))
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logits))
train_op = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randint(0, VOCAB, size=(32, SEQ))
Y = (X[:, :3].sum(axis=1, keepdims=True) > 60).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(30):
        _, l = sess.run([train_op, loss], feed_dict={ids: X, y: Y})
        if step % 5 == 0:
            print("step", step, "loss", l)
    print("logits", sess.run(logits, {ids: X[:4]}))
