import numpy as np
import tensorflow as tf
from tensorflow.keras import backend as K
K.set_floatx("float64")
tf.set_random_seed(62); np.random.seed(62)
ids = np.random.randint(0, 6, size=(8, 3))
Y = np.random.randn(8, 1)
x = tf.placeholder(tf.int32, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
emb = tf.keras.layers.Embedding(6, 2)
h = tf.keras.layers.Flatten()(emb(x))
p = tf.keras.layers.Dense(1)(h)
loss = tf.reduce_mean(tf.square(p - y))
train = tf.train.AdamOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x: ids, y: Y})
        print(i, "%.14f" % l)
    print(emb.embeddings.dtype, repr(sess.run(emb.embeddings)[0]))
