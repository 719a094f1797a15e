import numpy as np
import tensorflow as tf

tf.set_random_seed(82)
np.random.seed(82)
U = np.random.randint(0, 6, size=(10,))
I = np.random.randint(0, 8, size=(10,))
R = np.random.rand(10).astype(np.float32) * 5

users = tf.placeholder(tf.int32, [None])
items = tf.placeholder(tf.int32, [None])
rating = tf.placeholder(tf.float32, [None])
user_emb = tf.keras.layers.Embedding(6, 3)
item_emb = tf.keras.layers.Embedding(8, 3)
ue = user_emb(users)
ie = item_emb(items)
pred = tf.reduce_sum(ue * ie, axis=1)
loss = tf.reduce_mean(tf.square(pred - rating))
train = tf.train.MomentumOptimizer(0.1, 0.9, use_nesterov=True).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
    for i in range(6):
        l, _ = sess.run([loss, train], feed_dict={users: U, items: I, rating: R})
        print(i, l)
    ut, it = sess.run([user_emb.embeddings, item_emb.embeddings])
    print(ut[U[0]], it[I[0]], float(ut.sum() + it.sum()))
