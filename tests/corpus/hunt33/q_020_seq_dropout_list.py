import numpy as np
import tensorflow as tf

tf.set_random_seed(20)
np.random.seed(20)

x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])

net = tf.keras.Sequential([
    tf.keras.layers.Dense(12, activation="relu", input_shape=(5,)),
    tf.keras.layers.Dropout(0.25),
    tf.keras.layers.Dense(6),
    tf.keras.layers.LeakyReLU(),
    tf.keras.layers.Dense(1),
])

pred_train = net(x, training=True)
pred_eval = net(x, training=False)
loss = tf.reduce_mean(tf.square(pred_train - y))
eval_loss = tf.reduce_mean(tf.square(pred_eval - y))
train = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

X = np.random.randn(30, 5).astype(np.float32)
Y = (X[:, :2].sum(axis=1, keepdims=True) > 0).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(25):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 5 == 0:
            print("train", l, "eval", sess.run(eval_loss, {x: X, y: Y}))
    print(sess.run(pred_eval, {x: X[:4]}))
