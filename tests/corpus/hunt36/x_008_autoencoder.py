import numpy as np
import tensorflow as tf

np.random.seed(2)
tf.set_random_seed(2)

# data lying on a 2-d subspace of R^8
Z = np.random.randn(400, 2)
A = np.random.randn(2, 8)
data = (Z @ A).astype(np.float32)

n_input, n_hidden = 8, 2
X = tf.placeholder("float", [None, n_input])
enc_w = tf.Variable(tf.random_normal([n_input, n_hidden], stddev=0.1, seed=1))
enc_b = tf.Variable(tf.zeros([n_hidden]))
dec_w = tf.Variable(tf.random_normal([n_hidden, n_input], stddev=0.1, seed=2))
dec_b = tf.Variable(tf.zeros([n_input]))

encoder = tf.matmul(X, enc_w) + enc_b
decoder = tf.matmul(encoder, dec_w) + dec_b
loss = tf.reduce_mean(tf.pow(X - decoder, 2))
optimizer = tf.train.RMSPropOptimizer(0.01).minimize(loss)

init = tf.global_variables_initializer()
with tf.Session() as sess:
    sess.run(init)
    for epoch in range(40):
        total = 0.0
        for i in range(8):
            batch = data[i * 50:(i + 1) * 50]
            _, c = sess.run([optimizer, loss], feed_dict={X: batch})
            total += c
        if epoch % 8 == 0:
            print("Epoch:", '%04d' % (epoch + 1), "cost=", "{:.6f}".format(total / 8))
    codes = sess.run(encoder, feed_dict={X: data[:3]})
    print("codes:", np.round(codes, 4))
    print("recon error:", sess.run(loss, feed_dict={X: data}))
