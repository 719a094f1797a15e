import numpy as np
import tensorflow as tf

tf.set_random_seed(47)
np.random.seed(47)

ids = tf.placeholder(tf.int32, [None, 4])
y = tf.placeholder(tf.float32, [None])

embedding = tf.keras.layers.Embedding(12, 3, name="tok")
e = embedding(ids)
bag = tf.reduce_mean(e, axis=1)
w = tf.get_variable("w", shape=[3], initializer=tf.ones_initializer())
pred = tf.reduce_sum(bag * w, axis=1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdagradOptimizer(0.3).minimize(loss)

X = np.random.randint(0, 12, size=(20, 4))
Y = (X.mean(axis=1) / 12.0).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {ids: X, y: Y})
        if step % 5 == 0:
            print("loss", l)
    print("w", sess.run(w))
