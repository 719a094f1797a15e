import numpy as np
import tensorflow as tf

np.random.seed(77)
tf.set_random_seed(77)

# common (sloppy) pattern: ops created inside the training loop
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
W = tf.Variable(tf.zeros([3, 1]))
pred = tf.matmul(x, W)
loss = tf.reduce_mean(tf.square(pred - y))
grad = tf.gradients(loss, W)[0]

X = np.random.randn(30, 3).astype(np.float32)
Y = X @ np.array([[1.0], [0.0], [-2.0]], dtype=np.float32)
lr = 0.2
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        g = sess.run(grad, {x: X, y: Y})
        sess.run(tf.assign_sub(W, lr * g))
        if i % 3 == 0:
            print(i, "loss %.5f" % sess.run(loss, {x: X, y: Y}))
        lr *= 0.9
    print("W", np.round(sess.run(W).ravel(), 5))
    print("mean pred", sess.run(tf.reduce_mean(pred), {x: X}))
