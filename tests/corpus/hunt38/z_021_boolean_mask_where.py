import numpy as np
import tensorflow as tf

np.random.seed(21)
tf.set_random_seed(21)

scores = tf.placeholder(tf.float32, [None, 4])
labels = tf.placeholder(tf.int32, [None])
valid = tf.placeholder(tf.bool, [None])
w = tf.Variable(tf.ones([4]), name="w")
weighted = scores * w
m_scores = tf.boolean_mask(weighted, valid)
m_labels = tf.boolean_mask(labels, valid)
onehot = tf.one_hot(m_labels, depth=4, on_value=1.0, off_value=0.0)
ce = tf.nn.softmax_cross_entropy_with_logits_v2(labels=onehot, logits=m_scores)
clipped = tf.where(ce > 2.0, tf.ones_like(ce) * 2.0, ce)
loss = tf.reduce_mean(clipped)
grad_w = tf.gradients(loss, w)[0]
upd = tf.assign(w, w - 0.5 * grad_w)
picked = tf.gather(weighted, tf.where(valid)[:, 0])
log_z = tf.reduce_logsumexp(weighted, axis=1)

S = np.random.randn(8, 4).astype(np.float32)
L = np.random.randint(0, 4, 8).astype(np.int32)
M = np.array([True, False, True, True, False, True, True, False])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    fd = {scores: S, labels: L, valid: M}
    print("ce", np.round(sess.run(ce, fd), 4))
    print("clipped", np.round(sess.run(clipped, fd), 4))
    for i in range(5):
        l, _ = sess.run([loss, upd], fd)
        print(i, "loss %.5f" % l)
    print("w", sess.run(w))
    print("picked shape", sess.run(picked, fd).shape)
    print("logZ", np.round(sess.run(log_z, fd), 4))
