import numpy as np
import tensorflow as tf

tf.set_random_seed(52)
np.random.seed(52)
xent = tf.nn.softmax_cross_entropy_with_logits    # v1: no gradient into labels
x = tf.placeholder(tf.float32, [None, 4])
teacher = tf.layers.dense(x, 3, name="teacher")
student = tf.layers.dense(x, 3, name="student")
soft = tf.nn.softmax(teacher / 2.0)
loss = tf.reduce_mean(xent(labels=soft, logits=student))
grads = tf.gradients(loss, tf.trainable_variables())
print([g is None for g in grads])
tr = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
X = np.random.randn(8, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, _ = sess.run([loss, tr], {x: X})
        print(i, round(float(l), 5))
    print(sess.run(tf.trainable_variables()[0]).round(4))
