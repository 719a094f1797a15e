import numpy as np
import tensorflow as tf

tf.set_random_seed(91)
np.random.seed(91)

pretrained = np.random.randn(20, 5).astype(np.float32)
ids = np.random.randint(0, 20, (4, 9)).astype(np.int32)
Y = np.random.randn(4, 1).astype(np.float32)
x = tf.placeholder(tf.int32, [None, 9])
y = tf.placeholder(tf.float32, [None, 1])
emb_table = tf.Variable(pretrained, trainable=False, name='pretrained')
emb = tf.nn.embedding_lookup(emb_table, x)
h = tf.layers.conv1d(emb, 3, 3, activation=tf.nn.relu)
h = tf.reduce_max(h, axis=1)
pred = tf.layers.dense(h, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.AdamOptimizer(0.02).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(6):
        print(i, sess.run([loss, train], {x: ids, y: Y})[0])
