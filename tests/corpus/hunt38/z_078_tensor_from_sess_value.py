import numpy as np
import tensorflow as tf

np.random.seed(78)
tf.set_random_seed(78)

# stage 1: fit, stage 2: build a new model initialised from stage-1 values
x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None, 1])
w1 = tf.Variable(tf.random_normal([2, 1], stddev=0.1), name="w1")
loss1 = tf.reduce_mean(tf.square(tf.matmul(x, w1) - y))
step1 = tf.train.GradientDescentOptimizer(0.2).minimize(loss1)

X = np.random.randn(50, 2).astype(np.float32)
Y = X @ np.array([[0.7], [1.3]], dtype=np.float32)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for i in range(20):
    sess.run(step1, {x: X, y: Y})
w1_val = sess.run(w1)
print("stage1 w", np.round(w1_val.ravel(), 5))

w2 = tf.Variable(w1_val * 0.5, name="w2")
b2 = tf.Variable(tf.zeros([1]), name="b2")
loss2 = tf.reduce_mean(tf.square(tf.matmul(x, w2) + b2 - (y + 1.0)))
step2 = tf.train.AdamOptimizer(0.05).minimize(loss2, var_list=[w2, b2])
sess.run(tf.variables_initializer([w2, b2] + [v for v in tf.global_variables() if "Adam" in v.name or "beta" in v.name]))
for i in range(20):
    _, l2 = sess.run([step2, loss2], {x: X, y: Y})
print("stage2 loss %.5f" % l2, "b2", sess.run(b2))
sess.close()
