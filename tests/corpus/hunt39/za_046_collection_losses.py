import numpy as np
import tensorflow as tf

tf.set_random_seed(46)
np.random.seed(46)

X = np.random.randn(10, 4).astype(np.float32)
Y = np.random.randn(10, 1).astype(np.float32)

def weight(name, shape, wd):
    v = tf.get_variable(name, shape, initializer=tf.truncated_normal_initializer(stddev=0.1))
    if wd:
        tf.add_to_collection("losses", tf.multiply(tf.nn.l2_loss(v), wd, name="weight_loss"))
    return v

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
W1 = weight("W1", [4, 6], 0.01)
W2 = weight("W2", [6, 1], 0.0)
h = tf.nn.relu(tf.matmul(x, W1))
pred = tf.matmul(h, W2)
mse = tf.reduce_mean(tf.square(pred - y))
tf.add_to_collection("losses", mse)
total = tf.add_n(tf.get_collection("losses"), name="total_loss")
reg_W = tf.get_variable("reg_W", [4, 1], regularizer=tf.contrib.layers.l2_regularizer(0.1))
total2 = total + tf.losses.get_regularization_loss() + 0.0 * tf.reduce_sum(tf.matmul(x, reg_W))
train = tf.train.AdadeltaOptimizer(1.0).minimize(total2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(5):
        a, b, _ = sess.run([mse, total2, train], {x: X, y: Y})
        print(round(float(a), 5), round(float(b), 5))
