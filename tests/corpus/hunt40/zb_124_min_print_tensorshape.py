import numpy as np
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 5])
print("x shape:", x.get_shape())
print("batch:", x.shape[0])
with tf.Session() as sess:
    print(sess.run(tf.reduce_sum(x), {x: np.ones((2, 5), np.float32)}))
