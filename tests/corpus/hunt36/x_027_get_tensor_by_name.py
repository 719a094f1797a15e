import numpy as np
import tensorflow as tf

tf.set_random_seed(27)
np.random.seed(27)

with tf.name_scope("model"):
    inputs = tf.placeholder(tf.float32, [None, 3], name="inputs")
    W = tf.Variable(tf.random_normal([3, 2], seed=3), name="W")
    b = tf.Variable(tf.zeros([2]), name="b")
    logits = tf.add(tf.matmul(inputs, W), b, name="logits")
    probs = tf.nn.softmax(logits, name="probs")

graph = tf.get_default_graph()
inp_t = graph.get_tensor_by_name("model/inputs:0")
probs_t = graph.get_tensor_by_name("model/probs:0")
logits_t = graph.get_operation_by_name("model/logits").outputs[0]
print("names:", inp_t.name, probs_t.name, logits_t.name)

data = np.random.randn(4, 3).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    p = sess.run(probs_t, feed_dict={inp_t: data})
    print("probs:\n", np.round(p, 5))
    print("row sums:", p.sum(axis=1))
    lg = sess.run("model/logits:0", feed_dict={"model/inputs:0": data})
    print("logits[0]:", lg[0])
