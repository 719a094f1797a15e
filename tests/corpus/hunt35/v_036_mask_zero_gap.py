import numpy as np
import tensorflow as tf
tf.set_random_seed(36); np.random.seed(36)
ids = np.array([[3, 5, 0, 0], [1, 0, 0, 0], [7, 2, 9, 4], [6, 6, 0, 0]], dtype=np.int32)
lab = np.array([[1.0], [0.0], [1.0], [0.0]], dtype=np.float32)
x = tf.placeholder(tf.int32, [None, 4])
y = tf.placeholder(tf.float32, [None, 1])
emb = tf.keras.layers.Embedding(10, 3, mask_zero=True)
pooled = tf.keras.layers.GlobalAveragePooling1D()(emb(x))
logit = tf.keras.layers.Dense(1)(pooled)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=logit))
train = tf.train.AdamOptimizer(0.1).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    print(sess.run(pooled, {x: ids}))
    for i in range(8):
        l, _ = sess.run([loss, train], {x: ids, y: lab})
        print(i, l)
