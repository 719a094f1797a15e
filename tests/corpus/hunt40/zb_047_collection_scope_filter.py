import numpy as np
import tensorflow as tf

tf.set_random_seed(47)
np.random.seed(47)
x = tf.placeholder(tf.float32, [None, 4])

def block(inp, n, scope, wd):
    with tf.variable_scope(scope):
        w = tf.get_variable("w", [inp.get_shape().as_list()[-1], n])
        tf.add_to_collection("losses", tf.multiply(wd, tf.nn.l2_loss(w), name="wd"))
        return tf.nn.relu(tf.matmul(x if inp is x else inp, w))

h = block(x, 5, "enc1", 0.01)
h = block(h, 3, "enc2", 0.02)
o = block(h, 1, "dec", 0.03)
enc_losses = tf.get_collection("losses", scope="enc")
dec_losses = tf.get_collection("losses", "dec")
print(len(enc_losses), len(dec_losses), [t.name for t in enc_losses])
loss = tf.reduce_mean(tf.square(o - 1)) + tf.add_n(enc_losses)
tr = tf.train.AdamOptimizer(0.02).minimize(loss)
X = np.random.randn(6, 4).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {x: X})[0]), 5))
    print(round(float(sess.run(tf.add_n(dec_losses))), 6))
