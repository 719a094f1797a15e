import tensorflow as tf
tf.set_random_seed(73)
x = tf.placeholder(tf.float32, [None, 2])
out = tf.layers.dense(x, 1, name="fc")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    tv = tf.trainable_variables()
    print([v.dtype for v in tv])
