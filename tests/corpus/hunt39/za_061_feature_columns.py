import numpy as np
import tensorflow as tf

tf.set_random_seed(61)
np.random.seed(61)

features = {
    "zeta": tf.placeholder(tf.float32, [None, 1], name="zeta"),
    "age": tf.placeholder(tf.float32, [None, 1], name="age"),
    "cat": tf.placeholder(tf.int64, [None, 1], name="cat"),
}
cols = [
    tf.feature_column.numeric_column("zeta"),
    tf.feature_column.numeric_column("age"),
    tf.feature_column.indicator_column(tf.feature_column.categorical_column_with_identity("cat", 4)),
]
net = tf.feature_column.input_layer(features, cols)
out = tf.layers.dense(net, 1, kernel_initializer=tf.constant_initializer([[1.], [2.], [3.], [4.], [5.], [6.]]))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    fd = {features["zeta"]: [[10.], [20.]], features["age"]: [[1.], [2.]], features["cat"]: [[0], [3]]}
    print(sess.run(net, fd))
    print(sess.run(out, fd))
