import numpy as np
import tensorflow as tf

tf.set_random_seed(32)
np.random.seed(32)

corpus = "the quick brown fox jumps over the lazy dog the dog sleeps the fox runs".split()
vocab = sorted(set(corpus))
word2id = {w: i for i, w in enumerate(vocab)}
V = len(vocab)
ids = [word2id[w] for w in corpus]
pairs = []
for i, c in enumerate(ids):
    for j in (i - 1, i + 1):
        if 0 <= j < len(ids):
            pairs.append((c, ids[j]))
pairs = np.array(pairs)
print("vocab size", V, "pairs", len(pairs))

embedding_size, num_sampled = 8, 4
train_inputs = tf.placeholder(tf.int32, shape=[None])
train_labels = tf.placeholder(tf.int32, shape=[None, 1])
embeddings = tf.Variable(tf.random_uniform([V, embedding_size], -1.0, 1.0, seed=1))
embed = tf.nn.embedding_lookup(embeddings, train_inputs)
nce_weights = tf.Variable(tf.truncated_normal([V, embedding_size], stddev=1.0 / np.sqrt(embedding_size), seed=2))
nce_biases = tf.Variable(tf.zeros([V]))
loss = tf.reduce_mean(tf.nn.nce_loss(weights=nce_weights, biases=nce_biases, labels=train_labels,
                                     inputs=embed, num_sampled=num_sampled, num_classes=V))
optimizer = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
norm = tf.sqrt(tf.reduce_sum(tf.square(embeddings), 1, keepdims=True))
normalized = embeddings / norm
similarity = tf.matmul(normalized, normalized, transpose_b=True)

with tf.Session() as sess:
    tf.global_variables_initializer().run()
    for step in range(200):
        idx = np.random.randint(0, len(pairs), 8)
        _, l = sess.run([optimizer, loss], feed_dict={train_inputs: pairs[idx, 0], train_labels: pairs[idx, 1:]})
        if step % 50 == 0:
            print("step", step, "nce loss", l)
    sim = similarity.eval()
    w = word2id["fox"]
    nearest = (-sim[w]).argsort()[1:4]
    print("nearest to fox:", [vocab[k] for k in nearest])
    print("embedding norm mean", float(sess.run(tf.reduce_mean(norm))))
