import numpy as np
import tensorflow as tf

tf.set_random_seed(5)
np.random.seed(5)

data = np.random.randn(100, 2).astype(np.float32)
target = (data[:, :1] * 2.0 - data[:, 1:] * 0.7 + 0.1).astype(np.float32)

X = tf.placeholder(tf.float32, shape=(None, 2))
T = tf.placeholder(tf.float32, shape=(None, 1))
W = tf.Variable(tf.zeros([2, 1]), name="W")
b = tf.Variable(0.0, name="b")
pred = tf.matmul(X, W) + b
cost = tf.reduce_mean(tf.square(pred - T))

global_step = tf.Variable(0, trainable=False, name="global_step")
lr = tf.train.exponential_decay(0.2, global_step, decay_steps=5, decay_rate=0.5, staircase=True)
train = tf.train.GradientDescentOptimizer(lr).minimize(cost, global_step=global_step)

sess = tf.Session()
sess.run(tf.global_variables_initializer())
for epoch in range(4):
    for i in range(0, 100, 20):
        _, c = sess.run([train, cost], feed_dict={X: data[i:i + 20], T: target[i:i + 20]})
    print("epoch", epoch, "cost", c, "lr", sess.run(lr), "gs", sess.run(global_step))
print("W", sess.run(W).ravel(), "b", sess.run(b))
sess.close()
