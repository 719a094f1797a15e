import numpy as np
import tensorflow as tf

tf.set_random_seed(52)
np.random.seed(52)

X = np.random.randn(200, 2).astype(np.float32)
Y = (X[:, 0] - X[:, 1] > 0).astype(np.int32)

x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.int32, [None])
hidden = tf.layers.dense(x, 16, tf.nn.relu, kernel_initializer=tf.glorot_uniform_initializer(seed=1), name="h")
logits = tf.layers.dense(hidden, 2, kernel_initializer=tf.glorot_uniform_initializer(seed=2), name="o")
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
train = tf.train.AdamOptimizer(0.05).minimize(loss)
accuracy = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1, output_type=tf.int32), y), tf.float32))

eps = tf.placeholder(tf.float32, [])
grad_x, = tf.gradients(loss, x)
x_adv = tf.stop_gradient(x + eps * tf.sign(grad_x))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(100):
        sess.run(train, {x: X, y: Y})
    print("clean accuracy", sess.run(accuracy, {x: X, y: Y}))
    for e in [0.05, 0.2, 0.5]:
        adv = sess.run(x_adv, {x: X, y: Y, eps: e})
        print("eps %.2f adversarial accuracy %.3f" % (e, sess.run(accuracy, {x: adv, y: Y})))
    print("first adv example", sess.run(x_adv, {x: X[:1], y: Y[:1], eps: 0.1}))
