import numpy as np
import tensorflow as tf

np.random.seed(70)
tf.set_random_seed(70)

total_steps, warmup = 30, 5
global_step = tf.train.get_or_create_global_step()
base_lr = 0.1
warm_lr = base_lr * tf.cast(global_step + 1, tf.float32) / warmup
cos_lr = tf.train.cosine_decay(base_lr, global_step - warmup, total_steps - warmup)
lr = tf.where(global_step < warmup, warm_lr, cos_lr)
poly = tf.train.polynomial_decay(0.1, global_step, total_steps, end_learning_rate=0.001, power=2.0)

x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable(tf.zeros([2, 1]))
loss = tf.reduce_mean(tf.square(tf.matmul(x, w) - y))
train_op = tf.train.GradientDescentOptimizer(lr).minimize(loss, global_step=global_step)

X = np.random.randn(32, 2).astype(np.float32)
Y = X @ np.array([[1.5], [-0.5]], dtype=np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(total_steps):
        lr_v, p_v = sess.run([lr, poly])
        _, l = sess.run([train_op, loss], {x: X, y: Y})
        if i % 5 == 0 or i == total_steps - 1:
            print("step %d lr %.5f poly %.5f loss %.6f" % (i, lr_v, p_v, l))
