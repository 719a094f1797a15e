import os
import shutil
import numpy as np
import tensorflow as tf

np.random.seed(72)
tf.set_random_seed(72)
d = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ckpt_z072")
shutil.rmtree(d, ignore_errors=True)
os.makedirs(d)

with tf.variable_scope("enc"):
    w = tf.get_variable("w", [3, 2], initializer=tf.constant_initializer(0.5))
    b = tf.get_variable("b", [2], initializer=tf.constant_initializer(-1.0))
x = tf.placeholder(tf.float32, [None, 3])
loss = tf.reduce_sum(tf.square(tf.matmul(x, w) + b))
train = tf.train.GradientDescentOptimizer(0.01).minimize(loss)
saver = tf.train.Saver({"encoder/weights": w, "encoder/bias": b})
X = np.random.randn(4, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for _ in range(5):
        sess.run(train, {x: X})
    path = saver.save(sess, os.path.join(d, "m"))
    print("w", np.round(sess.run(w), 5))

for name, shape in tf.train.list_variables(path):
    print(name, shape)
reader = tf.train.NewCheckpointReader(path)
print("bias from ckpt", np.round(reader.get_tensor("encoder/bias"), 5))
