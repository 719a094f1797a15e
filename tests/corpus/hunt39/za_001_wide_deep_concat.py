import numpy as np
import tensorflow as tf

tf.set_random_seed(1)
np.random.seed(1)

N, V, E = 32, 20, 4
ids = np.random.randint(0, V, size=(N,)).astype(np.int32)
cat = np.random.randint(0, 3, size=(N,)).astype(np.int32)
num = np.random.randn(N, 2).astype(np.float32)
y = (np.random.rand(N, 1) > 0.5).astype(np.float32)

x_id = tf.placeholder(tf.int32, [None], name="x_id")
x_cat = tf.placeholder(tf.int32, [None], name="x_cat")
x_num = tf.placeholder(tf.float32, [None, 2], name="x_num")
y_ph = tf.placeholder(tf.float32, [None, 1])

emb = tf.get_variable("emb", [V, E], initializer=tf.random_normal_initializer(stddev=0.1))
e = tf.nn.embedding_lookup(emb, x_id)
oh = tf.one_hot(x_cat, 3)
deep_in = tf.concat([e, oh, x_num], axis=-1)
h = tf.layers.dense(deep_in, 8, activation=tf.nn.relu, name="h1")
deep_out = tf.layers.dense(h, 1, name="deep_out")
wide_out = tf.layers.dense(tf.concat([oh, x_num], 1), 1, name="wide")
logits = deep_out + wide_out
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y_ph, logits=logits))
train = tf.train.AdamOptimizer(0.05).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    fd = {x_id: ids, x_cat: cat, x_num: num, y_ph: y}
    for i in range(30):
        _, l = sess.run([train, loss], feed_dict=fd)
        if i % 5 == 0:
            print("step", i, "loss", round(float(l), 5))
    p = sess.run(tf.sigmoid(logits), {x_id: ids[:5], x_cat: cat[:5], x_num: num[:5]})
    print("pred", np.round(p.ravel(), 4))
    print([v.name for v in tf.trainable_variables()])
