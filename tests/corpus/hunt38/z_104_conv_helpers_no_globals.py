import numpy as np
import tensorflow as tf

tf.set_random_seed(104)
np.random.seed(104)


def conv_layer(x, out_ch, name, k=3):
    in_ch = x.get_shape().as_list()[-1]
    with tf.variable_scope(name):
        w = tf.get_variable("weights", [k, k, in_ch, out_ch],
                            initializer=tf.truncated_normal_initializer(stddev=0.1))
        b = tf.get_variable("biases", [out_ch], initializer=tf.constant_initializer(0.01))
        return tf.nn.relu(tf.nn.conv2d(x, w, [1, 1, 1, 1], "SAME") + b)


def fc(x, n, name, activation=tf.nn.relu):
    n_in = x.get_shape().as_list()[-1]
    with tf.variable_scope(name):
        w = tf.get_variable("weights", [n_in, n], initializer=tf.truncated_normal_initializer(stddev=0.1))
        b = tf.get_variable("biases", [n], initializer=tf.zeros_initializer())
        out = tf.matmul(x, w) + b
        return activation(out) if activation is not None else out


x = tf.placeholder(tf.float32, [None, 6, 6, 1])
y = tf.placeholder(tf.int32, [None])
net = conv_layer(x, 4, "conv1")
net = tf.nn.max_pool(net, [1, 2, 2, 1], [1, 2, 2, 1], "VALID")
net = conv_layer(net, 8, "conv2")
net = tf.reshape(net, [-1, 3 * 3 * 8])
net = fc(net, 16, "fc1")
logits = fc(net, 2, "fc2", activation=None)
loss = tf.losses.sparse_softmax_cross_entropy(labels=y, logits=logits)
train_op = tf.train.MomentumOptimizer(0.05, 0.9).minimize(loss)

imgs = np.random.rand(40, 6, 6, 1).astype(np.float32)
labs = (imgs[:, :3].sum((1, 2, 3)) > imgs[:, 3:].sum((1, 2, 3))).astype(np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(20):
        _, l = sess.run([train_op, loss], {x: imgs, y: labs})
        if step % 5 == 0:
            print(step, "%.5f" % l)
    print([v.name for v in tf.trainable_variables()])
