import numpy as np
import tensorflow as tf
from tensorflow.keras import layers
tf.set_random_seed(2); np.random.seed(2)
X = np.random.rand(40, 3)
Y = (X.sum(axis=1, keepdims=True) > 1.5).astype(np.float64)
x = tf.placeholder("float64", shape=(None, 3))
y = tf.placeholder("float64", shape=(None, 1))
d1 = layers.Dense(6, activation="relu")
d2 = layers.Dense(1)
logits = d2(d1(x))
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logits))
opt = tf.train.AdamOptimizer(learning_rate=0.05)
step = opt.minimize(loss)
sess = tf.Session()
sess.run(tf.global_variables_initializer())
for ep in range(25):
    l, _ = sess.run((loss, step), feed_dict={x: X, y: Y})
    print("epoch", ep, "loss %.10f" % l)
print([w.dtype for w in d1.weights])
print(sess.run(d1.kernel))
print(sess.run(tf.sigmoid(logits), {x: X[:4]}))
