import numpy as np
import tensorflow as tf

tf.set_random_seed(58)
np.random.seed(58)

V, E = 6, 2
ids = tf.placeholder(tf.int32, [None])
t = tf.placeholder(tf.float32, [None, E])
tables = {}
losses = {}
trains = {}
init = np.arange(V * E, dtype=np.float32).reshape(V, E) / 10.0
emb_rms = tf.get_variable("emb_rms", initializer=init)
emb_mom = tf.get_variable("emb_mom", initializer=init)
emb_ada = tf.get_variable("emb_ada", initializer=init)
emb_dlt = tf.get_variable("emb_dlt", initializer=init)
l_rms = tf.reduce_sum(tf.square(tf.gather(emb_rms, ids) - t))
l_mom = tf.reduce_sum(tf.square(tf.gather(emb_mom, ids) - t))
l_ada = tf.reduce_sum(tf.square(tf.nn.embedding_lookup(emb_ada, ids) - t))
l_dlt = tf.reduce_sum(tf.square(tf.nn.embedding_lookup(emb_dlt, ids) - t))
tr_rms = tf.train.RMSPropOptimizer(0.1, momentum=0.5).minimize(l_rms)
tr_mom = tf.train.MomentumOptimizer(0.1, 0.9).minimize(l_mom)
tr_ada = tf.train.AdagradOptimizer(0.3).minimize(l_ada)
tr_dlt = tf.train.AdadeltaOptimizer(1.0).minimize(l_dlt)
batches = [np.array([0, 1, 1]), np.array([2, 3]), np.array([0, 5])]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for bi in batches:
        fd = {ids: bi, t: np.ones((len(bi), E), np.float32)}
        sess.run([tr_rms, tr_mom, tr_ada, tr_dlt], fd)
    for v in [emb_rms, emb_mom, emb_ada, emb_dlt]:
        print(v.name, np.round(sess.run(v), 4).tolist())
