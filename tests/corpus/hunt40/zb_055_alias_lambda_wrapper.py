import numpy as np
import tensorflow as tf

tf.set_random_seed(55)
np.random.seed(55)
leaky = lambda t: tf.nn.leaky_relu(t, alpha=0.3)
dense = tf.layers.dense
mse = tf.losses.mean_squared_error
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 2])
h = dense(x, 6, activation=leaky)
h = dense(inputs=h, units=2, activation=None, use_bias=False)
loss = mse(labels=y, predictions=h)
for opt_cls in [tf.train.GradientDescentOptimizer]:
    tr = opt_cls(0.1).minimize(loss)
X = np.random.randn(5, 4).astype(np.float32)
Y = np.random.randn(5, 2).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {x: X, y: Y})[0]), 5))
