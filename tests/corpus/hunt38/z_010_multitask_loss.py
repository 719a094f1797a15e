import numpy as np
import tensorflow as tf

np.random.seed(10)
tf.set_random_seed(10)

N = 120
X = np.random.randn(N, 6).astype(np.float32)
cls = (X[:, 0] > 0).astype(np.int32)
onehot = np.eye(2, dtype=np.float32)[cls]
reg_t = (X[:, 1:2] * 1.5 + X[:, 2:3]).astype(np.float32)

x = tf.placeholder(tf.float32, [None, 6], name="x")
y_cls = tf.placeholder(tf.float32, [None, 2], name="y_cls")
y_reg = tf.placeholder(tf.float32, [None, 1], name="y_reg")
alpha = tf.placeholder_with_default(0.5, [], name="alpha")

shared = tf.layers.dense(x, 24, activation=tf.nn.relu, name="shared")
cls_logits = tf.layers.dense(shared, 2, name="cls_head")
reg_out = tf.layers.dense(shared, 1, name="reg_head")

cls_loss = tf.losses.softmax_cross_entropy(onehot_labels=y_cls, logits=cls_logits, label_smoothing=0.1)
reg_loss = tf.losses.mean_squared_error(labels=y_reg, predictions=reg_out, weights=2.0)
total = alpha * cls_loss + (1.0 - alpha) * reg_loss
train_op = tf.train.AdamOptimizer(0.01).minimize(total)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(60):
        a = 0.3 if step < 30 else 0.7
        fetches = {"train": train_op, "cls": cls_loss, "reg": reg_loss, "total": total}
        res = sess.run(fetches, feed_dict={x: X, y_cls: onehot, y_reg: reg_t, alpha: a})
        if step % 10 == 0:
            print(step, "cls %.5f reg %.5f total %.5f" % (res["cls"], res["reg"], res["total"]))
    print("default alpha total", sess.run(total, {x: X, y_cls: onehot, y_reg: reg_t}))
    print("losses collection", [t.name for t in tf.get_collection(tf.GraphKeys.LOSSES)])
