import numpy as np
import tensorflow as tf
tf.set_random_seed(64); np.random.seed(64)
X = np.random.randn(16, 3)
Y = X.sum(1, keepdims=True)
ds = tf.data.Dataset.from_tensor_slices((X, Y)).batch(4).repeat()
xb, yb = ds.make_one_shot_iterator().get_next()
pred = tf.layers.dense(xb, 1, name="lin")
loss = tf.reduce_mean(tf.square(pred - yb))
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        l, _ = sess.run([loss, train])
        print(i, "%.14f" % l)
