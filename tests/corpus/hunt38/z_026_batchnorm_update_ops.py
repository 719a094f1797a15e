import numpy as np
import tensorflow as tf

np.random.seed(26)
tf.set_random_seed(26)


def build_model(x, is_training):
    h = tf.layers.dense(x, 16, use_bias=False, name="fc1")
    h = tf.layers.batch_normalization(h, training=is_training, momentum=0.9, name="bn1")
    h = tf.nn.relu(h)
    h = tf.layers.dense(h, 8, use_bias=False, name="fc2")
    h = tf.layers.batch_normalization(h, training=is_training, momentum=0.9, name="bn2")
    h = tf.nn.relu(h)
    return tf.layers.dense(h, 2, name="logits")


x = tf.placeholder(tf.float32, [None, 5])
y = tf.placeholder(tf.int64, [None])
is_training = tf.placeholder(tf.bool, name="is_training")
logits = build_model(x, is_training)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=y, logits=logits))
update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(update_ops):
    train_op = tf.train.AdamOptimizer(0.01).minimize(loss)
acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), y), tf.float32))

X = (np.random.randn(160, 5) * 3 + 1).astype(np.float32)
Y = (X[:, 0] > 1).astype(np.int64)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for epoch in range(4):
        perm = np.random.permutation(160)
        for i in range(0, 160, 32):
            b = perm[i:i + 32]
            sess.run(train_op, {x: X[b], y: Y[b], is_training: True})
        tr, te = sess.run(acc, {x: X, y: Y, is_training: True}), sess.run(acc, {x: X, y: Y, is_training: False})
        print("epoch", epoch, "train-mode acc %.4f eval-mode acc %.4f" % (tr, te))
    mm = [v for v in tf.global_variables() if "moving_mean" in v.name]
    print(mm[0].name, np.round(sess.run(mm[0])[:4], 4))
