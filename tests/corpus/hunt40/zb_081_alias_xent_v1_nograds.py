import numpy as np
import tensorflow as tf

tf.set_random_seed(81)
np.random.seed(81)
xent = tf.nn.softmax_cross_entropy_with_logits    # v1: labels get no gradient
x = tf.placeholder(tf.float32, [None, 4])
teacher = tf.layers.dense(x, 3, name="teacher")
student = tf.layers.dense(x, 3, name="student")
soft = tf.nn.softmax(teacher / 2.0)
loss = tf.reduce_mean(xent(labels=soft, logits=student))
tr = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
X = np.random.randn(8, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    t0 = sess.run(teacher, {x: X[:2]})
    for i in range(6):
        l, _ = sess.run([loss, tr], {x: X})
        print(i, round(float(l), 5))
    print("teacher moved:", float(np.abs(sess.run(teacher, {x: X[:2]}) - t0).max()))
