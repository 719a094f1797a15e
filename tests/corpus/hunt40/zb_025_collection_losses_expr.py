import numpy as np
import tensorflow as tf

tf.set_random_seed(25)
np.random.seed(25)
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])

def layer(inp, n, name, wd):
    with tf.variable_scope(name):
        w = tf.get_variable("w", [inp.get_shape().as_list()[-1], n])
        b = tf.get_variable("b", [n], initializer=tf.zeros_initializer())
        if wd > 0:
            tf.add_to_collection("losses", tf.multiply(tf.nn.l2_loss(w), wd, name="weight_loss"))
    return tf.matmul(inp, w) + b

h = tf.nn.relu(layer(x, 8, "fc1", 0.01))
h = tf.nn.relu(layer(h, 4, "fc2", 0.0))
o = layer(h, 1, "fc3", 0.05)
mse = tf.reduce_mean(tf.square(o - y))
tf.add_to_collection("losses", mse)
total = tf.add_n(tf.get_collection("losses"), name="total_loss")
print("n losses", len(tf.get_collection("losses")))
tr = tf.train.GradientDescentOptimizer(0.05).minimize(total)
X = np.random.randn(12, 4).astype(np.float32)
Y = np.random.randn(12, 1).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        t, m, _ = sess.run([total, mse, tr], {x: X, y: Y})
        print(i, round(float(t), 5), round(float(m), 5))
