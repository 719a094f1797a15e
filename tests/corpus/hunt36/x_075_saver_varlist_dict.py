import os
import numpy as np
import tensorflow as tf

np.random.seed(75)
CK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ckpt_x075", "m.ckpt")

g1 = tf.Graph()
with g1.as_default():
    tf.set_random_seed(75)
    w = tf.Variable(tf.random_normal([2, 2], seed=1), name="old_weights")
    b = tf.Variable([1.0, -1.0], name="old_bias")
    saver = tf.train.Saver({"weights": w, "bias": b})
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        print("saved w", sess.run(w))
        saver.save(sess, CK)

g2 = tf.Graph()
with g2.as_default():
    W_new = tf.Variable(tf.zeros([2, 2]), name="new_W")
    b_new = tf.Variable(tf.zeros([2]), name="new_b")
    extra = tf.Variable(5.0, name="extra")
    restorer = tf.train.Saver(var_list={"weights": W_new, "bias": b_new})
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        restorer.restore(sess, CK)
        print("restored W", sess.run(W_new))
        print("restored b", sess.run(b_new), "extra", sess.run(extra))
        print("W @ b", sess.run(tf.linalg.matvec(W_new, b_new)))
