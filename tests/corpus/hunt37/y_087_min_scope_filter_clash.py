import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [None, 2])
with tf.variable_scope("fc"):
    w = tf.get_variable("w", [2, 2])
layer = tf.keras.layers.Dense(1, name="fc")
loss = tf.reduce_sum(tf.square(layer(tf.matmul(x, w))))
fc_vars = tf.trainable_variables(scope="fc/")
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss, var_list=fc_vars)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(len(fc_vars))
    for i in range(2):
        print(sess.run([loss, train], feed_dict={x: np.ones((1, 2), np.float32)})[0])
