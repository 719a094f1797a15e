import numpy as np
import tensorflow as tf

tf.set_random_seed(95)
np.random.seed(95)

V, E = 7, 3
uid = tf.placeholder(tf.int32, [])
hist = tf.placeholder(tf.int32, [None, 4])
table = tf.get_variable("table", [V, E], initializer=tf.random_uniform_initializer(-1, 1, seed=9))
u = tf.nn.embedding_lookup(table, uid)                   # [E]
hv = tf.gather(table, hist)                              # B,4,E
u_b = tf.expand_dims(tf.expand_dims(u, 0), 0)            # 1,1,E
score = tf.reduce_sum(hv * u_b, axis=-1)                 # B,4
att = tf.nn.softmax(score)
user_vec = tf.squeeze(tf.matmul(tf.expand_dims(att, 1), hv), axis=1)   # B,E
out = tf.layers.dense(tf.concat([user_vec, tf.tile(u[None, :], [tf.shape(hist)[0], 1])], 1), 2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r = sess.run([score, user_vec, out], {uid: 3, hist: [[1, 2, 3, 0], [6, 6, 5, 4]]})
    for v in r:
        print(np.round(v, 4))
