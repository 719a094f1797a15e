import numpy as np
import tensorflow as tf

tf.set_random_seed(86)
np.random.seed(86)

ids = tf.placeholder(tf.int32, [None, 5])
y = tf.placeholder(tf.float32, [None, 1])

model = tf.keras.Sequential()
model.add(tf.keras.layers.Embedding(12, 3, input_length=5))
model.add(tf.keras.layers.Flatten())
model.add(tf.keras.layers.Dense(4, activation="relu"))
model.add(tf.keras.layers.Dense(1, activation="sigmoid"))

prob = model(ids)
loss = tf.reduce_mean(tf.keras.losses.binary_crossentropy(y, prob))
train = tf.train.AdamOptimizer(0.03).minimize(loss)

X = np.random.randint(0, 12, size=(24, 5))
Y = (X[:, 0] > X[:, 4]).astype(np.float32)[:, None]

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {ids: X, y: Y})
        if step % 5 == 0:
            print("loss", l)
    print(sess.run(prob, {ids: X[:4]}).ravel())
