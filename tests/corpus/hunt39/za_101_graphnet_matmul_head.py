import numpy as np
import tensorflow as tf

tf.set_random_seed(101)
np.random.seed(101)

n_nodes, n_edges, D = 6, 10, 4
senders = np.random.randint(0, n_nodes, n_edges).astype(np.int32)
receivers = np.random.randint(0, n_nodes, n_edges).astype(np.int32)
nodes_np = np.random.randn(n_nodes, D).astype(np.float32)
target_np = np.random.randn(n_nodes, 1).astype(np.float32)
graph_ids = np.array([0, 0, 0, 1, 1, 1], np.int32)

nodes = tf.placeholder(tf.float32, [None, D])
snd = tf.placeholder(tf.int32, [None])
rcv = tf.placeholder(tf.int32, [None])
gid = tf.placeholder(tf.int32, [None])
tgt = tf.placeholder(tf.float32, [None, 1])
W_msg = tf.get_variable("W_msg", [2 * D, D])
edge_in = tf.concat([tf.gather(nodes, snd), tf.gather(nodes, rcv)], axis=1)
msgs = tf.nn.relu(tf.matmul(edge_in, W_msg))
agg = tf.unsorted_segment_sum(msgs, rcv, tf.shape(nodes)[0])
agg_max = tf.unsorted_segment_max(msgs, rcv, tf.shape(nodes)[0])
agg_max = tf.maximum(agg_max, 0.0)
h = tf.concat([nodes, agg, agg_max], axis=-1)
W_out = tf.get_variable("W_out", [3 * D, 1])
node_out = tf.matmul(h, W_out)
graph_out = tf.segment_mean(node_out, gid)
loss = tf.reduce_mean(tf.square(node_out - tgt)) + tf.reduce_mean(tf.square(graph_out))
train_op = tf.train.GradientDescentOptimizer(0.02).minimize(loss)
with tf.Session() as s:
    s.run(tf.global_variables_initializer())
    feed = {nodes: nodes_np, snd: senders, rcv: receivers, gid: graph_ids, tgt: target_np}
    for it in range(8):
        l, _ = s.run([loss, train_op], feed)
        print(it, round(float(l), 5))
    print(np.round(s.run(graph_out, feed), 4))
    print(np.round(s.run(agg_max, feed), 4))
