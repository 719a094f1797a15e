import numpy as np
import tensorflow as tf

tf.set_random_seed(23)
np.random.seed(23)

features = np.random.randn(120, 3).astype(np.float32)
labels = (features @ np.array([1.5, -2.0, 0.7], dtype=np.float32) + 0.3).reshape(-1, 1)

dataset = tf.data.Dataset.from_tensor_slices((features, labels))
dataset = dataset.repeat(5).batch(24)
iterator = dataset.make_one_shot_iterator()
next_x, next_y = iterator.get_next()

W = tf.Variable(tf.zeros([3, 1]))
b = tf.Variable(tf.zeros([1]))
pred = tf.matmul(next_x, W) + b
loss = tf.reduce_mean(tf.square(pred - next_y))
train = tf.train.GradientDescentOptimizer(0.2).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    step = 0
    while True:
        try:
            _, l = sess.run([train, loss])
            if step % 5 == 0:
                print("step", step, "loss", l)
            step += 1
        except tf.errors.OutOfRangeError:
            print("end of dataset after", step, "steps")
            break
    print("W", sess.run(W).ravel(), "b", sess.run(b))
