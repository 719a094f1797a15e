import tensorflow as tf

tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [None, 2])
with tf.variable_scope("fc"):
    w = tf.get_variable("w", [2, 2])
layer = tf.keras.layers.Dense(1, name="fc")
out = layer(tf.matmul(x, w))

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
