import numpy as np
import tensorflow as tf

np.random.seed(91)
tf.set_random_seed(91)

x = tf.placeholder(tf.float32, [None, 2])
w = tf.Variable([[1.0], [2.0]])
y = tf.matmul(x, w)
step = tf.assign(w, w * 0.5)


def report(tag):
    sess = tf.get_default_session()
    print(tag, sess.run(w).ravel())


X = np.array([[1.0, 1.0], [2.0, -1.0]], dtype=np.float32)
sess = tf.Session()
with sess.as_default():
    tf.global_variables_initializer().run()
    print("y", y.eval(feed_dict={x: X}).ravel())
    step.op.run()
    report("after one step")
print("w via eval(session=)", w.eval(session=sess).ravel())
print("y", y.eval(session=sess, feed_dict={x: X}).ravel())
sess.close()
