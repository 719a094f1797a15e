import numpy as np
import tensorflow as tf

tf.set_random_seed(31)
np.random.seed(31)

user = tf.placeholder(tf.int32, [None])
item = tf.placeholder(tf.int32, [None])
rating = tf.placeholder(tf.float32, [None])

user_emb = tf.keras.layers.Embedding(10, 4, name="user_emb")
item_emb = tf.keras.layers.Embedding(12, 4, name="item_emb")

u = user_emb(user)
v = item_emb(item)
pred = tf.reduce_sum(u * v, axis=1)
loss = tf.reduce_mean(tf.square(pred - rating))
train = tf.train.AdagradOptimizer(0.5).minimize(loss)

U = np.random.randint(0, 10, 40)
I = np.random.randint(0, 12, 40)
R = ((U % 3) - (I % 2)).astype(np.float32)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(30):
        l, _ = sess.run([loss, train], {user: U, item: I, rating: R})
        if step % 10 == 0:
            print("mse", l)
    print("pred", sess.run(pred, {user: U[:5], item: I[:5]}))
