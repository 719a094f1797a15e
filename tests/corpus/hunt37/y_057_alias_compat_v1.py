import numpy as np
import tensorflow.compat.v1 as tf1
import tensorflow as tf
tf1.disable_v2_behavior()

tf1.set_random_seed(57)
np.random.seed(57)
X = np.random.randn(16, 4).astype(np.float32)
Y = np.random.randn(16, 1).astype(np.float32)

x = tf1.placeholder(tf.float32, [None, 4])
y = tf1.placeholder(tf.float32, [None, 1])
h = tf1.layers.dense(x, 8, activation=tf.nn.relu)
with tf1.variable_scope("out"):
    head = tf.keras.layers.Dense(1)
    pred = head(h)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf1.train.AdamOptimizer(0.01).minimize(loss)

with tf1.Session() as sess:
    sess.run(tf1.global_variables_initializer())
    print([v.name for v in tf1.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
