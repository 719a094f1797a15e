import numpy as np
import tensorflow as tf

np.random.seed(20)
tf.set_random_seed(20)

B, T, V = 4, 6, 7
tokens = tf.placeholder(tf.int32, [B, T])
targets = tf.placeholder(tf.int32, [B, T])
lengths = tf.placeholder(tf.int32, [B])
emb = tf.get_variable("emb", [V, 5], initializer=tf.random_uniform_initializer(-0.5, 0.5))
inputs = tf.nn.embedding_lookup(emb, tokens)
proj = tf.layers.dense(inputs, V, name="proj")
mask = tf.sequence_mask(lengths, maxlen=T, dtype=tf.float32)
xent = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=targets, logits=proj)
loss = tf.reduce_sum(xent * mask) / tf.reduce_sum(mask)
tok_acc = tf.reduce_sum(tf.cast(tf.equal(tf.argmax(proj, -1, output_type=tf.int32), targets), tf.float32) * mask) / tf.reduce_sum(mask)
train = tf.train.AdamOptimizer(0.05).minimize(loss)

tok = np.random.randint(0, V, (B, T))
tgt = (tok + 1) % V
lens = np.array([6, 3, 4, 1], dtype=np.int32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("mask", sess.run(mask, {lengths: lens}))
    for i in range(40):
        _, l, a = sess.run([train, loss, tok_acc], {tokens: tok, targets: tgt, lengths: lens})
        if i % 10 == 0:
            print(i, "loss %.5f acc %.4f" % (l, a))
