import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
np.random.seed(1)
x = tf.placeholder(tf.float32, [None, 6, 5])
idx = tf.constant([0, 2, 4], dtype=tf.int32)
g = tf.gather(x, idx, axis=1)          # [None, 3, 5]
flat = tf.reshape(g, [-1, g.get_shape().as_list()[1] * g.get_shape().as_list()[2]])
h = tf.layers.dense(flat, 4, activation=tf.nn.tanh, name="h")
g2 = tf.gather(x, [1, 3], axis=2)      # [None, 6, 2]
d2 = int(g2.shape[-1]) * int(g2.shape[1])
w = tf.get_variable("w2", [d2, 4], initializer=tf.glorot_uniform_initializer())
h2 = tf.matmul(tf.reshape(g2, [-1, d2]), w)
out = tf.layers.dense(h + h2, 1, name="out")
y = tf.placeholder(tf.float32, [None, 1])
loss = tf.reduce_mean(tf.square(out - y))
opt = tf.train.GradientDescentOptimizer(0.05).minimize(loss)
X = np.random.randn(16, 6, 5).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        l, _ = sess.run([loss, opt], {x: X, y: Y})
        if i % 4 == 0:
            print(i, round(float(l), 5))
    for v in tf.trainable_variables():
        print(v.name, v.shape.as_list())
    print(np.round(sess.run(out, {x: X[:3]}).ravel(), 4))
