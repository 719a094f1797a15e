import numpy as np
import tensorflow as tf

tf.set_random_seed(10)
np.random.seed(10)

V, E, T, C = 25, 6, 8, 3
X = np.random.randint(0, V, (12, T)).astype(np.int32)
Y = np.random.randint(0, C, 12).astype(np.int32)

input_x = tf.placeholder(tf.int32, [None, T], name="input_x")
input_y = tf.placeholder(tf.int32, [None], name="input_y")
keep = tf.placeholder(tf.float32, name="keep_prob")

W_emb = tf.Variable(tf.random_uniform([V, E], -1.0, 1.0, seed=1), name="W")
emb = tf.nn.embedding_lookup(W_emb, input_x)
emb_exp = tf.expand_dims(emb, -1)  # B,T,E,1

pooled = []
for fs in [2, 3, 4]:
    with tf.name_scope("conv-%d" % fs):
        Wc = tf.Variable(tf.truncated_normal([fs, E, 1, 4], stddev=0.1, seed=fs), name="W")
        bc = tf.Variable(tf.constant(0.1, shape=[4]), name="b")
        conv = tf.nn.conv2d(emb_exp, Wc, strides=[1, 1, 1, 1], padding="VALID")
        hh = tf.nn.relu(tf.nn.bias_add(conv, bc))
        p = tf.nn.max_pool(hh, ksize=[1, T - fs + 1, 1, 1], strides=[1, 1, 1, 1], padding="VALID")
        pooled.append(p)
h_pool = tf.concat(pooled, 3)
h_flat = tf.reshape(h_pool, [-1, 12])
h_drop = tf.nn.dropout(h_flat, keep)
Wo = tf.get_variable("Wo", shape=[12, C], initializer=tf.contrib.layers.xavier_initializer(seed=3))
scores = tf.nn.xw_plus_b(h_drop, Wo, tf.zeros([C]))
preds = tf.argmax(scores, 1, name="predictions")
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(logits=scores, labels=input_y))
acc = tf.reduce_mean(tf.cast(tf.equal(tf.cast(preds, tf.int32), input_y), tf.float32))
gs = tf.Variable(0, trainable=False, name="global_step")
train_op = tf.train.AdamOptimizer(1e-2).minimize(loss, global_step=gs)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for _ in range(10):
        _, step, l = sess.run([train_op, gs, loss], {input_x: X, input_y: Y, keep: 1.0})
        print("step {}, loss {:g}".format(step, round(l, 5)))
    a, p = sess.run([acc, preds], {input_x: X, input_y: Y, keep: 1.0})
    print("acc", a, p)
