import numpy as np
import tensorflow as tf

tf.set_random_seed(23)
np.random.seed(23)

x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.float32, [None, 1])

branch_a = tf.keras.layers.Dense(6, activation="relu")
branch_b = tf.keras.layers.Dense(6, activation="sigmoid")
add = tf.keras.layers.Add()
mul = tf.keras.layers.Multiply()
head = tf.keras.layers.Dense(1)

a = branch_a(x)
b = branch_b(x)
s = add([a, x])
g = mul([s, b])
pred = head(g)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randn(20, 6).astype(np.float32)
Y = np.prod(X[:, :2], axis=1, keepdims=True)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(30):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 10 == 0:
            print("loss", l)
    print(sess.run(pred, {x: X[:3]}))
