import numpy as np
import tensorflow as tf

np.random.seed(8)
tf.set_random_seed(8)


def weight_variable(name, shape, wd):
    var = tf.get_variable(name, shape, initializer=tf.truncated_normal_initializer(stddev=0.1))
    if wd is not None:
        weight_decay = tf.multiply(tf.nn.l2_loss(var), wd, name="weight_loss")
        tf.add_to_collection("losses", weight_decay)
    return var


def inference(x):
    with tf.variable_scope("layer1"):
        w = weight_variable("w", [6, 12], 0.004)
        b = tf.get_variable("b", [12], initializer=tf.constant_initializer(0.1))
        h = tf.nn.relu(tf.matmul(x, w) + b)
    with tf.variable_scope("layer2"):
        w = weight_variable("w", [12, 4], 0.004)
        b = tf.get_variable("b", [4], initializer=tf.constant_initializer(0.0))
        logits = tf.matmul(h, w) + b
    return logits


def total_loss(logits, labels):
    ce = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits)
    ce_mean = tf.reduce_mean(ce, name="cross_entropy")
    tf.add_to_collection("losses", ce_mean)
    return tf.add_n(tf.get_collection("losses"), name="total_loss")


xs = np.random.randn(80, 6).astype(np.float32)
ys = np.random.randint(0, 4, 80).astype(np.int32)
x = tf.placeholder(tf.float32, [None, 6])
y = tf.placeholder(tf.int32, [None])
logits = inference(x)
loss = total_loss(logits, y)

print("collection size", len(tf.get_collection("losses")))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(loss, {x: xs, y: ys}))
