import numpy as np
import tensorflow as tf

tf.set_random_seed(115)
np.random.seed(115)
N_USERS = tf.constant(5)
x = tf.placeholder(tf.float32, [None, 4])
uid = tf.placeholder(tf.int32, [None])
per_user = tf.unsorted_segment_mean(x, uid, N_USERS)
n_rows = per_user.get_shape().as_list()[0]
print("rows", n_rows)
h = tf.layers.dense(per_user, 3, activation=tf.nn.relu, name="h")
o = tf.layers.dense(h, 1, name="o")
loss = tf.reduce_mean(tf.square(o - 1.0))
tr = tf.train.AdamOptimizer(0.02).minimize(loss)
X = np.random.randn(12, 4).astype(np.float32)
U = np.random.randint(0, 5, 12).astype(np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {x: X, uid: U})[0]), 5))
