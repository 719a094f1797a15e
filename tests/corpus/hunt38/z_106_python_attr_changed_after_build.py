import numpy as np
import tensorflow as tf

np.random.seed(106)
tf.set_random_seed(106)

scale = 2.0
x = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable([[1.0], [1.0]])
y = tf.matmul(x, w) * scale
loss = tf.reduce_mean(tf.square(y - 1.0))
lr = 0.1
train = tf.train.GradientDescentOptimizer(lr).minimize(loss)
# python values changed after the graph is built: TF1 graph keeps the old ones
scale = 3.0
lr = 10.0

X = np.array([[0.1, 0.2], [0.3, -0.1]], dtype=np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("y", sess.run(y, {x: X}).ravel())
    for i in range(5):
        _, l = sess.run([train, loss], {x: X})
        print(i, "%.5f" % l)
    print("w", sess.run(w).ravel(), "scale now", scale, "lr now", lr)
