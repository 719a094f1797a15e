import numpy as np
import tensorflow as tf

tf.set_random_seed(69)
np.random.seed(69)

raw = np.arange(40, dtype=np.float32).reshape(20, 2)
targets = raw.sum(1) / 10.0

def preprocess(feat, tgt):
    feat = (feat - 20.0) / 10.0
    return feat, tf.expand_dims(tgt, -1)

ds = (tf.data.Dataset.from_tensor_slices((raw, targets))
      .map(preprocess)
      .shuffle(buffer_size=20, seed=3)
      .batch(5)
      .repeat(3))
it = ds.make_one_shot_iterator()
feat_b, tgt_b = it.get_next()

W = tf.Variable(tf.zeros([2, 1]))
b = tf.Variable(0.0)
loss = tf.reduce_mean(tf.square(tf.matmul(feat_b, W) + b - tgt_b))
train = tf.train.GradientDescentOptimizer(0.3).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    n = 0
    try:
        while True:
            _, l = sess.run([train, loss])
            if n % 3 == 0:
                print("batch", n, "loss", round(float(l), 6))
            n += 1
    except tf.errors.OutOfRangeError:
        pass
    print("batches", n, "W", sess.run(W).ravel(), "b", sess.run(b))
