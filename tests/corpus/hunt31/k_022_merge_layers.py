"""Merge layers (Add, Multiply, Average, Maximum, Subtract, Dot) on placeholders."""
import numpy as np
import tensorflow as tf

np.random.seed(22)
a = tf.placeholder(tf.float32, [None, 4])
b = tf.placeholder(tf.float32, [None, 4])
add = tf.keras.layers.Add()
mul = tf.keras.layers.Multiply()
avg = tf.keras.layers.Average()
mx = tf.keras.layers.Maximum()
sub = tf.keras.layers.Subtract()
dot = tf.keras.layers.Dot(axes=1)
cos = tf.keras.layers.Dot(axes=1, normalize=True)
cat0 = tf.keras.layers.Concatenate(axis=0)
outs = [add([a, b]), mul([a, b]), avg([a, b]), mx([a, b]), sub([a, b]), dot([a, b]), cos([a, b]), cat0([a, b])]
A = np.random.randn(3, 4).astype(np.float32)
B = np.random.randn(3, 4).astype(np.float32)
with tf.Session() as sess:
    for i, v in enumerate(sess.run(outs, {a: A, b: B})):
        print(i, v.shape, v.ravel()[:4])
