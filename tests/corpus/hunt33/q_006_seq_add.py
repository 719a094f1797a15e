import numpy as np
import tensorflow as tf

tf.set_random_seed(6)
np.random.seed(6)

x = tf.placeholder(tf.float32, [None, 8])
y = tf.placeholder(tf.float32, [None, 1])

model = tf.keras.Sequential()
model.add(tf.keras.layers.Dense(16))
model.add(tf.keras.layers.ELU())
model.add(tf.keras.layers.Dense(8, activation="relu"))
model.add(tf.keras.layers.Dense(1))

pred = model(x)
loss = tf.losses.mean_squared_error(y, pred)
train = tf.train.RMSPropOptimizer(0.01).minimize(loss)

X = np.random.rand(40, 8).astype(np.float32)
Y = np.sin(X.sum(axis=1, keepdims=True))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(40):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        if epoch % 10 == 0:
            print("epoch %d loss %.6f" % (epoch, l))
    print(sess.run(pred, feed_dict={x: X[:5]}))
