import numpy as np
import tensorflow as tf
tf.set_random_seed(25); np.random.seed(25)
X = np.random.randn(8, 12, 2).astype(np.float32) * 2 + 0.5
Y = np.random.randn(8, 1).astype(np.float32)
x = tf.placeholder(tf.float32, [None, 12, 2])
y = tf.placeholder(tf.float32, [None, 1])
training = tf.placeholder_with_default(False, shape=())
h = tf.layers.conv1d(x, 5, 3, name="c1")
h = tf.layers.batch_normalization(h, training=training, name="bn1")
h = tf.nn.relu(h)
h = tf.reduce_mean(h, axis=1)
out = tf.layers.dense(h, 1, name="o")
loss = tf.reduce_mean(tf.square(out - y))
update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(update_ops):
    train = tf.train.MomentumOptimizer(0.05, 0.9).minimize(loss)
mm = tf.get_default_graph().get_tensor_by_name("bn1/moving_mean:0")
mvar = tf.get_default_graph().get_tensor_by_name("bn1/moving_variance:0")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        l, _ = sess.run([loss, train], {x: X, y: Y, training: True})
        print(i, l)
    print(sess.run([mm, mvar]))
    print("eval", sess.run(loss, {x: X, y: Y}))
