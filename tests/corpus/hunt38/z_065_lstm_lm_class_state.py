import numpy as np
import tensorflow as tf

np.random.seed(65)
tf.set_random_seed(65)


class CharLM(object):
    def __init__(self, vocab, hidden, steps, batch):
        self.inputs = tf.placeholder(tf.int32, [batch, steps])
        self.targets = tf.placeholder(tf.int32, [batch, steps])
        cell = tf.nn.rnn_cell.BasicLSTMCell(hidden)
        self.initial_state = cell.zero_state(batch, tf.float32)
        emb = tf.get_variable("embedding", [vocab, hidden])
        x = tf.nn.embedding_lookup(emb, self.inputs)
        outputs, self.final_state = tf.nn.dynamic_rnn(cell, x, initial_state=self.initial_state)
        logits = tf.layers.dense(tf.reshape(outputs, [-1, hidden]), vocab, name="softmax")
        self.cost = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
            labels=tf.reshape(self.targets, [-1]), logits=logits))
        tvars = tf.trainable_variables()
        grads, _ = tf.clip_by_global_norm(tf.gradients(self.cost, tvars), 5.0)
        self.train_op = tf.train.GradientDescentOptimizer(1.0).apply_gradients(zip(grads, tvars))


text = np.array([i % 5 for i in range(200)], dtype=np.int32)
B, S = 2, 10
m = CharLM(5, 12, S, B)
data = text[:B * (len(text) // B)].reshape(B, -1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(3):
        state = sess.run(m.initial_state)
        costs = []
        for i in range(0, data.shape[1] - S - 1, S):
            feed = {m.inputs: data[:, i:i + S], m.targets: data[:, i + 1:i + S + 1]}
            feed[m.initial_state.c] = state.c
            feed[m.initial_state.h] = state.h
            c, state, _ = sess.run([m.cost, m.final_state, m.train_op], feed)
            costs.append(c)
        print("epoch %d perplexity %.4f" % (epoch, np.exp(np.mean(costs))))
