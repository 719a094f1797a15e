"""TimeDistributed(Dense) after a SimpleRNN returning sequences."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(5)
np.random.seed(5)
T, F = 6, 3

seq = tf.placeholder(tf.float32, [None, T, F])
tgt = tf.placeholder(tf.float32, [None, T, 1])
rnn = tf.keras.layers.SimpleRNN(8, return_sequences=True)
td = tf.keras.layers.TimeDistributed(tf.keras.layers.Dense(1))
y = td(rnn(seq))
loss = tf.reduce_mean(tf.square(y - tgt))
opt = tf.train.RMSPropOptimizer(0.01)
grads_and_vars = opt.compute_gradients(loss, var_list=rnn.trainable_weights + td.trainable_weights)
train = opt.apply_gradients(grads_and_vars)

X = np.random.randn(10, T, F).astype(np.float32)
Y = np.cumsum(X[:, :, :1], axis=1).astype(np.float32)
with tf.Session() as s:
    s.run(tf.global_variables_initializer())
    for i in range(20):
        l, _ = s.run([loss, train], {seq: X, tgt: Y})
        if i % 4 == 0:
            print(i, l)
    print("y0", s.run(y, {seq: X[:1]}).ravel())
