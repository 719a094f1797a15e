import numpy as np
import tensorflow as tf

tf.set_random_seed(28)
np.random.seed(28)

# predict the sum of a sequence of numbers
T, B, H = 6, 32, 16
def make_batch(n):
    xs = np.random.rand(n, T, 1).astype(np.float32)
    return xs, xs.sum(axis=1)

x = tf.placeholder(tf.float32, [None, T, 1])
y = tf.placeholder(tf.float32, [None, 1])
cell = tf.nn.rnn_cell.BasicRNNCell(H)
outputs, state = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)
last = outputs[:, -1, :]
pred = tf.layers.dense(last, 1, kernel_initializer=tf.glorot_uniform_initializer(seed=4))
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.01).minimize(loss)

test_x, test_y = make_batch(8)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("vars:", [v.name for v in tf.trainable_variables()])
    for step in range(150):
        bx, by = make_batch(B)
        _, l = sess.run([train, loss], {x: bx, y: by})
        if step % 30 == 0:
            print("step %d loss %.5f" % (step, l))
    p = sess.run(pred, {x: test_x})
    print("pred vs true:", np.round(np.hstack([p, test_y]), 3))
    print("state == last output:", np.allclose(sess.run(state, {x: test_x}), sess.run(last, {x: test_x})))
