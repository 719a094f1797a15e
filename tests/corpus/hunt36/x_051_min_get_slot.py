import tensorflow as tf
w = tf.Variable([1.0, 2.0])
loss = tf.reduce_sum(tf.square(w))
opt = tf.train.MomentumOptimizer(0.1, 0.9)
train = opt.minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train)
    print(sess.run(w))
    print("has slot:", opt.get_slot(w, "momentum") is not None)
