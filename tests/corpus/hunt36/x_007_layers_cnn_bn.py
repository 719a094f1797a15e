import numpy as np
import tensorflow as tf

tf.set_random_seed(5)
np.random.seed(5)

X_np = np.random.rand(40, 8, 8, 1).astype(np.float32)
y_np = np.random.randint(0, 3, size=40)

x = tf.placeholder(tf.float32, [None, 8, 8, 1])
labels = tf.placeholder(tf.int64, [None])
training = tf.placeholder(tf.bool, name="training")

net = tf.layers.conv2d(x, filters=6, kernel_size=3, padding="same", use_bias=False,
                       kernel_initializer=tf.glorot_uniform_initializer(seed=1))
net = tf.layers.batch_normalization(net, training=training)
net = tf.nn.relu(net)
net = tf.layers.max_pooling2d(net, pool_size=2, strides=2)
net = tf.layers.flatten(net)
logits = tf.layers.dense(net, 3, kernel_initializer=tf.glorot_uniform_initializer(seed=2))

loss = tf.losses.sparse_softmax_cross_entropy(labels=labels, logits=logits)
update_ops = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
with tf.control_dependencies(update_ops):
    train_op = tf.train.AdamOptimizer(0.01).minimize(loss)

acc = tf.reduce_mean(tf.cast(tf.equal(tf.argmax(logits, 1), labels), tf.float32))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(60):
        _, l = sess.run([train_op, loss], {x: X_np, labels: y_np, training: True})
        if i % 15 == 0:
            print("iter", i, "loss", l)
    print("eval acc", sess.run(acc, {x: X_np, labels: y_np, training: False}))
    mm = [v for v in tf.global_variables() if "moving_mean" in v.name][0]
    print(mm.name, np.round(sess.run(mm), 5))
