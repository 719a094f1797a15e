import numpy as np
import tensorflow as tf

tf.set_random_seed(30)
np.random.seed(30)

V, T, B, E, H = 10, 7, 16, 6, 12
seqs = np.random.randint(1, V, size=(B, T + 1))
lengths = np.random.randint(3, T + 1, size=B)
inputs_np = seqs[:, :-1]
targets_np = seqs[:, 1:]
mask_np = (np.arange(T)[None, :] < lengths[:, None]).astype(np.float32)

inp = tf.placeholder(tf.int32, [None, T])
tgt = tf.placeholder(tf.int32, [None, T])
mask = tf.placeholder(tf.float32, [None, T])
seq_len = tf.placeholder(tf.int32, [None])

emb = tf.get_variable("emb", [V, E], initializer=tf.random_uniform_initializer(-0.1, 0.1, seed=1))
x = tf.nn.embedding_lookup(emb, inp)
cell = tf.nn.rnn_cell.GRUCell(H, kernel_initializer=tf.glorot_uniform_initializer(seed=2))
outs, _ = tf.nn.dynamic_rnn(cell, x, sequence_length=seq_len, dtype=tf.float32)
logits = tf.layers.dense(outs, V, kernel_initializer=tf.glorot_uniform_initializer(seed=3))
# sequence_loss by hand (tf.contrib.seq2seq is gone under the runner)
xent = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=tgt, logits=logits)
loss = tf.reduce_sum(xent * mask) / tf.reduce_sum(mask)
train = tf.train.AdamOptimizer(0.02).minimize(loss)

feed = {inp: inputs_np, tgt: targets_np, mask: mask_np, seq_len: lengths}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(60):
        l, _ = sess.run([loss, train], feed)
        if step % 15 == 0:
            print("step", step, "seq loss", l, "ppl", np.exp(l))
    print("final loss", sess.run(loss, feed))
    print("outputs past length are zero:", float(np.abs(sess.run(outs, feed)[0, lengths[0]:]).sum()))
