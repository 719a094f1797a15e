import tensorflow as tf
w = tf.Variable([1.0, 2.0])
loss = tf.reduce_sum(tf.square(w))
opt = tf.train.AdamOptimizer(0.1)
train = opt.minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train)
    print(sess.run(w))
    print("optimizer vars:", len(opt.variables()))
