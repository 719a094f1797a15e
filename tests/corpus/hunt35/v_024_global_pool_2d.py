import numpy as np
import tensorflow as tf
tf.set_random_seed(24); np.random.seed(24)
X = np.random.rand(5, 6, 6, 2).astype(np.float32)
Y = np.eye(3)[np.random.randint(0, 3, 5)].astype(np.float32)
x = tf.placeholder(tf.float32, [None, 6, 6, 2])
y = tf.placeholder(tf.float32, [None, 3])
z = tf.keras.layers.ZeroPadding2D(padding=(1, 2))(x)
u = tf.keras.layers.UpSampling2D(size=(2, 1))(z)
cr = tf.keras.layers.Cropping2D(cropping=((1, 1), (0, 2)))(u)
conv = tf.keras.layers.Conv2D(4, (3, 3), strides=2, activation="relu")
g = tf.keras.layers.GlobalAveragePooling2D()(conv(cr))
gm = tf.keras.layers.GlobalMaxPooling2D()(conv(cr))
logits = tf.keras.layers.Dense(3)(tf.concat([g, gm], axis=1))
loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=y, logits=logits))
train = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        l, _ = sess.run([loss, train], {x: X, y: Y})
        print(i, l)
    print(sess.run(tf.nn.softmax(logits), {x: X[:2]}))
