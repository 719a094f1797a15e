import numpy as np
import tensorflow as tf

tf.set_random_seed(18)
np.random.seed(18)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 3])

d1 = tf.keras.layers.Dense(6)
a1 = tf.keras.layers.Activation("selu")
d2 = tf.keras.layers.Dense(6)
a2 = tf.keras.layers.Activation(tf.nn.swish)
d3 = tf.keras.layers.Dense(3)
sm = tf.keras.layers.Softmax()

h = d1(x)
h = a1(h)
h = d2(h)
h = a2(h)
h = d3(h)
probs = sm(h)
loss = -tf.reduce_mean(tf.reduce_sum(y * tf.log(probs + 1e-7), axis=1))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randn(21, 4).astype(np.float32)
Y = np.eye(3)[np.argmax(X[:, :3], axis=1)].astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(30):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 10 == 0:
            print("loss", l)
    print(sess.run(probs, {x: X[:3]}))
