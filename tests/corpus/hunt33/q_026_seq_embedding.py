import numpy as np
import tensorflow as tf
from tensorflow.keras import layers

tf.set_random_seed(26)
np.random.seed(26)

tokens = tf.placeholder(tf.int64, [None, 8])
labels = tf.placeholder(tf.int64, [None])

clf = tf.keras.Sequential()
clf.add(layers.Embedding(25, 6, input_length=8))
clf.add(layers.Conv1D(8, 3, padding="same", activation="relu"))
clf.add(layers.GlobalMaxPooling1D())
clf.add(layers.Dense(3))

logits = clf(tokens)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), labels), tf.float32))

X = np.random.randint(0, 25, size=(30, 8))
Y = X[:, 0] % 3

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(30):
        l, _ = sess.run([loss, train], {tokens: X, labels: Y})
        if step % 10 == 0:
            print("loss", l)
    print("acc", sess.run(acc, {tokens: X, labels: Y}))
