import tensorflow as tf

tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [None, 2], name="model")
with tf.variable_scope("model"):
    layer = tf.keras.layers.Dense(1)
    out = layer(x)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
