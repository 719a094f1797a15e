import numpy as np
import tensorflow as tf

tf.set_random_seed(50)
np.random.seed(50)
A = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

a = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("branch_a"):
    ha = tf.layers.dense(a, 4, activation=tf.nn.relu)
with tf.variable_scope("branch_b"):
    hb = tf.layers.dense(a, 4, activation=tf.nn.sigmoid)
merge = tf.keras.layers.Dense(1)
pred = merge(tf.concat([ha, hb], 1))
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={a: A, y: Y})
        print(i, l)
