import numpy as np
import tensorflow as tf

np.random.seed(85)
tf.set_random_seed(85)

# position bucketing with integer division, as in older TF1 code
pos = tf.placeholder(tf.int32, [None])
offset = tf.placeholder(tf.int32, [None])
bucket = tf.div(pos - offset, 3)
bucket_mod = tf.mod(pos - offset, 3)
n_buckets = 10
bucket_c = tf.clip_by_value(bucket + 5, 0, n_buckets - 1)
emb = tf.get_variable("bucket_emb", [n_buckets, 2], initializer=tf.random_normal_initializer(stddev=0.5))
feat = tf.gather(emb, bucket_c)
y = tf.placeholder(tf.float32, [None])
pred = tf.reduce_sum(feat, 1)
loss = tf.reduce_mean(tf.square(pred - y))
train = tf.train.GradientDescentOptimizer(0.3).minimize(loss)
ratio = tf.to_float(pos) / tf.to_float(tf.maximum(offset, 1))

P = np.array([0, 1, 2, 5, 7, 9, 11, 3], dtype=np.int32)
O = np.array([4, 4, 4, 4, 4, 4, 4, 8], dtype=np.int32)
Yv = np.sign(P - O).astype(np.float32)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print("bucket", sess.run(bucket, {pos: P, offset: O}))
    print("mod", sess.run(bucket_mod, {pos: P, offset: O}))
    for i in range(20):
        _, l = sess.run([train, loss], {pos: P, offset: O, y: Yv})
    print("loss %.5f" % l)
    print("ratio", np.round(sess.run(ratio, {pos: P, offset: O}), 4))
