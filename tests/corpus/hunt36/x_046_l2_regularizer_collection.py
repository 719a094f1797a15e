import numpy as np
import tensorflow as tf

tf.set_random_seed(46)
np.random.seed(46)

X = np.random.randn(120, 8).astype(np.float32)
Y = np.random.randint(0, 2, 120)

regularizer = tf.contrib.layers.l2_regularizer(scale=0.01)
x = tf.placeholder(tf.float32, [None, 8])
y = tf.placeholder(tf.int32, [None])
h = tf.layers.dense(x, 16, activation=tf.nn.relu, kernel_regularizer=regularizer,
                    kernel_initializer=tf.glorot_normal_initializer(seed=1), name="hidden")
logits = tf.layers.dense(h, 2, kernel_regularizer=regularizer,
                         kernel_initializer=tf.glorot_normal_initializer(seed=2), name="output")
xent = tf.losses.sparse_softmax_cross_entropy(labels=y, logits=logits)
reg_losses = tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)
reg_total = tf.add_n(reg_losses)
total = xent + reg_total
train = tf.train.GradientDescentOptimizer(0.3).minimize(total)

print("number of regularization losses:", len(reg_losses))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(100):
        _, xe, rg = sess.run([train, xent, reg_total], {x: X, y: Y})
        if i % 25 == 0:
            print("iter %d xent %.5f reg %.5f" % (i, xe, rg))
    print("tf.losses.get_regularization_loss:", sess.run(tf.losses.get_regularization_loss()))
