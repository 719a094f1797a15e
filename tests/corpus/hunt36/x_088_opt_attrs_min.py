import tensorflow as tf
w = tf.Variable(3.0)
loss = tf.square(w)
opt = tf.train.GradientDescentOptimizer(0.25)
train = opt.minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for _ in range(3):
        sess.run(train)
    print("w", sess.run(w))
    print("optimizer name:", opt.get_name())
