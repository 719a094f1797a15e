import numpy as np
import tensorflow as tf

np.random.seed(68)
tf.set_random_seed(68)

# tabular model: categorical one-hot + embedding + numeric
cat_a = tf.placeholder(tf.int32, [None], name="cat_a")
cat_b = tf.placeholder(tf.int32, [None], name="cat_b")
num = tf.placeholder(tf.float32, [None, 2], name="num")
label = tf.placeholder(tf.float32, [None], name="label")

a_oh = tf.one_hot(cat_a, 4)
b_table = tf.get_variable("b_table", [10, 3], initializer=tf.random_normal_initializer(stddev=0.1))
b_emb = tf.gather(b_table, cat_b)
num_norm = (num - tf.reduce_mean(num, 0)) / (tf.sqrt(tf.reduce_mean(tf.square(num - tf.reduce_mean(num, 0)), 0)) + 1e-6)
feats = tf.concat([a_oh, b_emb, num_norm], axis=1)
logit = tf.squeeze(tf.layers.dense(tf.layers.dense(feats, 8, tf.nn.relu), 1), 1)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=label, logits=logit))
auc_proxy = tf.reduce_mean(tf.cast(tf.equal(tf.cast(logit > 0, tf.float32), label), tf.float32))
train = tf.train.FtrlOptimizer(0.5).minimize(loss)

n = 100
A = np.random.randint(0, 4, n)
Bc = np.random.randint(0, 10, n)
Nm = np.random.randn(n, 2).astype(np.float32) * [1, 10]
Lb = ((A == 1) | (Nm[:, 1] > 5)).astype(np.float32)
fd = {cat_a: A, cat_b: Bc, num: Nm, label: Lb}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(40):
        _, l = sess.run([train, loss], feed_dict=fd)
        if i % 10 == 0:
            print(i, "%.5f" % l)
    print("acc", sess.run(auc_proxy, fd))
