import numpy as np
import tensorflow as tf
tf.set_random_seed(60); np.random.seed(60)
ids = np.array([[0, 2, 2], [4, 0, 1], [2, 2, 3]], dtype=np.int32)
tgt = np.array([[1.0], [-1.0], [0.5]], dtype=np.float32)
x = tf.placeholder(tf.int32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
e1 = tf.keras.layers.Embedding(6, 2, embeddings_initializer="ones")
e2 = tf.keras.layers.Embedding(6, 2, embeddings_initializer="random_uniform")
p1 = tf.reduce_sum(e1(x), axis=[1, 2])[:, None]
p2 = tf.reduce_sum(e2(x), axis=[1, 2])[:, None]
l1 = tf.reduce_mean(tf.square(p1 - y))
l2 = tf.reduce_mean(tf.square(p2 - y))
t1 = tf.train.RMSPropOptimizer(0.05).minimize(l1, var_list=[e1.embeddings])
t2 = tf.train.AdagradOptimizer(0.5).minimize(l2, var_list=[e2.embeddings])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        a, b, _, _ = sess.run([l1, l2, t1, t2], {x: ids, y: tgt})
        print(i, a, b)
    print(sess.run(e1.embeddings)); print(sess.run(e2.embeddings))
