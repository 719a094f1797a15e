import numpy as np
import tensorflow as tf

tf.set_random_seed(89)
np.random.seed(89)

NU, NI, K = 12, 15, 4
u_np = np.random.randint(0, NU, 40).astype(np.int32)
i_np = np.random.randint(0, NI, 40).astype(np.int32)
r_np = (np.random.rand(40) > 0.6).astype(np.float32)

user = tf.placeholder(tf.int32, [None], name="user")
item = tf.placeholder(tf.int32, [None], name="item")
rating = tf.placeholder(tf.float32, [None], name="rating")
gmf_u = tf.get_variable("gmf_u", [NU, K], initializer=tf.random_normal_initializer(stddev=0.1, seed=1))
gmf_i = tf.get_variable("gmf_i", [NI, K], initializer=tf.random_normal_initializer(stddev=0.1, seed=2))
mlp_u = tf.get_variable("mlp_u", [NU, K], initializer=tf.random_normal_initializer(stddev=0.1, seed=3))
mlp_i = tf.get_variable("mlp_i", [NI, K], initializer=tf.random_normal_initializer(stddev=0.1, seed=4))
gmf = tf.nn.embedding_lookup(gmf_u, user) * tf.nn.embedding_lookup(gmf_i, item)
mlp_in = tf.concat([tf.nn.embedding_lookup(mlp_u, user), tf.nn.embedding_lookup(mlp_i, item)], axis=1)
mlp_h = tf.layers.dense(mlp_in, 8, activation=tf.nn.relu, name="mlp1")
mlp_h = tf.layers.dense(mlp_h, 4, activation=tf.nn.relu, name="mlp2")
neumf = tf.concat([gmf, mlp_h], -1)
logit = tf.squeeze(tf.layers.dense(neumf, 1, name="pred"), axis=-1)
prob = tf.sigmoid(logit)
loss = tf.losses.log_loss(rating, prob)
train = tf.train.AdamOptimizer(0.01).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for ep in range(3):
        for b in range(0, 40, 10):
            _, l = sess.run([train, loss], {user: u_np[b:b + 10], item: i_np[b:b + 10], rating: r_np[b:b + 10]})
        print("epoch", ep, "loss", round(float(l), 5))
    # rank all items for user 3
    scores = sess.run(prob, {user: np.full(NI, 3, np.int32), item: np.arange(NI, dtype=np.int32)})
    print(np.round(scores, 4))
    print(np.argsort(-scores)[:5])
