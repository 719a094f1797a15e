import numpy as np
import tensorflow as tf

np.random.seed(112)
tf.set_random_seed(112)

x = tf.placeholder(tf.float32, [None, 2], name="x")
y = tf.placeholder(tf.float32, [None, 1], name="y")
w = tf.Variable([[0.5], [-0.5]], name="w")
b = tf.Variable([0.1], name="b")
pred = tf.matmul(x, w) + b
mse = tf.reduce_mean(tf.square(pred - y))
mae = tf.reduce_mean(tf.abs(pred - y))
train = tf.train.GradientDescentOptimizer(0.1).minimize(mse)

X = np.random.randn(10, 2).astype(np.float32)
Y = X.sum(1, keepdims=True)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    out = sess.run({"losses": [mse, mae], "params": (w, b), "train": train}, feed_dict={x: X, y: Y})
    print("losses", np.round(out["losses"], 5), "train", out["train"])
    print("params", np.round(out["params"][0].ravel(), 5), out["params"][1])
    r = sess.run(train, {x: X, y: Y})
    print("train returns", r)
    same = sess.run([mse, mse, x], {x: X[:2], y: Y[:2]})
    print("twice", np.round(same[0], 5), np.round(same[1], 5), "fed x", same[2])
    print("by name", np.round(sess.run("w:0"), 5).ravel())
