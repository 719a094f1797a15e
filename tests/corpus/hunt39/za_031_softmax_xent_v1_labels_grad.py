import numpy as np
import tensorflow as tf

tf.set_random_seed(31)
np.random.seed(31)

X = np.random.randn(8, 5).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 5])
teacher = tf.layers.dense(x, 3, name="teacher")
student = tf.layers.dense(x, 3, name="student")
soft = tf.nn.softmax(teacher / 2.0)
distill = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=soft, logits=student))
reg = 0.01 * tf.reduce_sum(tf.square(teacher))
loss = distill + reg
grads = tf.gradients(loss, tf.trainable_variables())
train = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    g = sess.run(grads, {x: X})
    print(np.round(g[0], 4))
    for i in range(5):
        l, _ = sess.run([loss, train], {x: X})
        print("%.5f" % l)
