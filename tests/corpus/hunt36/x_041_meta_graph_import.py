import os
import numpy as np
import tensorflow as tf

tf.set_random_seed(41)
np.random.seed(41)
SAVE_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ckpt_x041")

X = np.random.randn(60, 3).astype(np.float32)
Y = X @ np.array([[1.0], [2.0], [-1.0]], dtype=np.float32)

x = tf.placeholder(tf.float32, [None, 3], name="input_x")
y = tf.placeholder(tf.float32, [None, 1], name="input_y")
W = tf.Variable(tf.random_normal([3, 1], stddev=0.1, seed=1), name="W")
pred = tf.identity(tf.matmul(x, W), name="prediction")
loss = tf.reduce_mean(tf.square(pred - y), name="mse")
train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
saver = tf.train.Saver(max_to_keep=2)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(1, 31):
        sess.run(train, {x: X, y: Y})
        if step % 10 == 0:
            saver.save(sess, os.path.join(SAVE_DIR, "linear"), global_step=step)
            print("saved step", step, "loss", sess.run(loss, {x: X, y: Y}))

tf.reset_default_graph()
with tf.Session() as sess:
    ckpt = tf.train.latest_checkpoint(SAVE_DIR)
    print("latest:", os.path.basename(ckpt))
    new_saver = tf.train.import_meta_graph(ckpt + ".meta")
    new_saver.restore(sess, ckpt)
    g = tf.get_default_graph()
    x_in = g.get_tensor_by_name("input_x:0")
    out = g.get_tensor_by_name("prediction:0")
    print("restored prediction:", sess.run(out, {x_in: [[1.0, 1.0, 1.0]]}))
