import os
import numpy as np
import tensorflow as tf

tf.set_random_seed(25)
np.random.seed(25)
CKPT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ckpt_x025")
os.makedirs(CKPT_DIR, exist_ok=True)

X = np.random.randn(50, 2).astype(np.float32)
Y = (X @ np.array([[0.5], [1.5]], dtype=np.float32))

def build():
    x = tf.placeholder(tf.float32, [None, 2], name="x")
    y = tf.placeholder(tf.float32, [None, 1], name="y")
    W = tf.get_variable("W", [2, 1], initializer=tf.zeros_initializer())
    pred = tf.matmul(x, W, name="pred")
    loss = tf.reduce_mean(tf.square(pred - y), name="loss")
    return x, y, W, pred, loss

g1 = tf.Graph()
with g1.as_default():
    x, y, W, pred, loss = build()
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
    saver = tf.train.Saver()
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for i in range(40):
            sess.run(train, {x: X, y: Y})
        print("trained W", sess.run(W).ravel())
        path = saver.save(sess, os.path.join(CKPT_DIR, "model.ckpt"))
        print("saved to", os.path.basename(path))

g2 = tf.Graph()
with g2.as_default():
    x, y, W, pred, loss = build()
    saver = tf.train.Saver()
    with tf.Session() as sess:
        saver.restore(sess, tf.train.latest_checkpoint(CKPT_DIR))
        print("restored W", sess.run(W).ravel())
        print("restored loss", sess.run(loss, {x: X, y: Y}))
        print("prediction", sess.run(pred, {x: [[1.0, 1.0]]}))
