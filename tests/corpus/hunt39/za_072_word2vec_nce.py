import numpy as np
import tensorflow as tf

tf.set_random_seed(72)
np.random.seed(72)

V, E, NS = 30, 8, 4
centers = np.random.randint(0, V, 16).astype(np.int32)
contexts = np.random.randint(0, V, (16, 1)).astype(np.int64)
train_inputs = tf.placeholder(tf.int32, shape=[None])
train_labels = tf.placeholder(tf.int64, shape=[None, 1])
embeddings = tf.Variable(tf.random_uniform([V, E], -1.0, 1.0, seed=1))
embed = tf.nn.embedding_lookup(embeddings, train_inputs)
nce_weights = tf.Variable(tf.truncated_normal([V, E], stddev=1.0 / np.sqrt(E), seed=2))
nce_biases = tf.Variable(tf.zeros([V]))
loss = tf.reduce_mean(tf.nn.nce_loss(weights=nce_weights, biases=nce_biases, labels=train_labels,
                                     inputs=embed, num_sampled=NS, num_classes=V))
optimizer = tf.train.GradientDescentOptimizer(1.0).minimize(loss)
norm = tf.sqrt(tf.reduce_sum(tf.square(embeddings), 1, keep_dims=True))
normalized = embeddings / norm
valid = tf.constant([1, 2, 3], dtype=tf.int32)
sim = tf.matmul(tf.nn.embedding_lookup(normalized, valid), normalized, transpose_b=True)
with tf.Session() as session:
    tf.global_variables_initializer().run()
    for step in range(8):
        _, lv = session.run([optimizer, loss], feed_dict={train_inputs: centers, train_labels: contexts})
        print("step", step, round(float(lv), 4))
    s = sim.eval()
    print(np.round(s[:, :5], 4))
    print((-s[0]).argsort()[1:4])
