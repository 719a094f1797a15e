import numpy as np
import tensorflow as tf

# denoising autoencoder: noise added in-graph with seeded random op
tf.set_random_seed(40)
np.random.seed(40)

clean = np.random.rand(100, 10).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 10])
noise_std = tf.placeholder_with_default(0.0, [])
noisy = x + noise_std * tf.random_normal(tf.shape(x), seed=5)
W_enc = tf.Variable(tf.random_uniform([10, 4], -0.3, 0.3, seed=6))
W_dec = tf.transpose(W_enc)    # tied weights
b_enc = tf.Variable(tf.zeros([4]))
b_dec = tf.Variable(tf.zeros([10]))
code = tf.nn.sigmoid(tf.matmul(noisy, W_enc) + b_enc)
recon = tf.matmul(code, W_dec) + b_dec
loss = tf.reduce_mean(tf.reduce_sum(tf.square(recon - x), axis=1))
step = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(200):
        _, l = sess.run([step, loss], {x: clean, noise_std: 0.2})
        if i % 50 == 0:
            print("iter %d noisy-train loss %.5f" % (i, l))
    print("clean loss", sess.run(loss, {x: clean}))
    print("W_enc col norms", np.round(np.linalg.norm(sess.run(W_enc), axis=0), 4))
