import numpy as np
import tensorflow as tf

np.random.seed(96)
tf.set_random_seed(96)


def conv(x, ch, name):
    return tf.layers.conv2d(x, ch, 3, strides=2, padding="same", activation=tf.nn.relu, name=name)


def deconv(x, ch, name, act=tf.nn.relu):
    return tf.layers.conv2d_transpose(x, ch, 3, strides=2, padding="same", activation=act, name=name)


inp = tf.placeholder(tf.float32, [None, 8, 8, 1])
e1 = conv(inp, 4, "enc1")
e2 = conv(e1, 8, "enc2")
d1 = deconv(e2, 4, "dec1")
recon = deconv(d1, 1, "dec2", act=tf.nn.sigmoid)
loss = tf.reduce_mean(tf.square(recon - inp))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

imgs = np.zeros((20, 8, 8, 1), np.float32)
for i in range(20):
    r, c = np.random.randint(0, 5, 2)
    imgs[i, r:r + 3, c:c + 3, 0] = 1.0
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("code shape", sess.run(tf.shape(e2), {inp: imgs}))
    for i in range(40):
        _, l = sess.run([train, loss], {inp: imgs})
        if i % 10 == 0:
            print(i, "%.5f" % l)
