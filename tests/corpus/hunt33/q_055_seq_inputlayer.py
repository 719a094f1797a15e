import numpy as np
import tensorflow as tf

tf.set_random_seed(55)
np.random.seed(55)

x = tf.placeholder(tf.float32, [None, 10, 3])
y = tf.placeholder(tf.float32, [None, 1])

model = tf.keras.Sequential()
model.add(tf.keras.layers.InputLayer(input_shape=(10, 3)))
model.add(tf.keras.layers.Conv1D(5, 3, padding="same", activation="relu"))
model.add(tf.keras.layers.MaxPooling1D(2))
model.add(tf.keras.layers.Conv1D(5, 3, activation="relu"))
model.add(tf.keras.layers.GlobalAveragePooling1D())
model.add(tf.keras.layers.Dense(1))

pred = model(x)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randn(14, 10, 3).astype(np.float32)
Y = X[:, :, 0].sum(axis=1, keepdims=True) * 0.1

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        if step % 5 == 0:
            print("loss", l)
    print(sess.run(pred, {x: X[:3]}).ravel())
