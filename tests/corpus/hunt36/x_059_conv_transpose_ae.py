import numpy as np
import tensorflow as tf

tf.set_random_seed(59)
np.random.seed(59)

imgs = np.zeros((32, 8, 8, 1), np.float32)
for i in range(32):
    r, c = np.random.randint(0, 6, 2)
    imgs[i, r:r + 3, c:c + 3, 0] = 1.0

x = tf.placeholder(tf.float32, [None, 8, 8, 1])
batch = tf.shape(x)[0]
W1 = tf.Variable(tf.truncated_normal([3, 3, 1, 4], stddev=0.2, seed=1))
enc = tf.nn.relu(tf.nn.conv2d(x, W1, strides=[1, 2, 2, 1], padding="SAME"))
W2 = tf.Variable(tf.truncated_normal([3, 3, 1, 4], stddev=0.2, seed=2))
dec = tf.nn.conv2d_transpose(enc, W2, output_shape=tf.stack([batch, 8, 8, 1]), strides=[1, 2, 2, 1], padding="SAME")
dec_logits = tf.reshape(dec, [-1, 8, 8, 1])
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=x, logits=dec_logits))
train = tf.train.AdamOptimizer(0.02).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(100):
        _, l = sess.run([train, loss], {x: imgs})
        if i % 25 == 0:
            print("iter %d bce %.5f" % (i, l))
    rec = sess.run(tf.sigmoid(dec_logits), {x: imgs[:1]})
    print("reconstruction row 3:", np.round(rec[0, 3, :, 0], 3))
    print("original row 3:      ", imgs[0, 3, :, 0])
