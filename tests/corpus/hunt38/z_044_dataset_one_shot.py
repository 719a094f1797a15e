import numpy as np
import tensorflow as tf

np.random.seed(44)
tf.set_random_seed(44)

X = np.random.randn(96, 3).astype(np.float32)
Y = (X @ np.array([1.0, -1.0, 0.5], dtype=np.float32)).astype(np.float32)

dataset = tf.data.Dataset.from_tensor_slices((X, Y))
dataset = dataset.shuffle(96, seed=44).batch(32).repeat()
iterator = dataset.make_one_shot_iterator()
bx, by = iterator.get_next()
w = tf.Variable(tf.zeros([3]))
pred = tf.reduce_sum(bx * w, axis=1)
loss = tf.reduce_mean(tf.square(pred - by))
train_op = tf.train.GradientDescentOptimizer(0.2).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(15):
        _, l = sess.run([train_op, loss])
        if step % 3 == 0:
            print("step", step, "loss %.5f" % l)
    print("w", sess.run(w))
