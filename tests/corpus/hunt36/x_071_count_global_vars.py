import numpy as np
import tensorflow as tf

tf.set_random_seed(71)
np.random.seed(71)

X = np.random.randn(40, 3).astype(np.float32)
Y = X.sum(1, keepdims=True)
x = tf.placeholder(tf.float32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
W = tf.Variable(tf.zeros([3, 1]), name="W")
b = tf.Variable(tf.zeros([1]), name="b")
step_var = tf.Variable(0, trainable=False, name="step")
loss = tf.reduce_mean(tf.square(tf.matmul(x, W) + b - y))
opt = tf.train.AdamOptimizer(0.1)
train = opt.minimize(loss, global_step=step_var)

print("trainable:", len(tf.trainable_variables()))
print("global:", len(tf.global_variables()))
print("global names:", sorted(v.op.name for v in tf.global_variables()))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(30):
        sess.run(train, {x: X, y: Y})
    print("loss", sess.run(loss, {x: X, y: Y}), "step", sess.run(step_var))
    print("optimizer vars:", len(opt.variables()))
