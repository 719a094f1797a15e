import numpy as np
import tensorflow as tf

np.random.seed(30)
tf.set_random_seed(30)


class TextClassifier(object):
    def __init__(self, vocab_size, emb_dim, n_classes, max_len):
        self.vocab_size = vocab_size
        self.emb_dim = emb_dim
        self.n_classes = n_classes
        self.max_len = max_len
        self._build_placeholders()
        self._build_model()
        self._build_train()

    def _build_placeholders(self):
        self.input_x = tf.placeholder(tf.int32, [None, self.max_len], name="input_x")
        self.input_y = tf.placeholder(tf.int32, [None], name="input_y")
        self.keep_prob = tf.placeholder_with_default(1.0, [], name="keep_prob")

    def _build_model(self):
        with tf.name_scope("embedding"):
            self.W = tf.Variable(tf.random_uniform([self.vocab_size, self.emb_dim], -1.0, 1.0), name="W")
            embedded = tf.nn.embedding_lookup(self.W, self.input_x)
        mask = tf.cast(tf.not_equal(self.input_x, 0), tf.float32)
        summed = tf.reduce_sum(embedded * tf.expand_dims(mask, -1), axis=1)
        avg = summed / tf.maximum(tf.reduce_sum(mask, 1, keepdims=True), 1.0)
        avg = tf.nn.dropout(avg, keep_prob=self.keep_prob)
        with tf.name_scope("output"):
            self.scores = tf.layers.dense(avg, self.n_classes, name="scores")
            self.predictions = tf.argmax(self.scores, 1, name="predictions")
            self.top2 = tf.nn.top_k(tf.nn.softmax(self.scores), k=2)

    def _build_train(self):
        self.loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
            labels=self.input_y, logits=self.scores))
        self.global_step = tf.Variable(0, name="global_step", trainable=False)
        self.train_op = tf.train.AdamOptimizer(0.05).minimize(self.loss, global_step=self.global_step)

    def train_step(self, sess, bx, by):
        feed = {self.input_x: bx, self.input_y: by}
        _, step, loss = sess.run([self.train_op, self.global_step, self.loss], feed)
        return step, loss

    def predict(self, sess, bx):
        return sess.run([self.predictions, self.top2.values, self.top2.indices], {self.input_x: bx})


data = np.random.randint(1, 20, (60, 8))
data[np.arange(60) % 3 == 0, 5:] = 0
labels = (data[:, 0] % 3).astype(np.int32)
clf = TextClassifier(20, 6, 3, 8)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(10):
        step, loss = clf.train_step(sess, data, labels)
        print("step {} loss {:.5f}".format(step, loss))
    p, v, i = clf.predict(sess, data[:4])
    print(p, np.round(v, 4), i)
