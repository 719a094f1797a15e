import numpy as np
import tensorflow as tf

tf.set_random_seed(3)
np.random.seed(3)

# tiny graph net: messages aggregated to receivers (unsorted ids)
n_nodes, n_edges, D = 6, 10, 4
senders = np.random.randint(0, n_nodes, n_edges).astype(np.int32)
receivers = np.random.randint(0, n_nodes, n_edges).astype(np.int32)
nodes_np = np.random.randn(n_nodes, D).astype(np.float32)
target_np = np.random.randn(n_nodes, 1).astype(np.float32)

nodes = tf.placeholder(tf.float32, [None, D])
snd = tf.placeholder(tf.int32, [None])
rcv = tf.placeholder(tf.int32, [None])
n = tf.placeholder(tf.int32, [])
tgt = tf.placeholder(tf.float32, [None, 1])

W_msg = tf.get_variable("W_msg", [D, D])
msgs = tf.matmul(tf.gather(nodes, snd), W_msg)
agg = tf.unsorted_segment_sum(msgs, rcv, n)
agg_max = tf.unsorted_segment_max(msgs, rcv, n)
agg_max = tf.where(tf.is_inf(agg_max), tf.zeros_like(agg_max), agg_max)
cnt = tf.unsorted_segment_sum(tf.ones_like(rcv, dtype=tf.float32), rcv, n)
agg_mean = agg / tf.maximum(tf.expand_dims(cnt, -1), 1.0)
h = tf.concat([nodes, agg_mean, agg_max], axis=1)
out = tf.layers.dense(h, 1)
loss = tf.losses.mean_squared_error(tgt, out)
train_op = tf.train.GradientDescentOptimizer(0.05).minimize(loss)

with tf.Session() as s:
    s.run(tf.global_variables_initializer())
    feed = {nodes: nodes_np, snd: senders, rcv: receivers, n: n_nodes, tgt: target_np}
    for it in range(15):
        l, _ = s.run([loss, train_op], feed)
        print(it, round(float(l), 5))
    a, c = s.run([agg_max, cnt], feed)
    print(np.round(a, 4))
    print(c)
