import numpy as np
import tensorflow as tf

tf.set_random_seed(43)
np.random.seed(43)

X = np.random.randn(150, 4).astype(np.float32)
true_W = np.array([[1.0], [0.0], [-2.0], [3.0]], dtype=np.float32)
Y = X @ true_W + 0.1 * np.random.randn(150, 1).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
learning_rate = tf.placeholder(tf.float32, shape=[], name="lr")
W = tf.Variable(tf.random_normal([4, 1], stddev=0.01, seed=2))
b = tf.Variable(tf.zeros([1]))
loss = tf.losses.huber_loss(y, tf.matmul(x, W) + b, delta=1.0)
opt = tf.train.MomentumOptimizer(learning_rate, 0.9, use_nesterov=True)
train_op = opt.minimize(loss)

lr_schedule = {0: 0.05, 40: 0.02, 80: 0.005}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    lr_now = 0.05
    for step in range(120):
        lr_now = lr_schedule.get(step, lr_now)
        idx = np.random.randint(0, 150, 25)
        _, l = sess.run([train_op, loss], feed_dict={x: X[idx], y: Y[idx], learning_rate: lr_now})
        if step % 20 == 0:
            print("step %3d lr %.3f huber %.5f" % (step, lr_now, l))
    print("W:", sess.run(W).ravel())
    print("momentum slot:", opt.get_slot(W, "momentum") is not None)
