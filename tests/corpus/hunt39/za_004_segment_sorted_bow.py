import numpy as np
import tensorflow as tf

tf.set_random_seed(4)
np.random.seed(4)

# bag of words with sorted segment ids (flattened ragged batch)
V, E = 15, 5
tokens = np.array([1, 4, 2, 7, 7, 3, 9, 11, 0, 5], dtype=np.int32)
seg = np.array([0, 0, 0, 1, 1, 2, 2, 2, 2, 3], dtype=np.int32)
labels = np.array([0, 1, 1, 0], dtype=np.int32)

tok = tf.placeholder(tf.int32, [None])
segs = tf.placeholder(tf.int32, [None])
lab = tf.placeholder(tf.int32, [None])
emb = tf.Variable(tf.random_uniform([V, E], -0.5, 0.5, seed=4), name="emb")
looked = tf.gather(emb, tok)
bag_sum = tf.segment_sum(looked, segs)
bag_mean = tf.segment_mean(looked, segs)
bag_max = tf.segment_max(looked, segs)
feats = tf.concat([bag_sum, bag_mean, bag_max], -1)
logits = tf.contrib.layers.fully_connected(feats, 2, activation_fn=None)
xent = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=lab, logits=logits)
loss = tf.reduce_mean(xent)
opt = tf.train.MomentumOptimizer(0.1, 0.9).minimize(loss)

with tf.Session() as sess:
    tf.global_variables_initializer().run()
    for i in range(12):
        loss_v, _ = sess.run([loss, opt], feed_dict={tok: tokens, segs: seg, lab: labels})
        print("it", i, "%.5f" % loss_v)
    print(np.round(sess.run(logits, {tok: tokens, segs: seg}), 4))
    print(feats.shape)
