import numpy as np
import tensorflow as tf

tf.set_random_seed(11)
np.random.seed(11)

data = np.random.randn(500, 5).astype(np.float32)
target = np.sin(data.sum(axis=1, keepdims=True)).astype(np.float32)

inputs = tf.placeholder(tf.float32, [None, 5])
targets = tf.placeholder(tf.float32, [None, 1])

weights = {
    'h1': tf.Variable(tf.truncated_normal([5, 20], stddev=0.1, seed=1)),
    'out': tf.Variable(tf.truncated_normal([20, 1], stddev=0.1, seed=2)),
}
biases = {
    'h1': tf.Variable(tf.constant(0.1, shape=[20])),
    'out': tf.Variable(tf.constant(0.1, shape=[1])),
}

def mlp(x):
    layer = tf.nn.tanh(tf.add(tf.matmul(x, weights['h1']), biases['h1']))
    return tf.matmul(layer, weights['out']) + biases['out']

out = mlp(inputs)
mse = tf.reduce_mean(tf.squared_difference(out, targets))
global_step = tf.Variable(0, trainable=False, name='global_step')
lr = tf.train.exponential_decay(0.1, global_step, decay_steps=50, decay_rate=0.9, staircase=True)
optimizer = tf.train.MomentumOptimizer(lr, momentum=0.9)
train_op = optimizer.minimize(mse, global_step=global_step)

with tf.Session() as sess:
    tf.global_variables_initializer().run()
    for i in range(250):
        b = (i * 50) % 500
        feed = {inputs: data[b:b + 50], targets: target[b:b + 50]}
        _, l, g, r = sess.run([train_op, mse, global_step, lr], feed_dict=feed)
        if i % 50 == 0:
            print("gs=%d lr=%.5f loss=%.5f" % (g, r, l))
    print("final mse:", sess.run(mse, {inputs: data, targets: target}))
    print("global_step:", sess.run(global_step))
