import numpy as np
import tensorflow as tf

tf.set_random_seed(16)
np.random.seed(16)

a = tf.placeholder(tf.float32, [None, 5])
b = tf.placeholder(tf.float32, [None, 5])
label = tf.placeholder(tf.float32, [None, 1])

tower = tf.keras.layers.Dense(4, activation="tanh", name="tower")
merge = tf.keras.layers.Concatenate(axis=-1)
head = tf.keras.layers.Dense(1, name="head")

ea = tower(a)
eb = tower(b)
joined = merge([ea, eb])
logit = head(joined)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=label, logits=logit))
opt = tf.train.GradientDescentOptimizer(0.3)
grads_and_vars = opt.compute_gradients(loss)
train = opt.apply_gradients(grads_and_vars)

A = np.random.randn(16, 5).astype(np.float32)
B = np.random.randn(16, 5).astype(np.float32)
L = (np.sum(A * B, axis=1, keepdims=True) > 0).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        l, _ = sess.run([loss, train], {a: A, b: B, label: L})
        if step % 4 == 0:
            print("loss", l)
    print("logit", sess.run(logit, {a: A[:3], b: B[:3]}))
