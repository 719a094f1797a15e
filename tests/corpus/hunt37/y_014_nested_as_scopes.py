import numpy as np
import tensorflow as tf

tf.set_random_seed(14)
np.random.seed(14)
X = np.random.randn(24, 6).astype(np.float32)
Y = np.random.randn(24, 2).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None, 2])
with tf.variable_scope("net") as net_scope:
    with tf.variable_scope("body") as body_scope:
        h = tf.keras.layers.Dense(10, activation="relu")(x)
        h = tf.keras.layers.Dense(10, activation="relu")(h)
    with tf.variable_scope("head"):
        pred = tf.keras.layers.Dense(2)(h)
loss = tf.reduce_mean(tf.square(pred - y))
body_vars = tf.trainable_variables(scope=body_scope.name)
print("body vars", [v.name for v in body_vars])
train = tf.train.AdamOptimizer(0.01).minimize(loss, var_list=body_vars)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(net_scope.name, [v.name for v in tf.trainable_variables(net_scope.name)])
    for i in range(5):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print("step", i, l)
    print(sess.run(body_vars[0])[0])
