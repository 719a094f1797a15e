import numpy as np
import tensorflow as tf

tf.set_random_seed(5)
np.random.seed(5)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 2])

hidden = tf.keras.layers.Dense(5, activation="tanh")
relu = tf.keras.layers.ReLU()
out = tf.keras.layers.Dense(2)

h = hidden(x)
h = relu(h)
logits = out(h)
loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=y, logits=logits))
train = tf.train.MomentumOptimizer(0.1, 0.9).minimize(loss)

X = np.random.randn(16, 4).astype(np.float32)
Y = np.eye(2)[(X[:, 0] > 0).astype(int)].astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(20):
        _, l = sess.run([train, loss], {x: X, y: Y})
    print("final loss", l)
    print("hidden kernel", sess.run(hidden.kernel))
    print("out bias", sess.run(out.bias))
