import numpy as np
import tensorflow as tf
from tensorflow.keras import layers

np.random.seed(34)
tf.set_random_seed(34)


def build_model(x, is_training):
    h = layers.Conv1D(8, 3, padding="same", activation="relu", name="c1")(x)
    h = layers.MaxPooling1D(2)(h)
    h = layers.Conv1D(16, 3, padding="same", activation="relu", name="c2")(h)
    h = layers.GlobalAveragePooling1D()(h)
    h = layers.Dropout(0.3)(h, training=is_training)
    return layers.Dense(2, name="head")(h)


x = tf.placeholder(tf.float32, [None, 12, 1])
y = tf.placeholder(tf.int32, [None])
training = tf.placeholder(tf.bool, [])
logits = build_model(x, training)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train_op = tf.train.AdamOptimizer(0.01).minimize(loss)
acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1, output_type=tf.int32), y), tf.float32))

t = np.linspace(0, 1, 12)
sig = np.stack([np.sin(2 * np.pi * f * t) for f in np.random.choice([1, 3], 64)])
lab = (np.abs(np.fft.rfft(sig, axis=1))[:, 3] > 2).astype(np.int32)
sig = sig[..., None].astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(30):
        _, l = sess.run([train_op, loss], {x: sig, y: lab, training: False})
        if i % 10 == 0:
            print(i, "%.5f" % l)
    print("acc", sess.run(acc, {x: sig, y: lab, training: False}))
