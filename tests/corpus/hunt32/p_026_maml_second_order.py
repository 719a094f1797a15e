# MAML-style second-order gradient on sine regression: grads through an inner SGD step
import numpy as np
import tensorflow as tf

np.random.seed(8)
tf.set_random_seed(8)

xa = tf.placeholder(tf.float32, [None, 1])
ya = tf.placeholder(tf.float32, [None, 1])
xb = tf.placeholder(tf.float32, [None, 1])
yb = tf.placeholder(tf.float32, [None, 1])
weights = {
    "w1": tf.Variable(tf.truncated_normal([1, 20], stddev=0.5)),
    "b1": tf.Variable(tf.zeros([20])),
    "w2": tf.Variable(tf.truncated_normal([20, 1], stddev=0.5)),
    "b2": tf.Variable(tf.zeros([1])),
}


def forward(inp, w):
    h = tf.nn.relu(tf.matmul(inp, w["w1"]) + w["b1"])
    return tf.matmul(h, w["w2"]) + w["b2"]


inner_loss = tf.reduce_mean(tf.square(forward(xa, weights) - ya))
grads = tf.gradients(inner_loss, list(weights.values()))
gradients = dict(zip(weights.keys(), grads))
fast = dict(zip(weights.keys(), [weights[k] - 0.01 * gradients[k] for k in weights.keys()]))
outer_loss = tf.reduce_mean(tf.square(forward(xb, fast) - yb))
meta_opt = tf.train.AdamOptimizer(0.001).minimize(outer_loss)

sess = tf.Session()
sess.run(tf.global_variables_initializer())
for it in range(100):
    amp = np.random.uniform(0.5, 2.0)
    ph = np.random.uniform(0, np.pi)
    xs_a = np.random.uniform(-5, 5, (10, 1)).astype(np.float32)
    xs_b = np.random.uniform(-5, 5, (10, 1)).astype(np.float32)
    fd = {xa: xs_a, ya: amp * np.sin(xs_a + ph), xb: xs_b, yb: amp * np.sin(xs_b + ph)}
    _, lo = sess.run([meta_opt, outer_loss], fd)
    if it % 25 == 0:
        print(it, lo)
print(sess.run(weights["b2"]))
