import numpy as np
import tensorflow as tf

tf.set_random_seed(8)
np.random.seed(8)

B, T, H = 2, 6, 5
hs = np.random.randn(B, T, H).astype(np.float32)
lens = np.array([6, 4], np.int32)
yy = np.array([[1.0], [0.0]], np.float32)

h = tf.placeholder(tf.float32, [None, None, H])
L = tf.placeholder(tf.int32, [None])
Y = tf.placeholder(tf.float32, [None, 1])

with tf.variable_scope("attention"):
    W = tf.get_variable("W", [H, 8])
    b = tf.get_variable("b", [8], initializer=tf.zeros_initializer())
    u = tf.get_variable("u", [8])
    v = tf.tanh(tf.tensordot(h, W, axes=1) + b)     # B,T,8
    vu = tf.tensordot(v, u, axes=1)                 # B,T
    mask = tf.sequence_mask(L, tf.shape(h)[1], dtype=tf.float32)
    vu = vu + (1.0 - mask) * -1e9
    alphas = tf.nn.softmax(vu, name="alphas")
    output = tf.reduce_sum(h * tf.expand_dims(alphas, -1), 1)

logit = tf.layers.dense(output, 1)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(logits=logit, labels=Y))
opt = tf.train.AdamOptimizer(learning_rate=0.03)
grads_vars = opt.compute_gradients(loss)
train = opt.apply_gradients(grads_vars)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        out = sess.run({"loss": loss, "t": train}, feed_dict={h: hs, L: lens, Y: yy})
        print(i, "%.5f" % out["loss"])
    print(np.round(sess.run(alphas, {h: hs, L: lens}), 4))
    for g, v_ in grads_vars:
        print(v_.name, g.get_shape().as_list())
