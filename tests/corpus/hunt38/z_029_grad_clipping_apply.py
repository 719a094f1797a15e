import numpy as np
import tensorflow as tf

np.random.seed(29)
tf.set_random_seed(29)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("model"):
    h = tf.layers.dense(x, 10, tf.nn.elu)
    pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.abs(pred - y))
global_step = tf.Variable(0, trainable=False, name="global_step")
opt = tf.train.AdamOptimizer(learning_rate=0.02)
grads_and_vars = opt.compute_gradients(loss)
grads, variables = zip(*grads_and_vars)
clipped, gnorm = tf.clip_by_global_norm(grads, 1.0)
train_op = opt.apply_gradients(zip(clipped, variables), global_step=global_step)
for g, v in grads_and_vars:
    tf.summary.histogram(v.op.name + "/grad", g)
summary_op = tf.summary.merge_all()

X = np.random.randn(64, 4).astype(np.float32)
Y = (np.abs(X).sum(1, keepdims=True) * 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(40):
        _, l, n, step = sess.run([train_op, loss, gnorm, global_step], {x: X, y: Y})
        if i % 8 == 0:
            print("step", step, "loss %.5f gnorm %.5f" % (l, n))
    print([v.name for v in variables])
