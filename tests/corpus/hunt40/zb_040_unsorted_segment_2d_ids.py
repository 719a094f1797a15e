import numpy as np
import tensorflow as tf

tf.set_random_seed(40)
np.random.seed(40)
data = tf.placeholder(tf.float32, [4, 3, 5])
ids = tf.placeholder(tf.int32, [4, 3])
pooled = tf.unsorted_segment_sum(data, ids, num_segments=6)   # [6, 5]
print(pooled.get_shape().as_list())
flat = tf.layers.flatten(pooled)
h = tf.layers.dense(flat, 2, name="h")
mx = tf.math.unsorted_segment_max(data, ids, 6)
h2 = tf.layers.dense(tf.layers.flatten(mx), 3, name="h2")
loss = tf.reduce_mean(tf.square(h)) + tf.reduce_mean(tf.square(tf.maximum(h2, -5.0)))
tr = tf.train.GradientDescentOptimizer(0.01).minimize(loss)
D = np.random.randn(4, 3, 5).astype(np.float32)
I = np.random.randint(0, 6, (4, 3)).astype(np.int32)
I[0] = [0, 1, 2]; I[1] = [3, 4, 5]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(6):
        print(i, round(float(sess.run([loss, tr], {data: D, ids: I})[0]), 5))
    print([(v.name, v.shape.as_list()) for v in tf.trainable_variables()])
