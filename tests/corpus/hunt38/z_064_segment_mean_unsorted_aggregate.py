import numpy as np
import tensorflow as tf

np.random.seed(64)
tf.set_random_seed(64)

# user embedding = mean of item embeddings (bag of items), BPR loss
n_users, n_items, d = 6, 12, 4
item_ids = tf.placeholder(tf.int32, [None])
user_ids = tf.placeholder(tf.int32, [None])
pos = tf.placeholder(tf.int32, [None])
neg = tf.placeholder(tf.int32, [None])
item_emb = tf.get_variable("item_emb", [n_items, d], initializer=tf.random_normal_initializer(stddev=0.1))
user_vec = tf.unsorted_segment_mean(tf.gather(item_emb, item_ids), user_ids, n_users)
u = tf.range(n_users)
s_pos = tf.reduce_sum(tf.gather(user_vec, u) * tf.gather(item_emb, pos), 1)
s_neg = tf.reduce_sum(tf.gather(user_vec, u) * tf.gather(item_emb, neg), 1)
bpr = -tf.reduce_mean(tf.log_sigmoid(s_pos - s_neg))
reg = 1e-3 * tf.nn.l2_loss(item_emb)
train = tf.train.AdagradOptimizer(0.3).minimize(bpr + reg)

hist_u = np.repeat(np.arange(n_users), 3).astype(np.int32)
hist_i = np.random.randint(0, n_items, len(hist_u)).astype(np.int32)
P = np.random.randint(0, n_items, n_users).astype(np.int32)
N = np.random.randint(0, n_items, n_users).astype(np.int32)
fd = {item_ids: hist_i, user_ids: hist_u, pos: P, neg: N}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(30):
        _, l = sess.run([train, bpr], fd)
        if i % 10 == 0:
            print(i, "bpr %.5f" % l)
    print("pos>neg", sess.run(tf.reduce_mean(tf.cast(s_pos > s_neg, tf.float32)), fd))
