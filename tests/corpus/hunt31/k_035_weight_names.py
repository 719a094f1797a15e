"""Inspect Keras layer variable names inside variable scopes (checkpoint-mapping code)."""
import tensorflow as tf

x = tf.placeholder(tf.float32, [None, 3])
with tf.variable_scope("encoder"):
    d1 = tf.keras.layers.Dense(4, name="fc1")
    h = d1(x)
with tf.variable_scope("decoder"):
    d2 = tf.keras.layers.Dense(3)
    y = d2(h)
for v in tf.global_variables():
    print(v.name, v.shape.as_list())
print("kernel", d1.kernel.name)
print("n trainable", len(d1.trainable_weights) + len(d2.trainable_weights))
