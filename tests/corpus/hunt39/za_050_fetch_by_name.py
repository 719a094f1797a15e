import numpy as np
import tensorflow as tf

tf.set_random_seed(50)
np.random.seed(50)

X = np.random.randn(6, 4).astype(np.float32)
graph = tf.Graph()
with graph.as_default():
    tf.set_random_seed(50)
    x = tf.placeholder(tf.float32, [None, 4], name="input_x")
    h = tf.layers.dense(x, 3, activation=tf.nn.relu, name="hidden")
    out = tf.identity(tf.layers.dense(h, 2, name="logits"), name="output")
    probs = tf.nn.softmax(out, name="probs")
    init = tf.global_variables_initializer()

with tf.Session(graph=graph) as sess:
    sess.run(init)
    p = sess.run("probs:0", feed_dict={"input_x:0": X})
    print(np.round(p, 4))
    t = graph.get_tensor_by_name("output:0")
    print(np.round(sess.run(t, {x: X[:2]}), 4))
