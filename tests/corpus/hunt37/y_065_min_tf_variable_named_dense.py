import tensorflow as tf

tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [None, 2])
scale = tf.Variable(1.0, name="dense")
layer = tf.keras.layers.Dense(1)
out = scale * layer(x)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
