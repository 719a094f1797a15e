import tensorflow as tf

tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [1, 2, 2, 1])
w = tf.get_variable("w", [2, 2, 1, 1])
u = tf.nn.conv2d_transpose(x, w, output_shape=[1, 4, 4, 1], strides=[1, 2, 2, 1])
layer = tf.keras.layers.Conv2DTranspose(1, 2)
out = layer(u)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print([v.name for v in tf.trainable_variables()])
