import numpy as np
import tensorflow as tf

np.random.seed(55)
tf.set_random_seed(55)

vocab, dim, batch = 30, 8, 16
train_inputs = tf.placeholder(tf.int32, [batch])
train_labels = tf.placeholder(tf.int32, [batch, 1])
embeddings = tf.Variable(tf.random_uniform([vocab, dim], -1.0, 1.0))
embed = tf.nn.embedding_lookup(embeddings, train_inputs)
nce_weights = tf.Variable(tf.truncated_normal([vocab, dim], stddev=1.0 / np.sqrt(dim)))
nce_biases = tf.Variable(tf.zeros([vocab]))
logits = tf.matmul(embed, nce_weights, transpose_b=True) + nce_biases
full_loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
    labels=tf.squeeze(train_labels, 1), logits=logits))
optimizer = tf.train.GradientDescentOptimizer(1.0).minimize(full_loss)
norm = tf.sqrt(tf.reduce_sum(tf.square(embeddings), 1, keepdims=True))
normalized = embeddings / norm
valid = tf.constant([1, 2, 3])
sim = tf.matmul(tf.nn.embedding_lookup(normalized, valid), normalized, transpose_b=True)

corpus = np.random.randint(0, vocab, 500)
with tf.Session() as sess:
    tf.global_variables_initializer().run()
    avg = 0.0
    for step in range(60):
        i = np.random.randint(1, 499, batch)
        ctx = i + np.random.choice([-1, 1], batch)
        feed = {train_inputs: corpus[i], train_labels: corpus[ctx][:, None]}
        _, l = sess.run([optimizer, full_loss], feed_dict=feed)
        avg += l
        if (step + 1) % 20 == 0:
            print("avg loss at", step + 1, "%.5f" % (avg / 20))
            avg = 0.0
    s = sim.eval()
    for k in range(3):
        print(k + 1, "nearest", (-s[k]).argsort()[1:4])
