import numpy as np
import tensorflow as tf

tf.set_random_seed(36)
np.random.seed(36)

def dense(x, n, name):
    # user-defined dense with same name as the usual alias
    w = tf.get_variable(name + "/kernel", [x.get_shape().as_list()[-1], n])
    return tf.matmul(x, w) * 0.5

def build(x):
    dense2 = tf.layers.dense
    h = dense2(x, 4, activation=tf.nn.relu, name="d2")
    return dense(h, 2, "mine")

x = tf.placeholder(tf.float32, [None, 3])
o = build(x)
bce = tf.nn.sigmoid_cross_entropy_with_logits
loss = tf.reduce_mean(bce(labels=tf.ones_like(o), logits=o))
tr = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
X = np.random.randn(5, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, sess.run([loss, tr], {x: X})[0])
    print([(v.name, v.shape.as_list()) for v in tf.trainable_variables()])
