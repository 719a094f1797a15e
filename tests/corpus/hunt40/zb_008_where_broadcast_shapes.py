import numpy as np
import tensorflow as tf

tf.set_random_seed(8)
np.random.seed(8)
x = tf.placeholder(tf.float32, [None, 3])
h = tf.layers.dense(x, 3, name="h")
# v1 where: one-arg form returns indices
nz = tf.where(h > 0)
print("where1 shape", nz.get_shape().as_list())
cnt = tf.shape(nz)[0]
# three-arg with identical shape elementwise cond
m = tf.where(h > 0, h, tf.zeros_like(h))
k = m.get_shape().as_list()[-1]
o = tf.layers.dense(m, k - 1, name="o")
loss = tf.reduce_sum(o ** 2)
tr = tf.train.GradientDescentOptimizer(0.01).minimize(loss)
X = np.random.randn(6, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, c, _ = sess.run([loss, cnt, tr], {x: X})
        print(i, round(float(l), 5), c)
    print([v.shape.as_list() for v in tf.trainable_variables()])
