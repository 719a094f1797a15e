"""Sparse-autoencoder style activity_regularizer on a Dense code layer; layer.losses in the loss."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(72)
np.random.seed(72)
x = tf.placeholder(tf.float32, [None, 6])
enc = tf.keras.layers.Dense(3, activation="relu", activity_regularizer=tf.keras.regularizers.l1(0.01))
dec = tf.keras.layers.Dense(6)
code = enc(x)
recon = dec(code)
rec_loss = tf.reduce_mean(tf.square(recon - x))
sparsity = tf.add_n(enc.losses)
loss = rec_loss + sparsity
train_op = tf.train.AdamOptimizer(0.01).minimize(loss)
X = np.random.rand(16, 6).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        r, s, _ = sess.run([rec_loss, sparsity, train_op], {x: X})
    print("rec", r, "sparsity", s)
