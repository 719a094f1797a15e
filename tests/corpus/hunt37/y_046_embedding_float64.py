import numpy as np
import tensorflow as tf

tf.keras.backend.set_floatx("float64")
tf.set_random_seed(46)
np.random.seed(46)
IDS = np.random.randint(0, 8, size=(6, 3))
Y = np.random.randn(6, 1)

ids = tf.placeholder(tf.int32, [None, 3])
y = tf.placeholder(tf.float64, [None, 1])
emb = tf.keras.layers.Embedding(8, 3)
e = tf.reduce_sum(emb(ids), axis=1)
head = tf.keras.layers.Dense(1)
pred = head(e)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.2).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([(v.name, v.dtype.name) for v in tf.trainable_variables()])
    for i in range(5):
        l, _ = sess.run([loss, train], feed_dict={ids: IDS, y: Y})
        print(i, l)
    print(sess.run(emb.embeddings).dtype, sess.run(emb.embeddings)[IDS[0]])
