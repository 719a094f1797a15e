import numpy as np
import tensorflow as tf

np.random.seed(6)
tf.set_random_seed(6)

n_cls = 3
centers = np.array([[0, 0], [3, 0], [0, 3]], dtype=np.float32)
labels = np.random.randint(0, n_cls, 150)
feats = centers[labels] + np.random.randn(150, 2).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 2])
y = tf.placeholder(tf.int32, [None])
logits = tf.layers.dense(x, n_cls, kernel_initializer=tf.zeros_initializer())
loss = tf.losses.sparse_softmax_cross_entropy(y, logits)
train_op = tf.train.AdagradOptimizer(0.5).minimize(loss)
probs = tf.nn.softmax(logits)
top_vals, top_idx = tf.nn.top_k(probs, k=2)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(50):
        sess.run(train_op, {x: feats, y: labels})
    preds = sess.run(tf.argmax(logits, 1), {x: feats})
    conf = np.zeros((n_cls, n_cls), dtype=np.int64)
    for t, p in zip(labels, preds):
        conf[t, p] += 1
    print(conf)
    prec = np.diag(conf) / np.maximum(conf.sum(axis=0), 1)
    rec = np.diag(conf) / np.maximum(conf.sum(axis=1), 1)
    print("precision", np.round(prec, 4))
    print("recall", np.round(rec, 4))
    tv, ti = sess.run([top_vals, top_idx], {x: feats[:5]})
    print(np.round(tv, 4))
    print(ti)
