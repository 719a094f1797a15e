import numpy as np
import tensorflow as tf

tf.set_random_seed(77)
np.random.seed(77)

n_feat, K = 6, 2
indices = np.array([[0, 0], [0, 3], [1, 1], [1, 4], [1, 5], [2, 2]], np.int64)
values = np.array([1.0, 0.5, 1.0, 2.0, 1.0, 1.0], np.float32)
X = tf.SparseTensor(indices=indices, values=values, dense_shape=[3, n_feat])
y = tf.constant([[1.0], [0.0], [1.0]])
w = tf.Variable(tf.zeros([n_feat, 1]))
V = tf.Variable(tf.random_normal([n_feat, K], stddev=0.1, seed=3))
lin = tf.sparse_tensor_dense_matmul(X, w)
xv = tf.sparse_tensor_dense_matmul(X, V)
x2v2 = tf.sparse_tensor_dense_matmul(tf.square(X), tf.square(V))
inter = 0.5 * tf.reduce_sum(tf.square(xv) - x2v2, 1, keep_dims=True)
logit = lin + inter
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logit))
train = tf.train.AdagradOptimizer(0.5).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(round(float(sess.run([loss, train])[0]), 5))
    print(np.round(sess.run(logit), 4).ravel())
    print(sess.run(tf.sparse_reduce_sum(X, axis=1)))
