# WGAN-GP as in the original improved_wgan code: epsilon drawn in-graph with tf.random_uniform
import numpy as np
import tensorflow as tf

tf.set_random_seed(47)
np.random.seed(47)
B = 16


def Discriminator(inputs):
    with tf.variable_scope("Disc", reuse=tf.AUTO_REUSE):
        out = tf.layers.dense(inputs, 32, activation=tf.nn.relu, name="fc1")
        return tf.layers.dense(out, 1, name="fc2")


real_data = tf.placeholder(tf.float32, shape=[B, 2])
fake_data = tf.placeholder(tf.float32, shape=[B, 2])
disc_real = Discriminator(real_data)
disc_fake = Discriminator(fake_data)
disc_cost = tf.reduce_mean(disc_fake) - tf.reduce_mean(disc_real)
alpha = tf.random_uniform(shape=[B, 1], minval=0., maxval=1.)
differences = fake_data - real_data
interpolates = real_data + (alpha * differences)
gradients = tf.gradients(Discriminator(interpolates), [interpolates])[0]
slopes = tf.sqrt(tf.reduce_sum(tf.square(gradients), reduction_indices=[1]))
gradient_penalty = tf.reduce_mean((slopes - 1.) ** 2)
disc_cost += 10 * gradient_penalty
disc_train_op = tf.train.AdamOptimizer(learning_rate=1e-4, beta1=0.5, beta2=0.9).minimize(disc_cost)
session = tf.Session()
session.run(tf.initialize_all_variables())
for it in range(100):
    r = np.random.randn(B, 2).astype(np.float32) + 2.0
    f = np.random.randn(B, 2).astype(np.float32)
    _cost, _ = session.run([disc_cost, disc_train_op], feed_dict={real_data: r, fake_data: f})
    if it % 25 == 0:
        print(it, _cost)
