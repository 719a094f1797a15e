import numpy as np
import tensorflow as tf
tf.set_random_seed(107); np.random.seed(107)
X = np.random.randn(4, 5).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 5])
hidden = tf.keras.layers.Dense(3, activation="relu")
proj = tf.keras.layers.Dense(2)
z = proj(hidden(x))
norm = tf.nn.l2_normalize(z, axis=1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    zv, nv = sess.run([z, norm], feed_dict={x: X})
    print(zv)
    print(nv)
