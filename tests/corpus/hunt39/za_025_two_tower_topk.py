import numpy as np
import tensorflow as tf

tf.set_random_seed(25)
np.random.seed(25)

NU, NI, E = 10, 12, 4
users = np.array([0, 3, 7], np.int32)
pos_items = np.array([2, 5, 11], np.int32)

u = tf.placeholder(tf.int32, [None])
i = tf.placeholder(tf.int32, [None])
U = tf.get_variable("user_emb", [NU, E], initializer=tf.random_normal_initializer(stddev=0.3, seed=1))
I = tf.get_variable("item_emb", [NI, E], initializer=tf.random_normal_initializer(stddev=0.3, seed=2))
ue = tf.nn.embedding_lookup(U, u)
ie = tf.nn.embedding_lookup(I, i)
ut = tf.layers.dense(ue, E, activation=tf.nn.tanh, name="user_tower")
it = tf.layers.dense(ie, E, activation=tf.nn.tanh, name="item_tower")
logits = tf.matmul(ut, it, transpose_b=True)  # in-batch negatives
labels = tf.range(tf.shape(u)[0])
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels, logits=logits))
train = tf.train.AdagradOptimizer(0.5).minimize(loss)
all_items = tf.layers.dense(I, E, activation=tf.nn.tanh, name="item_tower", reuse=True)
scores = tf.matmul(ut, all_items, transpose_b=True)
topv, topi = tf.nn.top_k(scores, k=3)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(10):
        l, _ = sess.run([loss, train], feed_dict={u: users, i: pos_items})
        print("step", step, round(float(l), 5))
    tv, ti = sess.run([topv, topi], feed_dict={u: users})
    print(np.round(tv, 4), ti)
