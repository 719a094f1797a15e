import numpy as np
import tensorflow as tf

np.random.seed(54)
tf.set_random_seed(54)


def build():
    x = tf.placeholder(tf.float32, [None, 2], name="input")
    with tf.variable_scope("net"):
        h = tf.layers.dense(x, 4, tf.nn.relu, name="hidden")
        out = tf.layers.dense(h, 1, name="output")
    tf.identity(out, name="prediction")
    loss = tf.reduce_mean(tf.square(out - 1.0), name="loss")
    tf.train.GradientDescentOptimizer(0.1).minimize(loss, name="train_op")


build()
graph = tf.get_default_graph()
inp = graph.get_tensor_by_name("input:0")
pred = graph.get_tensor_by_name("prediction:0")
loss = graph.get_tensor_by_name("loss:0")
train_op = graph.get_operation_by_name("train_op")
X = np.random.randn(6, 2).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(10):
        _, l = sess.run([train_op, loss], {inp: X})
    print("loss %.5f" % l)
    print(np.round(sess.run("prediction:0", feed_dict={"input:0": X}).ravel(), 4))
    print(sorted(v.name for v in tf.trainable_variables()))
