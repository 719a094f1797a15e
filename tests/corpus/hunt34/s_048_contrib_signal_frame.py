import numpy as np
import tensorflow as tf

tf.set_random_seed(48)
np.random.seed(48)

S = np.random.randn(2, 50).astype(np.float32)
sig = tf.placeholder(tf.float32, [None, 50])
fr = tf.contrib.signal.frame(sig, 10, 5, pad_end=True)
energy = tf.reduce_sum(tf.square(fr), axis=-1)
stft = tf.contrib.signal.stft(sig, frame_length=16, frame_step=8, fft_length=16)
mag = tf.abs(stft)

with tf.Session() as sess:
    e, m = sess.run([energy, mag], {sig: S})
    print(e.shape, e[0])
    print(m.shape, m[1, 0])
