import numpy as np
import tensorflow as tf
tf.set_random_seed(20); np.random.seed(20)
X = np.random.randn(4, 5, 2).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 5, 2])
u = tf.keras.layers.UpSampling1D(2)(x)           # 10
p = tf.keras.layers.ZeroPadding1D((1, 2))(u)     # 13
c = tf.keras.layers.Cropping1D((2, 1))(p)        # 10
conv = tf.keras.layers.Conv1D(3, 3, padding="valid")
o = conv(c)                                      # 8
target = tf.reduce_mean(x) * tf.ones_like(o)
loss = tf.reduce_mean(tf.square(o - target))
train = tf.train.AdamOptimizer(0.02).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X})
        print(i, l)
    print(sess.run(o, {x: X[:1]})[0, :, 0])
