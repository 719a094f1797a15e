import numpy as np
import tensorflow as tf

tf.set_random_seed(50)
np.random.seed(46)

img = tf.placeholder(tf.float32, [None, 6, 6, 1])
lab = tf.placeholder(tf.float32, [None, 2])

c = tf.layers.conv2d(img, 3, 3, activation=tf.nn.relu, name="conv")
f = tf.layers.flatten(c)
classifier = tf.keras.layers.Dense(2, name="cls")
logits = classifier(f)
loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=lab, logits=logits))
opt = tf.train.GradientDescentOptimizer(0.1)
gvs = opt.compute_gradients(loss)
train = opt.apply_gradients(gvs)

X = np.random.rand(12, 6, 6, 1).astype(np.float32)
L = np.eye(2)[(X.mean(axis=(1, 2, 3)) > 0.5).astype(int)].astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(15):
        l, _ = sess.run([loss, train], {img: X, lab: L})
        if step % 3 == 0:
            print("loss", l)
    print(sess.run(logits, {img: X[:2]}))
