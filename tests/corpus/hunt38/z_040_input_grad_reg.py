import numpy as np
import tensorflow as tf

np.random.seed(40)
tf.set_random_seed(40)

# "right for the right reasons" / double backprop: penalise input gradients
x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.int32, [None])
h = tf.layers.dense(x, 16, activation=tf.nn.softplus, name="h")
logits = tf.layers.dense(h, 2, name="o")
log_probs = tf.nn.log_softmax(logits)
xent = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
input_grad = tf.gradients(tf.reduce_sum(log_probs), x)[0]
grad_pen = tf.reduce_mean(tf.reduce_sum(tf.square(input_grad), axis=1))
lam = 0.1
loss = xent + lam * grad_pen
train = tf.train.AdamOptimizer(0.01).minimize(loss)

X = np.random.randn(100, 4).astype(np.float32)
Y = (X[:, 0] * X[:, 1] > 0).astype(np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(40):
        _, a, b = sess.run([train, xent, grad_pen], {x: X, y: Y})
        if i % 10 == 0:
            print(i, "xent %.5f pen %.5f" % (a, b))
    ig = sess.run(input_grad, {x: X[:3]})
    print("input grads", np.round(ig, 4))
