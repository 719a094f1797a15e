# PINN for u' = -u with Saver checkpoint: train, save, restore in a fresh session, predict
import os
import numpy as np
import tensorflow as tf

np.random.seed(1)
tf.set_random_seed(1)
CKPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ckpt_p027", "model.ckpt")

x = tf.placeholder(tf.float32, [None, 1])
W1 = tf.Variable(tf.truncated_normal([1, 16], stddev=0.5), name="W1")
b1 = tf.Variable(tf.zeros([16]), name="b1")
W2 = tf.Variable(tf.truncated_normal([16, 1], stddev=0.5), name="W2")
b2 = tf.Variable(tf.zeros([1]), name="b2")
N = tf.matmul(tf.tanh(tf.matmul(x, W1) + b1), W2) + b2
u = 1.0 + x * N  # trial solution u(0)=1
du = tf.gradients(u, x)[0]
loss = tf.reduce_mean(tf.square(du + u))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
saver = tf.train.Saver()
xs = np.linspace(0, 2, 20)[:, None].astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(200):
        sess.run(train, {x: xs})
    print("trained loss", sess.run(loss, {x: xs}))
    if not os.path.isdir(os.path.dirname(CKPT)):
        os.makedirs(os.path.dirname(CKPT))
    saver.save(sess, CKPT)
with tf.Session() as sess:
    saver.restore(sess, CKPT)
    pred = sess.run(u, {x: xs[::5]})
    print(pred.ravel())
    print(np.exp(-xs[::5]).ravel())
