import numpy as np
import tensorflow as tf

tf.set_random_seed(2)
np.random.seed(2)

F, V, K = 5, 30, 3
X = np.random.randint(0, V, size=(40, F)).astype(np.int64)
Y = np.random.randn(40).astype(np.float32)

feat = tf.placeholder(tf.int64, [None, F])
target = tf.placeholder(tf.float32, [None])

w0 = tf.Variable(0.0)
w = tf.get_variable("w", [V, 1], initializer=tf.zeros_initializer())
v = tf.get_variable("v", [V, K], initializer=tf.truncated_normal_initializer(stddev=0.05))

linear = tf.reduce_sum(tf.nn.embedding_lookup(w, feat), axis=1)  # [B,1]
ve = tf.nn.embedding_lookup(v, feat)  # [B,F,K]
sum_sq = tf.square(tf.reduce_sum(ve, axis=1, keepdims=True))  # [B,1,K]
sq_sum = tf.reduce_sum(tf.square(ve), axis=1, keep_dims=True)
inter = 0.5 * tf.reduce_sum(sum_sq - sq_sum, axis=2)  # [B,1]
pred = tf.squeeze(w0 + linear + inter, axis=1)
loss = tf.reduce_mean(tf.square(pred - target)) + 1e-3 * tf.nn.l2_loss(v)
opt = tf.train.AdagradOptimizer(0.1)
step = opt.minimize(loss)

sess = tf.Session()
sess.run(tf.global_variables_initializer())
for ep in range(20):
    l, _ = sess.run((loss, step), feed_dict={feat: X, target: Y})
    if ep % 4 == 0:
        print("epoch %d loss %.5f" % (ep, l))
print("shapes", sess.run(tf.shape(inter), {feat: X}), inter.get_shape().as_list())
print("pred", np.round(sess.run(pred, {feat: X[:4]}), 4))
sess.close()
