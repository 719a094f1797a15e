import numpy as np
import tensorflow as tf

tf.set_random_seed(43)
np.random.seed(43)

X = np.random.randn(10, 3).astype(np.float32)
Y = (X.sum(1, keepdims=True) > 0).astype(np.float32)
ds = tf.data.Dataset.from_tensor_slices((X, Y)).batch(4).repeat()
it = ds.make_one_shot_iterator()
bx, by = it.get_next()
logits = tf.layers.dense(bx, 1)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=by, logits=logits))
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _, n = sess.run([loss, train, tf.shape(bx)[0]])
        print(i, round(float(l), 5), n)
    print(np.round(sess.run(bx), 4))
