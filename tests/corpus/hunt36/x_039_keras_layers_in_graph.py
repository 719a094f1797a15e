import numpy as np
import tensorflow as tf
from tensorflow.keras import layers

tf.set_random_seed(39)
np.random.seed(39)

X = np.random.randn(200, 6).astype(np.float32)
Y = (X[:, :3].sum(1) > X[:, 3:].sum(1)).astype(np.float32).reshape(-1, 1)

inp = tf.placeholder(tf.float32, [None, 6])
target = tf.placeholder(tf.float32, [None, 1])
d1 = layers.Dense(12, activation="relu", kernel_initializer=tf.keras.initializers.glorot_uniform(seed=1))
d2 = layers.Dense(1, kernel_initializer=tf.keras.initializers.glorot_uniform(seed=2))
logit = d2(d1(inp))
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=target, logits=logit))
opt = tf.train.AdamOptimizer(0.01)
train = opt.minimize(loss, var_list=d1.trainable_weights + d2.trainable_weights)
acc = tf.reduce_mean(tf.cast(tf.equal(tf.cast(logit > 0, tf.float32), target), tf.float32))

sess = tf.Session()
sess.run(tf.global_variables_initializer())
for step in range(150):
    lo, _ = sess.run([loss, train], feed_dict={inp: X, target: Y})
    if step % 50 == 0:
        print("step", step, "loss", lo)
print("accuracy", sess.run(acc, {inp: X, target: Y}))
print("d2 kernel", sess.run(d2.kernel).ravel())
sess.close()
