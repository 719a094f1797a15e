import numpy as np
import tensorflow as tf

tf.set_random_seed(33)
np.random.seed(33)

V, D, N = 50, 6, 400
ctx = np.random.randint(0, V, size=N)
nxt = ((ctx * 7 + 3) % V).reshape(-1, 1)

inp = tf.placeholder(tf.int64, [None])
lab = tf.placeholder(tf.int64, [None, 1])
emb = tf.get_variable("emb", [V, D], initializer=tf.random_normal_initializer(stddev=0.3, seed=1))
softmax_w = tf.get_variable("softmax_w", [V, D], initializer=tf.random_normal_initializer(stddev=0.3, seed=2))
softmax_b = tf.get_variable("softmax_b", [V], initializer=tf.zeros_initializer())
h = tf.nn.embedding_lookup(emb, inp)

sampled_loss = tf.reduce_mean(tf.nn.sampled_softmax_loss(
    weights=softmax_w, biases=softmax_b, labels=lab, inputs=h,
    num_sampled=10, num_classes=V, seed=77))
full_logits = tf.matmul(h, softmax_w, transpose_b=True) + softmax_b
full_loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=tf.squeeze(lab, 1), logits=full_logits))
train = tf.train.AdamOptimizer(0.05).minimize(sampled_loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(10):
        for s in range(0, N, 50):
            feed = {inp: ctx[s:s + 50], lab: nxt[s:s + 50]}
            sess.run(train, feed)
        sl, fl = sess.run([sampled_loss, full_loss], {inp: ctx, lab: nxt})
        if epoch % 3 == 0:
            print("epoch", epoch, "sampled", round(float(sl), 4), "full", round(float(fl), 4))
    preds = sess.run(tf.argmax(full_logits, 1), {inp: np.arange(5)})
    print("pred next for 0..4:", preds, "true:", (np.arange(5) * 7 + 3) % V)
