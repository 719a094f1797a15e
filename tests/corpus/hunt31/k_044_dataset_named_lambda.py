"""tf.data pipeline with a named lambda map on float64 arrays, into Keras Dense."""
import numpy as np
import tensorflow as tf

tf.set_random_seed(44)
rs = np.random.RandomState(44)
feats = rs.randn(32, 4)
labels = (feats[:, 0] > 0).astype(np.float64).reshape(-1, 1)
normalize = lambda f, l: (f / 2.0, l)
ds = tf.data.Dataset.from_tensor_slices((feats, labels)).map(normalize).batch(8).repeat()
fb, lb = ds.make_one_shot_iterator().get_next()
fb.set_shape([None, 4])
layer = tf.keras.layers.Dense(1)
logit = layer(fb)
loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels=lb, logits=logit))
train_op = tf.train.GradientDescentOptimizer(0.5).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(8):
        l, _ = sess.run([loss, train_op])
    print("loss", repr(l))
