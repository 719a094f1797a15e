import numpy as np
import tensorflow as tf

tf.set_random_seed(4)
np.random.seed(4)
X = np.random.randn(8, 8, 8, 1).astype(np.float32)
Y = np.random.randint(0, 3, size=8)

x = tf.placeholder(tf.float32, [None, 8, 8, 1])
labels = tf.placeholder(tf.int32, [None])
c1 = tf.layers.conv2d(x, 4, 3, padding="same", activation=tf.nn.relu)
p1 = tf.layers.max_pooling2d(c1, 2, 2)
conv_b = tf.keras.layers.Conv2D(6, 3, padding="same", activation="relu")
c2 = conv_b(p1)
flat = tf.layers.flatten(c2)
logits = tf.keras.layers.Dense(3)(flat)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
opt = tf.train.MomentumOptimizer(0.05, 0.9)
train_op = opt.minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for v in tf.trainable_variables():
        print(v.name, v.shape)
    for step in range(5):
        l, _ = sess.run([loss, train_op], feed_dict={x: X, labels: Y})
        print(step, l)
    print(sess.run(conv_b.kernel)[0, 0, 0])
