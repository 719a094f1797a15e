import numpy as np
import tensorflow as tf
from tensorflow.keras import layers

tf.set_random_seed(47)
np.random.seed(47)
IDS = np.random.randint(0, 20, size=(12, 6))
LAB = np.random.randint(0, 3, size=(12,))

ids = tf.placeholder(tf.int64, [None, 6], name="ids")
lab = tf.placeholder(tf.int32, [None], name="lab")
with tf.variable_scope("text"):
    embed = layers.Embedding(20, 5)
    x = embed(ids)
    conv = layers.Conv1D(4, 2, activation="relu")
    c = tf.reduce_max(conv(x), axis=1)
logits = tf.layers.dense(c, 3)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=lab, logits=logits))
opt = tf.train.RMSPropOptimizer(0.01, momentum=0.5)
step = opt.minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(5):
        l, _ = sess.run([loss, step], feed_dict={ids: IDS, lab: LAB})
        print("it", i, "loss", l)
    t = sess.run(embed.embeddings)
    print(t[IDS[0, 0]], t[IDS[1, 2]])
