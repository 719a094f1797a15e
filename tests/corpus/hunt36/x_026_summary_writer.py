import os
import numpy as np
import tensorflow as tf

tf.set_random_seed(26)
np.random.seed(26)
LOGDIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "logs_x026")

x = tf.placeholder(tf.float32, [None, 1])
y = tf.placeholder(tf.float32, [None, 1])
w = tf.Variable(0.0)
loss = tf.reduce_mean(tf.square(w * x - y))
tf.summary.scalar("loss", loss)
tf.summary.scalar("w", w)
tf.summary.histogram("w_hist", w)
merged = tf.summary.merge_all()
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)

xs = np.random.rand(30, 1).astype(np.float32)
ys = 4.0 * xs
with tf.Session() as sess:
    writer = tf.summary.FileWriter(LOGDIR, sess.graph)
    sess.run(tf.global_variables_initializer())
    for step in range(50):
        summ, _, l = sess.run([merged, train, loss], feed_dict={x: xs, y: ys})
        writer.add_summary(summ, step)
        if step % 10 == 0:
            print("step", step, "loss", l)
    writer.close()
    print("w =", sess.run(w))
print("event files written:", len([f for f in os.listdir(LOGDIR) if "tfevents" in f]) > 0)
