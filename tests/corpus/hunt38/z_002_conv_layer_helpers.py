import numpy as np
import tensorflow as tf

tf.set_random_seed(2)
np.random.seed(2)


def conv_layer(x, out_ch, name, k=3, stride=1):
    in_ch = x.get_shape().as_list()[-1]
    with tf.variable_scope(name):
        w = tf.get_variable("weights", [k, k, in_ch, out_ch],
                            initializer=tf.truncated_normal_initializer(stddev=0.1))
        b = tf.get_variable("biases", [out_ch], initializer=tf.constant_initializer(0.01))
        conv = tf.nn.conv2d(x, w, strides=[1, stride, stride, 1], padding="SAME")
        return tf.nn.relu(tf.nn.bias_add(conv, b))


def fc(x, n, name, activation=tf.nn.relu):
    n_in = x.get_shape().as_list()[-1]
    with tf.variable_scope(name):
        w = tf.get_variable("weights", [n_in, n],
                            initializer=tf.truncated_normal_initializer(stddev=0.1))
        b = tf.get_variable("biases", [n], initializer=tf.zeros_initializer())
        out = tf.matmul(x, w) + b
        if activation is not None:
            out = activation(out)
        return out


def build_model(x, is_training):
    net = conv_layer(x, 8, "conv1")
    net = tf.nn.max_pool(net, [1, 2, 2, 1], [1, 2, 2, 1], "SAME")
    net = conv_layer(net, 16, "conv2")
    net = tf.nn.max_pool(net, [1, 2, 2, 1], [1, 2, 2, 1], "SAME")
    net = tf.reshape(net, [-1, 2 * 2 * 16])
    net = fc(net, 32, "fc1")
    net = tf.layers.dropout(net, rate=0.5, training=is_training)
    logits = fc(net, 3, "fc2", activation=None)
    return logits


images = np.random.rand(60, 8, 8, 1).astype(np.float32)
labels = np.random.randint(0, 3, size=60)

x = tf.placeholder(tf.float32, [None, 8, 8, 1])
y = tf.placeholder(tf.int32, [None])
is_training = tf.placeholder(tf.bool, [])
logits = build_model(x, is_training)
loss = tf.losses.sparse_softmax_cross_entropy(labels=y, logits=logits)
opt = tf.train.AdamOptimizer(1e-2)
train_op = opt.minimize(loss)
correct = tf.equal(tf.argmax(logits, 1, output_type=tf.int32), y)
accuracy = tf.reduce_mean(tf.cast(correct, tf.float32))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(30):
        _, l = sess.run([train_op, loss], {x: images, y: labels, is_training: False})
        if step % 5 == 0:
            print("step", step, "loss", round(float(l), 5))
    print("train acc", sess.run(accuracy, {x: images, y: labels, is_training: False}))
    for v in tf.global_variables():
        if "Adam" not in v.name:
            print(v.name)
