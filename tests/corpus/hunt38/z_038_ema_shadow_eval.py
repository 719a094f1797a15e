import numpy as np
import tensorflow as tf

np.random.seed(38)
tf.set_random_seed(38)

x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable(tf.zeros([2, 1]), name="w")
b = tf.Variable(tf.zeros([1]), name="b")
pred = tf.matmul(x, w) + b
loss = tf.reduce_mean(tf.square(pred - y))
opt = tf.train.GradientDescentOptimizer(0.1)
step = opt.minimize(loss)
ema = tf.train.ExponentialMovingAverage(decay=0.9)
with tf.control_dependencies([step]):
    train_op = ema.apply([w, b])
w_avg = ema.average(w)
pred_avg = tf.matmul(x, w_avg) + ema.average(b)
loss_avg = tf.reduce_mean(tf.square(pred_avg - y))

X = np.random.randn(40, 2).astype(np.float32)
Y = X @ np.array([[2.0], [-3.0]], dtype=np.float32) + 1.0
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        sess.run(train_op, {x: X, y: Y})
        if i % 5 == 4:
            l, la = sess.run([loss, loss_avg], {x: X, y: Y})
            print(i, "raw %.5f ema %.5f" % (l, la))
    print("w", sess.run(w).ravel(), "w_ema", sess.run(w_avg).ravel())
