import numpy as np
import tensorflow as tf

tf.set_random_seed(86)
np.random.seed(86)
X = np.random.randn(6, 8, 8, 2).astype(np.float32)
Y = np.random.randint(0, 4, size=(6,))

x = tf.placeholder(tf.float32, [None, 8, 8, 2])
y = tf.placeholder(tf.int32, [None])
c = tf.layers.conv2d(x, 4, 3, padding="same", activation=tf.nn.relu)
p = tf.keras.layers.MaxPooling2D(2)(c)
c2 = tf.keras.layers.Conv2D(4, 3, padding="same", activation="relu")(p)
f = tf.keras.layers.Flatten()(c2)
f = tf.keras.layers.Activation("tanh")(f)
logits = tf.keras.layers.Dense(4)(f)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(4):
        l, _ = sess.run([loss, train], feed_dict={x: X, y: Y})
        print(i, l)
    print(sess.run(tf.argmax(logits, 1), feed_dict={x: X}))
