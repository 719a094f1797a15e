import numpy as np
import tensorflow as tf

tf.set_random_seed(70)
np.random.seed(70)

text = "hello world hello tensorflow hello graph "
chars = sorted(set(text))
c2i = {c: i for i, c in enumerate(chars)}
V, T, H = len(chars), 8, 24
data = np.array([c2i[c] for c in text])

inputs = tf.placeholder(tf.int32, [None, None])
targets = tf.placeholder(tf.int32, [None, None])
one_hot = tf.one_hot(inputs, V)
cell = tf.nn.rnn_cell.LSTMCell(H, initializer=tf.glorot_uniform_initializer(seed=1))
init_state = cell.zero_state(tf.shape(inputs)[0], tf.float32)
outputs, final_state = tf.nn.dynamic_rnn(cell, one_hot, initial_state=init_state)
W = tf.get_variable("softmax_w", [H, V], initializer=tf.glorot_uniform_initializer(seed=2))
bias = tf.get_variable("softmax_b", [V], initializer=tf.zeros_initializer())
logits = tf.reshape(tf.matmul(tf.reshape(outputs, [-1, H]), W) + bias, [tf.shape(inputs)[0], -1, V])
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=targets, logits=logits))
train = tf.train.AdamOptimizer(0.02).minimize(loss)
probs = tf.nn.softmax(logits[:, -1, :])

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(120):
        starts = np.random.randint(0, len(data) - T - 1, 8)
        xb = np.stack([data[s:s + T] for s in starts])
        yb = np.stack([data[s + 1:s + T + 1] for s in starts])
        _, l = sess.run([train, loss], {inputs: xb, targets: yb})
        if step % 30 == 0:
            print("step", step, "loss", round(float(l), 4))
    seq = [c2i['h']]
    for _ in range(15):
        p = sess.run(probs, {inputs: np.array([seq])})[0]
        seq.append(int(np.argmax(p)))
    print("greedy sample:", repr("".join(chars[i] for i in seq)))
