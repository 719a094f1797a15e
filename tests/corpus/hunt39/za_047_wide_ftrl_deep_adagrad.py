import numpy as np
import tensorflow as tf

tf.set_random_seed(47)
np.random.seed(47)

V, E = 16, 3
ids = np.random.randint(0, V, (20, 2)).astype(np.int32)
dense_f = np.random.randn(20, 2).astype(np.float32)
lab = np.random.randint(0, 2, (20, 1)).astype(np.float32)

x_ids = tf.placeholder(tf.int32, [None, 2])
x_dense = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("wide"):
    w_wide = tf.get_variable("w", [V, 1], initializer=tf.zeros_initializer())
    wide_logit = tf.reduce_sum(tf.nn.embedding_lookup(w_wide, x_ids), axis=1)
with tf.variable_scope("deep"):
    emb = tf.get_variable("emb", [V, E], initializer=tf.random_normal_initializer(stddev=0.1, seed=5))
    e = tf.reshape(tf.nn.embedding_lookup(emb, x_ids), [-1, 2 * E])
    h = tf.layers.dense(tf.concat([e, x_dense], 1), 8, activation=tf.nn.relu)
    deep_logit = tf.layers.dense(h, 1)
logit = wide_logit + deep_logit
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logit))
wide_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="wide")
deep_vars = tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES, scope="deep")
t1 = tf.train.FtrlOptimizer(0.1, l1_regularization_strength=0.01, l2_regularization_strength=0.01).minimize(loss, var_list=wide_vars)
t2 = tf.train.AdagradOptimizer(0.1).minimize(loss, var_list=deep_vars)
train = tf.group(t1, t2)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train], {x_ids: ids, x_dense: dense_f, y: lab})
        print(i, "%.5f" % l)
    print(np.round(sess.run(w_wide).ravel(), 4))
