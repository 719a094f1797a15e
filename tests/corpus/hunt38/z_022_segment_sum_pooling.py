import numpy as np
import tensorflow as tf

np.random.seed(22)
tf.set_random_seed(22)

# graph pooling: nodes -> graphs via segment ids
node_feat = tf.placeholder(tf.float32, [None, 3])
seg_ids = tf.placeholder(tf.int32, [None])
graph_y = tf.placeholder(tf.float32, [None, 1])
n_graphs = tf.placeholder(tf.int32, [])

h = tf.layers.dense(node_feat, 8, activation=tf.nn.relu, name="node_mlp")
pooled_sum = tf.segment_sum(h, seg_ids)
counts = tf.segment_sum(tf.ones_like(h[:, :1]), seg_ids)
pooled_mean = pooled_sum / counts
pooled_max = tf.unsorted_segment_max(h, seg_ids, n_graphs)
rep = tf.concat([pooled_mean, pooled_max], axis=1)
out = tf.layers.dense(rep, 1, name="readout")
loss = tf.reduce_mean(tf.square(out - graph_y))
opt = tf.train.AdamOptimizer(0.02)
train = opt.minimize(loss)

sizes = [3, 5, 2, 4, 6]
F = np.random.randn(sum(sizes), 3).astype(np.float32)
S = np.concatenate([[i] * s for i, s in enumerate(sizes)]).astype(np.int32)
Yg = np.array([[s / 3.0] for s in sizes], dtype=np.float32)
fd = {node_feat: F, seg_ids: S, graph_y: Yg, n_graphs: len(sizes)}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("counts", sess.run(counts, fd).ravel())
    for i in range(50):
        _, l = sess.run([train, loss], fd)
        if i % 10 == 0:
            print(i, "%.5f" % l)
    print("out", np.round(sess.run(out, fd).ravel(), 4))
