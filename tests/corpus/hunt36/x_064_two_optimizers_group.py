import numpy as np
import tensorflow as tf

tf.set_random_seed(64)
np.random.seed(64)

X = np.random.randn(80, 4).astype(np.float32)
Y = np.random.randint(0, 2, 80).astype(np.float32).reshape(-1, 1)

x = tf.placeholder(tf.float32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
with tf.variable_scope("feat"):
    Wf = tf.get_variable("W", [4, 8], initializer=tf.random_normal_initializer(stddev=0.3, seed=1))
with tf.variable_scope("clf"):
    Wc = tf.get_variable("W", [8, 1], initializer=tf.random_normal_initializer(stddev=0.3, seed=2))
h = tf.nn.relu(tf.matmul(x, Wf))
logit = tf.matmul(h, Wc)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logit))

opt_feat = tf.train.GradientDescentOptimizer(0.01)
opt_clf = tf.train.AdamOptimizer(0.01)
grads = tf.gradients(loss, [Wf, Wc])
train_op = tf.group(opt_feat.apply_gradients([(grads[0], Wf)]),
                    opt_clf.apply_gradients([(grads[1], Wc)]))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(100):
        _, l = sess.run([train_op, loss], {x: X, y: Y})
        if i % 25 == 0:
            print("iter", i, "loss", l)
    gf, gc = sess.run(grads, {x: X, y: Y})
    print("grad norms", np.linalg.norm(gf), np.linalg.norm(gc))
    print("Wc", np.round(sess.run(Wc).ravel(), 4))
