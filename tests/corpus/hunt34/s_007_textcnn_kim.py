import numpy as np
import tensorflow as tf

tf.set_random_seed(7)
np.random.seed(7)

VOCAB, EMB, SEQ, NCLS = 50, 8, 12, 2
X = np.random.randint(0, VOCAB, size=(20, SEQ)).astype(np.int32)
Y = np.random.randint(0, NCLS, size=(20,)).astype(np.int32)

input_x = tf.placeholder(tf.int32, [None, SEQ], name="input_x")
input_y = tf.placeholder(tf.int32, [None], name="input_y")
keep_prob = tf.placeholder(tf.float32, name="keep_prob")

embedding = tf.get_variable("embedding", [VOCAB, EMB], initializer=tf.random_uniform_initializer(-1.0, 1.0))
emb = tf.nn.embedding_lookup(embedding, input_x)

pooled = []
for k in [2, 3, 4]:
    with tf.variable_scope("conv-%d" % k):
        h = tf.layers.conv1d(emb, 4, k, activation=tf.nn.relu)
        pooled.append(tf.reduce_max(h, axis=1))
h_pool = tf.concat(pooled, 1)
h_drop = tf.nn.dropout(h_pool, keep_prob)
logits = tf.layers.dense(h_drop, NCLS)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=input_y, logits=logits))
l2 = 0.001 * tf.add_n([tf.nn.l2_loss(v) for v in tf.trainable_variables() if 'bias' not in v.name])
total = loss + l2
acc = tf.reduce_mean(tf.cast(tf.equal(tf.cast(tf.argmax(logits, 1), tf.int32), input_y), tf.float32))
train_op = tf.train.AdamOptimizer(1e-2).minimize(total)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for v in tf.trainable_variables():
        print(v.name)
    for step in range(20):
        _, l, a = sess.run([train_op, total, acc], feed_dict={input_x: X, input_y: Y, keep_prob: 1.0})
        if step % 4 == 0:
            print(step, l, a)
    print("eval acc", sess.run(acc, feed_dict={input_x: X, input_y: Y, keep_prob: 1.0}))
