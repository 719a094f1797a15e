import numpy as np
import tensorflow as tf

tf.set_random_seed(59)
np.random.seed(59)

V, E = 8, 3
ids_np = np.random.randint(0, V, (10, 3)).astype(np.int32)
y_np = np.random.randn(10, 1).astype(np.float32)
ids = tf.placeholder(tf.int32, [None, 3])
y = tf.placeholder(tf.float32, [None, 1])
emb = tf.get_variable("emb", [V, E], initializer=tf.random_normal_initializer(seed=1))
pooled = tf.reduce_mean(tf.nn.embedding_lookup(emb, ids), axis=1)
pred = tf.layers.dense(pooled, 1)
loss = tf.reduce_mean(tf.square(pred - y))
global_step = tf.train.get_or_create_global_step()
lr = tf.train.exponential_decay(0.5, global_step, decay_steps=2, decay_rate=0.5, staircase=True)
opt = tf.train.GradientDescentOptimizer(lr)
grads, tvars = zip(*opt.compute_gradients(loss))
clipped, gnorm = tf.clip_by_global_norm(grads, 0.5)
train = opt.apply_gradients(zip(clipped, tvars), global_step=global_step)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        l, g, r, _ = sess.run([loss, gnorm, lr, train], {ids: ids_np, y: y_np})
        print(i, round(float(l), 5), round(float(g), 5), r)
    print(sess.run(global_step))
